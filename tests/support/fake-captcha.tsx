import { useEffect, useState } from 'react';
import type { Captcha } from '../../src/ui/forms/captcha-field.tsx';

/** What the forms did with the fake captcha, for the tests to read. */
export const fakeCaptchaState = { value: null as string | null, resets: 0, lastError: null as string | null | undefined };

/**
 * A stand-in for `useCaptcha` with the captcha on: a checkbox that "solves" it, so a form's use of
 * the hook shows. Tests install it with
 * `vi.mock('…/src/ui/forms/captcha-field.tsx', async () => ({ useCaptcha: (await import('…/fake-captcha.tsx')).useFakeCaptcha }))`.
 */
export function useFakeCaptcha({ error }: { error?: string | null } = {}): Captcha {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    fakeCaptchaState.value = value;
    fakeCaptchaState.lastError = error;
  });
  return {
    enabled: true,
    value,
    reset: () => {
      fakeCaptchaState.resets += 1;
      setValue(null);
    },
    element: (
      <input
        type="checkbox"
        aria-label="I am not a robot"
        aria-invalid={error ? true : undefined}
        checked={value !== null}
        onChange={() => setValue('solved-payload')}
      />
    ),
  };
}
