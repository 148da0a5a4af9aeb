import { defaultRoutes } from '#host/routes.ts';
import { profileProblems } from '#contracts/profile.ts';
import { credentialChanged, validateCredentials } from '#validation/profile.ts';
import { passwordMismatch, sameAddress, toDraft, toUpdateBody } from '../../../../blocks/account/shared/profile-form-state.ts';
import {
  autoSelectGeoCode,
  currentCandidates,
  withGeoCode,
  withPostalCode,
} from '../../../../blocks/account/shared/profile-geo-code.ts';
import { profileFieldRequired } from '../../../../blocks/account/shared/profile-required.ts';
import { profileEditStatus, visibleProfileErrors } from '../../../../blocks/account/profile-edit/profile-edit-state.ts';
import { myProfileStatus } from '../../../../blocks/account/my-profile/my-profile-state.ts';
import { loginHref } from '#host/navigation.ts';
import { demoProfile, geoCodes, mexicoRules, usaRules } from '../../../fixtures/account/profile.ts';

describe('profileProblems', () => {
  it('requires email, primary phone, username, shipping name, address line 1 and phone, mailing address line 1 and city', () => {
    const errors = profileProblems(
      { email: ' ', daytimePhone: '', username: '', shipAddress: { country: 'USA', postalCode: '78701' }, billAddress: {} },
      usaRules,
    );
    expect(errors).toEqual({
      email: 'Required',
      daytimePhone: 'Required',
      username: 'Required',
      'shipAddress.nameLine': 'Required',
      'shipAddress.addressLine1': 'Required',
      'shipAddress.phone': 'Required',
      'billAddress.addressLine1': 'Required',
      'billAddress.city': 'Required',
    });
  });

  it('requires the shipping city unless the country uses a city list, whose postal code must be 5 or 9 long', () => {
    const profile = demoProfile();
    const ship = { ...profile.shipAddress, city: '', postalCode: '7870' };
    expect(profileProblems({ ...profile, shipAddress: ship }, usaRules)).toEqual({
      'shipAddress.postalCode': 'Needs to be 5 or 9 digits',
    });
    expect(profileProblems({ ...profile, shipAddress: { ...ship, postalCode: '787011234' } }, usaRules)).toEqual({});
    const gb = { ...ship, country: 'GBR', state: null, postalCode: 'SW1A 1AA' };
    expect(profileProblems({ ...profile, shipAddress: gb }, null)).toEqual({ 'shipAddress.city': 'Required' });
    expect(profileProblems({ ...profile, shipAddress: { ...gb, postalCode: ' ' } }, null)['shipAddress.postalCode']).toBe(
      'Required',
    );
  });

  it("wants a state from the country's list, a listed country, and a geo code where one is required", () => {
    const profile = demoProfile();
    expect(profileProblems({ ...profile, shipAddress: { ...profile.shipAddress, state: 'ZZ' } }, usaRules)).toEqual({
      'shipAddress.state': 'Choose a state from the list.',
    });
    expect(profileProblems({ ...profile, shipAddress: { ...profile.shipAddress, country: 'FRA' } }, usaRules)).toEqual({
      'shipAddress.country': 'Choose a country from the list.',
    });
    const mexico = {
      ...profile.shipAddress,
      country: 'MEX',
      state: 'NLE',
      city: 'Monterrey',
      postalCode: '64000',
      geoCode: null,
    };
    expect(profileProblems({ ...profile, shipAddress: mexico }, mexicoRules)).toEqual({
      'shipAddress.postalCode': 'Enter your postal code and choose your city from the list.',
    });
    expect(profileProblems({ ...profile, shipAddress: { ...mexico, geoCode: 'MX-64000-01' } }, mexicoRules)).toEqual({});
  });

  it('allows letters, digits and underscore in username and a new password', () => {
    expect(validateCredentials({ username: 'riley_7', password: 'abc_123', currentPassword: 'riley_123' })).toEqual({});
    expect(validateCredentials({ username: 'riley q', password: 'pa$$', currentPassword: 'riley_123' })).toEqual({
      username: 'Use only letters, numbers and underscores.',
      password: 'Use only letters, numbers and underscores.',
    });
    expect(validateCredentials({ username: 'riley', password: '' })).toEqual({});
  });

  it('asks for the current password with a new one', () => {
    const asked = { currentPassword: 'Enter your current password to change your username, email address or password.' };
    expect(validateCredentials({ username: 'riley', password: 'abc_123', currentPassword: '' })).toEqual(asked);
    expect(validateCredentials({ username: 'riley', password: 'abc_123' })).toEqual(asked);
    expect(validateCredentials({ username: 'riley', password: '', currentPassword: 'typed anyway' })).toEqual({});
  });

  it('asks for the current password with another email address than the stored one', () => {
    const stored = { storedEmail: 'riley@example.com' };
    const asked = { currentPassword: 'Enter your current password to change your username, email address or password.' };
    expect(validateCredentials({ email: 'thief@example.net', password: '' }, stored)).toEqual(asked);
    expect(validateCredentials({ email: 'thief@example.net', currentPassword: 'riley_123' }, stored)).toEqual({});
    expect(validateCredentials({ email: ' riley@example.com ', password: '' }, stored)).toEqual({});
    // Without the stored address (a stored profile checked as it is) there is nothing to compare.
    expect(validateCredentials({ email: 'thief@example.net' })).toEqual({});
    const profile = demoProfile();
    expect(profileProblems({ ...profile, email: 'thief@example.net' }, usaRules, { storedEmail: profile.email })).toEqual(asked);
  });

  it('asks for the current password with another username than the stored one', () => {
    const stored = { storedUsername: 'riley' };
    const asked = { currentPassword: 'Enter your current password to change your username, email address or password.' };
    expect(validateCredentials({ username: 'thief_1', password: '' }, stored)).toEqual(asked);
    expect(validateCredentials({ username: 'thief_1', currentPassword: 'riley_123' }, stored)).toEqual({});
    expect(validateCredentials({ username: ' riley ', password: '' }, stored)).toEqual({});
    const profile = demoProfile();
    const credentials = { storedEmail: profile.email, storedUsername: profile.username };
    expect(profileProblems({ ...profile, username: 'thief_1' }, usaRules, credentials)).toEqual(asked);
  });

  it('takes a trimmed value as unchanged, another case as changed, and a blank one as no change to confirm', () => {
    expect(credentialChanged('  riley@example.com', 'riley@example.com')).toBe(false);
    expect(credentialChanged('Riley@example.com', 'riley@example.com')).toBe(true);
    // The Kelvin sign lowercases to k: a case-insensitive compare would call this the same address.
    expect(credentialChanged('\u212Aim@example.com', 'kim@example.com')).toBe(true);
    expect(credentialChanged(' ', 'riley@example.com')).toBe(false);
    expect(credentialChanged(null, 'riley@example.com')).toBe(false);
    expect(credentialChanged('thief_1', undefined)).toBe(false);
  });
});

describe('profile form state', () => {
  it('copies the ship address to the bill address before saving when bill-same-as-ship is on', () => {
    const draft = toDraft(demoProfile());
    const body = toUpdateBody(draft, { billSameAsShip: true });
    expect(body.billAddress).toMatchObject({ addressLine1: '77 Congress Avenue', postalCode: '78701', type: 'bill' });
    expect(sameAddress(body.billAddress!, draft.shipAddress)).toBe(true);
    expect(toUpdateBody(draft).billAddress?.addressLine1).toBe('PO Box 1007');
  });

  it('sends no password unless the password change is on', () => {
    const draft = { ...toDraft(demoProfile()), password: 'new_1', passwordTwo: 'new_1', currentPassword: 'old_1' };
    expect(toUpdateBody(draft, { changePassword: false })).toMatchObject({ password: '', passwordTwo: '', currentPassword: '' });
    expect(toUpdateBody(draft, { changePassword: true })).toMatchObject({
      password: 'new_1',
      passwordTwo: 'new_1',
      currentPassword: 'old_1',
    });
  });

  it('tells differing new passwords at the second field, and nothing for matching or empty ones', () => {
    expect(passwordMismatch({ password: 'new_pass1', passwordTwo: 'new_pass2' })).toEqual({
      passwordTwo: 'The passwords do not match.',
    });
    expect(passwordMismatch({ password: 'new_pass1', passwordTwo: 'new_pass1' })).toEqual({});
    expect(passwordMismatch({ password: '', passwordTwo: '' })).toEqual({});
    // The edit form with the change off sends no passwords: nothing to tell.
    expect(
      passwordMismatch(toUpdateBody({ ...toDraft(demoProfile()), password: 'a', passwordTwo: 'b' }, { changePassword: false })),
    ).toEqual({});
  });

  it('leaves bill errors to the ship fields while bill-same-as-ship is on', () => {
    const errors = { 'billAddress.city': 'Required', 'shipAddress.city': 'Required' } as const;
    expect(visibleProfileErrors(errors, true)).toEqual({ 'shipAddress.city': 'Required' });
    expect(visibleProfileErrors(errors, false)).toEqual(errors);
  });

  it('marks the required fields of My Profile; the city only without a city list', () => {
    expect(profileFieldRequired('shipAddress', 'city', usaRules)).toBe(false);
    expect(profileFieldRequired('shipAddress', 'city', mexicoRules)).toBe(true);
    expect(profileFieldRequired('shipAddress', 'phone', null)).toBe(true);
    expect(profileFieldRequired('billAddress', 'city', null)).toBe(true);
    expect(profileFieldRequired('billAddress', 'postalCode', null)).toBe(false);
  });

  it('links to the login page with this page as the redirect', () => {
    expect(loginHref(defaultRoutes, { pathname: '/my-profile', search: '', hash: '' })).toBe('/login?redirect=/my-profile');
    expect(loginHref(defaultRoutes, { pathname: '/profile', search: '?a=1&b=2', hash: '' })).toBe(
      '/login?redirect=/profile%3Fa%3D1%26b%3D2',
    );
  });
});

describe("the forms' states in their specs' words", () => {
  it('names the save of My Profile as accounts spec 4 does: a refused check or save is the warning', () => {
    expect(myProfileStatus('idle', false)).toBe('idle');
    expect(myProfileStatus('pending', false)).toBe('submitting');
    expect(myProfileStatus('saved', false)).toBe('success');
    expect(myProfileStatus('error', false)).toBe('warning');
    expect(myProfileStatus('conflict', false)).toBe('warning');
    expect(myProfileStatus('idle', true)).toBe('warning');
  });

  it('names the save of the edit form as commerce spec 4 does: a failure leaves it loaded, its banner saying why', () => {
    expect(profileEditStatus('idle')).toBe('loaded');
    expect(profileEditStatus('pending')).toBe('saving');
    expect(profileEditStatus('saved')).toBe('saved');
    expect(profileEditStatus('error')).toBe('loaded');
  });
});

describe('geo-code behaviour', () => {
  const mexico = {
    ...demoProfile().shipAddress,
    country: 'MEX',
    postalCode: '64000',
    city: 'Monterrey',
    state: 'NLE',
    geoCode: 'MX-64000-01',
  };

  it('clears geo code, city and state when the postal code changes in a country that requires a geo code', () => {
    expect(withPostalCode(mexico, '45010', true)).toMatchObject({ postalCode: '45010', geoCode: null, city: null, state: null });
    expect(withPostalCode(mexico, '45010', false)).toMatchObject({
      postalCode: '45010',
      geoCode: 'MX-64000-01',
      city: 'Monterrey',
    });
  });

  it('chooses a single candidate at once and waits for the choice among several', () => {
    const cleared = withPostalCode(mexico, '64000', true);
    const blank = { ...cleared, postalCode: '64000', geoCode: null };
    expect(autoSelectGeoCode(blank, currentCandidates(blank, geoCodes))).toMatchObject({
      geoCode: 'MX-64000-01',
      city: 'Monterrey',
      state: 'NLE',
    });
    const several = { ...blank, postalCode: '45010' };
    expect(currentCandidates(several, geoCodes)).toHaveLength(2);
    expect(autoSelectGeoCode(several, currentCandidates(several, geoCodes))).toBeNull();
    expect(withGeoCode(several, geoCodes[2]!)).toMatchObject({ geoCode: 'MX-45010-02', city: 'Guadalajara', state: 'JAL' });
  });

  it('ignores candidates of another postal code (an older answer)', () => {
    expect(currentCandidates({ ...mexico, postalCode: '45010' }, geoCodes.slice(0, 1))).toEqual([]);
  });
});
