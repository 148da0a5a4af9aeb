import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { Failure } from '#api/errors/api-error.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PREFIX, couponCodeProblem, normalizeCouponCode } from '#validation/coupon-code.ts';
import { codeRefusal, type CouponRow } from './coupon-rows.ts';
import { couponOwnerLabels } from './labels.ts';
import { usePopupSave } from './use-popup-save.ts';

export interface CustomiseDialogProps {
  row: CouponRow;
  /** Why this popup's last save failed, if it did. */
  failure: Failure | null;
  /** Saves the site's own code; null goes back to the default code. */
  onSave: (code: string | null) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The site's own code for a coupon: PWS forced in front and uppercased as the owner types, the
 * characters left counted, and the rule a code breaks shown under the field (the server's own
 * reason, such as a code taken by another site, after a refused save).
 */
export function CustomiseDialog({ row, failure, onSave, onClose }: CustomiseDialogProps) {
  const labels = useLabels(couponOwnerLabels);
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(row.customCode ?? COUPON_CODE_PREFIX);
  const [typed, setTyped] = useState(false);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { busy, run } = usePopupSave(onClose);

  // Uppercasing and the forced prefix rewrite the value: the caret stays where the owner typed.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [code]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = normalizeCouponCode(raw);
    caret.current = Math.min(next.length, Math.max(0, (event.target.selectionStart ?? raw.length) + next.length - raw.length));
    setCode(next);
    setTyped(true);
  };

  const problem = couponCodeProblem(code, labels);
  // 'Too short' only once the owner tries to save: every code is too short while it is being typed.
  const shownProblem = problem && (tried || (typed && problem.reason !== 'tooShort')) ? problem.message : null;
  const refusal = failure ? codeRefusal(failure, row.id) : null;
  const serverReason = sent === code ? refusal : null;
  const left = COUPON_CODE_MAX_LENGTH - code.length;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSent(code);
    void run(() => onSave(code));
  };

  return (
    <Modal
      open
      title={fillLabel(labels.customiseTitle, { code: row.defaultCouponCode })}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          {row.customCode !== null && (
            <Button variant="link" disabled={busy} onClick={() => void run(() => onSave(null))}>
              {labels.useDefault}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {labels.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          ref={input}
          label={labels.codeField}
          hint={
            <>
              {labels.codeHint}{' '}
              <span className="cmsb-coupon-owner__count" data-over={left < 0 || undefined}>
                {left < 0
                  ? fillLabel(labels.charactersOver, { count: -left })
                  : fillLabel(labels.charactersLeft, { count: left })}
              </span>
            </>
          }
          error={shownProblem ?? serverReason}
          value={code}
          onChange={change}
          readOnly={busy}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </form>
      {failure != null && refusal === null && <ErrorBanner message={labels.error} />}
    </Modal>
  );
}
