import {
  finalStepIndex,
  trainingStepCount,
  type CourseShape,
  type TrainingProgress,
  type TrainingUserStatus,
} from '#contracts/certification-training.ts';

/** The test flag of the address hash (accounts spec 2): `#test`, or `test` among `&`-joined parts. */
export function isTestMode(hash: string): boolean {
  return hash
    .replace(/^#/, '')
    .split(/[&?]/)
    .some((part) => /^test(?:=(?:1|true))?$/i.test(part));
}

/** The path of the page the course sits on: the address without its /step/{n} route. */
export function trainingBase(pathname: string): string {
  return pathname.replace(/\/step(?:\/[^/]*)?\/?$/, '').replace(/\/$/, '');
}

/** The step index of a /step/{stepIndex} route; null when it is not a whole number of the course. */
export function parseStepIndex(text: string | undefined, config: CourseShape): number | null {
  if (!text || !/^\d{1,3}$/.test(text)) return null;
  const index = Number(text);
  return index < trainingStepCount(config) ? index : null;
}

/**
 * The furthest step the learner may open, which is also where a load takes them (accounts spec 4):
 * the step after the highest completed one, or the last step once the final step is completed.
 */
export function allowedStepIndex(status: TrainingUserStatus, config: CourseShape): number {
  const last = trainingStepCount(config) - 1;
  if (status.completedFinalStep) return last;
  return Math.min(status.highestCompletedStepIndex + 1, last);
}

/** Whether the learner has completed step `index` (every step before congratulations once the final one is). */
export function isStepDone(index: number, status: TrainingUserStatus, config: CourseShape): boolean {
  return index <= status.highestCompletedStepIndex || (status.completedFinalStep && index <= finalStepIndex(config));
}

export type StepMark = 'done' | 'current' | 'open' | 'locked';

/**
 * How the step list shows step `index` while `current` is open: done (completed before), the
 * current one, open (reachable but not done: the next step) or locked. In test mode none is locked.
 */
export function stepMark(
  index: number,
  { current, status, config, testMode }: { current: number; status: TrainingUserStatus; config: CourseShape; testMode: boolean },
): StepMark {
  if (index === current) return 'current';
  if (isStepDone(index, status, config)) return 'done';
  return testMode || index <= allowedStepIndex(status, config) ? 'open' : 'locked';
}

/** Whether Continue on `stepIndex` completes it, so it must be saved: it is the next step to complete. */
export function continueSaves(stepIndex: number, status: TrainingUserStatus): boolean {
  return !status.completedFinalStep && stepIndex === status.highestCompletedStepIndex + 1;
}

/** The status PUT's body for completing `stepIndex`: the final flag exactly for the step before congratulations. */
export function completion(
  stepIndex: number,
  config: CourseShape,
  proof: Pick<TrainingProgress, 'answers' | 'accepted'> = {},
): TrainingProgress {
  return { highestCompletedStepIndex: stepIndex, completedFinalStep: stepIndex === finalStepIndex(config), ...proof };
}

/** The indexes of questions without an answer: the quiz is not sent until every one has one. */
export function unansweredQuestions(answers: readonly (number | null)[], questionCount: number): number[] {
  return Array.from({ length: questionCount }, (_, i) => i).filter((i) => answers[i] == null);
}

/**
 * Where an address lands: a first load goes to the allowed step (accounts spec 4); a step past
 * the allowed one is refused (`refused`) and lands there too; test mode opens any step as asked.
 * A route that names no step of the course lands on the allowed step (step 0 in test mode).
 */
export function landingStep({
  requested,
  allowed,
  testMode,
  firstLoad,
}: {
  requested: number | null;
  allowed: number;
  testMode: boolean;
  firstLoad: boolean;
}): { step: number; refused: boolean } {
  if (requested === null) return { step: testMode ? 0 : allowed, refused: false };
  if (testMode) return { step: requested, refused: false };
  if (requested > allowed) return { step: allowed, refused: true };
  return { step: firstLoad ? allowed : requested, refused: false };
}
