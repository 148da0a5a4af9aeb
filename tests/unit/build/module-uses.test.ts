// @vitest-environment node
import type { ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { createModuleUses } from '../../../scripts/module-uses.ts';

/** A module as rollup describes it to the chunk planner: its code's syntax tree and its imports' ids. */
const moduleInfo = (id: string, code: string, importedIds: string[], exports: string[] = []) =>
  ({ id, ast: parseAst(code), importedIds, exports, isExternal: false }) as unknown as ModuleInfo;

function usesOf(...modules: ModuleInfo[]) {
  const byId = new Map(modules.map((info) => [info.id, info]));
  return createModuleUses((id) => byId.get(id) ?? null);
}

describe('the modules a module uses (scripts/module-uses.ts)', () => {
  const index = moduleInfo('/lib/index.js', "export { a } from './a.js';\nexport * from './b.js';", ['/lib/a.js', '/lib/b.js']);
  const a = moduleInfo('/lib/a.js', 'export const a = 1;', [], ['a']);
  const b = moduleInfo('/lib/b.js', 'export const b = 2;', [], ['b']);

  it('looks through an index that only passes names on to the modules defining the names taken', () => {
    const block = moduleInfo('/block.js', "import { b } from './lib/index.js';\nimport './a.css';\nconsole.log(b);", [
      '/lib/index.js',
      '/a.css',
    ]);
    expect(usesOf(index, a, b, block)('/block.js')).toEqual(['/lib/b.js', '/a.css']);
  });

  it('fails, naming the module, when its import sources and the modules rollup lists do not line up', () => {
    const block = moduleInfo('/block.js', "import { a } from './lib/index.js';\nimport { b } from './lib/b.js';", [
      '/lib/index.js',
    ]);
    expect(() => usesOf(index, a, b, block)('/block.js')).toThrow(
      'chunk-groups: /block.js has 2 import sources (./lib/index.js, ./lib/b.js) but rollup lists 1 imported modules (/lib/index.js): its imports cannot be matched to modules',
    );
  });
});
