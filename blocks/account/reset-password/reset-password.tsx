import { useState } from 'react';
import { useLabels } from '../../../src/host/labels.ts';
import formCss from '../../../src/ui/forms/form.css?inline';
import { useStyles } from '../../../src/ui/use-styles.ts';
import { resetPasswordLabels } from './labels.ts';
import { NewPasswordForm, UnusableLink } from './new-password-form.tsx';
import { RequestForm } from './request-form.tsx';
import { resolveResetView, type ResetLinkProps } from './reset-link.ts';
import css from './reset-password.css?inline';

export type ResetPasswordProps = ResetLinkProps;

/**
 * Both halves of a password reset: on /forgot-password the request form; on
 * /set-new-password/{userId}/{token}/{expirationTimestamp} (or with the link in the props) the
 * set-new-password form.
 */
export function ResetPassword(props: ResetPasswordProps) {
  useStyles(formCss);
  useStyles(css);
  const labels = useLabels(resetPasswordLabels);
  // The address does not change while the block is shown.
  const [view] = useState(() => resolveResetView(props, window.location.pathname));
  if (view.view === 'request') return <RequestForm />;
  if (view.view === 'broken-link') return <UnusableLink message={labels.linkBroken} />;
  return <NewPasswordForm link={view.link} />;
}
