import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { isLoggedOut } from '../../../src/api/errors/api-error.ts';
import type { ConferenceAccess } from '../../../src/contracts/conference.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { leaveTo, loginPath } from '../../../src/host/navigation.ts';
import type { Routes } from '../../../src/host/routes.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/forms/button.tsx';
import { Spinner } from '../../../src/ui/forms/spinner.tsx';
import { conferenceLabels } from './conference-labels.ts';
import { accessQueryOptions } from './query-options.ts';
import { LogInPrompt } from '../../../src/ui/log-in-prompt.tsx';

/** Where a 401 sends staff (conference.md 6): the login page, then the ticket list. */
export const staffLoginPath = (routes: Routes) => loginPath(routes, routes.conferenceTickets);

/**
 * The staff login (`href`), and `leaveIfLoggedOut(error)`, which sends the user there when `error`
 * is a 401 (the session ended) and answers whether it did.
 */
export function useStaffLogin() {
  const href = staffLoginPath(useHostConfig().routes);
  const leaveIfLoggedOut = useCallback(
    (error: unknown) => {
      if (!isLoggedOut(error)) return false;
      leaveTo(href, { replace: true });
      return true;
    },
    [href],
  );
  return { href, leaveIfLoggedOut };
}

/** Leaves for the login page once `error` is a 401: a query of a staff tool whose session ended. */
export function useLeaveIfLoggedOut(error: unknown): void {
  const { leaveIfLoggedOut } = useStaffLogin();
  useEffect(() => {
    if (error) leaveIfLoggedOut(error);
  }, [error, leaveIfLoggedOut]);
}

/** A read that failed: the spec's generic error and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const labels = useLabels(conferenceLabels);
  return (
    <Alert type="error">
      <p>{labels.unknownError}</p>
      <Button variant="secondary" onClick={onRetry}>
        {labels.tryAgain}
      </Button>
    </Alert>
  );
}

/** The signed-in user's conference access; signed out, no call is made. */
export function useConferenceAccess() {
  const api = useApiClient();
  const { user } = useHostConfig();
  return useQuery({ ...accessQueryOptions(api), enabled: Boolean(user), retry: false });
}

/**
 * Shows `children` to conference staff only. A visitor is asked to log in (a link, not a jump: the
 * block may sit in a page being edited or in a gallery); a session that ends (a 401) is sent to
 * log in at once; a signed-in user who is not staff is told so.
 */
export function StaffOnly({ children }: { children: (access: ConferenceAccess) => ReactNode }) {
  const labels = useLabels(conferenceLabels);
  const { user } = useHostConfig();
  const access = useConferenceAccess();
  const login = useStaffLogin();
  const sessionEnded = isLoggedOut(access.error);
  useEffect(() => {
    if (sessionEnded) leaveTo(login.href, { replace: true });
  }, [sessionEnded, login.href]);

  if (!user) return <LogInPrompt text={labels.loggedOut} logIn={labels.logIn} href={login.href} />;
  if (sessionEnded || access.isPending) return <Spinner label={labels.loading} />;
  if (access.isError) return <LoadFailed onRetry={() => void access.refetch()} />;
  if (!access.data.staff) return <LogInPrompt text={labels.notStaff} logIn={labels.logIn} href={login.href} />;
  return children(access.data);
}
