import { useCallback, useMemo, useRef, useState, type RefCallback, type SubmitEvent } from 'react';
import type { Failure } from '#api/errors/api-error.ts';
import { useSave, type SaveOutcome, type SaveStatus } from '#api/use-save.ts';
import type { FieldErrors } from '#validation/required.ts';
import { useCaptcha, type Captcha } from './captcha-field.tsx';
import { hasErrors } from './field-validation.ts';
import { focusFirstError } from './focus-first-error.ts';
import { useFieldValidation, type FieldValidation } from './use-field-validation.ts';
import { useFocusAfterRender } from '../use-focus-after-render.ts';

/** The captcha's part of a request body: its solution while the captcha is on, nothing while it is off. */
export interface CaptchaBody {
  captcha?: string;
}

/** The one captcha rule of every form: while it is on and not passed yet, the field says `required`. */
export function captchaErrors(captcha: Pick<Captcha, 'enabled' | 'value'>, required: string): FieldErrors<'captcha'> {
  return captcha.enabled && !captcha.value ? { captcha: required } : {};
}

export interface PublicFormOptions<Field extends string, Input, Output> {
  /**
   * The fields the form shows (the captcha is one more): the server's messages for these show at
   * them; a refusal that names none of them is the form's to show in its banner. A module constant.
   */
  fields: readonly Field[];
  /** The rules' errors for the current values; the captcha's own is added here. */
  errors: FieldErrors<Field>;
  /** What the captcha says while it is not passed: the form's 'required' text. */
  captchaRequired: string;
  /** Sends the values with the captcha's part of the body (usually one `api.request`); see useSave. */
  send: (input: Input & CaptchaBody) => Promise<Output>;
  /** Keep 'saved' until the next send: for a form whose confirmation replaces it, or that leaves the page. */
  keepSaved?: boolean;
  /**
   * Which fields a refusal marks, with their texts: the server's field messages unless given (a
   * form whose refusal names its fields in its own shape).
   */
  fieldMessages?: (failure: Failure<Field | 'captcha'>) => FieldErrors<Field | 'captcha'>;
}

/** What a submit came to: useSave's outcome, or 'invalid' when the rules refused the values and nothing was sent. */
export type PublicFormOutcome<Output, Field extends string> = SaveOutcome<Output, Field | 'captcha'> | { status: 'invalid' };

export interface PublicForm<Field extends string, Input, Output> {
  captcha: Captcha;
  /** The field behaviour (see useFieldValidation), the captcha one of its fields. */
  fields: Omit<FieldValidation<Field | 'captcha'>, 'ref'>;
  /** Put on the form as its ref. */
  formRef: RefCallback<HTMLFormElement>;
  /** Where the send stands (useSave's status). */
  status: SaveStatus;
  /** The rules refused the last submit, so nothing was sent: the form's 'invalid' state. */
  refused: boolean;
  /** The last send's failure, classified with the form's fields, while `status` is 'error' or 'conflict'. */
  failure: Failure<Field | 'captcha'> | null;
  /**
   * Puts the last failure, or the rules' refusal, away (its banner closed); the fields marked stay
   * marked until the next answer.
   */
  reset: () => void;
  /** The form's onSubmit, with the values to send: checks the rules, then sends through useSave. */
  submit: (event: SubmitEvent, input: Input) => Promise<PublicFormOutcome<Output, Field>>;
}

/**
 * A form anyone may send (login, contact, event registration, reset request) over the one write
 * path, useSave: the field behaviour with the captcha as its field `captcha`, the rules checked
 * before anything is sent, one send at a time, the server's messages at the fields it named (the
 * first focused), and a fresh captcha after every answer (a solution counts once).
 */
export function usePublicForm<Field extends string, Input, Output>({
  fields: shown,
  errors,
  captchaRequired,
  send,
  keepSaved,
  fieldMessages = (failure) => failure.fields,
}: PublicFormOptions<Field, Input, Output>): PublicForm<Field, Input, Output> {
  // The field behaviour decides the captcha's error after the captcha has rendered: carried to the next render.
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const captcha = useCaptcha({ error: captchaError });
  // The last answer's field messages: a new object each answer, kept when its banner is closed.
  const [given, setGiven] = useState<FieldErrors<Field | 'captcha'>>();
  const all = { ...errors, ...captchaErrors(captcha, captchaRequired) } as FieldErrors<Field | 'captcha'>;
  const { ref: fieldsRef, ...fields } = useFieldValidation(all, given);
  const shownCaptchaError = fields.errors.captcha ?? null;
  if (shownCaptchaError !== captchaError) setCaptchaError(shownCaptchaError);

  const [refused, setRefused] = useState(false);
  const withCaptcha = useMemo(() => [...shown, 'captcha' as const], [shown]);
  const { status, failure, save, reset: forget } = useSave({ send, keepSaved, fields: withCaptcha });
  const reset = useCallback(() => {
    setRefused(false);
    forget();
  }, [forget]);

  const form = useRef<HTMLFormElement | null>(null);
  const formRef = useCallback(
    (node: HTMLFormElement | null) => {
      form.current = node;
      return fieldsRef(node);
    },
    [fieldsRef],
  );
  const focusAfterRender = useFocusAfterRender();

  const submit = async (event: SubmitEvent, input: Input): Promise<PublicFormOutcome<Output, Field>> => {
    event.preventDefault();
    if (hasErrors(all)) {
      // The refusal is now the rules': the last answer's failure is put away.
      forget();
      setRefused(true);
      return { status: 'invalid' };
    }
    setRefused(false);
    const outcome = await save({ ...input, ...(captcha.enabled ? { captcha: captcha.value ?? '' } : {}) });
    if (outcome.status === 'skipped') return outcome;
    captcha.reset();
    const named = outcome.status === 'saved' ? {} : fieldMessages(outcome.failure);
    setGiven(named);
    // After an error banner has taken the focus: the first field the server named takes it over.
    if (hasErrors(named)) focusAfterRender(() => focusFirstError(form.current));
    return outcome;
  };
  return { captcha, fields, formRef, status, refused, failure, reset, submit };
}
