import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiClient } from '#api/client.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { useSave } from '#api/use-save.ts';
import {
  checkQuizAnswersEndpoint,
  saveTrainingUserStatusEndpoint,
  trainingConfigEndpoint,
  trainingUserStatusEndpoint,
  type TrainingProgress,
} from '#contracts/certification-training.ts';

const statusQuery = (api: ApiClient, userId: string) => apiQueryOptions(api, trainingUserStatusEndpoint, { params: { userId } });

/** The course (without its answers) and the learner's progress, read together. */
export function useTraining(userId: string) {
  const api = useApiClient();
  const config = useQuery({ ...apiQueryOptions(api, trainingConfigEndpoint), staleTime: Infinity });
  const status = useQuery(statusQuery(api, userId));
  return { config, status };
}

/**
 * Continue's save (the status PUT). The new status replaces the cached one; a 409 (another tab
 * moved on, or the course is done) reloads it, so the step list and Continue follow the server.
 */
export function useSaveProgress(userId: string) {
  const api = useApiClient();
  const { queryKey } = statusQuery(api, userId);
  return useSave({
    send: async (progress: TrainingProgress) =>
      (await api.request(saveTrainingUserStatusEndpoint, { params: { userId }, json: progress })).data,
    onSaved: (status, _progress, queryClient) => queryClient.setQueryData(queryKey, status),
    onFailed: (failure, _progress, queryClient) => {
      if (failure.kind === 'conflict') void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The quiz check: the server says whether every answer is acceptable, and saves nothing. */
export function useQuizCheck(stepIndex: number) {
  const api = useApiClient();
  return useSave({
    send: async (answers: readonly (number | null)[]) =>
      (await api.request(checkQuizAnswersEndpoint, { params: { stepIndex }, json: { answers: [...answers] } })).data,
  });
}
