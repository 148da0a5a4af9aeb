import { describe, expect, it } from 'vitest';
import { validateAccepted, validateQuiz } from '#validation/index.ts';

const questions = [
  { choices: [{ isAcceptable: false }, { isAcceptable: true }] },
  { choices: [{ isAcceptable: true }, { isAcceptable: true }, { isAcceptable: false }] },
];
const message = 'Not all answers were correct. Please try again.';

describe('validateQuiz', () => {
  it('passes when every answer is acceptable', () => {
    expect(validateQuiz(questions, [1, 0])).toBeNull();
    expect(validateQuiz(questions, [1, 1])).toBeNull();
  });

  it('fails on a wrong, missing or out-of-range answer', () => {
    expect(validateQuiz(questions, [0, 0])).toBe(message);
    expect(validateQuiz(questions, [1, null])).toBe(message);
    expect(validateQuiz(questions, [1])).toBe(message);
    expect(validateQuiz(questions, [1, 5])).toBe(message);
  });
});

describe('validateAccepted', () => {
  it('needs the box checked', () => {
    expect(validateAccepted(false)).toBe('You must check the box before continuing.');
    expect(validateAccepted(true)).toBeNull();
  });
});
