import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { startServer, type RunningServer } from '../../server/start.ts';
import type { PreloadManifest } from '#host/preload-links.ts';
import { waitForSettledSlots, watchProblems, type PageProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const run = promisify(execFile);

/** A port free right now: the API must know the host's origin before the host starts. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The address the example host prints once it listens (its first line), or its error output if it stops. */
async function listeningUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const line = await Promise.race([
    once(lines, 'line').then(([text]) => String(text)),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the example host stopped (${String(code)}): ${errors}`);
    }),
  ]);
  const url = /http:\/\/\S+/.exec(line)?.[0];
  if (!url) throw new Error(`the example host printed no address: ${line}`);
  return url;
}

/**
 * The package as a platform engineer gets it: `npm pack`, installed from the tarball into a copy
 * of examples/host-node with no registry, run against a reference server that knows the host's
 * origin (its own: the shared one accepts only its own address), in Chromium.
 */
describe('the example host, with the packed package installed', () => {
  let folder = '';
  let db: Db | undefined;
  let api: RunningServer | undefined;
  let host: ChildProcessWithoutNullStreams | undefined;
  let hostUrl = '';
  // A first visit to the host's origin: no cookie decision (the helper's is for the shared server's pages).
  const contexts = journeyContexts({ cookies: null });

  /** The example host's copy, with the package installed from its tarball. */
  async function installExample(): Promise<string> {
    const packed = await run('npm', ['pack', '--json', '--pack-destination', folder]);
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    const app = path.join(folder, 'host-node');
    await cp('examples/host-node', app, { recursive: true });
    await run('npm', ['install', path.join(folder, filename), '--omit=dev', '--no-audit', '--no-fund', '--offline'], {
      cwd: app,
    });
    return app;
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cmsb-host-'));
    const openDb = async () => {
      db = await openDatabase();
      await migrate(db);
      await seed(db);
      return db;
    };
    const [app, seeded] = await Promise.all([installExample(), openDb()]);
    const port = await freePort();
    api = await startServer({ port: 0, db: seeded, publicOrigins: [`http://127.0.0.1:${port}`] });
    host = spawn(process.execPath, ['server.mjs'], {
      cwd: app,
      env: { ...process.env, PORT: String(port), API_ORIGIN: api.url, CAPTCHA: 'off' },
    });
    hostUrl = await listeningUrl(host);
  }, 60_000);

  afterAll(async () => {
    host?.kill();
    await api?.close();
    await db?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function open(pathname: string): Promise<{ page: Page; problems: PageProblems }> {
    const page = await (await contexts.newContext()).newPage();
    const problems = await watchProblems(page);
    await page.goto(new URL(pathname, hostUrl).href);
    await waitForSettledSlots(page);
    return { page, problems };
  }

  it('serves a product page whose slots mount under its strict CSP, and Add to Cart fills the cart', async () => {
    const { page, problems } = await open('/p/lavender-essential-oil');
    const states = await page.$$eval('[data-block]', (slots) => slots.map((slot) => slot.getAttribute('data-block-state')));
    expect(states).toEqual(['mounted', 'mounted']);

    const changed = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          document.addEventListener('cms-blocks:cart-change', (event) => {
            const { itemCount } = (event as CustomEvent<{ itemCount: number }>).detail;
            if (itemCount > 0) resolve(itemCount);
          });
        }),
    );
    await page.locator('[data-block="product-detail-page-top"]').getByRole('button', { name: 'Add to Cart' }).click();
    expect(await changed).toBe(1);
    await page
      .locator('[data-block="cart"]')
      .getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 5 mL' })
      .waitFor();

    // The cart page of the same visitor, through the forwarded API and its cookie.
    await page.goto(new URL('/cart', hostUrl).href);
    await waitForSettledSlots(page);
    const line = page
      .locator('[data-block="cart"]')
      .getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 5 mL' });
    expect(await line.inputValue()).toBe('1');
    expect(problems).toMatchObject({ cspViolations: [], blockErrors: [] });
  });

  it("caches the build's hashed files for a year, revalidates the rest, and serves nothing outside dist/", async () => {
    const manifest = JSON.parse(await readFile('dist/preload-manifest.json', 'utf8')) as PreloadManifest;
    const cacheOf = async (file: string) => {
      const answer = await fetch(new URL(`/assets/cms-blocks/${file}`, hostUrl));
      return `${answer.status} ${answer.headers.get('cache-control') ?? ''}`;
    };
    expect(await cacheOf(manifest.runtime[0]!)).toBe('200 public, max-age=31536000, immutable');
    expect(await cacheOf('cms-blocks.js')).toBe('200 no-cache');
    expect(await cacheOf('cms-blocks.css')).toBe('200 no-cache');
    expect((await fetch(new URL('/assets/cms-blocks/..%2Fpackage.json', hostUrl))).status).toBe(404);
  });
});
