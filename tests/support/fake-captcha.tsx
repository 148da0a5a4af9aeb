import { useEffect, useState } from 'react';
import type { PageConfig } from '#host/config.ts';
import type { CaptchaWidgetProps } from '#ui/forms/captcha-field.tsx';

/** What the forms did with the fake captcha, for the tests to read (reset both before each test). */
export const fakeCaptchaState = { starts: 0, lastError: null as string | null | undefined };

/**
 * A stand-in for the ALTCHA widget, which jsdom cannot run: a checkbox that "solves" the captcha.
 * renderIslands gives it to the providers; the captcha shows where the page config turns it on.
 */
export const renderFakeCaptcha = (props: CaptchaWidgetProps) => <FakeCaptchaWidget {...props} />;

function FakeCaptchaWidget({ onChange, error }: CaptchaWidgetProps) {
  const [solved, setSolved] = useState(false);
  useEffect(() => {
    fakeCaptchaState.starts += 1;
  }, []);
  useEffect(() => {
    fakeCaptchaState.lastError = error;
  });
  return (
    <input
      type="checkbox"
      aria-label="I am not a robot"
      aria-invalid={error ? true : undefined}
      checked={solved}
      onChange={() => {
        setSolved(true);
        onChange('solved-payload');
      }}
    />
  );
}

/** The page config's part that turns the captcha on. */
export const captchaOn: Pick<PageConfig, 'captcha'> = { captcha: { enabled: true, challengeUrl: 'api/captcha/challenge' } };
