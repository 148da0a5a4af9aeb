import { useState } from 'react';
import type { FieldErrors } from '../validation/required.ts';
import { useCaptcha, type Captcha } from './captcha-field.tsx';
import { useFieldValidation, type FieldValidation } from './use-field-validation.ts';

/**
 * A form's field behaviour (useFieldValidation) with the captcha as its field `captcha`: `rules`
 * gives the errors of the current values and captcha, `given` the server's. The captcha shows its
 * field's error like the other fields; the field behaviour decides that error after the captcha
 * has rendered, so it is carried over to the next render.
 */
export function useCaptchaFieldValidation<K extends string>(
  rules: (captcha: Captcha) => FieldErrors<K>,
  given?: FieldErrors<K>,
): { captcha: Captcha; errors: FieldErrors<K>; fields: FieldValidation<K> } {
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const captcha = useCaptcha({ error: captchaError });
  const errors = rules(captcha);
  const fields = useFieldValidation(errors, given);
  const shown = (fields.errors as FieldErrors).captcha ?? null;
  if (shown !== captchaError) setCaptchaError(shown);
  return { captcha, errors, fields };
}
