// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint config, as `npm run lint` runs it, on code that is not in the tree.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

// note: the first lint builds the TypeScript program of the whole project, which takes seconds.
describe('the layering check (npm run lint)', { timeout: 60_000 }, () => {
  it('refuses an import of blocks/ from server/ and from src/', async () => {
    expect(
      await layerProblems('server/app.ts', "import { x } from '../blocks/commerce/cart/cart-rules.ts';\nexport { x };\n"),
    ).toEqual(['server/ never imports blocks/: take the contract from src/contracts/.']);
    expect(await layerProblems('src/ui/button.tsx', "export { x } from '../../blocks/commerce/shared/cart-query.ts';\n")).toEqual(
      ['src/ never imports blocks/: the shared runtime knows no block.'],
    );
  });

  it("refuses a block's import of server/ and of another block's folder, and a dynamic one too", async () => {
    const file = 'blocks/commerce/cart/cart-app.tsx';
    expect(await layerProblems(file, "import { x } from '../../../server/app.ts';\nexport { x };\n")).toEqual([
      'Blocks never import server/.',
    ]);
    expect(await layerProblems(file, "export const load = () => import('../add-to-cart/add-to-cart.tsx');\n")).toEqual([
      "A block never imports another block's internals (blocks/commerce/add-to-cart/): move what both need to blocks/commerce/shared/.",
    ]);
  });

  it('refuses TinyMCE outside the editor entry', async () => {
    expect(await layerProblems('blocks/commerce/cart/cart-app.tsx', "import 'tinymce';\n")).toEqual([
      'Only the editor entry (src/editor/) imports TinyMCE.',
    ]);
  });

  it("allows a block its own folder, its area's shared folder and src/", async () => {
    const code = [
      "import { a } from './cart-rules.ts';",
      "import { b } from '../shared/cart-query.ts';",
      "import { c } from '../../../src/ui/button.tsx';",
      'export { a, b, c };',
      '',
    ].join('\n');
    expect(await layerProblems('blocks/commerce/cart/cart-app.tsx', code)).toEqual([]);
  });
});
