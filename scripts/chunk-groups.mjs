import path from 'node:path';

/**
 * How the build groups modules into chunks, so a page fetches a few files, all in one round:
 * - the loader entry keeps what it imports statically;
 * - `vendor-react`: React; `config`: the page config and the validation library (the loader
 *   reads the config on start, before any slot is due); `core`: what the shared React root
 *   needs (runtime, providers, toasts, query client), which every island uses;
 * - one chunk per block (its own folder, plus shared code no other block uses), and one for its
 *   `edit/` folder when it has one (inline editing, loaded only in edit mode);
 * - other shared code (the http client, ui pieces, area-shared folders, contracts, validation,
 *   libraries) grouped by the set of blocks using it; a group too small to be worth a request is
 *   merged into core when most blocks (45%) use it, else into the group whose merge makes
 *   pages load the fewest extra bytes, or stays on its own when every merge would cost some page
 *   more than a small chunk's worth of code it does not use.
 */

/** Shared groups smaller than this (characters of code before minifying, about 2 KB gzip) are merged. */
export const MIN_SHARED_CHUNK = 8000;

const LOADER = path.resolve('src/loader.ts');
/**
 * The shared form pieces (fields, buttons, the error banner, field validation, the captcha and the
 * rules' messages): shared by every block with a form, by no block without one.
 */
const FORM_KIT =
  /\/src\/(ui\/(field|text-field|select-field|checkbox-field|button|spinner|error-banner|field-validation|use-field-validation|focus-first-error|use-focus-after-render|use-public-form|form|captcha-field|captcha)\.(tsx?|css\?inline)|validation\/(messages|required|schema)\.ts)$/;
const REACT_ROOT = path.resolve('src/runtime/react-root.tsx');
const BLOCK_ENTRY = /\/blocks\/[^/]+\/([^/]+)\/index\.tsx?$/;

function fixedGroup(id, blockDirs) {
  // note: rollup's commonjs helpers are React's (the only CommonJS we bundle).
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id) || id.startsWith('\0commonjsHelpers')) return 'vendor-react';
  // note: a prop's reference metadata (valibot's, a few lines many blocks' schemas use) goes with
  // valibot: as a group of its own it reshuffled the shared chunks of half the blocks. The config's
  // routes and their redirect guard go with the config: in core they made core and config import each other.
  if (
    /node_modules\/valibot\//.test(id) ||
    /\/src\/(host\/(config|routes|redirect)|contracts\/reference-metadata)\.ts$/.test(id)
  ) {
    return 'config';
  }
  if (/node_modules\/@tanstack\//.test(id)) return 'core';
  // note: the spacers' few shared lines (about 300 B gzip) live in core: a page of spacers then
  // loads nothing beside its blocks' own files, and no merge can hand it a stranger's chunk.
  if (id.includes('/blocks/site/shared/spacer/')) return 'core';
  const dir = id.match(/^(.*\/blocks\/[^/]+\/[^/]+)\//)?.[1];
  const block = dir && blockDirs.get(dir);
  if (!block) return null;
  // A block's edit/ folder is what only its editors use (an owner's inline editing): a chunk of
  // its own, loaded by the block's dynamic import, so visitors never fetch it.
  return id.startsWith(`${dir}/edit/`) ? `edit-${block}` : `block-${block}`;
}

/** Each block's folder, by the registry's entries (`blocks/<area>/<block>/index.ts`). */
function findBlockDirs(moduleIds) {
  const dirs = new Map();
  for (const id of moduleIds) {
    const block = id.match(BLOCK_ENTRY)?.[1];
    if (block) dirs.set(path.dirname(id), block);
  }
  return dirs;
}

function staticClosure(getModuleInfo, entry, stop = () => false) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id) || stop(id)) return;
    seen.add(id);
    getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(entry);
  return seen;
}

const codeSize = (getModuleInfo, id) => getModuleInfo(id)?.code?.length ?? 0;

/** Assigns every module that no fixed rule claims to core, a block's chunk or a shared group. */
function planSharedCode(getModuleInfo, moduleIds, loaderModules, blockDirs) {
  const unclaimed = (id) => !loaderModules.has(id) && fixedGroup(id, blockDirs) === null;
  const blockEntries = moduleIds.filter((id) => BLOCK_ENTRY.test(id));
  const allBlocks = new Set(blockEntries.map((entry) => entry.match(BLOCK_ENTRY)[1]));

  const assignment = new Map();
  const core = { name: 'core', blocks: allBlocks, modules: [], size: Infinity };
  for (const id of staticClosure(getModuleInfo, REACT_ROOT, (m) => loaderModules.has(m))) {
    if (unclaimed(id)) assignment.set(id, 'core');
  }
  const users = new Map();
  for (const entry of blockEntries) {
    const block = entry.match(BLOCK_ENTRY)[1];
    for (const id of staticClosure(getModuleInfo, entry, (m) => loaderModules.has(m))) {
      if (!unclaimed(id) || assignment.has(id)) continue;
      if (!users.has(id)) users.set(id, new Set());
      users.get(id).add(block);
    }
  }
  const bySignature = new Map();
  for (const [id, blocks] of users) {
    // note: the form kit is one group whatever uses each piece: the blocks with forms load it whole.
    const signature = FORM_KIT.test(id) ? 'form-kit' : [...blocks].sort().join(',');
    if (!bySignature.has(signature)) {
      bySignature.set(signature, {
        blocks: new Set(),
        modules: [],
        size: 0,
        name: signature === 'form-kit' ? 'shared-forms' : null,
      });
    }
    const group = bySignature.get(signature);
    group.blocks = new Set([...group.blocks, ...blocks]);
    group.modules.push(id);
    group.size += codeSize(getModuleInfo, id);
  }

  const groups = [core];
  for (const group of bySignature.values()) {
    // note: code only one block uses goes into that block's chunk.
    if (group.blocks.size === 1) for (const id of group.modules) assignment.set(id, `block-${[...group.blocks][0]}`);
    else groups.push(group);
  }
  // note: core may take a group only if that adds no import to core; else every island would load more.
  const inCore = (id) =>
    assignment.get(id) === 'core' ||
    core.modules.includes(id) ||
    loaderModules.has(id) ||
    ['core', 'config', 'vendor-react'].includes(fixedGroup(id, blockDirs) ?? '');
  const fitsCore = (group) =>
    group.modules.every((id) => getModuleInfo(id).importedIds.every((dep) => group.modules.includes(dep) || inCore(dep)));
  // Bytes loaded in vain after merging a into b: each side's code by the blocks that lacked it.
  // A merge that would make some page load more than a small chunk's worth of code it does not
  // use is not made; such a group stays a chunk of its own.
  // The chunks a group imports come along too: merging a into b also makes a's blocks load b's
  // imports (and b's blocks a's), each a request and bytes the page would otherwise not fetch.
  const groupOf = (id) => groups.find((g) => g !== core && g.modules.includes(id));
  const importedGroups = (group) => {
    const found = new Set();
    for (const id of group.modules) {
      for (const dep of getModuleInfo(id).importedIds) {
        const target = groupOf(dep);
        if (target && target !== group) found.add(target);
      }
    }
    return found;
  };
  const strangers = (from, to) => {
    let cost = 0;
    for (const g of importedGroups(to)) {
      if (g === from) continue;
      cost += g.size * [...from.blocks].filter((x) => !g.blocks.has(x)).length;
    }
    return cost;
  };
  const waste = (a, b) => {
    const onlyA = [...a.blocks].filter((x) => !b.blocks.has(x)).length;
    const onlyB = [...b.blocks].filter((x) => !a.blocks.has(x)).length;
    if ((onlyB > 0 && a.size > MIN_SHARED_CHUNK) || (onlyA > 0 && b.size > MIN_SHARED_CHUNK)) return Infinity;
    return a.size * onlyB + b.size * onlyA + strangers(a, b) + strangers(b, a);
  };
  // note: core first for a group most blocks use that needs nothing beyond core: every island loads
  // core already, so it adds no request and no import anywhere, only its bytes. (Tiny groups of a
  // few blocks once went there too; with 46 blocks they added 1.7 KB to every page, measured.)
  // "Most" is 45% of the blocks: at half, the 47th block (certification training) tipped a group of 23
  // blocks (the modal, the signup links and the spacers' few lines with them) out of core, and its
  // pieces then merged into groups that gave the spacers the http client and the product page 20 files.
  const suitsCore = (group) => fitsCore(group) && group.blocks.size * 20 >= allBlocks.size * 9;
  const settled = new Set();
  for (;;) {
    const candidates = groups.filter((g) => g.size < MIN_SHARED_CHUNK && !settled.has(g)).sort((a, b) => a.size - b.size);
    // Groups bound for core go first, so no other merge pulls a group core would take into a block's chunk.
    const small = candidates.find(suitsCore) ?? candidates[0];
    if (!small) break;
    const others = groups.filter((g) => g !== small && g !== core);
    const target = suitsCore(small)
      ? core
      : others.reduce((best, g) => (waste(small, g) < waste(small, best) ? g : best), others[0]);
    if (!target || waste(small, target) === Infinity) {
      settled.add(small);
      continue;
    }
    target.modules.push(...small.modules);
    target.size += small.size;
    if (target !== core) target.blocks = new Set([...target.blocks, ...small.blocks]);
    groups.splice(groups.indexOf(small), 1);
  }
  for (const group of groups) {
    if (group === core) {
      for (const id of group.modules) assignment.set(id, 'core');
      continue;
    }
    // note: named after its largest module (or that module's package), as rollup names its own chunks.
    const largest = group.modules.reduce((a, b) => (codeSize(getModuleInfo, a) >= codeSize(getModuleInfo, b) ? a : b));
    const label = largest.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? path.basename(largest).replace(/\.[^.]+$/, '');
    const name = group.name ?? `shared-${label.replace(/[^\w-]/g, '-').toLowerCase()}`;
    for (const id of group.modules) assignment.set(id, name);
  }
  return assignment;
}

/** rollup's `output.manualChunks`. */
export function createManualChunks() {
  let plan;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!plan) {
      const loaderModules = staticClosure(getModuleInfo, LOADER);
      const moduleIds = [...getModuleIds()];
      const blockDirs = findBlockDirs(moduleIds);
      plan = { loaderModules, blockDirs, shared: planSharedCode(getModuleInfo, moduleIds, loaderModules, blockDirs) };
    }
    // note: the loader's own modules are named after its entry; left unassigned, those a manual
    // chunk also imports would be pulled into that chunk and the loader would import it statically.
    if (plan.loaderModules.has(id)) return 'cms-blocks';
    return fixedGroup(id, plan.blockDirs) ?? plan.shared.get(id);
  };
}

/** Block chunks are named after their block, so sizes and network logs read plainly. */
export function chunkFileNames(chunk) {
  const block = chunk.name.match(/^block-(.+)$/)?.[1];
  return block ? `blocks/${block}-[hash].js` : 'chunks/[name]-[hash].js';
}
