import { lazy, Suspense, useState } from 'react';
import type { Popup } from '#contracts/site-settings.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Modal } from '#ui/modal.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { useCookieBarOfPage } from '../../site/shared/cookie-consent/use-cookie-bar.ts';
import { useSiteSections } from '../shared/site-sections.ts';
import { rememberClosedPopup, wasClosed } from './closed-popups.ts';
import css from './home-page-popups.css?inline';
import { homePagePopupsLabels } from './labels.ts';
import { PopupContent } from './popup-content.tsx';

// note: the chooser is its own chunk (the edit/ folder), fetched only for the owner in edit mode.
const PopupChooser = lazy(() => import('./edit/popup-chooser.tsx').then((m) => ({ default: m.PopupChooser })));

/**
 * Visitors see the site's current popup once, as a dialog; closing it is remembered on the device.
 * It waits while the page's cookie bar asks: one thing at a time covers the visitor's screen. In
 * edit mode the owner chooses the popup in place; anyone else is told they may not.
 */
export function HomePagePopups() {
  useStyles(css);
  const labels = useLabels(homePagePopupsLabels);
  const { editMode } = useHostConfig();
  const { siteId, query, canEdit } = useSiteSections();

  if (siteId === '' || !query.data) return null;
  const section = query.data.homePagePopups;
  if (editMode) {
    if (!canEdit) {
      return (
        <Alert type="warning" className="cmsb-popups-not-allowed">
          <p>{labels.notAllowed}</p>
        </Alert>
      );
    }
    return (
      <Suspense fallback={null}>
        <PopupChooser siteId={siteId} currentPopupId={section.currentPopupId} revision={section.revision} />
      </Suspense>
    );
  }
  if (!section.currentPopup) return <div className="cmsb-home-page-popups" data-state="none" />;
  return <VisitorPopup key={section.currentPopup.popupId} popup={section.currentPopup} />;
}

/**
 * What the visitor's popup does: `none` (the site has no current popup), `waiting` (for the
 * page's cookie bar), `open`, or `closed` (now or on an earlier visit).
 */
type VisitorPopupState = 'none' | 'waiting' | 'open' | 'closed';

function VisitorPopup({ popup }: { popup: Popup }) {
  const [closed, setClosed] = useState(() => wasClosed(popup.popupId));
  // note: a modal dialog makes the rest of the page inert, the cookie bar's buttons included: the
  // popup opens only once the visitor has answered the bar (or the page has no bar to answer).
  const cookieBar = useCookieBarOfPage();
  const state: VisitorPopupState = closed ? 'closed' : cookieBar === 'away' ? 'open' : 'waiting';
  return (
    <div className="cmsb-home-page-popups" data-state={state}>
      <Modal
        open={state === 'open'}
        title={popup.name}
        className="cmsb-popup-dialog"
        onClose={() => {
          rememberClosedPopup(popup.popupId);
          setClosed(true);
        }}
      >
        <PopupContent popup={popup} />
      </Modal>
    </div>
  );
}
