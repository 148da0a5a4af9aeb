import { CERTIFICATION_TRAINING_TEXTS } from '#contracts/certification-training.ts';
import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the certification training; `certificationTraining.<key>`. The spec gives the quiz,
 * accept and communication-error texts; the rest is ours.
 */
export const trainingLabels = defineLabels('certificationTraining', {
  quizIncorrect: CERTIFICATION_TRAINING_TEXTS.quizIncorrect,
  acceptRequired: CERTIFICATION_TRAINING_TEXTS.acceptRequired,
  communicationError: CERTIFICATION_TRAINING_TEXTS.communicationError,
  loading: 'Loading the training…',
  tryAgain: 'Try again',
  loggedOut: 'You must be logged in before you can take the certification training.',
  logIn: 'Log in',
  stepsLabel: 'Training steps',
  /** `{step}` of `{total}`, then the step's heading. */
  stepOf: 'Step {step} of {total}',
  stepDone: 'done',
  stepLocked: 'locked',
  stepCurrent: 'current step',
  testMode: 'Test mode: every step is open, nothing is checked and your progress is not saved.',
  /** Shown when the address asked for a step the learner cannot open yet. */
  jumpRefused: 'Step {step} opens once the steps before it are complete. You are on your next step.',
  continue: 'Continue',
  saving: 'Saving…',
  takeQuiz: 'Take Quiz',
  quizHeading: 'Quiz',
  submitAnswers: 'Check my answers',
  checking: 'Checking…',
  /** A question the learner left without an answer. */
  chooseAnswer: 'Choose an answer.',
  passed: 'You passed the quiz. All your answers are correct.',
  correct: 'Correct',
  yourAnswer: 'Your answer',
  quizDone: 'You have already passed this quiz.',
  termsDone: 'You have already accepted these terms.',
  captions: 'Captions',
  videoUnsupported: 'Your browser cannot play this video.',
  finished: 'Training complete: your certification is saved.',
});
