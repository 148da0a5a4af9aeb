import { loginHref } from '../../../src/host/navigation.ts';
import { useLabels } from '../../../src/host/labels.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { profileLabels } from './profile-labels.ts';

/** The profile pages to a visitor who is not logged in (accounts spec 2), with a way to log in and come back. */
export function ProfileLoggedOut() {
  const labels = useLabels(profileLabels);
  return (
    <Alert type="info">
      <p>{labels.loggedOut}</p>
      <p>
        <a href={loginHref()}>{labels.logIn}</a>
      </p>
    </Alert>
  );
}
