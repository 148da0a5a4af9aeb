import { failureText } from '#api/errors/api-error.ts';
import type { LearnerTrainingConfig, TrainingProgress, TrainingUserStatus } from '#contracts/certification-training.ts';
import { useLabels } from '#host/labels.ts';
import { trainingLabels } from './labels.ts';
import { completion, continueSaves } from './training-rules.ts';
import { useSaveProgress } from './use-training.ts';

export interface ContinueOptions {
  userId: string;
  config: LearnerTrainingConfig;
  status: TrainingUserStatus;
  stepIndex: number;
  testMode: boolean;
  onDone: () => void;
}

/**
 * Continue: completes the step (saved when it is the next one to complete; a step done before,
 * or any step in test mode, just moves on). A failed save keeps the learner on the step with the
 * message; pressing Continue again retries.
 */
export function useContinue({ userId, config, status, stepIndex, testMode, onDone }: ContinueOptions) {
  const labels = useLabels(trainingLabels);
  const save = useSaveProgress(userId);
  const advance = (proof: Pick<TrainingProgress, 'answers' | 'accepted'> = {}) => {
    if (testMode || !continueSaves(stepIndex, status)) {
      save.reset();
      onDone();
      return;
    }
    void save.save(completion(stepIndex, config, proof)).then((outcome) => {
      if (outcome.status === 'saved') onDone();
    });
  };
  const { failure } = save;
  // The server's refusals (out of order, a wrong answer) say what is wrong; anything else is the spec's text.
  const refused = failure?.kind === 'conflict' || failure?.kind === 'invalid';
  const error = failure ? (refused ? failureText(failure, labels.communicationError) : labels.communicationError) : null;
  return { advance, saving: save.status === 'pending', error, dismiss: save.reset };
}
