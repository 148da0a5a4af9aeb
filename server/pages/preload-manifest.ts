import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreloadManifest } from '#host/preload-links.ts';

/** The built library's preload manifest, or null when dist/ has none (then pages print no preload links). */
export function readPreloadManifest(distDir: string): PreloadManifest | null {
  const file = join(distDir, 'preload-manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PreloadManifest) : null;
}
