/**
 * Which modules a module uses, by the names it imports: an index that only passes names on (a
 * package's entry such as react-query's, a folder's index such as src/validation/index.ts) is
 * looked through to the modules that define the names taken from it. So a hook one block imports
 * is that block's code, though every block that fetches imports the same entry.
 */
import type { GetModuleInfo, ModuleInfo } from 'rollup';

type Statement = NonNullable<ModuleInfo['ast']>['body'][number];
type PassingOn = Extract<Statement, { type: 'ImportDeclaration' | 'ExportNamedDeclaration' | 'ExportAllDeclaration' }>;
type WithSource = PassingOn & { source: NonNullable<PassingOn['source']> };
type Specifier = Extract<PassingOn, { specifiers: unknown }>['specifiers'][number];
type Name = Extract<Specifier, { type: 'ExportSpecifier' }>['exported'];

/** The only statements of an index that passes names on: it has no code of its own. */
const PASSING_ON = new Set<Statement['type']>(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

const nameOf = (node: Name) => (node.type === 'Identifier' ? node.name : String(node.value));

const hasSource = (node: Statement): node is WithSource => 'source' in node && !!node.source;
const sourceOf = (node: WithSource) => String(node.source.value);

/** What a specifier takes: a name, or null for the whole module (a namespace). */
function takenName(specifier: Specifier): string | null {
  if (specifier.type === 'ImportSpecifier') return nameOf(specifier.imported);
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ExportSpecifier') return nameOf(specifier.local);
  return null;
}

/** Returns `usedIds(id)`: the modules `id` uses, indexes looked through where names are taken from them. */
export function createModuleUses(getModuleInfo: GetModuleInfo): (id: string) => readonly string[] {
  const sourceMaps = new Map<string, Map<string, string>>();
  /**
   * Each import and export source of the module with its resolved id. Rollup lists importedIds in
   * the order the sources first appear in the module's code; a module whose two lists do not line
   * up fails the build, since a source matched to another's module would put code in wrong chunks.
   */
  const sourceIds = (info: ModuleInfo) => {
    let ids = sourceMaps.get(info.id);
    if (ids) return ids;
    if (!info.ast) throw new Error(`chunk-groups: rollup kept no syntax tree of ${info.id}, so its imports cannot be read`);
    const sources = [...new Set(info.ast.body.filter(hasSource).map(sourceOf))];
    if (sources.length !== info.importedIds.length) {
      throw new Error(
        `chunk-groups: ${info.id} has ${sources.length} import sources (${sources.join(', ')}) but rollup lists ` +
          `${info.importedIds.length} imported modules (${info.importedIds.join(', ')}): its imports cannot be matched to modules`,
      );
    }
    ids = new Map(sources.map((source, i) => [source, info.importedIds[i] ?? '']));
    sourceMaps.set(info.id, ids);
    return ids;
  };
  /** The module's parsed body, or null for what has none to read (a module rollup keeps external). */
  const bodyOf = (id: string) => {
    const info = getModuleInfo(id);
    return info && !info.isExternal ? { info, body: info.ast?.body ?? [], ids: sourceIds(info) } : null;
  };
  const isIndex = (id: string) => {
    const module = bodyOf(id);
    return !!module && module.body.every((node) => PASSING_ON.has(node.type) && !('declaration' in node && node.declaration));
  };
  const exportsName = (id: string | undefined, name: string) => (id && getModuleInfo(id)?.exports?.includes(name)) ?? false;

  /** The module that defines what index `id` exports as `name`; null when it cannot tell. */
  function definer(id: string | undefined, name: string, seen = new Set<string>()): string | null {
    if (id === undefined) return null;
    const module = bodyOf(id);
    if (!module || !isIndex(id)) return id;
    if (seen.has(id)) return null;
    seen.add(id);
    const { body, ids } = module;
    const imported = new Map<string, [string, string | null]>();
    for (const node of body) {
      if (node.type !== 'ImportDeclaration') continue;
      for (const specifier of node.specifiers) imported.set(specifier.local.name, [sourceOf(node), takenName(specifier)]);
    }
    for (const node of body) {
      if (node.type !== 'ExportNamedDeclaration') continue;
      const specifier = node.specifiers.find((s) => nameOf(s.exported) === name);
      if (!specifier) continue;
      const [source, taken] = node.source
        ? [String(node.source.value), takenName(specifier)]
        : (imported.get(nameOf(specifier.local)) ?? [undefined, null]);
      if (source === undefined) return null;
      return taken === null ? (ids.get(source) ?? null) : definer(ids.get(source), taken, seen);
    }
    const star = body.find(
      (node) => node.type === 'ExportAllDeclaration' && !node.exported && exportsName(ids.get(sourceOf(node)), name),
    );
    return star && hasSource(star) ? definer(ids.get(sourceOf(star)), name, seen) : null;
  }

  function modulesUsed(id: string): readonly string[] {
    const module = bodyOf(id);
    if (!module || isIndex(id)) return module?.info.importedIds ?? [];
    const used = new Set<string>();
    for (const node of module.body.filter(hasSource)) {
      const target = module.ids.get(sourceOf(node)) ?? '';
      const names = node.type === 'ExportAllDeclaration' ? [null] : node.specifiers.map(takenName);
      const found =
        names.length > 0 && !names.includes(null) && isIndex(target) ? names.map((name) => definer(target, name ?? '')) : [];
      if (found.length === 0 || found.includes(null)) used.add(target);
      else for (const definedIn of found) if (definedIn !== null) used.add(definedIn);
    }
    return [...used];
  }

  const uses = new Map<string, readonly string[]>();
  /** Each module's uses, worked out once: every block's closure passes through the shared ones. */
  return function usedIds(id) {
    let found = uses.get(id);
    if (!found) uses.set(id, (found = modulesUsed(id)));
    return found;
  };
}
