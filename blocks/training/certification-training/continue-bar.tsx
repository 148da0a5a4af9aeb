import { useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { trainingLabels } from './labels.ts';
import type { useContinue } from './use-continue.ts';

interface ContinueBarProps {
  next: ReturnType<typeof useContinue>;
  onContinue: () => void;
  /** Continue stays off until the step allows it (a quiz not passed yet). */
  disabled?: boolean;
}

/** Continue, busy while the progress saves, with a failed save's message above it. */
export function ContinueBar({ next, onContinue, disabled = false }: ContinueBarProps) {
  const labels = useLabels(trainingLabels);
  return (
    <div className="cmsb-training__continue">
      {next.error && <ErrorBanner message={next.error} onClose={next.dismiss} />}
      <Button busy={next.saving} disabled={disabled} onClick={onContinue}>
        {next.saving ? labels.saving : labels.continue}
      </Button>
    </div>
  );
}
