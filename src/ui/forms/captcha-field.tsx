import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHostConfig } from '../../host/host-context.tsx';
import { useLabels } from '../../host/labels.ts';
import captchaCss from './captcha.css?inline';
import { FieldError } from './field.tsx';
import { uiLabels } from '../labels.ts';
import { useStyles } from '../use-styles.ts';

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

/**
 * The page's self-hosted captcha (ALTCHA, a proof of work solved in the browser), when the page
 * config enables it. Its code loads only when a form shows it.
 */
export function useCaptcha({ error }: { error?: string | null } = {}): Captcha {
  const { captcha, apiBaseUrl } = useHostConfig();
  const enabled = captcha.enabled;
  const [value, setValue] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setValue(null);
    setRound((current) => current + 1);
  }, []);
  const element = enabled ? (
    <CaptchaWidget key={round} apiBaseUrl={apiBaseUrl} challengePath={captcha.challengeUrl} onChange={setValue} error={error} />
  ) : null;
  return { enabled, value, reset, element };
}

// note: read when the widget starts, in the browser: a form rendered on the server has no document.
const challengeUrl = (apiBaseUrl: string, path: string) => new URL(path, new URL(apiBaseUrl, document.baseURI)).href;

interface CaptchaWidgetProps {
  apiBaseUrl: string;
  /** Where the widget fetches challenges, relative to `apiBaseUrl`. */
  challengePath: string;
  onChange: (value: string | null) => void;
  error?: string | null | undefined;
}

function CaptchaWidget({ apiBaseUrl, challengePath, onChange, error }: CaptchaWidgetProps) {
  useStyles(captchaCss);
  const labels = useLabels(uiLabels);
  const holder = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let widget: HTMLElement | undefined;
    let cancelled = false;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    import('../altcha-widget.ts').then(
      ({ createAltchaWidget }) => {
        if (cancelled || !holder.current) return;
        widget = createAltchaWidget(challengeUrl(apiBaseUrl, challengePath));
        widget.addEventListener('statechange', onState);
        holder.current.append(widget);
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [apiBaseUrl, challengePath, onChange]);

  const message = loadFailed ? labels.captchaUnavailable : error;
  return (
    <div className="cmsb-captcha">
      <div ref={holder} className="cmsb-captcha__widget" aria-describedby={message ? errorId : undefined} />
      <FieldError id={errorId}>{message}</FieldError>
    </div>
  );
}
