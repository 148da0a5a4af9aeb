import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { userIsCertifiedEndpoint } from '#contracts/products.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import formCss from '#ui/forms/form.css?inline';
import { useStyles } from '#ui/use-styles.ts';
import css from './certification.css?inline';
import { certificationLabels } from './labels.ts';

/**
 * What the status shows, exposed as `data-state`: `unknown` while the answer is on its way,
 * `certified` (the badge), `not-certified` (the notice, where the caller allows it), or `none`.
 */
export type CertificationState = 'unknown' | 'certified' | 'not-certified' | 'none';

/**
 * What to show for a user (commerce.md 6): the badge when certified; the get-certified notice when
 * not certified and the caller allows it; nothing while the answer is unknown or if it failed.
 */
export function certificationState(
  answer: { isPending: boolean; data: boolean | undefined },
  noticeAllowed: boolean,
): CertificationState {
  if (answer.isPending) return 'unknown';
  if (answer.data === true) return 'certified';
  return answer.data === false && noticeAllowed ? 'not-certified' : 'none';
}

/** Whether the user is certified; one request per user for every island on the page. */
export function useUserIsCertified(userId: string) {
  return useQuery(apiQueryOptions(useApiClient(), userIsCertifiedEndpoint, { params: { userId } }));
}

export interface CertificationStatusProps {
  userId: string;
  /** Whether a non-certified user gets the notice with the Get Certified link (else nothing). */
  noticeAllowed: boolean;
}

/** The 'Certified' badge, or the not-yet-certified notice with its Get Certified link. */
export function CertificationStatus({ userId, noticeAllowed }: CertificationStatusProps) {
  useStyles(formCss);
  useStyles(css);
  const labels = useLabels(certificationLabels);
  const { routes } = useHostConfig();
  const state = certificationState(useUserIsCertified(userId), noticeAllowed);
  if (state === 'certified') {
    return (
      <p className="cmsb-certification cmsb-certification--certified" data-state={state}>
        <span className="cmsb-certification__badge">
          <span className="cmsb-certification__mark" aria-hidden="true">
            ✓
          </span>
          {labels.certified}
        </span>
      </p>
    );
  }
  if (state === 'not-certified') {
    return (
      <p className="cmsb-certification cmsb-certification--notice" data-state={state}>
        <span>{labels.notCertified}</span>{' '}
        <a className="cmsb-form__link" href={routes.certificationTraining}>
          {labels.getCertified}
        </a>
      </p>
    );
  }
  // note: showing nothing still says so on the root, for whoever waits on it; `hidden` keeps the
  // empty root out of the layout (a parent's gap included) and out of what is read out.
  return <p className="cmsb-certification" data-state={state} hidden />;
}
