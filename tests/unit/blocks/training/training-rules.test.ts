import { describe, expect, it } from 'vitest';
import {
  allowedStepIndex,
  completion,
  continueSaves,
  isTestMode,
  landingStep,
  parseStepIndex,
  stepMark,
  trainingBase,
  unansweredQuestions,
} from '../../../../blocks/training/certification-training/training-rules.ts';
import { learnerCourse, progress } from '../../../fixtures/training/certification-training.ts';

// Steps: 0 welcome, 1 quiz, 2 read-and-accept (the final step), 3 congratulations.
const course = learnerCourse();

describe('test mode', () => {
  it.each(['#test', '#test=1', '#TEST=true', '#section&test', '#?test'])('is on for %s', (hash) => {
    expect(isTestMode(hash)).toBe(true);
  });

  it.each(['', '#', '#testing', '#test=0', '#contest', '#step-2'])('is off for %j', (hash) => {
    expect(isTestMode(hash)).toBe(false);
  });
});

describe('routes', () => {
  it.each([
    ['/distributor-certification-training', '/distributor-certification-training'],
    ['/distributor-certification-training/', '/distributor-certification-training'],
    ['/distributor-certification-training/step/3', '/distributor-certification-training'],
    ['/distributor-certification-training/step/', '/distributor-certification-training'],
    ['/en/training/step/0/', '/en/training'],
    ['/step/2', ''],
  ])('%s lies under the page %j', (pathname, base) => {
    expect(trainingBase(pathname)).toBe(base);
  });

  it('reads a step index of the course, and nothing else', () => {
    expect(parseStepIndex('0', course)).toBe(0);
    expect(parseStepIndex('3', course)).toBe(3);
    for (const text of ['4', '-1', '1.5', '01x', ' 1', '', undefined, '1e1']) expect(parseStepIndex(text, course)).toBeNull();
  });
});

describe('the allowed step, where a load lands', () => {
  it('is the step after the highest completed one', () => {
    expect(allowedStepIndex(progress(-1), course)).toBe(0);
    expect(allowedStepIndex(progress(0), course)).toBe(1);
    expect(allowedStepIndex(progress(1), course)).toBe(2);
  });

  it('is the last step once the final step is completed', () => {
    expect(allowedStepIndex(progress(2, true), course)).toBe(3);
  });

  it('never goes past the last step', () => {
    expect(allowedStepIndex(progress(7), course)).toBe(3);
  });
});

describe('landing on a step', () => {
  const land = (requested: number | null, allowed: number, testMode = false, firstLoad = false) =>
    landingStep({ requested, allowed, testMode, firstLoad });

  it('takes a first load to the allowed step, whatever the address says', () => {
    expect(land(0, 2, false, true)).toEqual({ step: 2, refused: false });
    expect(land(2, 2, false, true)).toEqual({ step: 2, refused: false });
  });

  it('refuses a step past the allowed one, on a load or later', () => {
    expect(land(3, 1, false, true)).toEqual({ step: 1, refused: true });
    expect(land(3, 1)).toEqual({ step: 1, refused: true });
  });

  it('opens a done step the learner goes back to', () => {
    expect(land(0, 2)).toEqual({ step: 0, refused: false });
  });

  it('opens any step as asked in test mode, on a load too', () => {
    expect(land(3, 0, true, true)).toEqual({ step: 3, refused: false });
    expect(land(1, 0, true)).toEqual({ step: 1, refused: false });
  });

  it('takes an address that names no step to the allowed step (step 0 in test mode)', () => {
    expect(land(null, 2)).toEqual({ step: 2, refused: false });
    expect(land(null, 2, true)).toEqual({ step: 0, refused: false });
  });
});

describe('the step list', () => {
  const marks = (current: number, highest: number, completedFinalStep = false, testMode = false) =>
    [0, 1, 2, 3].map((index) =>
      stepMark(index, { current, status: progress(highest, completedFinalStep), config: course, testMode }),
    );

  it('marks done, current, the next step open and the rest locked', () => {
    expect(marks(1, 0)).toEqual(['done', 'current', 'locked', 'locked']);
    expect(marks(0, 0)).toEqual(['current', 'open', 'locked', 'locked']);
    expect(marks(0, -1)).toEqual(['current', 'locked', 'locked', 'locked']);
  });

  it('marks every step before congratulations done once the final step is', () => {
    expect(marks(3, 2, true)).toEqual(['done', 'done', 'done', 'current']);
  });

  it('locks nothing in test mode', () => {
    expect(marks(2, -1, false, true)).toEqual(['open', 'open', 'current', 'open']);
  });
});

describe('Continue', () => {
  it('saves the next step to complete only', () => {
    expect(continueSaves(0, progress(-1))).toBe(true);
    expect(continueSaves(2, progress(1))).toBe(true);
    expect(continueSaves(0, progress(1))).toBe(false);
    expect(continueSaves(2, progress(2, true))).toBe(false);
  });

  it('sets the final flag exactly when completing the step before congratulations', () => {
    expect(completion(1, course, { answers: [1, 0] })).toEqual({
      highestCompletedStepIndex: 1,
      completedFinalStep: false,
      answers: [1, 0],
    });
    expect(completion(2, course, { accepted: true })).toEqual({
      highestCompletedStepIndex: 2,
      completedFinalStep: true,
      accepted: true,
    });
  });
});

describe('the quiz', () => {
  it('names the questions left without an answer', () => {
    expect(unansweredQuestions([null, 1, null], 3)).toEqual([0, 2]);
    expect(unansweredQuestions([0], 3)).toEqual([1, 2]);
    expect(unansweredQuestions([0, 0, 2], 3)).toEqual([]);
  });
});
