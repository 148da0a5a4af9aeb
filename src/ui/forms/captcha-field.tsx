import { Fragment, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHostConfig, useRenderCaptcha } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
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
 * The page's self-hosted captcha (ALTCHA, a proof of work solved in the browser, or the control
 * the host gave: see HostProvider), when the page config enables it. Its code loads only when a
 * form shows it.
 */
export function useCaptcha({ error }: { error?: string | null } = {}): Captcha {
  const enabled = useHostConfig().captcha.enabled;
  const [value, setValue] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setValue(null);
    setRound((current) => current + 1);
  }, []);
  const renderCaptcha = useRenderCaptcha();
  const props: CaptchaWidgetProps = { onChange: setValue, error };
  // A new round mounts a new control: a solution counts once.
  const element = enabled ? (
    <Fragment key={round}>{renderCaptcha ? renderCaptcha(props) : <AltchaWidget {...props} />}</Fragment>
  ) : null;
  return { enabled, value, reset, element };
}

// note: read when the widget starts, in the browser: a form rendered on the server has no document.
const challengeUrl = (apiBaseUrl: string, path: string) => new URL(path, new URL(apiBaseUrl, document.baseURI)).href;

export interface CaptchaWidgetProps {
  /** Called with the solution once the visitor passed the captcha, and null while they have not. */
  onChange: (value: string | null) => void;
  /** What the form says at the captcha, e.g. that it is required. */
  error?: string | null | undefined;
}

/** The ALTCHA widget, fetching challenges where the page config says (relative to `apiBaseUrl`). */
function AltchaWidget({ onChange, error }: CaptchaWidgetProps) {
  useStyles(captchaCss);
  const { apiBaseUrl, captcha } = useHostConfig();
  const challengePath = captcha.challengeUrl;
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
