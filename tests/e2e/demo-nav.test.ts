import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, watchProblems } from './support/browser.ts';
import { journeyContexts, openSettled } from './support/contexts.ts';

const { newContext } = journeyContexts();

async function openHomeAs(user: string, width: number): Promise<Page> {
  const context = await newContext(user, { viewport: { width, height: 800 } });
  return openSettled(context, '/');
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Demo pages' });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });

/** Whether the browser tells assistive technology that the Menu button's panel is expanded. */
async function menuExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === 'Menu');
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value === true;
}

describe('the demo header', () => {
  it('keeps a distributor\'s navigation on one line at 1280 px, "Edit this page" included', async () => {
    const page = await openHomeAs('distributor', 1280);
    expect(await menuButton(page).isVisible()).toBe(false);
    const items = [
      ...(await nav(page).getByRole('link').all()),
      nav(page).getByRole('button', { name: 'Log out' }),
      nav(page).getByRole('button', { name: 'Edit this page' }),
    ];
    const boxes = await Promise.all(items.map(async (item) => item.boundingBox()));
    expect(boxes).toHaveLength(11);
    const middles = boxes.map((box) => (box ? Math.round(box.y + box.height / 2) : null));
    for (const middle of middles) expect(Math.abs((middle ?? 0) - (middles[0] ?? 0))).toBeLessThanOrEqual(4);
  });

  it('collapses into a Menu at 375 px that opens, is walked by keyboard and closes with Esc', async () => {
    const page = await openHomeAs('distributor', 375);
    const problems = await watchProblems(page);
    expect(await nav(page).getByRole('link', { name: 'Products' }).isVisible()).toBe(false);
    // The owner's one action stays beside the Menu.
    expect(await nav(page).getByRole('button', { name: 'Edit this page' }).isVisible()).toBe(true);

    await page.keyboard.press('Tab');
    expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await menuExpanded(page)).toBe(false);
    await page.keyboard.press('Enter');
    await nav(page).getByRole('link', { name: 'Products' }).waitFor();
    expect(await menuExpanded(page)).toBe(true);
    await expectNoAxeViolations(page);

    const reached: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent.trim() ?? ''));
    }
    expect(reached).toEqual([
      'Home',
      'Products',
      'Quick shop',
      'Block gallery',
      'Cart',
      'My profile',
      'Editor',
      'Broken slots',
      'Bench',
      'Log out',
    ]);

    await page.keyboard.press('Escape');
    await nav(page).getByRole('link', { name: 'Products' }).waitFor({ state: 'hidden' });
    expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await menuExpanded(page)).toBe(false);
    expect(problems.errors).toEqual([]);
  });
});
