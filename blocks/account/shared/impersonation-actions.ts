import type { QueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiClient } from '#api/client.ts';
import { failureText, UNKNOWN_ERROR_TEXT, type Failure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { useSave, type SaveStatus } from '#api/use-save.ts';
import {
  impersonationStatusEndpoint,
  switchUserBackEndpoint,
  switchUserEndpoint,
  type ImpersonationStatus,
} from '#contracts/impersonation.ts';
import { isImpersonating, setImpersonationFlag, switchBackNeedsPassword } from './impersonation-status.ts';

/** The page reload after a switch; an object so tests can replace it. */
export const impersonationNavigation = {
  reload: (): void => window.location.reload(),
};

const passwordBody = (status: ImpersonationStatus | undefined, password: string) =>
  switchBackNeedsPassword(status) ? { password } : {};

/** Ends the impersonation, with the impersonator's password when the method is 'auth'. */
export async function switchBack(client: ApiClient, status: ImpersonationStatus | undefined, password: string) {
  return (await client.request(switchUserBackEndpoint, { json: passwordBody(status, password) })).data;
}

/** Switches to `target` (an RCN or username); while impersonating it switches back first. */
export async function switchToUser(
  client: ApiClient,
  status: ImpersonationStatus | undefined,
  target: string,
  password: string,
): Promise<ImpersonationStatus> {
  if (isImpersonating(status)) await switchBack(client, status, password);
  return (await client.request(switchUserEndpoint, { json: { switchToUsername: target.trim() } })).data;
}

/** The returned message of a failure (commerce.md 8), else the catalogue's unknown-error text. */
export const impersonationFailureText = (failure: Failure) => failureText(failure, UNKNOWN_ERROR_TEXT);

/**
 * Switching and ending, for both blocks. On success the flag follows and the page reloads (the
 * host then shows the new session); 'saved' stays, so the buttons stay busy until it does. On
 * failure the status is fetched again: a switch that got as far as switching back has changed it.
 */
export function useImpersonationActions(status: ImpersonationStatus | undefined) {
  const client = useApiClient();
  const statusKey = apiQueryOptions(client, impersonationStatusEndpoint).queryKey;
  const settled = {
    onSaved: (next: ImpersonationStatus, _input: unknown, queryClient: QueryClient) => {
      setImpersonationFlag(isImpersonating(next));
      queryClient.setQueryData(statusKey, next);
      impersonationNavigation.reload();
    },
    onFailed: (_failure: Failure, _input: unknown, queryClient: QueryClient) =>
      void queryClient.invalidateQueries({ queryKey: statusKey }),
    keepSaved: true,
  };
  const switchUser = useSave({
    send: ({ target, password }: { target: string; password: string }) => switchToUser(client, status, target, password),
    ...settled,
  });
  const end = useSave({ send: ({ password }: { password: string }) => switchBack(client, status, password), ...settled });
  return { switchUser, end };
}

/** The buttons wait while a switch or an end is sent, and after it succeeded, until the page reloads. */
export const isSwitching = (action: { status: SaveStatus }) => action.status === 'pending' || action.status === 'saved';
