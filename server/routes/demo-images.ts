import type { Context } from 'hono';
import { DEMO_IMAGE_SIZE } from '../db/seed-catalogue.ts';
import { escapeHtml } from '../pages/html.ts';

/** Route pattern: lowercase words joined by dashes, e.g. `lavender-5ml-1-thumb.svg`. */
export const DEMO_IMAGE_ROUTE = '/demo-images/:file{[a-z0-9-]+\\.svg}';

const variants = { thumb: 120, large: 1600 } as const;

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** Splits words into lines of at most 14 characters so the label fits the square. */
function lines(words: string[]): string[] {
  const result: string[] = [];
  for (const word of words) {
    const last = result.at(-1);
    if (last !== undefined && last.length + word.length < 14) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result;
}

/**
 * A placeholder product image drawn from its name, so the repository holds no binary files.
 * `-thumb` and `-large` names are the same picture at thumbnail and high-resolution size.
 */
export function renderDemoImage(name: string): string {
  const words = name.split('-').filter(Boolean);
  const variant = words.at(-1);
  // The catalogue stores DEMO_IMAGE_SIZE as each image's width and height: the main picture must match it.
  const resized = variant === 'thumb' || variant === 'large';
  const size = resized ? variants[variant] : DEMO_IMAGE_SIZE;
  if (resized) words.pop();
  const label = lines(words);
  const h = hue(words.join('-'));
  const firstY = 400 - ((label.length - 1) * 70) / 2;
  const text = label.map((line, i) => `<tspan x="400" y="${firstY + i * 70}">${escapeHtml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800" role="img" aria-label="${escapeHtml(label.join(' '))}">
<rect width="800" height="800" fill="hsl(${h} 45% 86%)"/>
<circle cx="400" cy="400" r="300" fill="hsl(${h} 45% 76%)"/>
<text text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="60" fill="hsl(${h} 40% 22%)">${text}</text>
</svg>`;
}

/** `?download=1` answers the picture as a file to save (the downloadable-image block's link). */
export function demoImage(c: Context) {
  const file = c.req.param('file') ?? '';
  const download = c.req.query('download') === '1' ? { 'Content-Disposition': `attachment; filename="${file}"` } : {};
  return c.body(renderDemoImage(file.replace(/\.svg$/, '')), 200, {
    ...download,
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    // An SVG opened directly is a document: give it no powers.
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
  });
}
