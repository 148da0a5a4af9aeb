import { useLabels } from '#host/labels.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';
import { profileLabels } from './profile-labels.ts';

/** The profile pages to a visitor who is not logged in (accounts spec 2), with a way to log in and come back. */
export function ProfileLoggedOut() {
  const labels = useLabels(profileLabels);
  return <LogInPrompt text={labels.loggedOut} logIn={labels.logIn} />;
}
