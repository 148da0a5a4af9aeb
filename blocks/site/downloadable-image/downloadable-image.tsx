import { fillLabel, useLabels } from '#host/labels.ts';
import { isOwnPath } from '#host/navigation.ts';
import { NothingToShow } from '#runtime/nothing-to-show.tsx';
import { Alert } from '#ui/alert.tsx';
import { useBrokenImages } from '#ui/use-broken-image.ts';
import { useMounted } from '#ui/use-browser-value.ts';
import { useStyles } from '#ui/use-styles.ts';
import { isOtherOrigin } from '#validation/content-url.ts';
import css from './downloadable-image.css?inline';
import { downloadableImageLabels } from './labels.ts';

export interface DownloadableImageProps {
  src: string;
  alt: string;
  label: string;
  downloadUrl: string;
  width?: number | undefined;
  height?: number | undefined;
  fileName?: string | undefined;
}

/**
 * A picture with a download link. A file of this site downloads in place (the `download`
 * attribute); browsers ignore that attribute for other sites' files, so those open in a new tab
 * and the visitor keeps this page either way. A picture that does not load (deleted from the media
 * library) leaves visitors nothing to see; editors see why.
 */
export function DownloadableImage({ src, alt, label, downloadUrl, width, height, fileName }: DownloadableImageProps) {
  useStyles(css);
  const labels = useLabels(downloadableImageLabels);
  // The page's origin is known only once mounted; until then (the server's HTML and the browser's
  // first render) a path of this site downloads in place and an http(s) address opens in a new tab.
  const elsewhere = useMounted() ? isOtherOrigin(downloadUrl, document.baseURI) : !isOwnPath(downloadUrl);
  const target = elsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : { download: fileName ?? '' };
  const images = useBrokenImages();
  if (images.isBroken(src)) {
    return (
      <NothingToShow failure={`its picture ${src} could not be loaded.`}>
        <Alert type="warning">{fillLabel(labels.brokenImage, { src })}</Alert>
      </NothingToShow>
    );
  }
  return (
    <figure className="cmsb-downloadable-image">
      <div className="cmsb-downloadable-image__frame">
        <img
          className="cmsb-downloadable-image__image"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onError={images.onError(src)}
        />
      </div>
      <figcaption className="cmsb-downloadable-image__caption">
        <a className="cmsb-downloadable-image__link" href={downloadUrl} {...target}>
          <svg className="cmsb-downloadable-image__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />
          </svg>
          <span>{label}</span> <span className="cmsb-visually-hidden">{elsewhere ? labels.newTabHint : labels.downloadHint}</span>
        </a>
      </figcaption>
    </figure>
  );
}
