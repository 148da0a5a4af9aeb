import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { homePagePopupsSectionEndpoint, popupsEndpoint, type Popup } from '#contracts/site-settings.ts';
import { undoPopupsEndpoint } from '#contracts/site-settings-undo.ts';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { SaveStatus } from '../../shared/save-status.tsx';
import { fetchLatestSections, heldRevision, storeSection } from '../../shared/site-sections.ts';
import { UndoLastChange } from '../../shared/undo-last-change.tsx';
import { inlineSaveState, useInlineSetting } from '../../shared/use-inline-setting.ts';
import { useSectionUndo } from '../../shared/use-section-undo.ts';
import { homePagePopupsLabels } from '../labels.ts';
import { PopupContent } from '../popup-content.tsx';
import css from './popup-chooser.css?inline';

interface PopupChooserProps {
  siteId: string;
  /** What the server holds: the page's sections query, updated by each save. */
  currentPopupId: string | null;
  /** The section's revision the page holds. */
  revision: number;
}

/**
 * The owner's choice of the home-page popup (or none), saved as soon as it is made, and Undo of
 * the last change. A save over someone else's newer one is refused: the choice stays until the
 * owner reloads the latest.
 */
export function PopupChooser({ siteId, currentPopupId, revision }: PopupChooserProps) {
  useStyles(css);
  const labels = useLabels(homePagePopupsLabels);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const popups = useQuery(apiQueryOptions(api, popupsEndpoint));
  const setting = useInlineSetting(
    currentPopupId,
    async (next: string | null) => {
      const revision = heldRevision(queryClient, api, siteId, 'homePagePopups');
      const { data } = await api.request(homePagePopupsSectionEndpoint, {
        query: { siteId },
        json: { currentPopupId: next, revision },
      });
      storeSection(queryClient, api, siteId, 'homePagePopups', data);
    },
    () => fetchLatestSections(queryClient, api, siteId),
  );
  const undo = useSectionUndo({
    siteId,
    section: 'homePagePopups',
    endpoint: undoPopupsEndpoint,
    revision,
    setting,
    store: (section, client) => storeSection(client, api, siteId, 'homePagePopups', section),
  });
  const title = useRef<HTMLHeadingElement>(null);
  const [previewed, setPreviewed] = useState<Popup | null>(null);
  const name = useId();
  const titleId = useId();

  const refusal = popups.isError ? classifyFailure(popups.error).kind : null;
  if (refusal === 'signed-out' || refusal === 'forbidden') {
    return (
      <Alert type="warning">
        <p>{labels.notAllowed}</p>
      </Alert>
    );
  }
  const choices: { id: string | null; label: string; popup: Popup | null }[] = [
    { id: null, label: labels.none, popup: null },
    ...(popups.data ?? []).map((popup) => ({ id: popup.popupId, label: popup.name, popup })),
  ];

  return (
    <section className="cmsb-popup-chooser" aria-labelledby={titleId} data-status={inlineSaveState(undo.shown.status)}>
      <div className="cmsb-popup-chooser__bar">
        <h2 className="cmsb-popup-chooser__title" id={titleId} ref={title} tabIndex={-1}>
          {labels.chooserTitle}
        </h2>
        <SaveStatus setting={undo.shown} texts={undo.texts} focusAfterReload={title} />
      </div>
      <p className="cmsb-popup-chooser__hint">{labels.chooserHint}</p>
      <UndoLastChange undo={undo} />
      {popups.isError ? (
        <ErrorBanner
          message={labels.loadError}
          takesFocus={false}
          action={
            <Button variant="secondary" onClick={() => void popups.refetch()}>
              {labels.retry}
            </Button>
          }
        />
      ) : !popups.data ? (
        <Spinner label={labels.loading} />
      ) : (
        <fieldset className="cmsb-popup-chooser__choices">
          <legend className="cmsb-visually-hidden">{labels.choiceLegend}</legend>
          {choices.map((choice) => (
            <div key={choice.id ?? ''} className="cmsb-popup-chooser__choice">
              <label className="cmsb-popup-chooser__label">
                <input
                  type="radio"
                  name={name}
                  checked={setting.value === choice.id}
                  disabled={undo.pending}
                  onChange={() => void undo.commit(choice.id)}
                />
                {choice.popup ? (
                  <img className="cmsb-popup-chooser__thumb" src={choice.popup.backgroundImage} alt="" width={96} height={54} />
                ) : null}
                {choice.label}
              </label>
              {choice.popup ? (
                <Button variant="link" onClick={() => setPreviewed(choice.popup)}>
                  {labels.preview} <span className="cmsb-visually-hidden">{choice.label}</span>
                </Button>
              ) : null}
            </div>
          ))}
        </fieldset>
      )}
      <Modal
        open={previewed !== null}
        title={previewed?.name ?? ''}
        className="cmsb-popup-dialog"
        onClose={() => setPreviewed(null)}
      >
        {previewed ? <PopupContent popup={previewed} /> : null}
      </Modal>
    </section>
  );
}
