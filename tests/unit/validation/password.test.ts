import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PasswordSchema, isValidPassword, passwordsDiffer, validateNewPassword } from '#validation/index.ts';

describe('isValidPassword', () => {
  it.each(['abc', 'ABC123', 'snake_case_9', '_'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each(['', 'pass word', 'pass-word', 'p@ss', 'pässword', 'tab\t'])('refuses %j', (password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('shares the rule with the schema', () => {
    expect(v.is(PasswordSchema, 'ok_1')).toBe(true);
    expect(v.is(PasswordSchema, 'not ok')).toBe(false);
  });
});

describe('validateNewPassword', () => {
  it('needs both fields', () => {
    expect(validateNewPassword('', '')).toBe('required');
    expect(validateNewPassword('secret', '')).toBe('required');
    expect(validateNewPassword('', 'secret')).toBe('required');
  });

  it('needs both fields equal', () => {
    expect(validateNewPassword('secret1', 'secret2')).toBe('mismatch');
  });

  it('needs allowed characters', () => {
    expect(validateNewPassword('se cret', 'se cret')).toBe('characters');
  });

  it('accepts an equal valid pair', () => {
    expect(validateNewPassword('new_Secret1', 'new_Secret1')).toBeNull();
  });
});

describe('passwordsDiffer', () => {
  it('compares exactly, treating missing as empty', () => {
    expect(passwordsDiffer('a', 'a')).toBe(false);
    expect(passwordsDiffer('a', 'A')).toBe(true);
    expect(passwordsDiffer(undefined, '')).toBe(false);
    expect(passwordsDiffer('a', null)).toBe(true);
  });
});
