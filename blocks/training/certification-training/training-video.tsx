import type { CSSProperties } from 'react';
import type { TrainingVideo as Video } from '#contracts/certification-training.ts';
import { useLabels } from '#host/labels.ts';
import { trainingLabels } from './labels.ts';

/** A training video with the browser's own controls (keyboard included) and its captions on. */
export function TrainingVideo({ video }: { video: Video }) {
  const labels = useLabels(trainingLabels);
  return (
    <div
      className="cmsb-training__video-frame"
      style={{ '--_cmsb-training-ratio': `${video.width} / ${video.height}` } as CSSProperties}
    >
      <video
        className="cmsb-training__video"
        src={video.src}
        controls
        preload="metadata"
        playsInline
        width={video.width}
        height={video.height}
        aria-label={video.title}
      >
        <track kind="captions" src={video.captionsSrc} srcLang={video.captionsLanguage} label={labels.captions} default />
        {labels.videoUnsupported}
      </video>
    </div>
  );
}
