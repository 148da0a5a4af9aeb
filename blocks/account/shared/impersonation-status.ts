import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { impersonationStatusEndpoint, type ImpersonationStatus } from '#contracts/impersonation.ts';
import type { PageConfig } from '#host/config.ts';
import { readStored, removeStored, writeStored } from '#host/storage-keys.ts';

/** The session flag: impersonation may be active, so its status is worth fetching. */
export function impersonationMayBeActive(): boolean {
  return readStored('impersonationMayBeActive') === true;
}

export function setImpersonationFlag(active: boolean): void {
  if (active) writeStored('impersonationMayBeActive', true);
  else removeStored('impersonationMayBeActive');
}

/**
 * The banner's rule: fetch the status only when the session flag says impersonation may be active,
 * or when the host preloaded it (a host that knows its session is impersonating; costs no call).
 */
export function bannerLoadsStatus(flag: boolean, preloaded: boolean): boolean {
  return flag || preloaded;
}

/**
 * The switch-user panel's rule: a host that says nobody is signed in needs no call; a host that
 * says the user is a super-user (or says nothing) does; a user who is not a super-user may still be
 * one impersonating someone, which only the session flag tells.
 */
export function panelLoadsStatus(user: PageConfig['user'], flag: boolean): boolean {
  if (user === null) return false;
  if (user?.isSu === undefined) return true;
  return user.isSu || flag;
}

export const isImpersonating = (status: ImpersonationStatus | undefined): boolean => status?.impersonatedUser != null;

export const switchBackNeedsPassword = (status: ImpersonationStatus | undefined): boolean => status?.switchBackMethod === 'auth';

/** The status, shared by every island of the page; it keeps the session flag in step with it. */
export function useImpersonationStatus(enabled: boolean) {
  const query = useQuery({ ...apiQueryOptions(useApiClient(), impersonationStatusEndpoint), enabled });
  const { data, error } = query;
  useEffect(() => {
    if (data) setImpersonationFlag(isImpersonating(data));
    else if (classifyFailure(error).kind === 'signed-out') setImpersonationFlag(false);
  }, [data, error]);
  return query;
}
