import { homeBannerProps, homeCircleProps, wellnessGuideProps } from '../demo-home/home-blocks.ts';
import { renderHomePicture } from '../demo-home/home-pictures.ts';
import { DEMO_HOME_MEDIA_PREFIX } from '../demo-home/media-prefix.ts';
import { renderDemoImage } from '../routes/demo-images.ts';
import type { Db } from './database.ts';
import { demoPopups, popupBackgroundUrl } from './seed-site-settings.ts';

/**
 * The demo's drawn pictures that its pages show (the home page's banners, circle, video poster and
 * popups, the wellness guide's cover), listed in the media list at the URLs they have always had,
 * so the image picker offers them and pages that use them pass the check on save. Their routes
 * draw them (SVG made by the server itself, never uploaded): the list holds no bytes for them.
 */
export const demoMediaUrls: readonly string[] = [
  ...homeBannerProps.slides.flatMap((slide) => [slide.imageSrc, slide.xsImageSrc]),
  ...homeCircleProps.categories.map((category) => category.imageUrl),
  ...homeCircleProps.categories.flatMap((category) => ('video' in category ? [category.video.poster] : [])),
  ...demoPopups.map((popup) => popupBackgroundUrl(popup.id)),
  wellnessGuideProps.src,
];

/** The descriptions the demo's pages give its pictures, which the media library starts with. */
const demoAltTexts = new Map<string, string>([
  ...homeBannerProps.slides.flatMap((slide) => [slide.imageSrc, slide.xsImageSrc].map((url) => [url, slide.alt] as const)),
  [wellnessGuideProps.src, wellnessGuideProps.alt],
]);

const HOME_PICTURES = `${DEMO_HOME_MEDIA_PREFIX}/pictures/`;
const DEMO_IMAGES = '/demo-images/';

/** The SVG a demo picture's route draws for `url`. */
function drawnPicture(url: string): string {
  const name = url.slice(url.lastIndexOf('/') + 1).replace(/\.svg$/, '');
  const svg = url.startsWith(HOME_PICTURES)
    ? renderHomePicture(name)
    : url.startsWith(DEMO_IMAGES)
      ? renderDemoImage(name)
      : null;
  if (svg === null) throw new Error(`No demo picture is drawn at ${url}`);
  return svg;
}

/** The pixel size the drawing declares on its root element. */
function declaredSize(svg: string): { width: number; height: number } {
  const match = /^<svg [^>]*\bwidth="(\d+)" height="(\d+)"/.exec(svg);
  if (!match) throw new Error('A demo picture declares no width and height');
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** A seeded entry's id, fixed so a persisted database keeps one row per picture. */
const demoMediaId = (url: string) => `demo-${url.slice(url.lastIndexOf('/') + 1).replace(/\.svg$/, '')}`;

/** Upserts the demo's pictures into the media list (an alt text changed since is kept); uploads are left as they are. */
export async function seedMedia(db: Db): Promise<void> {
  for (const url of demoMediaUrls) {
    const svg = drawnPicture(url);
    const { width, height } = declaredSize(svg);
    await db.query(
      `insert into media (id, file_name, content_type, byte_size, width, height, url, alt_text)
       values ($1, $2, 'image/svg+xml', $3, $4, $5, $6, $7)
       on conflict (id) do update set file_name = excluded.file_name, byte_size = excluded.byte_size,
         width = excluded.width, height = excluded.height, url = excluded.url`,
      [
        demoMediaId(url),
        url.slice(url.lastIndexOf('/') + 1),
        Buffer.byteLength(svg),
        width,
        height,
        url,
        demoAltTexts.get(url) ?? '',
      ],
    );
  }
}
