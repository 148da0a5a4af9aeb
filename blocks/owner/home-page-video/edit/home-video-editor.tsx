import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { failureText } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import {
  homeVideoOptionsEndpoint,
  saveHomeVideoEndpoint,
  siteHomeVideoEndpoint,
  type HomeVideoOption,
  type SiteHomeVideo,
} from '#contracts/home-video.ts';
import { undoVideoEndpoint } from '#contracts/home-video-undo.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { ConflictNotice } from '../../shared/conflict-notice.tsx';
import { SaveStatus } from '../../shared/save-status.tsx';
import { UndoLastChange } from '../../shared/undo-last-change.tsx';
import { inlineSaveState, useInlineSetting } from '../../shared/use-inline-setting.ts';
import { useSectionUndo } from '../../shared/use-section-undo.ts';
import { homePageVideoEditLabels } from '../labels.ts';
import { VideoPlayer } from '../video-player.tsx';
import css from './home-video-editor.css?inline';

export interface HomeVideoEditorProps {
  /** The site's video as the server holds it. */
  site: SiteHomeVideo;
  siteId: string;
}

/**
 * The owner's inline picker: the chosen video (or the empty placeholder) above the videos to
 * choose from, and Undo of the last change. A choice shows at once and is saved; a refused save
 * puts the previous one back, except a save over someone else's newer one: that keeps the choice
 * until the owner reloads.
 */
export function HomeVideoEditor({ site, siteId }: HomeVideoEditorProps) {
  useStyles(css);
  const labels = useLabels(homePageVideoEditLabels);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const options = useQuery({ ...apiQueryOptions(api, homeVideoOptionsEndpoint, { query: { siteId } }), retry: false });
  // '' is "no video": the server's null, as a value a radio group can hold.
  const siteVideo = apiQueryOptions(api, siteHomeVideoEndpoint, { params: { siteId } });
  const setting = useInlineSetting(
    site.videoId ?? '',
    async (videoId) => {
      // Read when sent: a save after another names the revision the one before it made.
      const revision = queryClient.getQueryData(siteVideo.queryKey)?.revision ?? site.revision;
      const { data } = await api.request(saveHomeVideoEndpoint, { query: { siteId }, json: { videoId, revision } });
      queryClient.setQueryData(siteVideo.queryKey, data);
    },
    () => queryClient.query({ ...siteVideo, staleTime: 0 }),
  );
  const undo = useSectionUndo({
    siteId,
    section: 'homePageVideo',
    endpoint: undoVideoEndpoint,
    revision: site.revision,
    setting,
    store: (restored, client) => client.setQueryData(siteVideo.queryKey, restored),
  });
  const legend = useRef<HTMLLegendElement>(null);
  const shown: HomeVideoOption | null =
    options.data?.find((option) => option.videoId === setting.value) ?? (setting.value === site.videoId ? site.video : null);
  const hintId = useId();
  const { status, failure, reload } = undo.shown;

  return (
    <div className="cmsb-home-video-edit" data-state={inlineSaveState(status)}>
      {shown ? (
        <VideoPlayer key={shown.videoId} video={shown} />
      ) : (
        <div className="cmsb-home-video__frame cmsb-home-video-edit__empty">
          <div className="cmsb-home-video-edit__empty-text">
            <p className="cmsb-home-video-edit__empty-title">{labels.emptyTitle}</p>
            <p>{labels.empty}</p>
          </div>
        </div>
      )}
      <fieldset className="cmsb-home-video-edit__picker" aria-describedby={hintId}>
        <legend className="cmsb-home-video-edit__legend" ref={legend} tabIndex={-1}>
          {labels.legend}
        </legend>
        <p id={hintId} className="cmsb-home-video-edit__hint">
          {labels.hint}
        </p>
        {choices()}
      </fieldset>
      <UndoLastChange undo={undo} />
      <SaveStatus save={undo.shown} savedText={undo.texts?.saved ?? labels.saved} />
      {status === 'error' && (
        <ErrorBanner
          message={undo.texts?.failed ?? fillLabel(labels.saveError, { reason: failureText(failure, labels.communicationError) })}
        />
      )}
      {status === 'conflict' && (
        <Alert type="warning">
          <ConflictNotice onReload={reload} focusAfter={legend} />
        </Alert>
      )}
    </div>
  );

  function choices() {
    if (options.isPending) return <Spinner size="small" />;
    if (options.isError) {
      return (
        <ErrorBanner
          message={labels.optionsError}
          takesFocus={false}
          action={
            <Button variant="secondary" onClick={() => void options.refetch()}>
              {labels.retry}
            </Button>
          }
        />
      );
    }
    if (options.data.length === 0) return <Alert type="warning">{labels.missingOptions}</Alert>;
    return (
      <div className="cmsb-home-video-edit__choices">
        {options.data.map((option) => (
          <label key={option.videoId} className="cmsb-home-video-edit__choice">
            <input
              type="radio"
              name={hintId}
              value={option.videoId}
              checked={option.videoId === setting.value}
              disabled={undo.pending}
              onChange={() => void undo.commit(option.videoId)}
            />
            <span>{option.title}</span>
          </label>
        ))}
      </div>
    );
  }
}
