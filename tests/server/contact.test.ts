// @vitest-environment jsdom
// jsdom supplies DOMParser to read the owner's messages page; the app itself runs as on Node.
import * as v from 'valibot';
import { createApp } from '../../server/app.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import type { DataPage } from '../../server/pages/demo-page.ts';
import { siteFormPages } from '../../server/pages/site-forms.ts';
import { ContactErrorSchema, ContactResponseSchema, CONTACT_LIMITS } from '#contracts/contact.ts';
import { createTestApp, fakeCaptcha, login, postJson, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from contact_messages');
});

const good = { siteId: 'demo', name: 'Pat Visitor', comment: 'Do you ship to Canada?', email: 'pat@example.com', phone: '' };
const send = (body: unknown, app = t.app) => postJson(app, '/api/pws-contact', body);
const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;
const stored = () =>
  t.db.query<{ siteId: string; name: string; comment: string; email: string; phone: string | null }>(
    'select site_id as "siteId", name, comment, email, phone from contact_messages order by id',
  );

/** A 422's contact error and the texts it gives each named field. */
async function refusal(response: Response) {
  expect(response.status).toBe(422);
  const body = await readEnvelope(response);
  const error = v.parse(ContactErrorSchema, body.data);
  const fieldTexts = Object.fromEntries(
    body.messages.filter((m) => m.type === 'validatorMessage').map((m) => [m.source, m.value] as const),
  );
  return { error, fieldTexts, messages: body.messages };
}

describe('POST /api/pws-contact', () => {
  it("stores a good message, trimmed, for the page's site", async () => {
    const response = await send({ ...good, name: '  Pat Visitor ', phone: ' +1 (303) 555-0100 ' });
    expect(response.status).toBe(200);
    expect(v.parse(ContactResponseSchema, (await readEnvelope(response)).data)).toEqual({ success: true });
    expect(await stored()).toEqual([
      { siteId: 'demo', name: 'Pat Visitor', comment: good.comment, email: good.email, phone: '+1 (303) 555-0100' },
    ]);
  });

  it('takes the phone as optional: none given is stored as null', async () => {
    const { phone: _phone, ...withoutPhone } = good;
    expect((await send(withoutPhone)).status).toBe(200);
    expect((await stored()).map((row) => row.phone)).toEqual([null]);
  });

  it.each([
    ['name', { name: '  ' }, 'Required'],
    ['comment', { comment: '' }, 'Required'],
    ['email', { email: '' }, 'Required'],
    ['email', { email: 'pat@example' }, 'Enter a valid email address, such as name@example.com.'],
    ['email', { email: 'pat example.com' }, 'Enter a valid email address, such as name@example.com.'],
    ['phone', { phone: '555-CALL' }, 'Invalid number'],
    ['name', { name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, `Use at most ${CONTACT_LIMITS.name} characters.`],
    ['comment', { comment: 'x'.repeat(CONTACT_LIMITS.comment + 1) }, `Use at most ${CONTACT_LIMITS.comment} characters.`],
  ])('refuses a bad %s with 422 naming that field, and stores nothing', async (field, change, text) => {
    const { error, fieldTexts } = await refusal(await send({ ...good, ...change }));
    expect(error).toEqual({
      message: 'Some information was missing or invalid. Please check the highlighted fields and try again.',
      fields: [field],
    });
    expect(fieldTexts).toEqual({ [field]: text });
    expect(await stored()).toEqual([]);
  });

  it("names every wrong field at once, in the form's order", async () => {
    const { error } = await refusal(await send({ siteId: 'demo', name: '', comment: '', email: 'nope', phone: '12' }));
    expect(error.fields).toEqual(['name', 'comment', 'email', 'phone']);
  });

  it('refuses a site that does not exist, naming no field', async () => {
    const { error } = await refusal(await send({ ...good, siteId: 'no-such-site' }));
    expect(error).toEqual({ message: 'This message cannot be delivered: the site it was sent from is unknown.', fields: [] });
    expect(await stored()).toEqual([]);
  });

  it('answers a malformed body with 422, never a 500', async () => {
    expect((await send({ ...good, name: 42 })).status).toBe(422);
    expect((await send('just text')).status).toBe(422);
  });

  it('with the captcha on, refuses a wrong one with its own error at the captcha, before anything else', async () => {
    const app = createApp({ db: t.db, distDir: t.distDir, captcha: fakeCaptcha((captcha) => captcha === 'solved') });
    const { error, fieldTexts, messages } = await refusal(await send({ ...good, email: 'bad', captcha: 'wrong' }, app));
    expect(error).toEqual({ message: 'CAPTCHA validation failed.', fields: ['captcha'] });
    expect(fieldTexts).toEqual({ captcha: 'CAPTCHA validation failed.' });
    expect(messages[0]).toMatchObject({ type: 'error', source: 'contact', code: 'captcha' });
    expect((await refusal(await send({ ...good }, app))).error.fields).toEqual(['captcha']);
    expect(await stored()).toEqual([]);

    expect((await send({ ...good, captcha: 'solved' }, app)).status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe('/owner/messages', () => {
  const page = (cookie?: string) => t.app.request('/owner/messages', { headers: cookie ? { Cookie: cookie } : {} });
  const read = async (response: Response) => new DOMParser().parseFromString(await response.text(), 'text/html');

  it('sends a visitor to log in and come back', async () => {
    const response = await page();
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fowner%2Fmessages');
  });

  it('answers a signed-in user who does not own the site with the page of a missing site', async () => {
    await send(good);
    const response = await page(await login(t.app, 'customer', 'customer_123'));
    expect(response.status).toBe(404);
    const doc = await read(response);
    const { notFound } = siteFormPages.find((candidate) => candidate.path === '/owner/messages') as DataPage;
    expect(doc.title).toContain(notFound.title);
    expect(doc.querySelector('main')?.innerHTML).toContain(notFound.body);
    expect(doc.querySelectorAll('main article')).toHaveLength(0);
  });

  it("shows the owner the site's messages, newest first, as text", async () => {
    await send({ ...good, name: 'First', comment: 'Hello' });
    await send({ ...good, name: 'Second <b>bold</b>', comment: 'Line one\nLine two <script>x</script>', phone: '303 555 0100' });
    const response = await page(await login(t.app, 'distributor', 'distributor_123'));
    expect(response.status).toBe(200);
    const doc = await read(response);
    const articles = [...doc.querySelectorAll('main article')];
    expect(articles.map((article) => article.querySelector('h2')?.textContent)).toEqual(['Second <b>bold</b>', 'First']);
    expect(articles[0]?.querySelector('p')?.innerHTML).toBe('Line one<br>Line two &lt;script&gt;x&lt;/script&gt;');
    expect(articles[0]?.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:3035550100');
    expect(articles[1]?.querySelector('a[href^="mailto:"]')?.textContent).toBe('pat@example.com');
    expect(doc.querySelectorAll('main script')).toHaveLength(0);
  });

  it('opens for an administrator too, and says when there is nothing yet', async () => {
    const response = await page(await login(t.app, 'admin', 'admin_123'));
    expect(response.status).toBe(200);
    expect((await read(response)).querySelector('main')?.textContent).toContain('No messages yet.');
  });
});
