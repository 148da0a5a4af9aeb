import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();
let context: BrowserContext;

async function openPage(path: string, user: string): Promise<Page> {
  context = await newContext(user);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  await expectSteadyLayout(page);
  await expectNoAxeViolations(page);
  expect(problems.errors).toEqual([]);
  return page;
}

/** Decodes a downloaded image's QR code: a blank page draws it on a canvas, jsQR reads the pixels. */
async function decodeDownload(download: Download, type: string): Promise<string | undefined> {
  const bytes = await readFile(await download.path());
  const blank = await context.newPage();
  const image = await blank.evaluate(
    async ({ source }) => {
      const img = new Image();
      img.src = source;
      await img.decode();
      // note: at least 4 pixels a module, whatever size the file says.
      const size = Math.max(img.naturalWidth, 400);
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const context2d = canvas.getContext('2d')!;
      context2d.imageSmoothingEnabled = false;
      context2d.drawImage(img, 0, 0, size, size);
      // The pixels cross as base64: as a JSON array of 640,000 numbers they took 3.4 s a picture.
      const pixels = context2d.getImageData(0, 0, size, size).data;
      let binary = '';
      for (let start = 0; start < pixels.length; start += 0x8000) {
        binary += String.fromCharCode(...pixels.subarray(start, start + 0x8000));
      }
      return { size, base64: btoa(binary) };
    },
    { source: `data:${type};base64,${bytes.toString('base64')}` },
  );
  await blank.close();
  return jsQR(new Uint8ClampedArray(Buffer.from(image.base64, 'base64')), image.size, image.size)?.data;
}

describe('distributor link creator', () => {
  it('builds a sponsored signup link, copies it, and its QR code (PNG and SVG) decodes back to it', async () => {
    const page = await openPage('/distributor/links', 'distributor');
    const block = page.locator('[data-block="distributor-link-creator"]');
    await block.getByRole('combobox', { name: 'Signup type' }).selectOption({ label: 'Distributor' });
    await block.getByRole('combobox', { name: /Starting profit level/ }).selectOption({ label: '2 = 25%' });
    const link = new URL('/sponsor-signup/1002/distributor?rank=2', baseUrl()).href;
    expect(await block.getByRole('textbox', { name: 'Your link' }).inputValue()).toBe(link);

    await block.getByRole('button', { name: 'Copy link' }).click();
    await block.getByText('Link copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await block.getByRole('button', { name: 'Show QR code' }).click();
    await block.getByRole('img', { name: `QR code for ${link}` }).waitFor();
    await expectNoAxeViolations(page);
    const [png] = await Promise.all([page.waitForEvent('download'), block.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('qr-code-distributor.png');
    expect(await decodeDownload(png, 'image/png')).toBe(link);
    const [svg] = await Promise.all([page.waitForEvent('download'), block.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(await decodeDownload(svg, 'image/svg+xml')).toBe(link);

    // The link leads somewhere real: the signup with its sponsor and level, then checkout.
    await page.goto(link);
    expect(await page.locator('main').innerText()).toContain('sponsored by Dana Rivers');
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
  });

  it('shows a customer the distributor-only message with a login button', async () => {
    const page = await openPage('/distributor/links', 'customer');
    const block = page.locator('[data-block="distributor-link-creator"]');
    expect(await block.getByText('You must be logged in as a distributor to use this tool.').isVisible()).toBe(true);
    expect(await block.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=/distributor/links');
    expect(await block.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
  });
});

describe('sign someone up', () => {
  it('starts checkout for the chosen type', async () => {
    const page = await openPage('/distributor/sign-someone-up', 'staff');
    // The page's title is the one heading: the block is named by it, not headed again.
    expect(await page.getByRole('heading', { name: 'Sign someone up' }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Signup type' }).selectOption({ label: 'Preferred customer' });
    await page.getByRole('button', { name: 'Start checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
  });
});

describe('distributor next steps', () => {
  it("shows the distributor's real statuses with a link to each tool", async () => {
    const page = await openPage('/distributor/next-steps', 'distributor');
    expect(await page.getByRole('heading', { name: 'Your next steps' }).count()).toBe(1);
    const list = page.getByRole('region', { name: 'Your next steps' }).getByRole('list');
    const status = (step: string) => list.locator(`[data-step="${step}"] .cmsb-next-steps__status`).innerText();
    expect(await status('profile')).toBe('Done');
    // The training journey certifies this distributor; whichever file runs first, the step follows the server.
    const certified = await api(context, 'GET', '/api/v2/certification-training/public/user-is-certified/1002');
    expect(await status('certification')).toBe(certified.body.data === true ? 'Done' : 'To do');
    expect(await status('personal-site')).toBe('Done');
    expect(await list.getByRole('link', { name: 'Go to your coupons' }).getAttribute('href')).toBe('/owner/coupons');
  });
});
