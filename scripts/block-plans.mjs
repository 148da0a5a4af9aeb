import path from 'node:path';

/**
 * Each block's plan file, dist/plans/<block>.js: a module of its own that the loader imports when
 * a page holds the block (src/runtime/plan-source.ts), so the loader names no block and does not
 * grow with the registry. It exports `{ hydration, files, load }`: the block's default hydration,
 * every file its code needs beyond the runtime's (filled in by preload-plan.mjs once file names
 * are known) and `load()`, the block's own `import()` as rollup writes it (a block chunk that its
 * edit/ chunk imports from hands the block over as a namespace export, not as its default).
 *
 * The blocks are the registry's dynamic imports (`blocks/<area>/<block>/index.ts`); their default
 * hydrations are read from the registry's `defaultHydration` object.
 */

const REGISTRY = path.resolve('registry/index.ts');
const PREFIX = '\0block-plan:';

/** What stands for a plan's file list until preload-plan.mjs knows the file names. */
export const FILES_PLACEHOLDER = 'cms-blocks-block-files';

/** The block a plan chunk is for, from its file name. */
export const planBlockOf = (chunk) => chunk.fileName.match(/^plans\/(.+)\.js$/)?.[1];

/** `defaultHydration`'s entries, from the registry module's syntax tree (string keys and values only). */
function readDefaultHydration(ast) {
  for (const statement of ast.body) {
    const declarations = statement.type === 'ExportNamedDeclaration' ? (statement.declaration?.declarations ?? []) : [];
    const found = declarations.find((d) => d.id.name === 'defaultHydration');
    if (!found) continue;
    if (found.init?.type !== 'ObjectExpression') throw new Error('block-plans: defaultHydration is not an object literal');
    return new Map(
      found.init.properties.map((property) => {
        const key = property.key?.value ?? property.key?.name;
        if (typeof key !== 'string' || typeof property.value?.value !== 'string') {
          throw new Error('block-plans: defaultHydration holds something other than "block": "hydration"');
        }
        return [key, property.value.value];
      }),
    );
  }
  throw new Error('block-plans: the registry has no defaultHydration');
}

export function blockPlans() {
  const plans = new Map();
  return {
    name: 'block-plans',
    moduleParsed(info) {
      if (info.id !== REGISTRY) return;
      const hydrations = readDefaultHydration(info.ast);
      for (const id of info.dynamicallyImportedIds) {
        const block = path.basename(path.dirname(id));
        plans.set(block, { id, hydration: hydrations.get(block) ?? 'load' });
        this.emitFile({ type: 'chunk', id: `${PREFIX}${block}`, fileName: `plans/${block}.js` });
      }
    },
    // note: a plan imports its block by the id rollup resolved from the registry, so it is taken as it is.
    resolveId: (source, importer) => (source.startsWith(PREFIX) || importer?.startsWith(PREFIX) ? source : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const plan = plans.get(id.slice(PREFIX.length));
      return [
        `export default {`,
        `  hydration: ${JSON.stringify(plan.hydration)},`,
        `  files: ${JSON.stringify(FILES_PLACEHOLDER)},`,
        `  load: () => import(${JSON.stringify(plan.id)}),`,
        `};`,
      ].join('\n');
    },
  };
}
