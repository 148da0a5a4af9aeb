import { useCallback, useRef, useState, type RefCallback, type SubmitEvent } from 'react';
import type { FieldErrors } from '../../validation/required.ts';
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

export interface PublicFormOptions<K extends string> {
  /** The rules' errors for the current values; the captcha's own is added here. */
  errors: FieldErrors<K>;
  /** Messages from the server by field (a new object each refusal), shown until their field changes. */
  given?: FieldErrors<K | 'captcha'> | undefined;
  /** What the captcha says while it is not passed: the form's 'required' text. */
  captchaRequired: string;
}

export interface PublicFormSubmit {
  /** The rules refused the values (the field behaviour shows them all and focuses the first): set the form's state. */
  invalid: () => void;
  /** Sends the values with the captcha's part of the body, and shows the outcome. */
  send: (captcha: CaptchaBody) => Promise<void>;
  /** The send failed: show why, and say whether the server named fields (the first then takes the focus). */
  failed: (error: unknown) => boolean;
}

export interface PublicForm<K extends string> {
  captcha: Captcha;
  /** The field behaviour (see useFieldValidation), the captcha one of its fields. */
  fields: Omit<FieldValidation<K | 'captcha'>, 'ref'>;
  /** Put on the form as its ref. */
  formRef: RefCallback<HTMLFormElement>;
  /** The form's onSubmit: checks the rules, then sends once at a time. */
  submit: (event: SubmitEvent, how: PublicFormSubmit) => Promise<void>;
}

/**
 * The skeleton of a form anyone may send (contact, event registration, reset request): the field
 * behaviour with the captcha as its field `captcha`, one send at a time, the first field the
 * server named focused after a refusal, and a fresh captcha after every answer (a solution counts
 * once).
 */
export function usePublicForm<K extends string>({ errors, given, captchaRequired }: PublicFormOptions<K>): PublicForm<K> {
  // The field behaviour decides the captcha's error after the captcha has rendered: carried to the next render.
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const captcha = useCaptcha({ error: captchaError });
  const all = { ...errors, ...captchaErrors(captcha, captchaRequired) } as FieldErrors<K | 'captcha'>;
  const { ref: fieldsRef, ...fields } = useFieldValidation(all, given);
  const shown = fields.errors.captcha ?? null;
  if (shown !== captchaError) setCaptchaError(shown);

  const form = useRef<HTMLFormElement | null>(null);
  const formRef = useCallback(
    (node: HTMLFormElement | null) => {
      form.current = node;
      return fieldsRef(node);
    },
    [fieldsRef],
  );
  // note: state updates land after the click that sends; a second click in between must not send twice.
  const sending = useRef(false);
  const focusAfterRender = useFocusAfterRender();

  const submit = async (event: SubmitEvent, { invalid, send, failed }: PublicFormSubmit) => {
    event.preventDefault();
    if (sending.current) return;
    if (hasErrors(all)) {
      invalid();
      return;
    }
    sending.current = true;
    try {
      await send(captcha.enabled ? { captcha: captcha.value ?? '' } : {});
    } catch (error) {
      // After an error banner has taken the focus: the first field the server named takes it over.
      if (failed(error)) focusAfterRender(() => focusFirstError(form.current));
    } finally {
      sending.current = false;
      captcha.reset();
    }
  };
  return { captcha, fields, formRef, submit };
}
