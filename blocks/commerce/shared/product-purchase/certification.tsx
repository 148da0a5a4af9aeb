import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../src/api/api-context.tsx';
import { apiQueryOptions } from '../../../../src/api/query-options.ts';
import { userIsCertifiedEndpoint } from '../../../../src/contracts/products.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { useStyles } from '../../../../src/ui/use-styles.ts';
import css from './certification.css?inline';
import { certificationLabels } from './labels.ts';

export type CertificationView = 'certified' | 'notice' | 'none';

/**
 * What to show for a user (commerce.md 6): the badge when certified; the get-certified notice when
 * not certified and the caller allows it; nothing while the answer is unknown.
 */
export function certificationView(isCertified: boolean | undefined, noticeAllowed: boolean): CertificationView {
  if (isCertified === undefined) return 'none';
  if (isCertified) return 'certified';
  return noticeAllowed ? 'notice' : 'none';
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
  useStyles(css);
  const labels = useLabels(certificationLabels);
  const { routes } = useHostConfig();
  const view = certificationView(useUserIsCertified(userId).data, noticeAllowed);
  if (view === 'certified') {
    return (
      <p className="cmsb-certification cmsb-certification--certified" data-state="certified">
        <span className="cmsb-certification__badge">
          <span className="cmsb-certification__mark" aria-hidden="true">
            ✓
          </span>
          {labels.certified}
        </span>
      </p>
    );
  }
  if (view === 'notice') {
    return (
      <p className="cmsb-certification cmsb-certification--notice" data-state="not-certified">
        <span>{labels.notCertified}</span>{' '}
        <a className="cmsb-certification__link" href={routes.certificationTraining}>
          {labels.getCertified}
        </a>
      </p>
    );
  }
  return null;
}
