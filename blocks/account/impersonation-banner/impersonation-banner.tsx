import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { impersonationStatusEndpoint } from '#contracts/impersonation.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { classNames } from '#ui/class-names.ts';
import { TextField } from '#ui/forms/text-field.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { validateRequired } from '#validation/required.ts';
import { impersonationFailureText, isSwitching, useImpersonationActions } from '../shared/impersonation-actions.ts';
import {
  bannerLoadsStatus,
  impersonationMayBeActive,
  isImpersonating,
  switchBackNeedsPassword,
  useImpersonationStatus,
} from '../shared/impersonation-status.ts';
import css from './impersonation-banner.css?inline';
import { impersonationBannerLabels } from './labels.ts';

export type BannerLayout = 'default' | 'simple' | 'horizontal';

export interface ImpersonationBannerProps {
  layout?: BannerLayout;
}

/**
 * The banner at the top of every page while impersonating (commerce.md 2): who is impersonated, a
 * warning, the password when switching back needs it, an info toggle and End Impersonation.
 */
export function ImpersonationBanner({ layout = 'default' }: ImpersonationBannerProps) {
  useStyles(css);
  const labels = useLabels(impersonationBannerLabels);
  const { preload } = useHostConfig();
  const preloaded = Object.prototype.hasOwnProperty.call(preload, impersonationStatusEndpoint.path);
  const { data: status } = useImpersonationStatus(bannerLoadsStatus(impersonationMayBeActive(), preloaded));
  const { end } = useImpersonationActions(status);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const infoId = useId();

  if (!status?.impersonatedUser || !isImpersonating(status)) return null;
  const needsPassword = switchBackNeedsPassword(status);
  const busy = isSwitching(end);

  const onEnd = (event: SyntheticEvent) => {
    event.preventDefault();
    const missing = needsPassword ? validateRequired(password) : null;
    setPasswordError(missing);
    if (missing) {
      passwordRef.current?.focus();
      return;
    }
    void end.save({ password }).then((outcome) => {
      if (outcome.status === 'error' || outcome.status === 'conflict') passwordRef.current?.select();
    });
  };

  const { id, username } = status.impersonatedUser;
  return (
    <section
      className={classNames('cmsb-impersonation-banner', `cmsb-impersonation-banner--${layout}`)}
      data-state={busy ? 'ending' : end.failure ? 'error' : 'impersonating'}
      data-layout={layout}
      aria-label={labels.region}
    >
      <div className="cmsb-impersonation-banner__who">
        <p className="cmsb-impersonation-banner__user">
          <strong>{labels.impersonating}</strong> <span className="cmsb-impersonation-banner__id">{id}</span> {username}
        </p>
        <p className="cmsb-impersonation-banner__warning">{labels.warning}</p>
      </div>
      <form className="cmsb-impersonation-banner__form" onSubmit={onEnd} noValidate>
        {needsPassword && (
          <TextField
            ref={passwordRef}
            type="password"
            label={labels.passwordLabel}
            value={password}
            autoComplete="current-password"
            required
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
            className="cmsb-impersonation-banner__password"
          />
        )}
        <Button type="submit" busy={busy}>
          {labels.endImpersonation}
        </Button>
        <Button variant="link" aria-expanded={infoOpen} aria-controls={infoId} onClick={() => setInfoOpen((open) => !open)}>
          {labels.info}
        </Button>
      </form>
      {end.failure && (
        <Alert type="warning" className="cmsb-impersonation-banner__failure">
          {impersonationFailureText(end.failure)}
        </Alert>
      )}
      <div id={infoId} className="cmsb-impersonation-banner__info" hidden={!infoOpen}>
        <p>
          {labels.infoText} {needsPassword && labels.infoPassword}
        </p>
      </div>
    </section>
  );
}
