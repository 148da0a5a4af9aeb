// The captcha widget's code, loaded only when a form shows a captcha (see captcha-field.tsx).
// `altcha/external` is the build for strict Content-Security-Policy pages: no injected styles,
// no inline workers; its stylesheet is adopted and its worker is a file of our own dist.
import 'altcha/external';
import type {} from 'altcha/types/global';
import altchaCss from 'altcha/altcha.css?inline';
import shaWorkerUrl from 'altcha/workers/sha?url';
import { adoptStyles } from './adopt-styles.ts';

/** The algorithm the reference server's challenges use (server/captcha/altcha-captcha.ts). */
const ALGORITHM = 'SHA-256';

/**
 * A new `<altcha-widget>` fetching its challenge from `challengeUrl`. It starts solving as soon as
 * the form gets focus, so it is usually done before the visitor submits.
 */
export function createAltchaWidget(challengeUrl: string): HTMLElement {
  adoptStyles(`@layer cms-blocks{${altchaCss}}`);
  if (!$altcha.algorithms.has(ALGORITHM)) $altcha.algorithms.set(ALGORITHM, () => new Worker(shaWorkerUrl));
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('auto', 'onfocus');
  widget.setAttribute('name', 'captcha');
  return widget;
}
