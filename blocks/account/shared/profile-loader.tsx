import type { ReactNode } from 'react';
import type { Profile } from '#contracts/profile.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { classifyFailure } from '#api/errors/api-error.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { profileLabels } from './profile-labels.ts';
import { ProfileLoggedOut } from './profile-logged-out.tsx';
import { useProfile } from './profile-query.ts';

/**
 * Loads the signed-in user's profile for a profile form: until it is there, the logged-out notice,
 * the load error or a spinner (each marked by `data-state`); then `children(profile)`.
 */
export function ProfileLoader({ children }: { children: (profile: Profile) => ReactNode }) {
  const labels = useLabels(profileLabels);
  const { user } = useHostConfig();
  const query = useProfile();
  const failure = query.isError ? classifyFailure(query.error) : null;

  if (!user || failure?.kind === 'signed-out') {
    return (
      <div className="cmsb-profile" data-state="logged-out">
        <ProfileLoggedOut />
      </div>
    );
  }
  if (query.data) return children(query.data);
  if (failure) {
    return (
      <div className="cmsb-profile" data-state="error">
        <ErrorBanner message={failure.message ?? labels.loadError} />
      </div>
    );
  }
  return (
    <div className="cmsb-profile" data-state="loading">
      <Spinner label={labels.loading} size="large" className="cmsb-profile__spinner" />
    </div>
  );
}
