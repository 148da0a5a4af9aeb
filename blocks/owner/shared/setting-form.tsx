import { useRef, useState, type SubmitEvent } from 'react';
import type { Failure } from '../../../src/api/errors/api-error.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/forms/button.tsx';
import { TextField } from '../../../src/ui/forms/text-field.tsx';
import { useFieldValidation } from '../../../src/ui/forms/use-field-validation.ts';
import { useFocusAfterRender } from '../../../src/ui/use-focus-after-render.ts';
import { useStyles } from '../../../src/ui/use-styles.ts';
import css from './setting-form.css?inline';
import { useInlineSetting } from './use-inline-setting.ts';

export interface SettingFormProps {
  /** The block's own class, beside `cmsb-setting-form`. */
  className: string;
  label: string;
  hint: string;
  saveLabel: string;
  savedText: string;
  /** The saved value the field starts from. */
  saved: string;
  maxLength: number;
  /** Whether the field must be filled (its rule says so; this marks it). */
  required: boolean;
  inputMode?: 'text' | 'numeric';
  /** The field's rule: its message, or null when the value may be saved. */
  validate: (value: string) => string | null;
  /** Sends the trimmed value; throws when the server refuses it or cannot be reached. */
  save: (value: string) => Promise<unknown>;
  /** What a failed save shows. */
  failureText: (failure: Failure | null) => string;
}

/**
 * A site setting of one text field and Save (analytics, the Facebook pixel), on the inline-edit
 * kit: the field's rule checked on Save (the field marked and focused), a busy Save button while
 * saving, the saved message or the failure announced, and what was typed kept when a save fails.
 */
export function SettingForm({
  className,
  label,
  hint,
  saveLabel,
  savedText,
  saved,
  maxLength,
  required,
  inputMode,
  validate,
  save,
  failureText,
}: SettingFormProps) {
  useStyles(css);
  const [draft, setDraft] = useState(saved);
  const setting = useInlineSetting(saved, save);
  const rule = validate(draft);
  const { ref: validationRef, ...field } = useFieldValidation({ value: rule ?? undefined });
  const saveButton = useRef<HTMLButtonElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const status = setting.status;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (rule !== null || status === 'saving') return;
    const value = draft.trim();
    const saved = await setting.commit(value);
    if (saved) setDraft(value);
    // The Save button is disabled while saving, which takes the focus from it: give it back, or to the failure.
    focusAfterRender(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      (saved ? saveButton.current : (failure.current ?? saveButton.current))?.focus();
    });
  };

  return (
    <div className={`cmsb-setting-form ${className}`} data-state={status}>
      <form className="cmsb-setting-form__form" onSubmit={(event) => void submit(event)} noValidate>
        <div ref={validationRef}>
          <TextField
            label={label}
            hint={hint}
            required={required}
            name="value"
            value={draft}
            maxLength={maxLength}
            autoComplete="off"
            spellCheck={false}
            {...(inputMode ? { inputMode } : {})}
            error={field.errors.value}
            onChange={(event) => {
              setDraft(event.target.value);
              field.change('value');
            }}
            onBlur={() => field.blur('value')}
          />
        </div>
        <Button ref={saveButton} type="submit" busy={status === 'saving'} className="cmsb-setting-form__save">
          {saveLabel}
        </Button>
      </form>
      {/* note: a region present from the start, so screen readers announce the message put in it. */}
      <div className="cmsb-setting-form__messages" aria-live="polite">
        {status === 'saved' && (
          <Alert type="success">
            <p>{savedText}</p>
          </Alert>
        )}
        {status === 'error' && (
          <Alert ref={failure} tabIndex={-1} type="error">
            <p>{failureText(setting.failure)}</p>
          </Alert>
        )}
      </div>
    </div>
  );
}
