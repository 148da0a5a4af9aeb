import * as v from 'valibot';
import { ACCEPT_MESSAGE, QUIZ_MESSAGE } from '#validation/messages.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Certification training (accounts spec 2, 3, 4, 7): the course an administrator configures and
 * each learner's progress through it.
 *
 * Step indexes, the `stepIndex` of the block's internal route /step/{stepIndex}:
 * - 0: the welcome page;
 * - 1 … Q: `videoWithQuizSteps[0 … Q-1]`;
 * - Q+1 … Q+R: `readAndAcceptSteps[0 … R-1]`;
 * - Q+R+1 (the last): congratulations.
 * Completing a step means leaving it with Continue. The congratulations step is never completed:
 * leaving the step just before it completes the final step, which certifies the learner.
 *
 * The quiz answers (`isAcceptable`) never reach a learner's browser: the learner's config has
 * choices without them, and the server checks answers itself (quiz check and status PUT).
 */

/** The texts of the training: the spec's (accounts spec 5, 8) and the server's refusals. */
export const CERTIFICATION_TRAINING_TEXTS = {
  quizIncorrect: QUIZ_MESSAGE,
  acceptRequired: ACCEPT_MESSAGE,
  communicationError:
    'An error occurred while communicating with servers. Please ensure you are logged in and connected to the internet. Then try again.',
  /** Someone else's status answers as a missing one (404). */
  noSuchStatus: 'There is no such training status.',
  /** `{expected}` is the only step index the PUT may complete now. */
  notNextStep: 'Complete the steps in order: the next step to complete is step {expected}.',
  alreadyCompleted: 'You have already completed the training.',
  /** `{index}` is the step index just before congratulations. */
  finalStepFlag: 'completedFinalStep must be true exactly when completing step {index}.',
  notAQuizStep: 'Step {stepIndex} has no quiz.',
  /** Schema texts of the administrator's config. */
  required: 'Required',
  tooLong: 'Use at most {max} characters.',
  choicesNeeded: 'Each question needs at least 2 choices.',
  acceptableChoiceNeeded: 'Each question needs at least one acceptable choice.',
  questionsNeeded: 'Each video-with-quiz step needs at least one question.',
  mediaUrl: 'Use a path on this site (starting with "/") or an https:// address.',
} as const;

const tooLong = (max: number) => CERTIFICATION_TRAINING_TEXTS.tooLong.replace('{max}', String(max));

const TEXT_MAX_LENGTH = 500;
/** The HTML fields (welcome body, belowVideoHtml, postQuizBody, termsText, congratulations body). */
export const TRAINING_HTML_MAX_LENGTH = 20_000;
const MAX_STEPS = 20;
const MAX_QUESTIONS = 20;
const MAX_CHOICES = 10;

/** A one-line text: trimmed, not empty. */
const text = (max = TEXT_MAX_LENGTH) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(CERTIFICATION_TRAINING_TEXTS.required), v.maxLength(max, tooLong(max)));
/** Rich text: the server stores it sanitised and the block renders it sanitised. */
const html = v.pipe(v.string(), v.maxLength(TRAINING_HTML_MAX_LENGTH, tooLong(TRAINING_HTML_MAX_LENGTH)));
/** Media is served by this site (a path) or over https: no `javascript:` or mixed content. */
const mediaUrl = v.pipe(
  v.string(),
  v.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
  v.regex(/^(?:\/(?!\/)|https:\/\/)\S*$/, CERTIFICATION_TRAINING_TEXTS.mediaUrl),
);

/** A training video with captions (WebVTT); width and height give its aspect ratio. */
export const TrainingVideoSchema = v.object({
  title: text(),
  src: mediaUrl,
  captionsSrc: mediaUrl,
  /** BCP 47 language of the captions, e.g. `en`. */
  captionsLanguage: v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/)),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type TrainingVideo = v.InferOutput<typeof TrainingVideoSchema>;

export const QuizChoiceSchema = v.object({ choiceText: text(), isAcceptable: v.boolean() });
export type QuizChoice = v.InferOutput<typeof QuizChoiceSchema>;

export const QuizQuestionSchema = v.pipe(
  v.object({
    questionText: text(),
    choices: v.pipe(
      v.array(QuizChoiceSchema),
      v.minLength(2, CERTIFICATION_TRAINING_TEXTS.choicesNeeded),
      v.maxLength(MAX_CHOICES, tooLong(MAX_CHOICES)),
    ),
  }),
  v.check(
    (question) => question.choices.some((choice) => choice.isAcceptable),
    CERTIFICATION_TRAINING_TEXTS.acceptableChoiceNeeded,
  ),
);
export type QuizQuestion = v.InferOutput<typeof QuizQuestionSchema>;

export const VideoWithQuizStepSchema = v.object({
  headingText: text(),
  video: TrainingVideoSchema,
  /** HTML shown under the video, before the quiz. */
  belowVideoHtml: html,
  /** HTML shown once the quiz is passed. */
  postQuizBody: html,
  quizQuestions: v.pipe(
    v.array(QuizQuestionSchema),
    v.minLength(1, CERTIFICATION_TRAINING_TEXTS.questionsNeeded),
    v.maxLength(MAX_QUESTIONS),
  ),
});
export type VideoWithQuizStep = v.InferOutput<typeof VideoWithQuizStepSchema>;

export const ReadAndAcceptStepSchema = v.object({
  headingText: text(),
  /** HTML: the terms to read. */
  termsText: html,
  /** The checkbox's label, e.g. "I have read and accept these terms." */
  iAcceptText: text(),
});
export type ReadAndAcceptStep = v.InferOutput<typeof ReadAndAcceptStepSchema>;

/** The whole config, as an administrator reads and writes it (PUT body and answer). */
export const TrainingConfigSchema = v.object({
  welcomeHeading: text(),
  /** HTML. */
  welcomeBody: html,
  videoWithQuizSteps: v.pipe(v.array(VideoWithQuizStepSchema), v.maxLength(MAX_STEPS)),
  readAndAcceptSteps: v.pipe(v.array(ReadAndAcceptStepSchema), v.maxLength(MAX_STEPS)),
  congratulationsHeading: text(),
  congratulationsVideo: v.nullable(TrainingVideoSchema),
  /** HTML. */
  congratulationsBody: html,
});
export type TrainingConfig = v.InferOutput<typeof TrainingConfigSchema>;
export type TrainingConfigInput = v.InferInput<typeof TrainingConfigSchema>;

/** A learner's view of a question: the choices without `isAcceptable`. */
export const LearnerQuizQuestionSchema = v.object({
  questionText: v.string(),
  choices: v.array(v.object({ choiceText: v.string() })),
});
export type LearnerQuizQuestion = v.InferOutput<typeof LearnerQuizQuestionSchema>;

export const LearnerVideoWithQuizStepSchema = v.object({
  ...v.omit(VideoWithQuizStepSchema, ['quizQuestions']).entries,
  quizQuestions: v.array(LearnerQuizQuestionSchema),
});
export type LearnerVideoWithQuizStep = v.InferOutput<typeof LearnerVideoWithQuizStepSchema>;

/** The config as the block gets it: what the administrator wrote, less the quiz answers. */
export const LearnerTrainingConfigSchema = v.object({
  ...v.omit(TrainingConfigSchema, ['videoWithQuizSteps']).entries,
  videoWithQuizSteps: v.array(LearnerVideoWithQuizStepSchema),
});
export type LearnerTrainingConfig = v.InferOutput<typeof LearnerTrainingConfigSchema>;

/** Drops the quiz answers: what a learner may read. */
export function toLearnerConfig(config: TrainingConfig): LearnerTrainingConfig {
  return {
    ...config,
    videoWithQuizSteps: config.videoWithQuizSteps.map((step) => ({
      ...step,
      quizQuestions: step.quizQuestions.map(({ questionText, choices }) => ({
        questionText,
        choices: choices.map(({ choiceText }) => ({ choiceText })),
      })),
    })),
  };
}

/** What the step numbering needs of a config: its step lists. */
export interface CourseShape {
  videoWithQuizSteps: readonly unknown[];
  readAndAcceptSteps: readonly unknown[];
}

interface StepLists<Quiz> extends CourseShape {
  videoWithQuizSteps: readonly Quiz[];
  readAndAcceptSteps: readonly ReadAndAcceptStep[];
}

/** What is at a step index (see the numbering above); null past the end. */
export type TrainingStep<Quiz> =
  | { kind: 'welcome' }
  | { kind: 'videoWithQuiz'; step: Quiz }
  | { kind: 'readAndAccept'; step: ReadAndAcceptStep }
  | { kind: 'congratulations' };

/** Welcome, the video-with-quiz steps, the read-and-accept steps and congratulations. */
export const trainingStepCount = (config: CourseShape) => config.videoWithQuizSteps.length + config.readAndAcceptSteps.length + 2;

/** The index of the step whose completion completes the training (the one before congratulations). */
export const finalStepIndex = (config: CourseShape) => trainingStepCount(config) - 2;

export function trainingStepAt<Quiz>(config: StepLists<Quiz>, stepIndex: number): TrainingStep<Quiz> | null {
  const quizCount = config.videoWithQuizSteps.length;
  const quiz = config.videoWithQuizSteps[stepIndex - 1];
  const readAndAccept = config.readAndAcceptSteps[stepIndex - 1 - quizCount];
  if (stepIndex === 0) return { kind: 'welcome' };
  if (stepIndex <= quizCount && quiz) return { kind: 'videoWithQuiz', step: quiz };
  if (readAndAccept) return { kind: 'readAndAccept', step: readAndAccept };
  if (stepIndex === trainingStepCount(config) - 1) return { kind: 'congratulations' };
  return null;
}

/**
 * Accounts spec 3, Training user status. `highestCompletedStepIndex` is -1 before the welcome
 * step is completed; `completedFinalStep` turns true with the completion of `finalStepIndex`.
 */
export const TrainingUserStatusSchema = v.object({
  completedFinalStep: v.boolean(),
  highestCompletedStepIndex: v.pipe(v.number(), v.integer(), v.minValue(-1)),
});
export type TrainingUserStatus = v.InferOutput<typeof TrainingUserStatusSchema>;

/** `answers[i]` is the index of the choice picked for question i (null for none), as validateQuiz takes them. */
const AnswersSchema = v.pipe(v.array(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))), v.maxLength(MAX_QUESTIONS));

/**
 * The status PUT: the spec's fields, which must describe completing exactly the next step
 * (highestCompletedStepIndex = stored + 1, completedFinalStep true exactly for finalStepIndex),
 * plus what that step needs: `answers` for a video-with-quiz step, `accepted: true` for a
 * read-and-accept step. Repeating the last completed step changes nothing (a safe retry).
 */
export const TrainingProgressSchema = v.object({
  ...TrainingUserStatusSchema.entries,
  answers: v.optional(AnswersSchema),
  accepted: v.optional(v.boolean()),
});
export type TrainingProgress = v.InferInput<typeof TrainingProgressSchema>;

const BASE_PATH = '/api/v2/certification-training';
const STATUS_PATH = `${BASE_PATH}/user-status/{userId}`;

/** GET: the config without quiz answers, for any signed-in user (401 signed out). */
export const trainingConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE_PATH}/config`,
  data: LearnerTrainingConfigSchema,
});

/** GET: the whole config with its answers, for administrators (super-users) only: 401, 403. */
export const trainingConfigAdminEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE_PATH}/admin/config`,
  data: TrainingConfigSchema,
});

/**
 * PUT: replaces the config (administrators only: 401, 403; 422 with one validatorMessage per
 * invalid field) and answers it as stored, its HTML sanitised. Learners' statuses are kept.
 */
export const saveTrainingConfigEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${BASE_PATH}/config`,
  data: TrainingConfigSchema,
  body: TrainingConfigSchema,
});

/** GET: the user's progress; a user who never started has {false, -1}. Own id only (super-users: anyone's): 401, 404. */
export const trainingUserStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: STATUS_PATH,
  data: TrainingUserStatusSchema,
});

/**
 * PUT (Continue): completes the next step and answers the new status. Own id only (401, 404).
 * 409 `notNextStep` for a skip or a step already behind, `alreadyCompleted` after the final step;
 * 422 `quizIncorrect` (source `answers`), `acceptRequired` (source `accepted`) or `finalStepFlag`.
 * Completing the final step certifies the user (user-is-certified then answers true).
 * The server enforces the order in test mode too: a block in test mode should not save.
 */
export const saveTrainingUserStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: STATUS_PATH,
  data: TrainingUserStatusSchema,
  body: TrainingProgressSchema,
});

export const QuizAnswersSchema = v.object({ answers: AnswersSchema });
export type QuizAnswers = v.InferInput<typeof QuizAnswersSchema>;

/**
 * POST (Take Quiz, then submit): checks a video-with-quiz step's answers without saving anything,
 * so the block can show "passed" before Continue. 200 `{passed: true}`; 422 `quizIncorrect`
 * (source `answers`; which answers were wrong is not said); 404 for a step without a quiz; 401.
 */
export const checkQuizAnswersEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE_PATH}/quiz-answers/{stepIndex}`,
  data: v.object({ passed: v.literal(true) }),
  body: QuizAnswersSchema,
});

export { CERTIFICATION_TRAINING_PATH, userIsCertifiedEndpoint } from './products.ts';
