import path from 'node:path';
import type { GetManualChunk, GetModuleInfo, PreRenderedChunk } from 'rollup';
import { createModuleUses } from './module-uses.ts';

/**
 * How the build groups modules into chunks: fixed groups, each decided by a rule about the module
 * itself (where it lives, what it imports, which blocks and areas use it), never by sizes or by the
 * exact set of blocks. Adding a block or a shared module therefore never moves code between chunks
 * it has nothing to do with (tests/unit/build/chunk-groups.test.ts). First rule that matches wins:
 *
 * - `cms-blocks`: the loader's own static imports (the entry);
 * - the `place` rules of PATH_RULES, whoever uses the module: `vendor-react`, `config` (the loader
 *   reads the config first), `core` (`src/runtime/`, every island's);
 * - `core` also holds what the shared React root reaches (react-query's client and provider among it);
 * - `edit-<block>`: a block's `edit/` folder (owners' inline editing, never on a visitor's page);
 *   `block-<block>`: the rest of a block's folder, and any code that block alone uses;
 * - shared code, used by two or more blocks:
 *   - the `shared` rules of PATH_RULES (`forms`, `api`);
 *   - `lib-<package>`: any other library (a package only another package imports goes with that one);
 *   - `shared-<area>`: `blocks/<area>/shared/`, and other code only that area's blocks use;
 *   - other code used across areas goes with the most specific group above it reaches (a library,
 *     then the `shared` rules in their order), so no chunk imports a heavier one and a block that
 *     needs none of them loads none; what reaches none goes by the `rest` rules (`shared-rules`),
 *     else to `shared-ui` (the rest of `src/`).
 * A module uses what it imports by name: an index that only passes names on (a package's entry,
 * a folder's index.ts) is looked through to the modules defining them (module-uses.ts), so a hook
 * or a library module one block imports is that block's code.
 * Code no block imports statically (the captcha's widget, the editor's previews, the unused
 * modules an index names) is left to rollup.
 */

const ROOT = path.resolve();
const LOADER = path.resolve('src/loader.ts');
const REACT_ROOT = path.resolve('src/runtime/react-root.tsx');
/**
 * The editor's previews, the build's second entry: they run the runtime and the registry without
 * the loader's start, and import the loader's modules from the loader (three more exports there:
 * 4,389 B to 4,395 B gzip; the preview's entry 4,384 B to 1,804 B).
 */
export const PREVIEW_ENTRY = path.resolve('src/editor/preview/preview-entry.ts');

/** A rule of PATH_RULES: the chunk, when it applies, and where it looks (a module's package, its path, rollup's own ids). */
interface PathRule {
  group: string;
  /**
   * `place`: the module goes there whoever uses it;
   * `shared`: code that two or more blocks use goes there, most specific rule first;
   * `rest`: shared code used across areas that reaches none of the groups above goes there.
   */
  when: 'place' | 'shared' | 'rest';
  /** Packages by name; in `shared` rules, with the packages only they import. */
  packages?: readonly string[];
  /** Files and folders (ending in `/`) from the project root. */
  paths?: readonly string[];
  /** Rollup's virtual modules, by the start of their ids. */
  virtual?: readonly string[];
}

/**
 * Every rule that names a path or a package, and each exception made on purpose, with its reason.
 * The rest follows the layout: a block's folder, an area's `shared/` folder, any other package.
 */
const PATH_RULES: readonly PathRule[] = [
  // React. Rollup's CommonJS helpers go with it: React is the only CommonJS bundled but for a shim wouter's.
  { when: 'place', group: 'vendor-react', packages: ['react', 'react-dom', 'scheduler'], virtual: ['\0commonjsHelpers'] },
  // What the loader's config read needs before any block: valibot, the config, its routes and their
  // redirect guard. Exception: a prop's reference metadata, which the blocks' props schemas import,
  // stays beside valibot so it adds no shared chunk to any page.
  {
    when: 'place',
    group: 'config',
    packages: ['valibot'],
    paths: ['src/host/config.ts', 'src/host/routes.ts', 'src/host/redirect.ts', 'src/contracts/reference-metadata.ts'],
  },
  // Every island's runtime. Exception: the spacers' few shared lines (about 300 B gzip), so a page of
  // spacers loads nothing beside its blocks' own files.
  { when: 'place', group: 'core', paths: ['src/runtime/', 'blocks/site/shared/spacer/'] },
  // The form kit.
  { when: 'shared', group: 'forms', paths: ['src/ui/forms/'] },
  // The data layer travels together: every block that fetches uses both the HTTP client and react-query's hooks.
  { when: 'shared', group: 'api', packages: ['ky', '@tanstack/react-query'], paths: ['src/api/'] },
  // Data rules, no React.
  { when: 'rest', group: 'shared-rules', paths: ['src/contracts/', 'src/validation/', 'src/format/'] },
];

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
/** The module's path from the project root; null for a virtual module or one outside the project. */
const projectPath = (id: string) => (id.startsWith(ROOT + path.sep) ? id.slice(ROOT.length + 1).replaceAll(path.sep, '/') : null);

/** The group of the first rule of `when` that matches; `pkg` stands for the module's package. */
function ruleGroup(id: string, when: PathRule['when'], pkg = packageOf(id)): string | null {
  const file = projectPath(id);
  const rule = PATH_RULES.find(
    (rule) =>
      rule.when === when &&
      ((pkg !== undefined && rule.packages?.includes(pkg)) ||
        (file !== null && rule.paths?.some((where) => (where.endsWith('/') ? file.startsWith(where) : file === where))) ||
        rule.virtual?.some((start) => id.startsWith(start))),
  );
  return rule?.group ?? null;
}

/** The groups a module belongs to by its place alone, whoever uses it. */
function placeGroup(id: string): string | null {
  const group = ruleGroup(id, 'place');
  if (group) return group;
  // A block's folder, `blocks/<area>/<block>/`, and its `edit/` folder; an area's `shared/` is no block.
  const [, block, edit] = /^blocks\/[^/]+\/([^/]+)\/(edit\/)?/.exec(projectPath(id) ?? '') ?? [];
  if (!block || block === 'shared') return null;
  return `${edit ? 'edit' : 'block'}-${block}`;
}

/** Every module `entry` reaches through the modules each one uses (`usedIds`: module-uses.ts). */
function staticClosure(usedIds: (id: string) => readonly string[], entry: string, stop: (id: string) => boolean = () => false) {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop(id)) return;
    seen.add(id);
    usedIds(id).forEach(visit);
  };
  visit(entry);
  return seen;
}

/** Assigns every module no place rule claims, by the blocks and areas that use it. */
function planSharedCode(
  getModuleInfo: GetModuleInfo,
  usedIds: (id: string) => readonly string[],
  moduleIds: readonly string[],
  loaderModules: ReadonlySet<string>,
) {
  const assignment = new Map<string, string>();
  // note: the root takes react-query's client and provider by name, not every hook its entry names.
  for (const id of staticClosure(usedIds, REACT_ROOT, (m) => loaderModules.has(m))) {
    const group = placeGroup(id);
    if (group !== 'vendor-react' && group !== 'config') assignment.set(id, 'core');
  }
  const settled = (id: string) => loaderModules.has(id) || assignment.get(id) === 'core';

  // note: a package only one other package imports (a router's path parser, a shim) goes with that one.
  const importers = new Map<string, Set<string | null>>();
  for (const id of moduleIds) {
    for (const dep of getModuleInfo(id)?.importedIds ?? []) {
      const pkg = packageOf(dep);
      if (!pkg || packageOf(id) === pkg) continue;
      const by = importers.get(pkg) ?? new Set();
      importers.set(pkg, by.add(packageOf(id) ?? null));
    }
  }
  const hostPackage = (pkg: string, seen = new Set([pkg])): string => {
    const [by, ...others] = importers.get(pkg) ?? [];
    return by && others.length === 0 && !seen.has(by) ? hostPackage(by, seen.add(by)) : pkg;
  };
  /** The group shared code has by what it is; null for plain code, which goes by its users. */
  const ownGroup = (id: string): string | null => {
    const found = packageOf(id);
    const pkg = found && hostPackage(found);
    const group = ruleGroup(id, 'shared', pkg);
    if (group) return group;
    if (pkg) return `lib-${pkg.replace(/^@/, '').replace(/[^\w-]/g, '-')}`;
    const area = /^blocks\/([^/]+)\/shared\//.exec(projectPath(id) ?? '')?.[1];
    return area ? `shared-${area}` : null;
  };
  const sharedOrder = PATH_RULES.filter((rule) => rule.when === 'shared').map((rule) => rule.group);
  const specificity = (group: string) => (group.startsWith('lib-') ? -1 : sharedOrder.indexOf(group));

  /** Each module's users: block name to its area. */
  const users = new Map<string, Map<string, string>>();
  for (const entry of moduleIds) {
    const [, area, block] = /^blocks\/([^/]+)\/([^/]+)\/index\.tsx?$/.exec(projectPath(entry) ?? '') ?? [];
    if (!area || !block) continue;
    for (const id of staticClosure(usedIds, entry, settled)) {
      const blocks = users.get(id) ?? new Map<string, string>();
      users.set(id, blocks.set(block, area));
    }
  }
  for (const id of moduleIds) {
    if (assignment.has(id) || loaderModules.has(id) || placeGroup(id)) continue;
    const blocks = users.get(id);
    if (!blocks) continue;
    const [only, ...others] = blocks.keys();
    if (only !== undefined && others.length === 0) {
      assignment.set(id, `block-${only}`);
      continue;
    }
    const own = ownGroup(id);
    const [area, ...otherAreas] = new Set(blocks.values());
    if (own) assignment.set(id, own);
    else if (area !== undefined && otherAreas.length === 0) assignment.set(id, `shared-${area}`);
    else {
      const reached = [...staticClosure(usedIds, id, (m) => settled(m) || placeGroup(m) !== null)]
        .map(ownGroup)
        .filter((group): group is string => group !== null && !group.startsWith('shared-'))
        .sort((a, b) => specificity(a) - specificity(b) || a.localeCompare(b));
      assignment.set(id, reached[0] ?? ruleGroup(id, 'rest') ?? 'shared-ui');
    }
  }
  return assignment;
}

/** rollup's `output.manualChunks`. */
export function createManualChunks(): GetManualChunk {
  // note: one plan per build (a config object may be built again, in watch mode or a test).
  const plans = new WeakMap<GetModuleInfo, { loaderModules: Set<string>; shared: Map<string, string> }>();
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
    return placeGroup(id) ?? plan.shared.get(id);
  };
}

/** Block chunks are named after their block, so sizes and network logs read plainly. */
export function chunkFileNames(chunk: PreRenderedChunk): string {
  const block = /^block-(.+)$/.exec(chunk.name)?.[1];
  return block ? `blocks/${block}-[hash].js` : 'chunks/[name]-[hash].js';
}
