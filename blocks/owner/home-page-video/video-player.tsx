import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { homeVideoCaptionsPath, type HomeVideoOption, type HomeVideoRendition } from '#contracts/home-video.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { prefersReducedMotion } from '#ui/reduced-motion.ts';
import { useBrowserValue } from '#ui/use-browser-value.ts';
import { classNames } from '#ui/class-names.ts';
import { homePageVideoLabels } from './labels.ts';
import { apiUrl, isMdUp, mainRequestWidth, previewRendition, renditionUrl } from './rendition.ts';

const frameStyle = (shown: HomeVideoRendition) =>
  ({ '--_cmsb-home-video-ratio': `${shown.width} / ${shown.height}` }) as CSSProperties;

/**
 * One home-page video. First its silent preview for the screen (wide from md up, else narrow),
 * played once on its own (never with reduced motion; short enough to need no pause control),
 * under a Play button; the button swaps in the main video, at the player's width, with native
 * controls (keyboard included) and captions. Key it by the video: a new one starts at its preview.
 */
export function VideoPlayer({ video }: { video: HomeVideoOption }) {
  const labels = useLabels(homePageVideoLabels);
  const { apiBaseUrl } = useHostConfig();
  // note: read once, when mounted: a preview swapped on resize would restart (see rendition.ts), and
  // the server's HTML (and the browser's first render, which matches it) cannot know the screen.
  const mdUp = useBrowserValue(isMdUp, null);
  const reducedMotion = useBrowserValue(prefersReducedMotion, true);
  const preview = mdUp === null ? null : previewRendition(video, mdUp);
  /** The width the main video was asked for; null while the preview shows. */
  const [mainWidth, setMainWidth] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // The Play button is gone: the player it started takes the focus, so its controls are at hand.
    if (mainWidth !== null) player.current?.focus();
  }, [mainWidth]);

  if (mainWidth === null) {
    return (
      <div
        ref={frame}
        // Until mounted, the preview's shape comes from the stylesheet (the usual 16:9 from md up, square
        // below): a strict CSP drops style attributes in server HTML, and no file is chosen yet.
        className={classNames('cmsb-home-video__frame', !preview && 'cmsb-home-video__frame--unmeasured')}
        data-phase="preview"
        style={preview ? frameStyle(preview) : undefined}
      >
        {preview && (
          <video
            className="cmsb-home-video__video"
            src={renditionUrl(apiBaseUrl, preview)}
            muted
            autoPlay={!reducedMotion}
            playsInline
            preload="metadata"
            aria-hidden="true"
          />
        )}
        <button
          type="button"
          className="cmsb-home-video__play"
          onClick={() =>
            setMainWidth(mainRequestWidth(video.mainVideo, frame.current?.clientWidth ?? 0, window.devicePixelRatio))
          }
        >
          <span className="cmsb-home-video__play-icon" aria-hidden="true" />
          {fillLabel(labels.play, { title: video.title })}
        </button>
      </div>
    );
  }
  return (
    <div className="cmsb-home-video__frame" data-phase="main" style={frameStyle(video.mainVideo)}>
      <video
        ref={player}
        className="cmsb-home-video__video"
        src={renditionUrl(apiBaseUrl, video.mainVideo, mainWidth)}
        controls
        // note: a video with controls is focusable in browsers; said outright so focus() works everywhere.
        tabIndex={0}
        autoPlay
        playsInline
        aria-label={video.title}
      >
        <track
          kind="captions"
          src={apiUrl(apiBaseUrl, homeVideoCaptionsPath(video))}
          srcLang={video.captionsLanguage}
          label={labels.captions}
          default
        />
        {labels.videoUnsupported}
      </video>
    </div>
  );
}
