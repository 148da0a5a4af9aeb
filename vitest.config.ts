import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';

/** Unit test files that need a fresh module graph: see the two unit projects. */
const ISOLATED_UNIT_TESTS = 'tests/unit/**/*.isolated.test.{ts,tsx}';

// Cheaper password hashes for every test process, the global setups' servers included (see server/auth/password.ts).
process.env.PASSWORD_HASHING ??= 'fast';
// The demo's store, as `npm start` runs it: guests may order (the default is off).
process.env.GUEST_ORDERING_ENABLED ??= 'true';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: {
    __CMS_BLOCKS_VERSION__: JSON.stringify(pkg.version),
    __CMS_BLOCKS_PRELOAD_PLAN__: JSON.stringify({ runtime: [] }),
  },
  test: {
    globals: true,
    // A worker per core, not Vitest's one fewer: a journey leaves a core about 40% idle while it
    // waits for its browser and server (measured), so a second file fills it.
    maxWorkers: availableParallelism(),
    // A component test types and renders in jsdom: at load 13 on this machine some took over
    // Vitest's 5 s (a purchase form 5.1 s, an eslint start 5 s) while they pass in 1-3 s alone.
    testTimeout: 15_000,
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [ISOLATED_UNIT_TESTS],
          setupFiles: ['tests/unit/setup.ts'],
          // One jsdom and one module graph per worker instead of per file: building jsdom for each
          // of the 130 files took more time than their tests (124 s against 43 s, measured).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace modules (vi.mock) or start the runtime, which would leak into others.
          name: 'unit-isolated',
          environment: 'jsdom',
          include: [ISOLATED_UNIT_TESTS],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One module graph per worker: each file builds its own app over its own database, and
          // importing the server again per file took 38 s of the project's 83 (measured).
          isolate: false,
          unstubGlobals: true,
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // expect.poll waits for a page's state (a save's status, a count) up to 10 s, not
          // Vitest's 1 s: on a loaded machine a round trip and a render took longer (measured
          // failures at load 8), and a poll ends as soon as the state is reached.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // Playwright and the support modules imported once per worker: 34 s of 141 were imports
          // (measured). Each file still opens its own browser and closes it in afterAll.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
