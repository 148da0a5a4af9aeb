import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure, failureText } from '#api/errors/api-error.ts';
import { useSave } from '#api/use-save.ts';
import { TRACKING_ID_MAX_LENGTH } from '#contracts/site-analytics.ts';
import type { PageConfig } from '#host/config.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { leaveTo, currentPath } from '#host/navigation.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { validateTrackingId } from '#validation/tracking-id.ts';
import { SettingForm } from '../shared/setting-form.tsx';
import { analyticsLabels } from './labels.ts';
import {
  isRefusal,
  loadedTracking,
  refusedPath,
  saveTracking,
  trackingSettingsQueryOptions,
  type LoadedTracking,
} from './tracking-setting.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';

export interface AnalyticsSettingsProps {
  /** Send a refused user to log in (the spec); false shows them a message instead (a gallery of blocks). */
  leaveWhenRefused?: boolean;
  /** How the block leaves for the login page; tests pass their own. */
  leave?: (path: string) => void;
}

const leaveForLogin = (path: string) => leaveTo(path, { replace: true });

/**
 * The site's analytics tracking ID (accounts spec 2): for the site's owner or an employee. Anyone
 * else (signed out, or the server refuses them) is sent to log in with the unauthorized error.
 */
export function AnalyticsSettings({ leaveWhenRefused = true, leave = leaveForLogin }: AnalyticsSettingsProps) {
  const labels = useLabels(analyticsLabels);
  const api = useApiClient();
  const { siteId = '', user, routes } = useHostConfig();
  const loaded = useQuery({ ...trackingSettingsQueryOptions(api, siteId), enabled: Boolean(user && siteId), retry: false });
  const tracking = loadedTracking(loaded);
  const refused = !user || isRefusal(classifyFailure(loaded.error));
  useEffect(() => {
    if (refused && leaveWhenRefused) leave(refusedPath(routes, currentPath()));
  }, [refused, leaveWhenRefused, leave, routes]);
  const leaveWhenSaveRefused = () => {
    if (leaveWhenRefused) leave(refusedPath(routes, currentPath()));
  };

  if (!siteId) return <Alert type="warning">{labels.noSite}</Alert>;
  if (refused) {
    if (leaveWhenRefused) return <Spinner label={labels.leaving} />;
    return <LogInPrompt text={labels.refused} logIn={labels.logIn} href={refusedPath(routes, currentPath())} />;
  }
  if (tracking) return <TrackingForm tracking={tracking} user={user} onRefused={leaveWhenSaveRefused} />;
  if (loaded.isError) {
    return (
      <ErrorBanner
        message={failureText(classifyFailure(loaded.error), labels.error)}
        takesFocus={false}
        action={
          <Button variant="secondary" onClick={() => void loaded.refetch()}>
            {labels.tryAgain}
          </Button>
        }
      />
    );
  }
  return <Spinner label={labels.loading} />;
}

interface TrackingFormProps {
  tracking: LoadedTracking;
  user: NonNullable<PageConfig['user']>;
  /** The server refused a save: the session ended, or the user lost the right meanwhile. */
  onRefused: () => void;
}

/** The loaded setting's form: a save creates the setting or updates it, as `tracking.mode` says. */
function TrackingForm({ tracking: { mode, trackingId }, user, onRefused }: TrackingFormProps) {
  const labels = useLabels(analyticsLabels);
  const api = useApiClient();
  const { siteId = '' } = useHostConfig();
  const { queryKey } = trackingSettingsQueryOptions(api, siteId);
  const save = useSave({
    send: (value: string) => saveTracking(api, { siteId, mode, trackingId: value, user }),
    onSaved: async (saved, _value, queryClient) => {
      queryClient.setQueryData(queryKey, [saved.setting]);
      // After a create the form reloads the setting (accounts spec 4).
      if (saved.reload) await queryClient.invalidateQueries({ queryKey });
    },
    onFailed: (failure, _value, queryClient) => {
      if (isRefusal(failure)) onRefused();
      // A create refused because a setting was made meanwhile: reload it, so the next Save updates it.
      else if (failure.kind === 'conflict') void queryClient.invalidateQueries({ queryKey });
    },
  });
  return (
    <SettingForm
      className="cmsb-analytics-settings"
      label={labels.trackingId}
      hint={labels.trackingIdHint}
      saveLabel={labels.save}
      savedText={labels.saved}
      saved={trackingId}
      maxLength={TRACKING_ID_MAX_LENGTH}
      required
      validate={(value) => (validateTrackingId(value) === null ? null : labels.required)}
      save={save}
      failureText={(failure) => failureText(failure, labels.error)}
    />
  );
}
