import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { transform } from 'esbuild';
import type { InputPluginOption, Plugin, RollupOptions, TreeshakingOptions, WarningHandlerWithDefault } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { blockPlans } from './scripts/block-plans.ts';
import { blockStylesheets, cssMeta } from './scripts/block-stylesheets.ts';
import { chunkFileNames, createManualChunks, PREVIEW_ENTRY } from './scripts/chunk-groups.ts';
import { PLAN_PLACEHOLDER, preloadPlan } from './scripts/preload-plan.ts';
import { thirdPartyNotices } from './scripts/third-party-notices.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string>;
};

/** One notices file for the package's builds (scripts/third-party-notices.ts); the bench's baselines do not ship. */
const notices = thirdPartyNotices();

/** Whether a module's package declares `"sideEffects": false` in its package.json, as bundlers read it. */
const noSideEffects = new Map<string, boolean>();
function declaresNoSideEffects(id: string): boolean {
  const root = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  if (!root) return false;
  let declared = noSideEffects.get(root);
  if (declared === undefined) {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { sideEffects?: unknown };
    noSideEffects.set(root, (declared = manifest.sideEffects === false));
  }
  return declared;
}

/** `import css from './x.css?inline'`: the minified CSS as a string, applied as a constructable stylesheet. */
function inlineCss(): Plugin {
  const suffix = '?inline';
  return {
    name: 'inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith(`.css${suffix}`) || !importer) return null;
      if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
      // A package's stylesheet (`altcha/altcha.css?inline`): resolved through its exports.
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}${suffix}`;
    },
    async load(id) {
      if (!id.endsWith(`.css${suffix}`)) return null;
      const file = id.slice(0, -suffix.length);
      this.addWatchFile(file);
      const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true });
      const css = code.trim();
      return { code: `export default ${JSON.stringify(css)};`, meta: cssMeta(css) };
    },
  };
}

/**
 * `import url from 'pkg/file?url'`: the file is copied into dist/assets/ under a hashed name and
 * the import is its URL, relative to the importing chunk (so it works wherever dist/ is served).
 * The captcha's worker is such a file: a page under a strict CSP may start workers only from its origin.
 */
function fileUrl(): Plugin {
  const suffix = '?url';
  return {
    name: 'file-url',
    async resolveId(source, importer) {
      if (!source.endsWith(suffix) || !importer) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}${suffix}`;
    },
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -suffix.length);
      this.addWatchFile(file);
      const reference = this.emitFile({ type: 'asset', name: path.basename(file), source: await readFile(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

/** Starts every build from an empty dist/, so no stale chunk is served or measured. */
function cleanDist(): Plugin {
  return {
    name: 'clean-dist',
    buildStart() {
      rmSync('dist', { recursive: true, force: true });
    },
  };
}

/** Writes dist/bundle-graph.json (each chunk's imports) so sizes can be measured per entry and block. */
function bundleGraph(): Plugin {
  return {
    name: 'bundle-graph',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { imports: string[]; dynamicImports: string[]; module: string | null }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = {
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          module: chunk.facadeModuleId ? path.relative(process.cwd(), chunk.facadeModuleId) : null,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'bundle-graph.json', source: JSON.stringify({ chunks }, null, 2) });
    },
  };
}

/** The editing area's stylesheet, dist/editor-content.css, beside dist/editor.js. */
function editorContentCss(): Plugin {
  return {
    name: 'editor-content-css',
    async generateBundle() {
      const css = await readFile('src/editor/editor-content.css', 'utf8');
      const { code } = await transform(css, { loader: 'css', minify: true });
      this.emitFile({ type: 'asset', fileName: 'editor-content.css', source: code });
    },
  };
}

export const onwarn: WarningHandlerWithDefault = (warning, warn) => {
  // react-query marks its modules "use client" for server-component bundlers; meaningless here.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/** How every build turns sources into browser code; `preloadPlan` stands in the runtime's plan (scripts/preload-plan.ts fills the placeholder). */
export const compile = ({
  preloadPlan: plan = PLAN_PLACEHOLDER,
  platform = 'browser',
}: { preloadPlan?: unknown; platform?: 'browser' | 'node' } = {}): InputPluginOption[] => [
  inlineCss(),
  fileUrl(),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __CMS_BLOCKS_VERSION__: JSON.stringify(pkg.version),
      __CMS_BLOCKS_PRELOAD_PLAN__: JSON.stringify(plan),
    },
  }),
  resolve({
    browser: platform === 'browser',
    preferBuiltins: platform === 'node',
    extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
  }),
  commonjs(),
  esbuild({ target: 'es2022', minify: true, jsx: 'automatic', tsconfig: 'tsconfig.json' }),
];

/**
 * Only the entries run anything on import; every other module of ours, of packages that say so
 * (react-query, ky, valibot) and of DOMPurify (whose setup call looks like a side effect) is
 * dropped when nothing uses it.
 */
export const treeshakeAllBut = (...entries: string[]): TreeshakingOptions => ({
  moduleSideEffects: (id) =>
    !/\/(src|blocks|registry)\//.test(id)
      ? !id.includes('/node_modules/dompurify/') && !declaresNoSideEffects(id)
      : entries.includes(id),
});

/** The bench's bare baselines: each one file, with the same blocks and no loader. */
const benchBaseline = (name: string): RollupOptions => ({
  input: `scripts/bench-baseline-${name}.tsx`,
  output: { file: `dist/bench/${name}.js`, format: 'es' },
  onwarn,
  plugins: compile(),
});

/** Each block's stylesheet files, from block-stylesheets.ts to the preload manifest. */
const stylesheets = new Map<string, string[]>();

/** The package's builds, as `rollup -c` runs them (tests build the first one again). */
const configs: RollupOptions[] = [
  {
    // The editor's previews share the block chunks; visitors' pages never load their entry.
    input: { 'cms-blocks': 'src/loader.ts', 'editor-preview': PREVIEW_ENTRY },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames,
      manualChunks: createManualChunks(),
    },
    treeshake: treeshakeAllBut(path.resolve('src/loader.ts'), PREVIEW_ENTRY),
    onwarn,
    plugins: [
      cleanDist(),
      blockPlans(),
      bundleGraph(),
      blockStylesheets(stylesheets),
      preloadPlan({ stylesheets }),
      ...compile(),
      notices(),
    ],
  },
  // The preload helper for hosts' servers (`cms-blocks/preload`): one file, no dependencies.
  {
    input: 'src/host/preload-links.ts',
    output: { file: 'dist/preload.js', format: 'es' },
    onwarn,
    plugins: [...compile(), notices()],
  },
  // The helpers for hosts' servers (`cms-blocks` in Node: browsers get the loader): no DOM, no dependencies.
  {
    input: 'src/host/index.ts',
    output: { file: 'dist/host.js', format: 'es' },
    onwarn,
    plugins: [...compile(), notices()],
  },
  // Server rendering for hosts on Node (`cms-blocks/server`): the blocks as React renders them in
  // Node, each block in a chunk of its own that is read only when a page holds it; the content
  // check in a chunk of its own too, as it imports jsdom, a peer dependency the host installs.
  {
    input: { index: 'src/server/index.ts' },
    // note: Node's own modules by their node: names, which no package can take
    output: {
      dir: 'dist/server',
      format: 'es',
      // note: beside the entry, not in a folder: the entry's code may land in a chunk, and it finds
      // dist/preload-manifest.json as `../preload-manifest.json` from where it runs
      chunkFileNames: '[name]-[hash].js',
      paths: (id) => (builtinModules.includes(id) ? `node:${id}` : id),
    },
    external: (id) => id.startsWith('node:') || builtinModules.includes(id) || Object.hasOwn(pkg.peerDependencies, id),
    treeshake: treeshakeAllBut(path.resolve('src/server/index.ts')),
    onwarn,
    plugins: [...compile({ platform: 'node' }), notices()],
  },
  // The editor (`cms-blocks/editor`): one file with its own React, loaded only where an editor is.
  // TinyMCE is not in the package: the editor fetches it from where the host serves it.
  {
    input: 'src/editor/index.ts',
    output: { file: 'dist/editor.js', format: 'es', inlineDynamicImports: true },
    onwarn,
    plugins: [...compile(), editorContentCss(), notices()],
  },
  benchBaseline('roots'),
  benchBaseline('portals'),
];

export default configs;
