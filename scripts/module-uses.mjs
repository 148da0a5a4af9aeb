/**
 * Which modules a module uses, by the names it imports: an index that only passes names on (a
 * package's entry such as react-query's, a folder's index such as src/validation/index.ts) is
 * looked through to the modules that define the names taken from it. So a hook one block imports
 * is that block's code, though every block that fetches imports the same entry.
 */

/** The only statements of an index that passes names on: it has no code of its own. */
const PASSING_ON = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

const nameOf = (node) => node.name ?? String(node.value);

/** What a specifier takes: a name, or null for the whole module (a namespace). */
function takenName(specifier) {
  if (specifier.type === 'ImportSpecifier') return nameOf(specifier.imported);
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ExportSpecifier') return nameOf(specifier.local);
  return null;
}

/** Returns `usedIds(id)`: the modules `id` uses, indexes looked through where names are taken from them. */
export function createModuleUses(getModuleInfo) {
  const sourceMaps = new Map();
  /**
   * Each import and export source of the module with its resolved id. Rollup lists importedIds in
   * the order the sources first appear; null where the two lists do not line up (then every
   * import counts, as before).
   */
  const sourceIds = (id) => {
    if (sourceMaps.has(id)) return sourceMaps.get(id);
    const info = getModuleInfo(id);
    const sources = [...new Set((info?.ast?.body ?? []).filter((node) => node.source).map((node) => node.source.value))];
    const ids =
      info?.ast && sources.length === info.importedIds.length ? new Map(sources.map((s, i) => [s, info.importedIds[i]])) : null;
    sourceMaps.set(id, ids);
    return ids;
  };
  const isIndex = (id) => {
    const body = getModuleInfo(id)?.ast?.body;
    return !!body && body.every((node) => PASSING_ON.has(node.type) && !node.declaration) && sourceIds(id) !== null;
  };
  const exportsName = (id, name) => getModuleInfo(id)?.exports?.includes(name) ?? false;

  /** The module that defines what index `id` exports as `name`; null when it cannot tell. */
  function definer(id, name, seen = new Set()) {
    if (!isIndex(id)) return id;
    if (seen.has(id)) return null;
    seen.add(id);
    const ids = sourceIds(id);
    const body = getModuleInfo(id).ast.body;
    const imported = new Map();
    for (const node of body.filter((n) => n.type === 'ImportDeclaration')) {
      for (const specifier of node.specifiers) imported.set(specifier.local.name, [node.source.value, takenName(specifier)]);
    }
    for (const node of body.filter((n) => n.type === 'ExportNamedDeclaration')) {
      const specifier = node.specifiers.find((s) => nameOf(s.exported) === name);
      if (!specifier) continue;
      const [source, taken] = node.source
        ? [node.source.value, takenName(specifier)]
        : (imported.get(specifier.local.name) ?? []);
      if (source === undefined) return null;
      return taken === null ? ids.get(source) : definer(ids.get(source), taken, seen);
    }
    const star = body.find((n) => n.type === 'ExportAllDeclaration' && !n.exported && exportsName(ids.get(n.source.value), name));
    return star ? definer(ids.get(star.source.value), name, seen) : null;
  }

  function modulesUsed(id) {
    const info = getModuleInfo(id);
    const ids = sourceIds(id);
    if (!info || !ids || isIndex(id)) return info?.importedIds ?? [];
    const used = new Set();
    for (const node of info.ast.body.filter((n) => n.source)) {
      const target = ids.get(node.source.value);
      const names = node.type === 'ExportAllDeclaration' ? [null] : node.specifiers.map(takenName);
      const found =
        names.length > 0 && !names.includes(null) && isIndex(target) ? names.map((name) => definer(target, name)) : [];
      if (found.length === 0 || found.includes(null)) used.add(target);
      else for (const module of found) used.add(module);
    }
    return [...used];
  }

  const uses = new Map();
  /** Each module's uses, worked out once: every block's closure passes through the shared ones. */
  return function usedIds(id) {
    if (!uses.has(id)) uses.set(id, modulesUsed(id));
    return uses.get(id);
  };
}
