import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { siteHomeVideoEndpoint } from '#contracts/home-video.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import css from './home-page-video.css?inline';
import { homePageVideoLabels } from './labels.ts';
import { VideoPlayer } from './video-player.tsx';

// note: the picker is its own chunk (the edit/ folder), fetched only for an editor in edit mode.
const HomeVideoEditor = lazy(() => import('./edit/home-video-editor.tsx').then((m) => ({ default: m.HomeVideoEditor })));

/**
 * The site's home-page video. Visitors see its preview and play the main video, or nothing while
 * the owner has chosen none; the owner (or an employee) in edit mode also picks it in place.
 */
export function HomePageVideo() {
  useStyles(css);
  const labels = useLabels(homePageVideoLabels);
  const api = useApiClient();
  const { siteId, editMode } = useHostConfig();
  const query = useQuery({
    ...apiQueryOptions(api, siteHomeVideoEndpoint, { params: { siteId: siteId ?? '' } }),
    enabled: Boolean(siteId),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

  // Without a site, or when its video cannot be had, visitors lose nothing they asked for.
  if (!siteId || query.isError) return null;
  if (query.isPending) {
    return (
      <div className="cmsb-home-video" data-state="loading">
        <div className="cmsb-home-video__frame cmsb-home-video__frame--loading">
          <Spinner label={labels.loading} />
        </div>
      </div>
    );
  }
  const site = query.data;
  const player = site.video ? <VideoPlayer key={site.video.videoId} video={site.video} /> : null;
  const state = site.video ? 'ready' : 'empty';
  if (editMode && site.canEdit) {
    return (
      <div className="cmsb-home-video" data-state={state}>
        <Suspense fallback={player}>
          <HomeVideoEditor site={site} siteId={siteId} />
        </Suspense>
      </div>
    );
  }
  if (!player) return null;
  return (
    <div className="cmsb-home-video" data-state={state}>
      {player}
    </div>
  );
}
