import * as v from 'valibot';
import type { Envelope } from '../../server/http/envelope.ts';
import { CountryRulesSchema, GeoCodeSchema } from '#contracts/country-rules.ts';
import { PROFILE_INVALID_MESSAGE, ProfileSchema, type Profile } from '#contracts/profile.ts';
import { createTestApp, jsonHeaders, login, throttledApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;
const PATH = '/api/checkout/profile/current';

const getProfile = async (cookie: string, id = 'current') => {
  const response = await t.app.request(`/api/checkout/profile/${id}`, { headers: { Cookie: cookie } });
  return { response, body: await readEnvelope(response) };
};

const send = async (cookie: string, body: unknown, method: 'PUT' | 'POST' = 'PUT', path = PATH) => {
  const response = await t.app.request(path, { method, headers: { ...jsonHeaders, Cookie: cookie }, body: JSON.stringify(body) });
  return { response, body: await readEnvelope(response) };
};

/** The profile as the forms send it back: the whole of it, with the read-only fields too. */
/** The messages shown beside a field (validatorMessage), leaving out the form's own. */
const fieldMessages = (body: Envelope<unknown>) => body.messages.filter((m) => m.type === 'validatorMessage');
/** What the database holds for riley (user 1007) in `column`. */
const storedColumn = async (column: 'email' | 'username') =>
  (await t.db.query<Record<string, string>>(`select ${column} as value from users where id = '1007'`))[0]?.value;

const asBody = (profile: Profile, changes: Record<string, unknown> = {}) => ({
  ...profile,
  password: '',
  passwordTwo: '',
  ...changes,
});

describe('GET /api/checkout/profile/current', () => {
  it('answers 401 to a visitor who is not logged in', async () => {
    const response = await t.app.request(PATH);
    expect(response.status).toBe(401);
    expect((await send('', { email: 'x' })).response.status).toBe(401);
    expect((await send('', { email: 'x' }, 'POST')).response.status).toBe(401);
  });

  it("answers the session user's own profile, under current and current-no-cache alike", async () => {
    const cookie = await login(t.app, 'distributor', 'distributor_123');
    const { response, body } = await getProfile(cookie);
    expect(response.status).toBe(200);
    const profile = v.parse(ProfileSchema, body.data);
    expect(profile).toMatchObject({ rcn: '5000002', username: 'distributor', status: 'D', daytimePhone: '303-555-0142' });
    expect(profile.periodPgPv).toBe(312.5);
    expect(profile.shipAddress).toMatchObject({ city: 'Denver', country: 'USA' });
    expect((await getProfile(cookie, 'current-no-cache')).body.data).toEqual(body.data);
    expect((await getProfile(cookie, '5000002')).response.status).toBe(200);
  });

  it("never answers someone else's profile", async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    expect((await getProfile(cookie, '5000002')).response.status).toBe(404);
    const put = await send(cookie, { email: 'hacked@example.com' }, 'PUT', '/api/checkout/profile/5000002');
    expect(put.response.status).toBe(404);
    const [row] = await t.db.query<{ email: string }>("select email from users where id = '1002'");
    expect(row?.email).toBe('distributor@example.com');
  });
});

describe('PUT /api/checkout/profile/current', () => {
  it('saves the whole profile and ignores rcn and status', async () => {
    const cookie = await login(t.app, 'staff', 'staff_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const { response, body } = await send(
      cookie,
      asBody(profile, {
        rcn: '999',
        status: 'D',
        periodPgPv: 5000,
        cellPhone: '801-555-9999',
        shipAddress: { ...profile.shipAddress, addressLine1: '99 New Street', city: 'Boise', state: 'ID', postalCode: '83702' },
      }),
    );
    expect(response.status).toBe(200);
    expect(body.messages).toEqual([expect.objectContaining({ value: 'Your information was updated successfully!' })]);
    const saved = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    expect(saved).toMatchObject({ rcn: '5000004', status: 'E', periodPgPv: 0, cellPhone: '801-555-9999' });
    expect(saved.shipAddress).toMatchObject({ addressLine1: '99 New Street', city: 'Boise', state: 'ID' });
  });

  it('answers 422 with the primary message and one validatorMessage per bad field', async () => {
    const cookie = await login(t.app, 'staff', 'staff_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const { response, body } = await send(
      cookie,
      asBody(profile, {
        email: ' ',
        username: 'bad name!',
        currentPassword: 'staff_123',
        shipAddress: { ...profile.shipAddress, postalCode: '1234', state: 'ZZ' },
        billAddress: { ...profile.billAddress, city: '' },
      }),
    );
    expect(response.status).toBe(422);
    const bySource = Object.fromEntries(
      body.messages.filter((m) => m.type === 'validatorMessage').map((m) => [m.source, m.value]),
    );
    expect(bySource).toEqual({
      email: 'Required',
      username: 'Use only letters, numbers and underscores.',
      'shipAddress.postalCode': 'Needs to be 5 or 9 digits',
      'shipAddress.state': 'Choose a state from the list.',
      'billAddress.city': 'Required',
    });
    expect(body.messages.filter((m) => m.primary)).toEqual([expect.objectContaining({ value: PROFILE_INVALID_MESSAGE })]);
  });

  it("refuses another user's username", async () => {
    const cookie = await login(t.app, 'staff', 'staff_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const { response, body } = await send(cookie, asBody(profile, { username: 'ADMIN' }));
    expect(response.status).toBe(422);
    expect(body.messages).toContainEqual(expect.objectContaining({ source: 'username', type: 'validatorMessage' }));
  });

  it('changes the password only when both match the pattern and each other; the new one then logs in, other sessions end', async () => {
    const cookie = await login(t.app, 'jordan', 'jordan_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const current = { currentPassword: 'jordan_123' };

    const mismatch = await send(cookie, asBody(profile, { ...current, password: 'new_pass1', passwordTwo: 'new_pass2' }));
    expect(mismatch.response.status).toBe(422);
    expect(mismatch.body.messages).toContainEqual(
      expect.objectContaining({ source: 'passwordTwo', value: 'The passwords do not match.' }),
    );

    const pattern = await send(cookie, asBody(profile, { ...current, password: 'new pass!', passwordTwo: 'new pass!' }));
    expect(pattern.body.messages).toContainEqual(
      expect.objectContaining({ source: 'password', value: 'Use only letters, numbers and underscores.' }),
    );

    const otherDevice = await login(t.app, 'jordan', 'jordan_123');
    const changed = await send(cookie, asBody(profile, { ...current, password: 'new_pass1', passwordTwo: 'new_pass1' }));
    expect(changed.response.status).toBe(200);
    // The change ends the account's other sessions; the one that made it stays.
    expect((await getProfile(otherDevice)).response.status).toBe(401);
    expect((await getProfile(cookie)).response.status).toBe(200);
    await expect(login(t.app, 'jordan', 'jordan_123')).rejects.toThrow();
    await login(t.app, 'jordan', 'new_pass1');
    const [row] = await t.db.query<{ hash: string }>("select password_hash as hash from users where id = '1006'");
    expect(row?.hash).toMatch(/^scrypt\$/);
    const restored = await send(
      cookie,
      asBody(profile, { currentPassword: 'new_pass1', password: 'jordan_123', passwordTwo: 'jordan_123' }),
    );
    expect(restored.response.status).toBe(200);
  });

  it('changes the password only with the current one: missing or wrong, it answers 422 at currentPassword and ends no session', async () => {
    const cookie = await login(t.app, 'jordan', 'jordan_123');
    const otherDevice = await login(t.app, 'jordan', 'jordan_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const newPassword = { password: 'taken_over1', passwordTwo: 'taken_over1' };

    const missing = await send(cookie, asBody(profile, newPassword));
    expect(missing.response.status).toBe(422);
    expect(fieldMessages(missing.body)).toEqual([
      expect.objectContaining({
        source: 'currentPassword',
        value: 'Enter your current password to change your username, email address or password.',
      }),
    ]);
    const wrong = await send(cookie, asBody(profile, { ...newPassword, currentPassword: 'guess_1' }));
    expect(wrong.response.status).toBe(422);
    expect(wrong.body.messages.filter((m) => m.primary)).toEqual([expect.objectContaining({ value: PROFILE_INVALID_MESSAGE })]);
    expect(fieldMessages(wrong.body)).toEqual([
      expect.objectContaining({ source: 'currentPassword', code: 'incorrect', value: 'The current password is not correct.' }),
    ]);

    expect((await getProfile(otherDevice)).response.status).toBe(200);
    await login(t.app, 'jordan', 'jordan_123');
  });

  it("counts wrong current passwords as failed logins: the sixth is refused to that session only, never the owner's login", async () => {
    const { app, pauses } = throttledApp(t);
    await t.db.query('delete from login_failures');
    const put = async (cookie: string, body: unknown) =>
      app.request(PATH, { method: 'PUT', headers: { ...jsonHeaders, Cookie: cookie }, body: JSON.stringify(body) });
    const cookie = await login(app, 'customer', 'customer_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const guess = (currentPassword: string) =>
      asBody(profile, { currentPassword, password: 'mine_now1', passwordTwo: 'mine_now1' });

    for (let i = 0; i < 5; i++) expect((await put(cookie, guess(`guess_${i}`))).status).toBe(422);
    const refused = await put(cookie, guess('customer_123'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect((await readEnvelope(refused)).messages[0]).toMatchObject({ code: 'tooManyAttempts' });
    // The owner signs in again (after the account's delay) and changes it from that session.
    const fresh = await login(app, 'customer', 'customer_123');
    expect(pauses).toEqual([1000]);
    expect((await put(fresh, guess('customer_123'))).status).toBe(200);
    const back = asBody(profile, { currentPassword: 'mine_now1', password: 'customer_123', passwordTwo: 'customer_123' });
    expect((await put(fresh, back)).status).toBe(200);
  });

  it('changes the email address only with the right current password; edits that keep it need none', async () => {
    const cookie = await login(t.app, 'riley', 'riley_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const storedEmail = () => storedColumn('email');

    // The address as stored, only spaced: no change, so other edits save without a password.
    const kept = await send(cookie, asBody(profile, { email: ` ${profile.email} `, cellPhone: '512-555-0170' }));
    expect(kept.response.status).toBe(200);

    const thief = { email: 'thief@example.net' };
    const missing = await send(cookie, asBody(profile, thief));
    expect(missing.response.status).toBe(422);
    expect(fieldMessages(missing.body)).toEqual([
      expect.objectContaining({
        source: 'currentPassword',
        value: 'Enter your current password to change your username, email address or password.',
      }),
    ]);
    // Case counts as a change: compared case-sensitively, no folding can pass off another address.
    const recased = await send(cookie, asBody(profile, { email: 'RILEY@example.com' }));
    expect(recased.response.status).toBe(422);
    expect(fieldMessages(recased.body)).toEqual([expect.objectContaining({ source: 'currentPassword' })]);
    const wrong = await send(cookie, asBody(profile, { ...thief, currentPassword: 'guess_1' }));
    expect(wrong.response.status).toBe(422);
    expect(fieldMessages(wrong.body)).toEqual([
      expect.objectContaining({ source: 'currentPassword', code: 'incorrect', value: 'The current password is not correct.' }),
    ]);
    expect(await storedEmail()).toBe('riley@example.com');

    const right = await send(cookie, asBody(profile, { email: 'riley.quinn@example.net', currentPassword: 'riley_123' }));
    expect(right.response.status).toBe(200);
    expect(await storedEmail()).toBe('riley.quinn@example.net');
    // Now the new address is the stored one: an edit that keeps it needs no password.
    const saved = v.parse(ProfileSchema, right.body.data);
    expect((await send(cookie, asBody(saved, { cellPhone: null }))).response.status).toBe(200);
    const back = await send(cookie, asBody(saved, { email: profile.email, currentPassword: 'riley_123' }));
    expect(back.response.status).toBe(200);
  });

  it('changes the username only with the right current password, so a session alone cannot rename the account', async () => {
    const cookie = await login(t.app, 'riley', 'riley_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const storedUsername = () => storedColumn('username');

    const kept = await send(cookie, asBody(profile, { username: ` ${profile.username} `, cellPhone: '512-555-0171' }));
    expect(kept.response.status).toBe(200);

    const missing = await send(cookie, asBody(profile, { username: 'thief_1' }));
    expect(missing.response.status).toBe(422);
    expect(fieldMessages(missing.body)).toEqual([
      expect.objectContaining({
        source: 'currentPassword',
        value: 'Enter your current password to change your username, email address or password.',
      }),
    ]);
    const wrong = await send(cookie, asBody(profile, { username: 'thief_1', currentPassword: 'guess_1' }));
    expect(wrong.response.status).toBe(422);
    expect(fieldMessages(wrong.body)).toEqual([expect.objectContaining({ source: 'currentPassword', code: 'incorrect' })]);
    expect(await storedUsername()).toBe('riley');

    const right = await send(cookie, asBody(profile, { username: 'riley_q', currentPassword: 'riley_123' }));
    expect(right.response.status).toBe(200);
    expect(await storedUsername()).toBe('riley_q');
    const saved = v.parse(ProfileSchema, right.body.data);
    expect((await send(cookie, asBody(saved, { cellPhone: null }))).response.status).toBe(200);
    const back = await send(cookie, asBody(saved, { username: profile.username, currentPassword: 'riley_123' }));
    expect(back.response.status).toBe(200);
    expect(await storedUsername()).toBe('riley');
  });

  it('counts wrong current passwords with an email change as failed logins: the sixth is refused to that session', async () => {
    const { app } = throttledApp(t);
    await t.db.query('delete from login_failures');
    const put = async (cookie: string, body: unknown) =>
      app.request(PATH, { method: 'PUT', headers: { ...jsonHeaders, Cookie: cookie }, body: JSON.stringify(body) });
    const cookie = await login(app, 'distributor', 'distributor_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const guess = (currentPassword: string) => asBody(profile, { currentPassword, email: 'thief@example.net' });

    for (let i = 0; i < 5; i++) expect((await put(cookie, guess(`guess_${i}`))).status).toBe(422);
    const refused = await put(cookie, guess('distributor_123'));
    expect(refused.status).toBe(429);
    expect((await readEnvelope(refused)).messages[0]).toMatchObject({ code: 'tooManyAttempts' });
    const [row] = await t.db.query<{ email: string }>("select email from users where id = '1002'");
    expect(row?.email).toBe('distributor@example.com');
    // The owner, signed in again, is not locked out (and the sign-in clears the account's failures).
    const fresh = await login(app, 'distributor', 'distributor_123');
    expect((await put(fresh, asBody(profile, { cellPhone: '303-555-0199' }))).status).toBe(200);
  });

  it('needs a known geo code for the postal code where the country requires one', async () => {
    const cookie = await login(t.app, 'staff', 'staff_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const mexico = { ...profile.shipAddress, country: 'MEX', postalCode: '64000', city: 'Monterrey', state: 'NLE' };
    const missing = await send(cookie, asBody(profile, { shipAddress: { ...mexico, geoCode: null } }));
    expect(missing.body.messages).toContainEqual(expect.objectContaining({ source: 'shipAddress.postalCode' }));
    const wrong = await send(cookie, asBody(profile, { shipAddress: { ...mexico, geoCode: 'MX-06600-01' } }));
    expect(wrong.response.status).toBe(422);
    const right = await send(cookie, asBody(profile, { shipAddress: { ...mexico, geoCode: 'MX-64000-01' } }));
    expect(right.response.status).toBe(200);
  });
});

describe('POST /api/checkout/profile/current', () => {
  /** The addresses of a user's first profile. */
  const firstAddresses = {
    shipAddress: {
      nameLine: 'Drew Parker',
      addressLine1: '1 First Street',
      city: 'Austin',
      postalCode: '78701',
      country: 'USA',
      phone: '512-555-0000',
    },
    billAddress: { addressLine1: '1 First Street', city: 'Austin', country: 'USA' },
  };

  it('creates the profile of a user who has none, and refuses a second one', async () => {
    await t.db.query("update users set ship_address = null, bill_address = null where id = '1005'");
    await t.db.query("update users set disabled = false where id = '1005'");
    const cookie = await login(t.app, 'disabled', 'disabled_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    expect(profile.shipAddress.addressLine1).toBeNull();
    const body = asBody(profile, firstAddresses);
    expect((await send(cookie, body, 'POST')).response.status).toBe(200);
    expect((await send(cookie, body, 'POST')).response.status).toBe(409);
    await t.db.query("update users set disabled = true where id = '1005'");
  });

  it('takes another email address with a new profile only with the current password', async () => {
    await t.db.query("update users set ship_address = null, bill_address = null, disabled = false where id = '1005'");
    const cookie = await login(t.app, 'disabled', 'disabled_123');
    const profile = v.parse(ProfileSchema, (await getProfile(cookie)).body.data);
    const body = asBody(profile, { ...firstAddresses, email: 'drew@example.net' });
    const missing = await send(cookie, body, 'POST');
    expect(missing.response.status).toBe(422);
    expect(missing.body.messages).toContainEqual(expect.objectContaining({ source: 'currentPassword' }));
    const created = await send(cookie, { ...body, currentPassword: 'disabled_123' }, 'POST');
    expect(created.response.status).toBe(200);
    expect(v.parse(ProfileSchema, created.body.data).email).toBe('drew@example.net');
    await t.db.query("update users set email = 'disabled@example.com', disabled = true where id = '1005'");
  });
});

describe('country rules and geo codes', () => {
  it('answers the rules of a country, and 404 with a message for one without', async () => {
    const usa = v.parse(CountryRulesSchema, (await readEnvelope(await t.app.request('/api/resource/country-rules/USA'))).data);
    expect(usa).toMatchObject({ countryIso3Code: 'USA', usesCityList: true, countryWithStates: true, geoCodeRequired: false });
    expect(usa.allowedStates).toContainEqual({ value: 'TX', label: 'Texas' });
    const mex = v.parse(CountryRulesSchema, (await readEnvelope(await t.app.request('/api/resource/country-rules/MEX'))).data);
    expect(mex.geoCodeRequired).toBe(true);
    const gbr = v.parse(CountryRulesSchema, (await readEnvelope(await t.app.request('/api/resource/country-rules/GBR'))).data);
    expect(gbr).toMatchObject({ countryWithStates: false, allowedStates: [] });
    const none = await t.app.request('/api/resource/country-rules/XYZ');
    expect(none.status).toBe(404);
    expect((await readEnvelope(none)).messages[0]?.value).toContain('XYZ');
    expect((await t.app.request('/api/resource/country-rules/us')).status).toBe(422);
  });

  it('answers the geo-code candidates of a postal code', async () => {
    const read = async (zip: string) =>
      v.parse(
        v.array(GeoCodeSchema),
        (await readEnvelope(await t.app.request(`/api/resource/geo-code?filter[where][zip]=${zip}`))).data,
      );
    expect(await read('64000')).toEqual([
      { geoCode: 'MX-64000-01', zip: '64000', city: 'Monterrey', state: 'NLE', country: 'MEX' },
    ]);
    expect((await read('45010')).map((geo) => geo.city)).toEqual(['Guadalajara', 'Zapopan']);
    expect(await read('99999')).toEqual([]);
    expect((await t.app.request('/api/resource/geo-code')).status).toBe(422);
  });
});

describe('seeding', () => {
  it('keeps edited profiles when it runs again', async () => {
    await t.db.query("update users set daytime_phone = '000-555-0000' where id = '1007'");
    const { seed } = await import('../../server/db/seed.ts');
    await seed(t.db);
    const [row] = await t.db.query<{ phone: string }>("select daytime_phone as phone from users where id = '1007'");
    expect(row?.phone).toBe('000-555-0000');
  });
});
