import { useHostConfig } from '#host/host-context.tsx';
import { CertificationStatus } from '../shared/product-purchase/certification.tsx';

/** The badge of `userId`; only that user, signed in, is told how to get certified. */
export function CertificationBadge({ userId }: { userId: string }) {
  const viewer = useHostConfig().user;
  return <CertificationStatus userId={userId} noticeAllowed={viewer?.id === userId} />;
}
