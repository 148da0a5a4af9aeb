import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PreloadManifest } from '#host/preload-links.ts';

export interface BundleSizes {
  /** gzip bytes of the loader entry. */
  loader: number;
  /** gzip bytes of what the loader loads once a slot is due (page config, shared core), React excluded. */
  runtime: number;
  /** gzip bytes of react and react-dom: the floor every page pays. */
  react: number;
  /** Per block: its own chunk, and every file it adds beyond loader, runtime and React. */
  blocks: Record<string, { chunk: number; added: number }>;
}

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Measures dist/ from the preload manifest the build wrote; deterministic, so budgets may be tested. */
export function measureBundle(distDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'preload-manifest.json'), 'utf8')) as PreloadManifest;
  const bytes = (file: string) => gzipBytes(path.join(distDir, file));
  const sum = (files: readonly string[]) => files.reduce((total, file) => total + bytes(file), 0);
  const isReact = (file: string) => file.startsWith('chunks/vendor-react-');
  const reactFile = manifest.runtime.find(isReact);
  if (!reactFile) throw new Error('dist has no react chunk');

  const blocks: BundleSizes['blocks'] = {};
  for (const [name, files] of Object.entries(manifest.blocks)) {
    blocks[name] = { chunk: bytes(files[0] ?? ''), added: sum(files) };
  }
  return {
    loader: bytes(manifest.loader),
    runtime: sum(manifest.runtime.filter((file) => !isReact(file))),
    react: bytes(reactFile),
    blocks,
  };
}
