import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MIN_BADGE_FONT_PX } from '../../blocks/conference/conference-badge-print/fit-badge.ts';
import { baseUrl, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

/**
 * The printed badge (4 × 3 in) with long names in several scripts: the name shrinks to fit inside
 * the badge's margins and lines break only at spaces and hyphens, never inside a word, unless a
 * word is too wide for the badge even at the smallest readable size.
 */

const { newContext } = journeyContexts();

/** The badge's margins (its padding): 0.25 in. */
const MARGIN_PX = 24;
/** The name's size when it fits as it is: 0.55 in. */
const FULL_NAME_PX = 52.8;

const NAMES = [
  'Venkataraman-Young Bartholomew',
  'Wolfeschlegelsteinhausenbergerdorff',
  'Александра Константиновна Ильинская-Преображенская',
  '欧阳娜娜 司马相如 诸葛孔明',
  '山田太郎左衛門之助 佐々木',
  'वेंकटरमण सुब्रह्मण्यम चंद्रशेखरन',
  'عبد الرحمن بن عبد العزيز آل سعود',
  '남궁민수 선우재덕',
];

/** One word of 67 letters: too wide for the badge even at the smallest readable size. */
const ONE_LONG_WORD = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft';

interface PrintedBadge {
  shown: string[];
  /** The badge's padding: top, right, bottom, left. */
  margins: number[];
  nameSize: number;
  /** Every line's text boxes outside the margins, in px (0 when inside). */
  outside: number[];
  /** The words of the name laid on more than one line. */
  splitWords: string[];
}

/** Measures the badge as printed: each line's text boxes, and each word of the name's line boxes. */
function measurePrintedBadge(): PrintedBadge {
  const badge = document.querySelector<HTMLElement>('.cmsb-badge');
  const name = badge?.querySelector<HTMLElement>('.cmsb-badge__name > span');
  const text = name?.firstChild;
  if (!badge || !name || !(text instanceof Text)) throw new Error('No printed badge with a name');
  const box = badge.getBoundingClientRect();
  const style = getComputedStyle(badge);
  const inner = {
    left: box.left + parseFloat(style.paddingLeft),
    right: box.right - parseFloat(style.paddingRight),
    top: box.top + parseFloat(style.paddingTop),
    bottom: box.bottom - parseFloat(style.paddingBottom),
  };
  const margins = [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(parseFloat);
  const outside = [...badge.querySelectorAll('span')].flatMap((span) =>
    [...span.getClientRects()].map((rect) =>
      Math.max(0, inner.left - rect.left, rect.right - inner.right, inner.top - rect.top, rect.bottom - inner.bottom),
    ),
  );
  // A word is what lies between spaces; a hyphen may end a line, so each part after one is a word too.
  const words: { word: string; start: number }[] = [];
  for (const match of text.data.matchAll(/[^\s-]+-?/g)) words.push({ word: match[0], start: match.index });
  const splitWords = words
    .filter(({ word, start }) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return tops.size > 1;
    })
    .map(({ word }) => word);
  return {
    margins,
    shown: [...document.body.children]
      .filter((child) => getComputedStyle(child).display !== 'none')
      .map((child) => child.className),
    nameSize: parseFloat(getComputedStyle(name).fontSize),
    outside,
    splitWords,
  };
}

/** Prints a badge for `name` and measures it as printed; the page's clock is paused, so the print view stays. */
async function printBadge(page: Page, name: string): Promise<PrintedBadge> {
  const form = page.locator('[data-block="conference-badge-print"]');
  await form.getByRole('textbox', { name: 'Name on Badge' }).fill(name);
  await form.getByRole('button', { name: 'Print badge' }).click();
  const view = page.getByRole('region', { name: 'Badge print view' });
  await view.waitFor();
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(measurePrintedBadge);
  await page.emulateMedia({ media: 'screen' });
  // The print view goes 1 s after the print dialog, which opens 1 s after the click.
  await page.clock.runFor(2100);
  await view.waitFor({ state: 'detached' });
  return printed;
}

describe('badge print', () => {
  it('fits long names of every script inside the margins, breaking between words, or anywhere in a word too wide', async () => {
    const context = await newContext('staff');
    await context.clock.install();
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    const page = await context.newPage();
    const problems = await watchProblems(page);
    await page.goto(new URL('/conference/custom-badge-print', baseUrl()).href);
    await waitForSettledSlots(page);
    const form = page.locator('[data-block="conference-badge-print"]');
    await form.getByRole('textbox', { name: 'RCN on Badge' }).fill('7000279');
    await form.getByRole('textbox', { name: 'City' }).fill('Thiruvananthapuram');
    await form.getByRole('textbox', { name: 'State or Country' }).fill('Kerala, India');
    await page.clock.pauseAt(Date.now() + 60_000);

    const short = await printBadge(page, 'Ethan');
    expect(short).toMatchObject({
      shown: ['cmsb-badge-sheet'],
      margins: [MARGIN_PX, MARGIN_PX, MARGIN_PX, MARGIN_PX],
      nameSize: FULL_NAME_PX,
      splitWords: [],
    });
    expect(Math.max(...short.outside)).toBe(0);

    for (const name of NAMES) {
      const printed = await printBadge(page, name);
      expect({ name, splitWords: printed.splitWords }).toEqual({ name, splitWords: [] });
      // Sub-pixel rounding of text boxes aside, nothing reaches into the margins.
      expect({ name, outside: Math.max(...printed.outside) }).toEqual({ name, outside: expect.closeTo(0, 0) });
      expect(printed.margins).toEqual([MARGIN_PX, MARGIN_PX, MARGIN_PX, MARGIN_PX]);
      if (name === NAMES[0]) expect(printed.nameSize).toBeLessThan(FULL_NAME_PX);
    }

    // Breaking the word anywhere, the name is sized afresh to fill the badge, not left at the smallest size.
    const longWord = await printBadge(page, ONE_LONG_WORD);
    expect(longWord.splitWords).toEqual([ONE_LONG_WORD]);
    expect(Math.max(...longWord.outside)).toBeCloseTo(0, 0);
    expect(longWord.nameSize).toBeGreaterThan(MIN_BADGE_FONT_PX);
    expect(problems.errors).toEqual([]);
  });
});
