import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../src/api/api-context.tsx';
import type { ApiClient } from '../../../src/api/client.ts';
import { isApiError } from '../../../src/api/errors/api-error.ts';
import { apiQueryOptions } from '../../../src/api/query-options.ts';
import {
  checkQuizAnswersEndpoint,
  saveTrainingUserStatusEndpoint,
  trainingConfigEndpoint,
  trainingUserStatusEndpoint,
  type TrainingProgress,
} from '../../../src/contracts/certification-training.ts';

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
  const queryClient = useQueryClient();
  const { queryKey } = statusQuery(api, userId);
  return useMutation({
    mutationFn: async (progress: TrainingProgress) =>
      (await api.request(saveTrainingUserStatusEndpoint, { params: { userId }, json: progress })).data,
    onSuccess: (status) => queryClient.setQueryData(queryKey, status),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The quiz check: the server says whether every answer is acceptable, and saves nothing. */
export function useQuizCheck(stepIndex: number) {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (answers: readonly (number | null)[]) =>
      (await api.request(checkQuizAnswersEndpoint, { params: { stepIndex }, json: { answers: [...answers] } })).data,
  });
}
