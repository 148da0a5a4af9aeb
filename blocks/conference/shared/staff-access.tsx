import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure, type Failure } from '#api/errors/api-error.ts';
import type { ConferenceAccess } from '#contracts/conference.ts';
import { useHostConfig, useLeaveTo } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { loginPath } from '#host/navigation.ts';
import type { Routes } from '#host/routes.ts';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { conferenceLabels } from './conference-labels.ts';
import { accessQueryOptions } from './query-options.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';

/** Where a 401 sends staff (conference.md 6): the login page, then the ticket list. */
export const staffLoginPath = (routes: Routes) => loginPath(routes, routes.conferenceTickets);

/**
 * The staff login (`href`), and `leaveIfSignedOut(failure)`, which sends the user there when the
 * session ended (a 'signed-out' failure) and answers whether it did.
 */
export function useStaffLogin() {
  const href = staffLoginPath(useHostConfig().routes);
  const leave = useLeaveTo();
  const leaveIfSignedOut = useCallback(
    (failure: Failure) => {
      if (failure.kind !== 'signed-out') return false;
      leave(href, { replace: true });
      return true;
    },
    [href, leave],
  );
  return { href, leaveIfSignedOut };
}

/** Whether a staff tool's read failed because the session ended: it is on its way to the login page. */
export const sessionEnded = (error: unknown) => classifyFailure(error).kind === 'signed-out';

/** Leaves for the login page once `error` says the session ended: a query of a staff tool. */
export function useLeaveIfSignedOut(error: unknown): void {
  const { leaveIfSignedOut } = useStaffLogin();
  useEffect(() => {
    if (error) leaveIfSignedOut(classifyFailure(error));
  }, [error, leaveIfSignedOut]);
}

/**
 * A read that failed: the spec's generic error in the error banner, with a way to try again. It
 * leaves the focus where it is (no one asked for the read just now): desk staff keep their field.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const labels = useLabels(conferenceLabels);
  return (
    <ErrorBanner
      message={labels.unknownError}
      takesFocus={false}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {labels.tryAgain}
        </Button>
      }
    />
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
  useLeaveIfSignedOut(access.error);

  if (!user) return <LogInPrompt text={labels.loggedOut} logIn={labels.logIn} href={login.href} />;
  if (sessionEnded(access.error) || access.isPending) return <Spinner label={labels.loading} />;
  if (access.isError) return <LoadFailed onRetry={() => void access.refetch()} />;
  if (!access.data.staff) return <LogInPrompt text={labels.notStaff} logIn={labels.logIn} href={login.href} />;
  return children(access.data);
}
