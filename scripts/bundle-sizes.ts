import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Graph {
  chunks: Record<string, { imports: string[]; dynamicImports: string[]; module: string | null }>;
}

export interface BundleSizes {
  /** gzip bytes of the loader entry and the chunks it imports statically (React excluded). */
  loader: number;
  /** gzip bytes of the shared React root and its static imports not already in the loader (React excluded). */
  runtime: number;
  /** gzip bytes of react and react-dom: the floor every page pays. */
  react: number;
  /** Per block: its own chunk, and what it adds beyond loader, runtime and React. */
  blocks: Record<string, { chunk: number; added: number }>;
}

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Measures dist/ from the graph the build wrote; deterministic, so budgets may be tested. */
export function measureBundle(distDir: string): BundleSizes {
  const graph = JSON.parse(readFileSync(path.join(distDir, 'bundle-graph.json'), 'utf8')) as Graph;
  const bytes = (file: string) => gzipBytes(path.join(distDir, file));
  const isReact = (file: string) => file.startsWith('chunks/vendor-react-');
  const reactFile = Object.keys(graph.chunks).find(isReact);
  if (!reactFile) throw new Error('dist has no react chunk');

  const closure = (entry: string, exclude: Set<string>) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || exclude.has(file) || isReact(file)) return;
      seen.add(file);
      graph.chunks[file]?.imports.forEach(visit);
    };
    visit(entry);
    return seen;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + bytes(file), 0);

  const loaderFiles = closure('cms-blocks.js', new Set());
  const runtimeEntry = Object.keys(graph.chunks).find((file) => graph.chunks[file]?.module?.endsWith('react-root.tsx'));
  if (!runtimeEntry) throw new Error('dist has no runtime (react-root) chunk');
  const runtimeFiles = closure(runtimeEntry, loaderFiles);
  const base = new Set([...loaderFiles, ...runtimeFiles]);

  const blocks: BundleSizes['blocks'] = {};
  for (const [file, chunk] of Object.entries(graph.chunks)) {
    const name = chunk.module?.match(/blocks\/[^/]+\/([^/]+)\/index\.tsx?$/)?.[1];
    if (name && file.startsWith('blocks/')) blocks[name] = { chunk: bytes(file), added: sum(closure(file, base)) };
  }
  return { loader: sum(loaderFiles), runtime: sum(runtimeFiles), react: bytes(reactFile), blocks };
}
