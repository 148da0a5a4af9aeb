import { useId, useState } from 'react';
import type { Order } from '#contracts/commerce.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { CloseButton } from '#ui/close-button.tsx';
import { ContentArea } from '#ui/content-area.tsx';
import { receiptLabels } from './labels.ts';
import { sponsorNameToShow } from './receipt-conditions.ts';

export interface StoreUrls {
  appStoreUrl: string;
  googlePlayUrl: string;
}

export const DISTRIBUTOR_POPUP_AREA = 'checkoutDistributorSignupReceiptPopup';

/** Username, RCN and, when it is not the default sponsor, the sponsor of the profile the order created. */
export function NewProfileNote({ order }: { order: Order }) {
  const labels = useLabels(receiptLabels);
  const headingId = useId();
  const profile = order.attributes.newProfile;
  if (!profile) return null;
  const sponsor = sponsorNameToShow(order);
  return (
    <section className="cmsb-receipt__note cmsb-receipt__profile" aria-labelledby={headingId}>
      <h2 className="cmsb-receipt__note-title" id={headingId}>
        {labels.newProfileHeading}
      </h2>
      <dl className="cmsb-receipt__facts">
        <dt className="cmsb-receipt__fact-name">{labels.username}</dt>
        <dd className="cmsb-receipt__fact-value">{profile.username}</dd>
        <dt className="cmsb-receipt__fact-name">{labels.rcn}</dt>
        <dd className="cmsb-receipt__fact-value">{profile.rcn}</dd>
        {sponsor !== null && (
          <>
            <dt className="cmsb-receipt__fact-name">{labels.sponsor}</dt>
            <dd className="cmsb-receipt__fact-value">{sponsor}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function PwsSetupNote() {
  const labels = useLabels(receiptLabels);
  const { routes } = useHostConfig();
  const headingId = useId();
  return (
    <section className="cmsb-receipt__note cmsb-receipt__pws" aria-labelledby={headingId}>
      <h2 className="cmsb-receipt__note-title" id={headingId}>
        {labels.pwsHeading}
      </h2>
      <p className="cmsb-receipt__note-text">{labels.pwsText}</p>
      <a className="cmsb-receipt__link" href={routes.pwsSetup}>
        {labels.pwsLink}
      </a>
    </section>
  );
}

/** The activation message with the two store badges, drawn as text so no third-party image loads. */
export function MobileAppNote({ storeUrls }: { storeUrls: StoreUrls }) {
  const labels = useLabels(receiptLabels);
  const headingId = useId();
  return (
    <section className="cmsb-receipt__note cmsb-receipt__app" aria-labelledby={headingId}>
      <h2 className="cmsb-receipt__note-title" id={headingId}>
        {labels.mobileAppHeading}
      </h2>
      <p className="cmsb-receipt__note-text">{labels.mobileAppText}</p>
      <div className="cmsb-receipt__badges">
        <a className="cmsb-receipt__badge" href={storeUrls.appStoreUrl} data-store="app-store">
          <span className="cmsb-receipt__badge-caption">{labels.appStoreCaption}</span>{' '}
          <span className="cmsb-receipt__badge-store">{labels.appStoreName}</span>
        </a>
        <a className="cmsb-receipt__badge" href={storeUrls.googlePlayUrl} data-store="google-play">
          <span className="cmsb-receipt__badge-caption">{labels.googlePlayCaption}</span>{' '}
          <span className="cmsb-receipt__badge-store">{labels.googlePlayName}</span>
        </a>
      </div>
    </section>
  );
}

/**
 * The distributor-signup "popup", open on arrival. It is a non-modal region at the top of the
 * receipt rather than a modal dialog: a dialog opened on mount would take focus and make the
 * receipt inert, and blocks move focus only on the visitor's own action. The visitor can close it.
 * It shows only when the host gave the content area some content. Closing it calls `onClose`, so
 * the caller can put focus somewhere sensible instead of losing it with the removed button.
 */
export function DistributorSignupPanel({ onClose }: { onClose: () => void }) {
  const labels = useLabels(receiptLabels);
  const html = useHostConfig().contentAreas[DISTRIBUTOR_POPUP_AREA];
  const [open, setOpen] = useState(true);
  if (!open || !html) return null;
  return (
    <section className="cmsb-receipt__popup" aria-label={labels.distributorPopup}>
      <CloseButton
        className="cmsb-receipt__popup-close"
        label={labels.distributorPopupClose}
        onClick={() => {
          setOpen(false);
          onClose();
        }}
      />
      <ContentArea name={DISTRIBUTOR_POPUP_AREA} className="cmsb-content-area cmsb-receipt__popup-body" />
    </section>
  );
}
