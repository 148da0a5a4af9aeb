import path from 'node:path';

/**
 * The project's layers, as an ESLint rule on every import (static and dynamic):
 * - src/ (the runtime every block shares) and server/ (the reference API) never import blocks/;
 *   both take API contracts from src/contracts/;
 * - a block never imports server/, nor another block's folder (area-shared folders are open to it);
 * - an area-shared folder never imports a block's folder;
 * - only the editor entry (src/editor/) imports TinyMCE.
 */

const ROOT = process.cwd();

/** Where a file sits: its layer and, inside blocks/, its area and folder. */
function placeOf(file) {
  const [top, area, folder] = path.relative(ROOT, file).split(path.sep);
  if (top === 'blocks' && area && folder) return { layer: folder === 'shared' ? 'area-shared' : 'block', area, folder };
  if (top === 'src' && area === 'editor') return { layer: 'editor' };
  return { layer: top ?? '' };
}

function problem(from, to) {
  const toBlocks = to.layer === 'block' || to.layer === 'area-shared';
  if ((from.layer === 'src' || from.layer === 'editor' || from.layer === 'server') && toBlocks) {
    return from.layer === 'server'
      ? 'server/ never imports blocks/: take the contract from src/contracts/.'
      : 'src/ never imports blocks/: the shared runtime knows no block.';
  }
  if ((from.layer === 'block' || from.layer === 'area-shared') && to.layer === 'server') return 'Blocks never import server/.';
  if (from.layer === 'block' && to.layer === 'block' && (to.area !== from.area || to.folder !== from.folder)) {
    return `A block never imports another block's internals (blocks/${to.area}/${to.folder}/): move what both need to blocks/${to.area}/shared/.`;
  }
  if (from.layer === 'area-shared' && to.layer === 'block') return 'An area-shared folder never imports a block.';
  return null;
}

const TINYMCE = /^(tinymce|@tinymce\/)/;

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
        if (from.layer !== 'editor') context.report({ node, message: 'Only the editor entry (src/editor/) imports TinyMCE.' });
        return;
      }
      if (!source.startsWith('.')) return;
      const message = problem(from, placeOf(path.resolve(path.dirname(context.filename), source)));
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
