import path from 'node:path';

/**
 * The project's layers, as an ESLint rule on every import (static and dynamic):
 * - src/ (the runtime every block shares) and server/ (the reference API) never import blocks/;
 *   both take API contracts from src/contracts/;
 * - server/ never imports the browser's React code (src/runtime/, src/ui/, src/editor/): what it
 *   shares with it lives in src/contracts/, which imports no React and no ky;
 * - server/browser/ (the demo host's own browser scripts) uses the library as a host does, and takes
 *   only types from the editor entry;
 * - a block never imports server/, nor another block's folder (area-shared folders are open to it);
 * - an area-shared folder never imports a block's folder;
 * - only the editor entry (src/editor/) imports TinyMCE;
 * - stories and shared fixtures never import tests/unit/: what a story and a unit test both use
 *   lives in tests/fixtures/;
 * - a folder of src/ is imported from outside it by its subpath import (`#ui/forms/button.tsx`, see
 *   package.json's "imports"), never by a relative path that climbs into it.
 */

const ROOT = process.cwd();

/** Where a file sits: its layer and the folder inside it, or inside blocks/ its area and folder. */
function placeOf(file) {
  const [top = '', area = '', folder] = path.relative(ROOT, file).split(path.sep);
  if (top === 'blocks' && area && folder) return { layer: folder === 'shared' ? 'area-shared' : 'block', area, folder };
  return { layer: top, part: area };
}

/** The folders of src/ that are the browser's React code. */
const REACT_PARTS = new Set(['runtime', 'ui', 'editor']);
const CONTRACTS_REFUSAL =
  'src/contracts/ is shared with server/: no React and no ky, so never src/runtime/, src/ui/, src/editor/ or src/api/.';

function serverProblem(from, to, typeOnly) {
  if (to.layer !== 'src' || !REACT_PARTS.has(to.part)) return null;
  if (from.part !== 'browser') {
    return 'server/ never imports src/runtime/, src/ui/ or src/editor/: take what it shares with them from src/contracts/.';
  }
  // note: the demo CMS is a host of the editor entry: it loads /assets/cms-blocks/editor.js at run
  // time, as any host does, and names its types from the source where a host reads the package's
  // declarations (cms-blocks/editor). A value import would bundle a second editor into the script.
  if (to.part === 'editor' && typeOnly) return null;
  return to.part === 'editor'
    ? 'server/browser/ takes only types from src/editor/: the editor itself loads from /assets/cms-blocks/editor.js.'
    : 'server/browser/ uses the library as a host does (window.CmsBlocks, src/contracts/), never src/runtime/ or src/ui/.';
}

function problem(from, to, typeOnly) {
  const toBlocks = to.layer === 'block' || to.layer === 'area-shared';
  if ((from.layer === 'src' || from.layer === 'server') && toBlocks) {
    return from.layer === 'server'
      ? 'server/ never imports blocks/: take the contract from src/contracts/.'
      : 'src/ never imports blocks/: the shared runtime knows no block.';
  }
  if (from.layer === 'server') return serverProblem(from, to, typeOnly);
  if (
    from.layer === 'src' &&
    from.part === 'contracts' &&
    to.layer === 'src' &&
    (REACT_PARTS.has(to.part) || to.part === 'api')
  ) {
    return CONTRACTS_REFUSAL;
  }
  if ((from.layer === 'block' || from.layer === 'area-shared') && to.layer === 'server') return 'Blocks never import server/.';
  if (from.layer === 'block' && to.layer === 'block' && (to.area !== from.area || to.folder !== from.folder)) {
    return `A block never imports another block's internals (blocks/${to.area}/${to.folder}/): move what both need to blocks/${to.area}/shared/.`;
  }
  if (from.layer === 'area-shared' && to.layer === 'block') return 'An area-shared folder never imports a block.';
  const sharesFixtures = from.layer === 'stories' || (from.layer === 'tests' && from.part === 'fixtures');
  if (sharesFixtures && to.layer === 'tests' && to.part === 'unit') {
    return 'Stories and fixtures never import tests/unit/: move what a story and a unit test both use to tests/fixtures/<area>/.';
  }
  return null;
}

/** package.json's subpath imports: `#<folder of src>/<path>` is `src/<folder>/<path>`. */
const SUBPATH = /^#([a-z-]+)\/(.+)$/;

/** A relative import from outside a folder of src/ into it, which its subpath import replaces. */
function climbsIntoSrc(from, to) {
  const intoFolder = to.layer === 'src' && to.part !== undefined && to.part !== '' && !to.part.includes('.');
  return intoFolder && !(from.layer === 'src' && from.part === to.part);
}

const TINYMCE = /^(tinymce|@tinymce\/)/;
const REACT_OR_KY = /^(react|react-dom|ky|@tanstack\/[^/]+)(\/|$)/;

/** `import type { A }`, `import { type A }` and `export type { A }`: gone once compiled. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps imports within the project's layers" },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (TINYMCE.test(source)) {
        if (from.layer !== 'src' || from.part !== 'editor')
          context.report({ node, message: 'Only the editor entry (src/editor/) imports TinyMCE.' });
        return;
      }
      if (REACT_OR_KY.test(source) && from.layer === 'src' && from.part === 'contracts') {
        context.report({ node, message: CONTRACTS_REFUSAL });
        return;
      }
      const subpath = SUBPATH.exec(source);
      if (!subpath && !source.startsWith('.')) return;
      const target = subpath
        ? path.join(ROOT, 'src', subpath[1], subpath[2])
        : path.resolve(path.dirname(context.filename), source);
      const to = placeOf(target);
      // A layer's refusal first: the subpath import would be refused too.
      const message =
        problem(from, to, isTypeOnly(node)) ??
        (!subpath && climbsIntoSrc(from, to)
          ? `Import src/${to.part}/ by its subpath import: #${to.part}/… (package.json's "imports").`
          : null);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const layers = { rules: { imports: importsRule } };
