import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import type { DeskFailures } from './use-desk-failures.ts';

/**
 * A desk page's one error region, next to what the actions act on. Both kinds are announced
 * (role=alert); only a failure of this desk's own action takes the focus (ErrorBanner), as it has
 * to be done again. A conflict leaves the focus where it is: the page already shows what the
 * other desk did, and staff scanning the next attendee keep their field. `onClose` follows its
 * close X, to give the focus back where the page's work goes on.
 */
export function DeskFailureBanner({ failures, onClose }: { failures: DeskFailures; onClose?: () => void }) {
  const { shown } = failures;
  if (!shown) return null;
  const close = () => {
    failures.close();
    onClose?.();
  };
  return shown.type === 'conflict' ? (
    <Alert key={shown.id} type="warning" onClose={close}>
      {shown.text}
    </Alert>
  ) : (
    // A new key for each failure: a repeat of the same text is announced and focused again.
    <ErrorBanner key={shown.id} message={shown.text} onClose={close} />
  );
}
