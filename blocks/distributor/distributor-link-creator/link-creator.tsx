import { useId, useRef, useState } from 'react';
import { useLabels } from '#host/labels.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import formCss from '#ui/forms/form.css?inline';
import { useStyles } from '#ui/use-styles.ts';
import type { DistributorToolContext } from '#contracts/distributor-tools.ts';
import { DistributorLoadFailed, DistributorOnly } from '../shared/distributor-only.tsx';
import { linkOrigin } from '../shared/link-origin.ts';
import { useDistributorAccess } from '../shared/use-distributor-access.ts';
import { copyText } from './clipboard.ts';
import { linkCreatorLabels } from './labels.ts';
import css from './link-creator.css?inline';
import { buildLink, initialLinkChoice, type LinkChoice } from './link-choice.ts';
import { LinkFields } from './link-fields.tsx';
import { QrCode } from './qr-code.tsx';

/** The spec's access states, plus the copy outcomes, exposed as `data-state`. */
export type LinkCreatorState = 'loading' | 'not-a-distributor' | 'error' | 'ready' | 'copied' | 'copy-refused';

type Copy = { link: string; result: 'copied' | 'refused' } | null;

/** Builds join, signup and sponsored-signup links (or checks a page link), to copy or show as a QR code. */
export function LinkCreator() {
  useStyles(formCss);
  useStyles(css);
  const access = useDistributorAccess();
  const state: LinkCreatorState = access.state === 'ready' ? 'ready' : access.state;
  if (access.state !== 'ready') {
    return (
      <section className="cmsb-link-creator cmsb-form" data-state={state}>
        {access.state === 'loading' && <Spinner />}
        {access.state === 'not-a-distributor' && <DistributorOnly />}
        {access.state === 'error' && <DistributorLoadFailed retry={access.retry} />}
      </section>
    );
  }
  return <LinkBuilder context={access.context} />;
}

function LinkBuilder({ context }: { context: DistributorToolContext }) {
  const labels = useLabels(linkCreatorLabels);
  const [choice, setChoice] = useState<LinkChoice>(initialLinkChoice);
  const [customTouched, setCustomTouched] = useState(false);
  const [copy, setCopy] = useState<Copy>(null);
  const [qrShown, setQrShown] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  const linkId = useId();

  const built = buildLink(choice, {
    origin: linkOrigin(context.siteHostname, new URL(document.baseURI)),
    userId: context.userId,
    allowedHosts: [...context.companyHosts, ...(context.siteHostname ? [context.siteHostname] : [])],
  });
  const { link } = built;
  // A copy outcome belongs to the link it was for: a new link starts fresh.
  const copied = copy?.link === link ? copy.result : null;
  const state: LinkCreatorState = copied === 'copied' ? 'copied' : copied === 'refused' ? 'copy-refused' : 'ready';
  // The code follows the link: without one (an incomplete choice, a refused page) there is nothing to show.
  const qrLink = qrShown ? link : null;

  const copyLink = async (text: string) => {
    const result = await copyText(text, navigator.clipboard);
    setCopy({ link: text, result });
    if (result === 'refused') {
      // Copying by hand: the link is selected, ready for the keyboard shortcut.
      linkField.current?.focus();
      linkField.current?.select();
    }
  };

  // note: no heading of its own: the page it is placed on has one (the demo's "Share a link"), and two said it twice.
  return (
    <section
      className="cmsb-link-creator cmsb-form"
      data-state={state}
      data-qr={qrLink ? 'shown' : 'hidden'}
      aria-label={labels.heading}
    >
      <LinkFields
        choice={choice}
        onChange={(next) => {
          setChoice(next);
          if (next.kind !== choice.kind) setCustomTouched(false);
        }}
        customUrlError={built.invalid && customTouched ? labels.customUrlInvalid : undefined}
        onCustomUrlBlur={() => setCustomTouched(true)}
      />
      <div className="cmsb-link-creator__result">
        <label className="cmsb-link-creator__label" htmlFor={linkId}>
          {labels.link}
        </label>
        <input
          ref={linkField}
          id={linkId}
          className="cmsb-link-creator__link"
          readOnly
          value={link ?? ''}
          placeholder={labels.noLink}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="cmsb-link-creator__actions">
          <Button disabled={!link} onClick={() => link && void copyLink(link)}>
            {labels.copy}
          </Button>
          {link && (
            <Button variant="secondary" aria-expanded={qrLink !== null} onClick={() => setQrShown((shown) => !shown)}>
              {qrLink ? labels.hideQr : labels.showQr}
            </Button>
          )}
        </div>
        <div className="cmsb-link-creator__status" aria-live="polite">
          {copied === 'copied' && <p className="cmsb-link-creator__copied">{labels.copied}</p>}
        </div>
        {/* note: the refusal selects the link for copying by hand; the banner leaves the focus on it. */}
        {copied === 'refused' && <ErrorBanner message={labels.copyRefused} takesFocus={false} />}
      </div>
      {qrLink && <QrCode link={qrLink} />}
    </section>
  );
}
