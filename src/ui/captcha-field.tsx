import type { ReactNode } from 'react';

export interface Captcha {
  /** Whether the page config turns the captcha on; when off, `element` is null and `value` stays null. */
  enabled: boolean;
  /** The solved challenge to send as the body's `captcha`; null until the visitor has passed it. */
  value: string | null;
  /** Starts over, e.g. after the server refused the form: a solution counts once. */
  reset: () => void;
  /** The captcha control to place in the form, before its submit button. */
  element: ReactNode;
}

// TODO(issue 9): the self-hosted ALTCHA widget; this placeholder keeps the forms compiling meanwhile.
export function useCaptcha({ error }: { error?: string | null } = {}): Captcha {
  void error;
  return { enabled: false, value: null, reset: () => undefined, element: null };
}
