// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint config, as `npm run lint` runs it, on code that is not in the tree: its
// layering rule alone, without type information, which the rule does not read (building the
// project's TypeScript program for it took 7 of the file's 8 s, measured).
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === 'layers/imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

/** A module of these lines, as a file holds it. */
const moduleOf = (...lines: string[]) => [...lines, ''].join('\n');

describe('the layering check (npm run lint)', () => {
  it('refuses an import of blocks/ from server/ and from src/', async () => {
    expect(
      await layerProblems('server/app.ts', "import { x } from '../blocks/commerce/cart/cart-rules.ts';\nexport { x };\n"),
    ).toEqual(['server/ never imports blocks/: take the contract from src/contracts/.']);
    expect(
      await layerProblems('src/ui/forms/button.tsx', "export { x } from '../../../blocks/commerce/shared/cart-query.ts';\n"),
    ).toEqual(['src/ never imports blocks/: the shared runtime knows no block.']);
  });

  it('refuses server/ the React layers of src/, even for types', async () => {
    const refusal =
      'server/ never imports src/runtime/, src/ui/ or src/editor/: take what it shares with them from src/contracts/.';
    const code = moduleOf(
      "import type { Hydration } from '#runtime/block.ts';",
      "import { sanitizeHtml } from '#ui/sanitize-html.ts';",
      "import type * as EditorEntry from '#editor/index.ts';",
      "import { isHydration } from '#contracts/hydration.ts';",
      'export { sanitizeHtml, isHydration, type Hydration, type EditorEntry };',
    );
    expect(await layerProblems('server/cms/page-store.ts', code)).toEqual([refusal, refusal, refusal]);
  });

  it("allows server/browser/ the editor entry's types only, and nothing else of the React layers", async () => {
    const file = 'server/browser/cms-client.ts';
    const allowed = moduleOf(
      "import type * as EditorEntry from '#editor/index.ts';",
      "import { type RichTextEditorProps } from '#editor/index.ts';",
      "import type { CmsBlocksApi } from '#contracts/cms-blocks-api.ts';",
      'export type { EditorEntry, RichTextEditorProps, CmsBlocksApi };',
    );
    expect(await layerProblems(file, allowed)).toEqual([]);
    expect(await layerProblems(file, "export const load = () => import('#editor/index.ts');\n")).toEqual([
      'server/browser/ takes only types from src/editor/: the editor itself loads from /assets/cms-blocks/editor.js.',
    ]);
    expect(await layerProblems(file, "export type { CmsBlocksApi } from '#runtime/start.ts';\n")).toEqual([
      'server/browser/ uses the library as a host does (window.CmsBlocks, src/contracts/), never src/runtime/ or src/ui/.',
    ]);
  });

  it('refuses src/contracts/ React, ky and the layers that bring them', async () => {
    const refusal =
      'src/contracts/ is shared with server/: no React and no ky, so never src/runtime/, src/ui/, src/editor/ or src/api/.';
    const code = moduleOf(
      "import type { ReactNode } from 'react';",
      "import ky from 'ky';",
      "import { isApiError } from '#api/errors/api-error.ts';",
      "import { RequiredSchema } from '#validation/required.ts';",
      'export { ky, isApiError, RequiredSchema, type ReactNode };',
    );
    expect(await layerProblems('src/contracts/cms-pages.ts', code)).toEqual([refusal, refusal, refusal]);
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

  it('asks for the subpath import where a relative path climbs into a folder of src/ from outside it', async () => {
    const code = moduleOf(
      "import { a } from '../../../src/ui/forms/button.tsx';",
      "import { b } from '../../../src/api/client.ts';",
      'export { a, b };',
    );
    expect(await layerProblems('blocks/commerce/cart/cart-app.tsx', code)).toEqual([
      'Import src/ui/ by its subpath import: #ui/… (package.json\'s "imports").',
      'Import src/api/ by its subpath import: #api/… (package.json\'s "imports").',
    ]);
    expect(await layerProblems('src/editor/pickers/picker.tsx', "export { a } from '../../ui/alert.tsx';\n")).toEqual([
      'Import src/ui/ by its subpath import: #ui/… (package.json\'s "imports").',
    ]);
    expect(await layerProblems('src/loader.ts', "export const start = () => import('./runtime/start.ts');\n")).toEqual([
      'Import src/runtime/ by its subpath import: #runtime/… (package.json\'s "imports").',
    ]);
    // A layer's refusal comes first: following the subpath advice would only meet it next.
    expect(await layerProblems('server/cms/page.ts', "export { a } from '../../src/ui/alert.tsx';\n")).toEqual([
      'server/ never imports src/runtime/, src/ui/ or src/editor/: take what it shares with them from src/contracts/.',
    ]);
    // Within its own folder of src/, a module's neighbours stay relative.
    expect(await layerProblems('src/ui/forms/button.tsx', "export { a } from '../alert.tsx';\n")).toEqual([]);
  });

  it('refuses TinyMCE outside the editor entry', async () => {
    expect(await layerProblems('blocks/commerce/cart/cart-app.tsx', "import 'tinymce';\n")).toEqual([
      'Only the editor entry (src/editor/) imports TinyMCE.',
    ]);
  });

  it('refuses stories and shared fixtures an import of tests/unit/, and allows them tests/fixtures/', async () => {
    const refusal =
      'Stories and fixtures never import tests/unit/: move what a story and a unit test both use to tests/fixtures/<area>/.';
    expect(
      await layerProblems(
        'stories/commerce/cart.stories.tsx',
        "export { cartOrder } from '../../tests/unit/blocks/commerce/cart-orders.ts';\n",
      ),
    ).toEqual([refusal]);
    expect(
      await layerProblems(
        'tests/fixtures/commerce/listing.ts',
        "export { renderList } from '../../unit/blocks/commerce/listing/render.tsx';\n",
      ),
    ).toEqual([refusal]);
    const allowed = moduleOf(
      "import { cartOrder } from '../../tests/fixtures/commerce/cart-orders.ts';",
      "import { withServer } from '../../tests/support/story-server.tsx';",
      'export { cartOrder, withServer };',
    );
    expect(await layerProblems('stories/commerce/cart.stories.tsx', allowed)).toEqual([]);
  });

  it("allows a block its own folder, its area's shared folder and src/", async () => {
    const code = moduleOf(
      "import { a } from './cart-rules.ts';",
      "import { b } from '../shared/cart-query.ts';",
      "import { c } from '#ui/forms/button.tsx';",
      'export { a, b, c };',
    );
    expect(await layerProblems('blocks/commerce/cart/cart-app.tsx', code)).toEqual([]);
  });
});
