import { createHash } from 'node:crypto';
import type { CustomPluginOptions, Plugin } from 'rollup';
import { REGISTRY, registryBlocks } from './block-plans.ts';

/**
 * Each block's stylesheet as a file, dist/styles/<block>-<hash>.css: every stylesheet its code
 * imports statically (`./x.css?inline`, which the browser adopts as it renders), joined in import
 * order, dependencies first. A page whose blocks the server rendered links these files in its head,
 * so the server's HTML is styled before any script runs, under a strict `style-src 'self'`. The
 * blocks' files are recorded in `stylesheets` (by block), which preload-plan.ts writes into the
 * preload manifest. Code the block imports on demand (its edit/ chunk) is not a first render's.
 */

const INLINE_CSS = '.css?inline';

/** The minified CSS a `?inline` module's load recorded (rollup.config.ts, inlineCss). */
export const cssMeta = (css: string): CustomPluginOptions => ({ 'block-stylesheets': { css } });

const cssOf = (meta: CustomPluginOptions) => {
  const css: unknown = (meta['block-stylesheets'] as { css?: unknown } | undefined)?.css;
  return typeof css === 'string' ? css : null;
};

export function blockStylesheets(stylesheets: Map<string, string[]>): Plugin {
  return {
    name: 'block-stylesheets',
    generateBundle() {
      const registry = this.getModuleInfo(REGISTRY);
      if (!registry) throw new Error('block-stylesheets: the build has no registry');
      for (const [block, entry] of registryBlocks(registry)) {
        const seen = new Set<string>();
        const sheets: string[] = [];
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) return;
          info.importedIds.forEach(visit);
          const css = cssOf(info.meta);
          if (id.endsWith(INLINE_CSS) && css) sheets.push(css);
        };
        visit(entry);
        if (sheets.length === 0) {
          stylesheets.set(block, []);
          continue;
        }
        const source = sheets.join('\n');
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `styles/${block}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName, source });
        stylesheets.set(block, [fileName]);
      }
    },
  };
}
