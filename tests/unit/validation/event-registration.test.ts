import { describe, expect, it } from 'vitest';
import { capitalizeFirstLetter, validateEventRegistration } from '../../../src/validation/index.ts';

describe('validateEventRegistration', () => {
  it('needs first name, last name and email', () => {
    expect(validateEventRegistration({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.c' })).toEqual({});
    expect(validateEventRegistration({ firstName: ' ', lastName: '', email: 'a@b.c' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
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
