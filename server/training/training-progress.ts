import {
  CERTIFICATION_TRAINING_TEXTS as TEXTS,
  finalStepIndex,
  trainingStepAt,
  type CourseShape,
  type TrainingConfig,
  type TrainingProgress,
  type TrainingUserStatus,
} from '#contracts/certification-training.ts';
import { validateAccepted, validateQuiz } from '#validation/quiz.ts';

/** Why a status PUT is refused: the answer's status and the message's source, code and text. */
export interface ProgressRefusal {
  status: 409 | 422;
  source: string;
  code: string;
  text: string;
}

/**
 * A stored status as the current course reads it. A course an administrator made shorter since
 * could leave a learner who is not certified past its final step, with no step left to complete:
 * such a learner is taken back to the final step, to complete it in the new course.
 */
export function statusInCourse(stored: TrainingUserStatus, config: CourseShape): TrainingUserStatus {
  const finalIndex = finalStepIndex(config);
  if (stored.completedFinalStep || stored.highestCompletedStepIndex < finalIndex) return stored;
  return { completedFinalStep: false, highestCompletedStepIndex: finalIndex - 1 };
}

/**
 * Decides a status PUT against the stored status: the next status, `unchanged` for a repeat of
 * the last completed step (a retry), or why not. Only the next step may be completed, with its
 * quiz passed or its terms accepted, and completedFinalStep must say whether it is the final one.
 */
export function nextTrainingStatus(
  config: TrainingConfig,
  stored: TrainingUserStatus,
  progress: TrainingProgress,
): TrainingUserStatus | 'unchanged' | ProgressRefusal {
  const stepIndex = progress.highestCompletedStepIndex;
  const finalIndex = finalStepIndex(config);
  if (stepIndex === stored.highestCompletedStepIndex && progress.completedFinalStep === stored.completedFinalStep) {
    return 'unchanged';
  }
  if (stored.completedFinalStep)
    return { status: 409, source: 'training', code: 'alreadyCompleted', text: TEXTS.alreadyCompleted };
  const expected = stored.highestCompletedStepIndex + 1;
  if (stepIndex !== expected || stepIndex > finalIndex) {
    const text = TEXTS.notNextStep.replace('{expected}', String(expected));
    return { status: 409, source: 'highestCompletedStepIndex', code: 'notNextStep', text };
  }
  if (progress.completedFinalStep !== (stepIndex === finalIndex)) {
    const text = TEXTS.finalStepFlag.replace('{index}', String(finalIndex));
    return { status: 422, source: 'completedFinalStep', code: 'finalStepFlag', text };
  }
  const step = trainingStepAt(config, stepIndex);
  if (step?.kind === 'videoWithQuiz' && validateQuiz(step.step.quizQuestions, progress.answers ?? [])) {
    return { status: 422, source: 'answers', code: 'quizIncorrect', text: TEXTS.quizIncorrect };
  }
  if (step?.kind === 'readAndAccept' && validateAccepted(progress.accepted === true)) {
    return { status: 422, source: 'accepted', code: 'acceptRequired', text: TEXTS.acceptRequired };
  }
  return { highestCompletedStepIndex: stepIndex, completedFinalStep: progress.completedFinalStep };
}
