import path from 'node:path';
import { createModuleUses } from './module-uses.mjs';

/**
 * How the build groups modules into chunks: fixed groups, each decided by a rule about the module
 * itself (where it lives, what it imports, which blocks and areas use it), never by sizes or by the
 * exact set of blocks. Adding a block or a shared module therefore never moves code between chunks
 * it has nothing to do with (tests/unit/build/chunk-groups.test.ts). First rule that matches wins:
 *
 * - `cms-blocks`: the loader's own static imports (the entry);
 * - `vendor-react`: React; `config`: the page config and valibot (the loader reads the config first);
 * - `core`: what the shared React root reaches (react-query's client and provider among it) and
 *   `src/runtime/`: every island's;
 * - `edit-<block>`: a block's `edit/` folder (owners' inline editing, never on a visitor's page);
 *   `block-<block>`: the rest of a block's folder, and any code that block alone uses;
 * - shared code, used by two or more blocks:
 *   - `api`: `src/api/`, its HTTP client (ky) and react-query's hooks; `forms`: the form kit,
 *     `src/ui/forms/`;
 *   - `lib-<package>`: any other library (a package only another package imports goes with that one);
 *   - `shared-<area>`: `blocks/<area>/shared/`, and other code only that area's blocks use;
 *   - other code used across areas goes with the most specific group above it reaches (a library,
 *     then the form kit, then the API), so no chunk imports a heavier one and a block that needs
 *     none of them loads none; what reaches none is `shared-rules` (`src/contracts`, `src/validation`,
 *     `src/format`: data rules, no React) or `shared-ui` (the rest of `src/`).
 * A module uses what it imports by name: an index that only passes names on (a package's entry,
 * a folder's index.ts) is looked through to the modules defining them (module-uses.mjs), so a hook
 * or a library module one block imports is that block's code.
 * Code no block imports statically (the captcha's widget, the editor's previews, the unused
 * modules an index names) is left to rollup.
 */

const LOADER = path.resolve('src/loader.ts');
const REACT_ROOT = path.resolve('src/runtime/react-root.tsx');
/** The HTTP client and react-query (but for the parts core holds): the `api` chunk's libraries. */
const DATA_PACKAGES = ['ky', '@tanstack/react-query'];
const BLOCK_ENTRY = /\/blocks\/([^/]+)\/([^/]+)\/index\.tsx?$/;
/** The editor's previews import copies of the loader's modules (rollup.config.mjs, loaderCopies). */
const LOADER_COPY = `${path.sep}.loader-copy${path.sep}`;

const packageOf = (id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];

/** Every module `entry` reaches through the modules each one uses (`usedIds`: module-uses.mjs). */
function staticClosure(usedIds, entry, stop = () => false) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id) || stop(id)) return;
    seen.add(id);
    usedIds(id).forEach(visit);
  };
  visit(entry);
  return seen;
}

/** The groups a module belongs to by its place alone, whoever uses it. */
function placeGroup(id) {
  // note: rollup's commonjs helpers are React's (the only CommonJS we bundle but for a shim wouter's).
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id) || id.startsWith('\0commonjsHelpers')) return 'vendor-react';
  // note: a prop's reference metadata goes with valibot, and the config's routes and their redirect
  // guard with the config: the loader's config read needs them before any block.
  if (
    /node_modules\/valibot\//.test(id) ||
    /\/src\/(host\/(config|routes|redirect)|contracts\/reference-metadata)\.ts$/.test(id)
  ) {
    return 'config';
  }
  // note: the spacers' few shared lines (about 300 B gzip) live in core, so a page of spacers loads
  // nothing beside its blocks' own files.
  if (/\/src\/runtime\//.test(id) || id.includes('/blocks/site/shared/spacer/')) {
    return 'core';
  }
  const block = id.match(/\/blocks\/[^/]+\/([^/]+)\//)?.[1];
  if (block && block !== 'shared') return id.includes(`/${block}/edit/`) ? `edit-${block}` : `block-${block}`;
  return null;
}

/** Assigns every module no place rule claims, by the blocks and areas that use it. */
function planSharedCode(getModuleInfo, usedIds, moduleIds, loaderModules) {
  const assignment = new Map();
  const isCopy = (id) => id.includes(LOADER_COPY);
  // note: the root takes react-query's client and provider by name, not every hook its entry names.
  for (const id of staticClosure(usedIds, REACT_ROOT, (m) => loaderModules.has(m))) {
    if (!isCopy(id) && !['vendor-react', 'config'].includes(placeGroup(id))) assignment.set(id, 'core');
  }
  const settled = (id) => loaderModules.has(id) || assignment.get(id) === 'core';

  // note: a package only one other package imports (a router's path parser, a shim) goes with that one.
  const importers = new Map();
  for (const id of moduleIds) {
    for (const dep of getModuleInfo(id)?.importedIds ?? []) {
      const pkg = packageOf(dep);
      if (!pkg || packageOf(id) === pkg) continue;
      if (!importers.has(pkg)) importers.set(pkg, new Set());
      importers.get(pkg).add(packageOf(id) ?? null);
    }
  }
  const hostPackage = (pkg, seen = new Set([pkg])) => {
    const by = [...(importers.get(pkg) ?? [])];
    return by.length === 1 && by[0] && !seen.has(by[0]) ? hostPackage(by[0], seen.add(by[0])) : pkg;
  };
  /** The group shared code has by what it is; null for plain code, which goes by its users. */
  const ownGroup = (id) => {
    const pkg = packageOf(id) && hostPackage(packageOf(id));
    // note: the data layer travels together: every block that fetches uses both the client and the hooks.
    if (pkg) return DATA_PACKAGES.includes(pkg) ? 'api' : `lib-${pkg.replace(/^@/, '').replace(/[^\w-]/g, '-')}`;
    if (id.includes('/src/ui/forms/')) return 'forms';
    if (id.includes('/src/api/')) return 'api';
    const area = id.match(/\/blocks\/([^/]+)\/shared\//)?.[1];
    return area ? `shared-${area}` : null;
  };
  const specificity = (group) => (group.startsWith('lib-') ? 0 : group === 'forms' ? 1 : 2);

  /** Each module's users: block name to its area. */
  const users = new Map();
  for (const entry of moduleIds) {
    const match = entry.match(BLOCK_ENTRY);
    if (!match || isCopy(entry)) continue;
    const [, area, block] = match;
    for (const id of staticClosure(usedIds, entry, settled)) {
      if (!users.has(id)) users.set(id, new Map());
      users.get(id).set(block, area);
    }
  }
  for (const id of moduleIds) {
    if (assignment.has(id) || loaderModules.has(id) || isCopy(id) || placeGroup(id)) continue;
    const blocks = users.get(id);
    if (!blocks) continue;
    if (blocks.size === 1) {
      assignment.set(id, `block-${[...blocks.keys()][0]}`);
      continue;
    }
    const own = ownGroup(id);
    const areas = new Set(blocks.values());
    if (own) assignment.set(id, own);
    else if (areas.size === 1) assignment.set(id, `shared-${[...areas][0]}`);
    else {
      const reached = [...staticClosure(usedIds, id, (m) => settled(m) || placeGroup(m) !== null)]
        .map(ownGroup)
        .filter((group) => group && !group.startsWith('shared-'))
        .sort((a, b) => specificity(a) - specificity(b) || a.localeCompare(b));
      assignment.set(id, reached[0] ?? (/\/src\/(contracts|validation|format)\//.test(id) ? 'shared-rules' : 'shared-ui'));
    }
  }
  return assignment;
}

/** rollup's `output.manualChunks`. */
export function createManualChunks() {
  // note: one plan per build (a config object may be built again, in watch mode or a test).
  const plans = new WeakMap();
  return (id, { getModuleInfo, getModuleIds }) => {
    let plan = plans.get(getModuleInfo);
    if (!plan) {
      const usedIds = createModuleUses(getModuleInfo);
      const loaderModules = staticClosure(usedIds, LOADER);
      plan = { loaderModules, shared: planSharedCode(getModuleInfo, usedIds, [...getModuleIds()], loaderModules) };
      plans.set(getModuleInfo, plan);
    }
    // note: the loader's own modules are named after its entry; left unassigned, those a manual
    // chunk also imports would be pulled into that chunk and the loader would import it statically.
    if (plan.loaderModules.has(id)) return 'cms-blocks';
    if (id.includes(LOADER_COPY)) return undefined;
    return placeGroup(id) ?? plan.shared.get(id);
  };
}

/** Block chunks are named after their block, so sizes and network logs read plainly. */
export function chunkFileNames(chunk) {
  const block = chunk.name.match(/^block-(.+)$/)?.[1];
  return block ? `blocks/${block}-[hash].js` : 'chunks/[name]-[hash].js';
}
