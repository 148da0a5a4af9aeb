import { useState } from 'react';
import { apiErrorText, isApiError } from '../../../src/api/errors/api-error.ts';
import type {
  LearnerTrainingConfig,
  TrainingProgress,
  TrainingUserStatus,
} from '../../../src/contracts/certification-training.ts';
import { useLabels } from '../../../src/host/labels.ts';
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
  const [error, setError] = useState<string | null>(null);
  const advance = (proof: Pick<TrainingProgress, 'answers' | 'accepted'> = {}) => {
    if (save.isPending) return;
    setError(null);
    if (testMode || !continueSaves(stepIndex, status)) {
      onDone();
      return;
    }
    save.mutate(completion(stepIndex, config, proof), {
      onSuccess: onDone,
      // The server's refusals (out of order, a wrong answer) say what is wrong; anything else is the spec's text.
      onError: (failure) =>
        setError(
          isApiError(failure) && (failure.status === 409 || failure.status === 422)
            ? apiErrorText(failure, labels.communicationError)
            : labels.communicationError,
        ),
    });
  };
  return { advance, saving: save.isPending, error };
}
