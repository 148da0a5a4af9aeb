import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { useSave } from '#api/use-save.ts';
import {
  facebookPixelEndpoint,
  PIXEL_ACCOUNT_ID_MAX_LENGTH,
  saveFacebookPixelEndpoint,
  validatePixelAccountId,
} from '#contracts/site-analytics.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { leaveTo, loginHref } from '#host/navigation.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { SettingForm } from '../shared/setting-form.tsx';
import { pixelLabels } from './labels.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';

export interface FacebookPixelSettingsProps {
  /** How the block leaves for the login page; tests pass their own. */
  leave?: (path: string) => void;
}

/**
 * The site's Facebook pixel account id and Save (accounts spec 2). A save the server answers 401
 * sends the user to log in; any other failure shows the spec's error (accounts spec 8).
 */
export function FacebookPixelSettings({ leave = leaveTo }: FacebookPixelSettingsProps) {
  const labels = useLabels(pixelLabels);
  const api = useApiClient();
  const { siteId = '', user, routes } = useHostConfig();
  const options = apiQueryOptions(api, facebookPixelEndpoint, { params: { siteId } });
  const loaded = useQuery({ ...options, enabled: Boolean(user && siteId), retry: false });
  const save = useSave({
    send: async (accountId: string) => (await api.request(saveFacebookPixelEndpoint, { json: { siteId, accountId } })).data,
    onSaved: (saved, _accountId, queryClient) => queryClient.setQueryData(options.queryKey, saved),
    onFailed: (failure) => {
      if (failure.kind === 'signed-out') leave(loginHref(routes));
    },
  });

  if (!siteId) return <Alert type="warning">{labels.noSite}</Alert>;
  // Signed out, nothing to load.
  if (!user || classifyFailure(loaded.error).kind === 'signed-out')
    return <LogInPrompt text={labels.loggedOut} logIn={labels.logIn} />;
  if (loaded.data) {
    return (
      <SettingForm
        className="cmsb-facebook-pixel-settings"
        label={labels.accountId}
        hint={labels.accountIdHint}
        saveLabel={labels.save}
        savedText={labels.saved}
        saved={loaded.data.accountId}
        maxLength={PIXEL_ACCOUNT_ID_MAX_LENGTH}
        required={false}
        inputMode="numeric"
        validate={(value) => (validatePixelAccountId(value) === null ? null : labels.digitsOnly)}
        save={save}
        failureText={() => labels.error}
      />
    );
  }
  if (loaded.isError) {
    return (
      <ErrorBanner
        message={labels.error}
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
