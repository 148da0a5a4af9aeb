import { escapeHtml } from '../pages/html.ts';

/**
 * The home page's pictures, drawn as SVG on request so the repository holds no image files and
 * nothing is fetched from outside: wide banner slides and their narrow-screen versions, the
 * product circle's round category pictures and the sample video's poster. Each is drawn at the
 * pixel size the page declares for it.
 */

export const BANNER_SIZE = { width: 1800, height: 600 } as const;
export const BANNER_XS_SIZE = { width: 900, height: 600 } as const;
export const CATEGORY_SIZE = 400;
export const POSTER_SIZE = { width: 640, height: 360 } as const;
export const POPUP_SIZE = { width: 800, height: 450 } as const;

interface BannerArt {
  headline: string;
  subline: string;
  action: string;
  hue: number;
}

const banners: Readonly<Record<string, BannerArt>> = {
  'spring-essentials': {
    headline: 'Spring essentials',
    subline: 'Fresh oils for brighter days',
    action: 'Shop the catalogue',
    hue: 150,
  },
  'evening-calm': {
    headline: 'Make evenings calmer',
    subline: 'Lavender and a diffuser, a perfect pair',
    action: 'Meet lavender',
    hue: 265,
  },
  'giving-back': { headline: 'Every order gives back', subline: 'Support the Kids Foundation', action: 'Donate today', hue: 25 },
};

/** Glyphs drawn in the middle of a category picture (paths on a 400 × 400 canvas). */
const glyphs = {
  drop: '<path d="M200 90c45 60 80 105 80 150a80 80 0 0 1-160 0c0-45 35-90 80-150Z"/>',
  capsule: '<rect x="110" y="160" width="180" height="80" rx="40" transform="rotate(-35 200 200)"/>',
  leaf: '<path d="M110 290c0-120 70-180 190-190-5 120-70 190-190 190Z"/><path d="M120 280 250 150" stroke="#fff" stroke-width="8" fill="none"/>',
  cup: '<path d="M120 160h150v60a75 75 0 0 1-150 0Z"/><path d="M270 180h20a30 30 0 0 1 0 60h-25" stroke="currentColor" stroke-width="14" fill="none"/>',
  diffuser:
    '<ellipse cx="200" cy="270" rx="80" ry="30"/><rect x="140" y="200" width="120" height="70"/><circle cx="200" cy="150" r="22" opacity="0.6"/><circle cx="215" cy="105" r="16" opacity="0.4"/>',
  moon: '<path d="M230 95a110 110 0 1 0 80 170 95 95 0 1 1-80-170Z"/>',
} as const;

const categories: Readonly<Record<string, { glyph: keyof typeof glyphs; hue: number }>> = {
  'essential-oils': { glyph: 'drop', hue: 275 },
  supplements: { glyph: 'capsule', hue: 35 },
  'skin-care': { glyph: 'leaf', hue: 150 },
  'herbal-tea': { glyph: 'cup', hue: 95 },
  diffusers: { glyph: 'diffuser', hue: 200 },
  'evening-routine': { glyph: 'moon', hue: 245 },
};

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
${body}
</svg>`;

const text = (x: number, y: number, size: number, weight: number, fill: string, anchor: 'start' | 'middle', content: string) =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeHtml(content)}</text>`;

function banner(art: BannerArt, narrow: boolean): string {
  const { width, height } = narrow ? BANNER_XS_SIZE : BANNER_SIZE;
  const { hue } = art;
  const ink = `hsl(${hue} 45% 16%)`;
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 93%)"/><stop offset="1" stop-color="hsl(${hue + 30} 50% 80%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>`;
  const circles = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue} 45% 70%)" opacity="0.55"/><circle cx="${cx + r * 0.55}" cy="${cy - r * 0.35}" r="${r * 0.55}" fill="hsl(${hue + 40} 55% 75%)" opacity="0.7"/><circle cx="${cx - r * 0.5}" cy="${cy + r * 0.45}" r="${r * 0.35}" fill="#ffffff" opacity="0.6"/>`;
  // The narrow picture stacks the words above the shapes; the wide one puts them side by side.
  const words = narrow
    ? text(450, 150, 64, 700, ink, 'middle', art.headline) +
      text(450, 215, 34, 400, ink, 'middle', art.subline) +
      `<rect x="285" y="250" width="330" height="64" rx="32" fill="${ink}"/>` +
      text(450, 293, 28, 600, '#ffffff', 'middle', art.action)
    : text(140, 250, 96, 700, ink, 'start', art.headline) +
      text(140, 330, 44, 400, ink, 'start', art.subline) +
      `<rect x="140" y="380" width="400" height="76" rx="38" fill="${ink}"/>` +
      text(340, 430, 32, 600, '#ffffff', 'middle', art.action);
  const shapes = narrow ? circles(450, 480, 120) : circles(1400, 300, 200);
  return svg(width, height, `${art.headline}. ${art.subline}. ${art.action}`, background + shapes + words);
}

function category(name: string, glyph: keyof typeof glyphs, hue: number): string {
  const half = CATEGORY_SIZE / 2;
  return svg(
    CATEGORY_SIZE,
    CATEGORY_SIZE,
    name.replace(/-/g, ' '),
    `<rect width="${CATEGORY_SIZE}" height="${CATEGORY_SIZE}" fill="hsl(${hue} 50% 88%)"/>
<circle cx="${half}" cy="${half}" r="150" fill="hsl(${hue} 45% 78%)"/>
<g fill="hsl(${hue} 45% 30%)" color="hsl(${hue} 45% 30%)">${glyphs[glyph]}</g>`,
  );
}

/** The home-page popups' backgrounds: soft shapes only, since the popup's own text lies over them. */
const popupHues: Readonly<Record<string, number>> = { 'spring-sale': 150, 'new-diffuser': 200, 'free-shipping': 25 };

function popupBackground(name: string, hue: number): string {
  const { width, height } = POPUP_SIZE;
  return svg(
    width,
    height,
    name.replace(/-/g, ' '),
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 90%)"/><stop offset="1" stop-color="hsl(${hue + 40} 55% 74%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="660" cy="90" r="170" fill="hsl(${hue} 50% 68%)" opacity="0.5"/><circle cx="120" cy="400" r="130" fill="#ffffff" opacity="0.45"/>
<circle cx="720" cy="380" r="60" fill="hsl(${hue + 60} 55% 70%)" opacity="0.6"/>`,
  );
}

function poster(): string {
  const { width, height } = POSTER_SIZE;
  return svg(
    width,
    height,
    'An evening routine with a diffuser',
    `<rect width="${width}" height="${height}" fill="hsl(255 40% 30%)"/>
<ellipse cx="320" cy="290" rx="90" ry="40" fill="hsl(30 30% 92%)"/><rect x="250" y="230" width="140" height="60" fill="hsl(30 30% 92%)"/>
<circle cx="320" cy="180" r="30" fill="hsl(270 60% 92%)" opacity="0.5"/><circle cx="335" cy="120" r="22" fill="hsl(270 60% 92%)" opacity="0.35"/>
${text(320, 70, 32, 600, '#ffffff', 'middle', 'An evening routine')}`,
  );
}

/** The SVG for a picture's file name without `.svg`, or null for a name the home page does not use. */
export function renderHomePicture(name: string): string | null {
  const [kind, ...rest] = name.split('-');
  const key = rest.join('-');
  if (kind === 'banner') {
    const narrow = key.endsWith('-xs');
    const art = banners[narrow ? key.slice(0, -3) : key];
    return art ? banner(art, narrow) : null;
  }
  if (kind === 'category') {
    const art = categories[key];
    return art ? category(key, art.glyph, art.hue) : null;
  }
  if (kind === 'poster' && key === 'evening-routine') return poster();
  if (kind === 'popup') {
    const hue = popupHues[key];
    return hue === undefined ? null : popupBackground(key, hue);
  }
  return null;
}
