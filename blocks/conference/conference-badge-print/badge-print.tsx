import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useStyles } from '#ui/use-styles.ts';
import { StaffOnly } from '../shared/staff-access.tsx';
import css from './badge-print.css?inline';
import { EMPTY_BADGE, isEmployeeBadge, missingBadgeFields, printedBadge, type Badge, type BadgeField } from './badge-rules.ts';
import { PrintView } from './badge-view.tsx';
import { badgePrintLabels } from './labels.ts';

/** Print Custom Badge (/conference/custom-badge-print): four fields and 'Print badge'. */
export function ConferenceBadgePrint() {
  useStyles(css);
  return (
    <div className="cmsb-badge-print">
      <StaffOnly>{() => <BadgeForm />}</StaffOnly>
    </div>
  );
}

function BadgeForm() {
  const labels = useLabels(badgePrintLabels);
  const [badge, setBadge] = useState<Badge>(EMPTY_BADGE);
  const [missing, setMissing] = useState<readonly BadgeField[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { printing, print } = usePrintCycle();
  const employee = isEmployeeBadge(badge);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (printing) return;
    const blank = missingBadgeFields(badge);
    setMissing(blank);
    if (blank.length > 0) focusAfterRender(() => focusFirstError(form.current));
    else print(printedBadge(badge));
  }

  const field = (name: BadgeField, hint?: string) => ({
    label: labels[name],
    hint,
    name,
    value: badge[name],
    required: name === 'displayName' || name === 'city',
    error: missing.includes(name) ? labels.required : undefined,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      setBadge({ ...badge, [name]: event.target.value });
      setMissing(missing.filter((item) => item !== name));
    },
  });

  return (
    <form ref={form} className="cmsb-badge-print__form" noValidate onSubmit={submit} data-state={printing ? 'printing' : 'idle'}>
      <TextField {...field('displayRcn', labels.displayRcnHint)} />
      <TextField {...field('displayName')} />
      <TextField {...field('city', labels.cityHint)} />
      <TextField {...field('stateCountry', labels.stateCountryHint)} />
      <p className="cmsb-badge-print__employee" role="status">
        {employee && labels.employee}
      </p>
      <Button type="submit" className="cmsb-badge-print__submit">
        {labels.print}
      </Button>
      {printing && <PrintView badge={printing} />}
    </form>
  );
}

/** conference.md 9: printing waits 1 s, and the print view goes 1 s after that. */
const PRINT_DELAY_MS = 1000;
const PRINT_VIEW_MS = 1000;

/** On <html> while a badge prints: the document's print rules then show the badge alone. */
const PRINTING_CLASS = 'cmsb-badge-printing';

/**
 * The badge being printed, or null. `print(badge)` shows the print view, opens the browser's print
 * dialog a second later and takes the view away a second after the dialog returns.
 */
function usePrintCycle(): { printing: Badge | null; print: (badge: Badge) => void } {
  const [printing, setPrinting] = useState<Badge | null>(null);
  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.classList.add(PRINTING_CLASS);
    let removal: ReturnType<typeof setTimeout> | undefined;
    const opening = setTimeout(() => {
      window.print();
      removal = setTimeout(() => setPrinting(null), PRINT_VIEW_MS);
    }, PRINT_DELAY_MS);
    return () => {
      clearTimeout(opening);
      clearTimeout(removal);
      root.classList.remove(PRINTING_CLASS);
    };
  }, [printing]);
  return { printing, print: setPrinting };
}
