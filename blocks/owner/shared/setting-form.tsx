import { useRef, useState, type SubmitEvent } from 'react';
import type { Failure } from '#api/errors/api-error.ts';
import type { Save } from '#api/use-save.ts';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useStyles } from '#ui/use-styles.ts';
import { useUnsavedChangesWarning } from '#ui/use-unsaved-changes.ts';
import { SaveStatus } from './save-status.tsx';
import css from './setting-form.css?inline';
import { inlineSaveState } from './use-inline-setting.ts';

export interface SettingFormProps {
  /** The block's own class, beside `cmsb-setting-form`. */
  className: string;
  label: string;
  hint: string;
  saveLabel: string;
  /** What the owners' save status says once the value is saved. */
  savedText: string;
  /** The saved value the field starts from. */
  saved: string;
  maxLength: number;
  /** Whether the field must be filled (its rule says so; this marks it). */
  required: boolean;
  inputMode?: 'text' | 'numeric';
  /** The field's rule: its message, or null when the value may be saved. */
  validate: (value: string) => string | null;
  /** The block's save of the trimmed value (its useSave, which also stores what the server answers). */
  save: Save<string, unknown>;
  /** What a failed save shows. */
  failureText: (failure: Failure) => string;
}

/**
 * A site setting of one text field and Save (analytics, the Facebook pixel): the field's rule
 * checked on Save (the field marked and focused), a busy Save button while saving, saving and
 * saved told as every owner block tells them (SaveStatus, its states as `data-state`), a failure
 * in the form's error banner, and what was typed kept when a save fails.
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
  const rule = validate(draft);
  const { ref: validationRef, ...field } = useFieldValidation({ value: rule ?? undefined });
  const saveButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { status } = save;
  useUnsavedChangesWarning(status === 'pending');

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (rule !== null) return;
    const value = draft.trim();
    const outcome = await save.save(value);
    if (outcome.status === 'skipped') return;
    if (outcome.status === 'saved') setDraft(value);
    // The Save button is disabled while saving, which takes the focus from it: give it back, unless
    // the failure's banner has taken it.
    focusAfterRender(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      saveButton.current?.focus();
    });
  };

  return (
    <div className={`cmsb-setting-form ${className}`} data-state={inlineSaveState(status)}>
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
        <Button ref={saveButton} type="submit" busy={status === 'pending'} className="cmsb-setting-form__save">
          {saveLabel}
        </Button>
      </form>
      <div className="cmsb-setting-form__messages">
        <SaveStatus save={save} savedText={savedText} />
        {/* note: a conflict too (the server's 409 when a setting was created meanwhile): a failure like any other here. */}
        {save.failure && <ErrorBanner message={failureText(save.failure)} onClose={save.reset} />}
      </div>
    </div>
  );
}
