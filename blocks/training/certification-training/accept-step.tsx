import { useRef, useState } from 'react';
import type { ReadAndAcceptStep } from '#contracts/certification-training.ts';
import { useLabels } from '#host/labels.ts';
import { CheckboxField } from '#ui/forms/checkbox-field.tsx';
import { SafeHtml } from '#ui/safe-html.tsx';
import { validateAccepted } from '#validation/quiz.ts';
import { ContinueBar } from './continue-bar.tsx';
import { trainingLabels } from './labels.ts';
import type { useContinue } from './use-continue.ts';

interface AcceptStepProps {
  step: ReadAndAcceptStep;
  /** Accepted before: the box shows checked and cannot be cleared. */
  done: boolean;
  testMode: boolean;
  next: ReturnType<typeof useContinue>;
}

/** The terms to read and the I-accept box; Continue without the box says so (accounts spec 5). */
export function AcceptStep({ step, done, testMode, next }: AcceptStepProps) {
  const labels = useLabels(trainingLabels);
  const [accepted, setAccepted] = useState(done);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const onContinue = () => {
    const problem = testMode || done ? null : validateAccepted(accepted) && labels.acceptRequired;
    setError(problem);
    if (problem) {
      box.current?.focus();
      return;
    }
    next.advance(done ? {} : { accepted: true });
  };
  return (
    <>
      <SafeHtml html={step.termsText} className="cmsb-training__terms cmsb-training__html" />
      {done && <p>{labels.termsDone}</p>}
      <CheckboxField
        ref={box}
        label={step.iAcceptText}
        checked={accepted}
        disabled={done || next.saving}
        error={error ?? undefined}
        onChange={(event) => {
          setAccepted(event.target.checked);
          if (event.target.checked) setError(null);
        }}
      />
      <ContinueBar next={next} onContinue={onContinue} />
    </>
  );
}
