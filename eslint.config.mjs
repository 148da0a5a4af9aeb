import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './scripts/eslint/layers.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', '.data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { layers },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'layers/imports': 'error',
      // note: `import type` keeps type-only imports out of the bundles (tsconfig has verbatimModuleSyntax).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // note: numbers in template strings are everyday here (amounts, counts, ids).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // note: `onClick={() => setOpen(false)}` is plain React; a void value in other places still counts.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // note: `const { secret: _, ...rest } = row` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // note: an empty string is a missing text here (server messages, form fields), and
      // `required || undefined` leaves an aria attribute out when false: `||` is meant.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true, boolean: true } }],
    },
  },
  {
    files: ['tests/**', 'stories/**'],
    rules: {
      // note: with noUncheckedIndexedAccess every `items[0]` is possibly undefined; a test that
      // reads what it has just checked fails loudly anyway if the value is missing.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // note: test doubles implement async interfaces with synchronous bodies and pass no-op callbacks.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      // note: vitest's asymmetric matchers (expect.any, expect.stringMatching) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
