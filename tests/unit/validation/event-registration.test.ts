import { describe, expect, it } from 'vitest';
import {
  EVENT_COUNTRIES,
  isEventCountry,
  validateEventRegistration,
  type EventRegistrationInput,
} from '#validation/event-registration.ts';
import { capitalizeFirstLetter } from '#validation/index.ts';

const ada: EventRegistrationInput = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', countryIso3: 'GBR' };

describe('validateEventRegistration', () => {
  it('accepts a whole registration', () => {
    expect(validateEventRegistration(ada)).toEqual({});
  });

  it('needs first name, last name, email and country (the spec: non-empty)', () => {
    expect(validateEventRegistration({ firstName: ' ', lastName: '', email: '', countryIso3: '' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      countryIso3: 'Required',
    });
  });

  it.each(['ada', 'ada@example', 'ada @example.com', 'ada@.com', `${'a'.repeat(250)}@x.com`])('refuses the email %j', (email) => {
    expect(validateEventRegistration({ ...ada, email })).toEqual({
      email: 'Enter a valid email address, such as name@example.com.',
    });
  });

  it('takes a country of the list only, and names up to 100 characters', () => {
    expect(validateEventRegistration({ ...ada, countryIso3: 'BRA' })).toEqual({ countryIso3: 'Choose a country from the list.' });
    expect(validateEventRegistration({ ...ada, firstName: 'A'.repeat(100) })).toEqual({});
    expect(validateEventRegistration({ ...ada, lastName: 'L'.repeat(101) })).toEqual({ lastName: 'Use at most 100 characters.' });
  });

  it("words its messages with the form's texts when given", () => {
    const texts = { required: 'Needed', email: 'Bad email', country: 'Pick one', nameTooLong: 'Too long' };
    expect(
      validateEventRegistration({ firstName: '', lastName: 'L'.repeat(101), email: 'x', countryIso3: 'BRA' }, texts),
    ).toEqual({
      firstName: 'Needed',
      lastName: 'Too long',
      email: 'Bad email',
      countryIso3: 'Pick one',
    });
  });
});

describe('the event country list', () => {
  it("is the spec's list, in its order, with ISO alpha-3 values and XXX for Other", () => {
    expect(EVENT_COUNTRIES.map((country) => country.name)).toEqual([
      'Australia',
      'Austria',
      'Canada',
      'France',
      'Germany',
      'Ireland',
      'Italy',
      'Mexico',
      'Netherlands',
      'New Zealand',
      'Philippines',
      'Poland',
      'Spain',
      'United Kingdom',
      'United States',
      'Other',
    ]);
    expect(EVENT_COUNTRIES.map((country) => country.iso3).join(' ')).toBe(
      'AUS AUT CAN FRA DEU IRL ITA MEX NLD NZL PHL POL ESP GBR USA XXX',
    );
    expect(isEventCountry('NZL')).toBe(true);
    expect(isEventCountry('nzl')).toBe(false);
  });
});

describe('capitalizeFirstLetter', () => {
  it('uppercases only the first letter', () => {
    expect(capitalizeFirstLetter('ada')).toBe('Ada');
    expect(capitalizeFirstLetter('mcDonald')).toBe('McDonald');
    expect(capitalizeFirstLetter('éva')).toBe('Éva');
    expect(capitalizeFirstLetter('')).toBe('');
  });
});
