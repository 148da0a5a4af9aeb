import { describe, expect, it } from 'vitest';
import { pageUrl } from '../../server/pages/demo-page.ts';
import { demoPages } from '../../server/pages/routes.ts';
import { addItems, emptyCart } from './pages/cart.page.ts';
import { baseUrl, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

/**
 * WCAG 2.2 target size (minimum, 2.5.8) on a phone: every control of every demo page is at least
 * 24 × 24 CSS px, or spaced so that a 24 px circle centred on it touches no other control (nor the
 * circle of another small one). Links inside running text are exempt, as WCAG allows. One page
 * visits every demo page in turn, at 375 px wide.
 */

/** The smallest target WCAG 2.2 asks for, and the circle an undersized one needs free, in CSS px. */
const TARGET_PX = 24;

/**
 * Each demo page once (a route with parameters by its sample; the training's step route is the
 * training page again), and the cart's own routes with a line in the cart.
 */
const PAGES = [
  ...new Set(demoPages.map(pageUrl).filter((path) => !path.includes(':'))),
  '/cart#/order-preview',
  '/cart#/payment',
  '/cart#/order-history',
  '/cart#/autoship-list',
];

/**
 * Controls tapped again and again that are 24 × 24 px outright, not only spaced: the desk list's
 * check-in, Edit and Delete, and Edit on the payment page.
 */
const OUTRIGHT: Record<string, string> = {
  '/conference/ticket': '.cmsb-ticket-table__check-in, .cmsb-ticket-table__actions > *',
  '/cart#/payment': '.cmsb-cart-section .cmsb-button--link',
};

interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * The page's undersized targets that the spacing exception does not cover. A target is anything
 * that takes a click: links, buttons, form fields, summaries and widgets with a role or a tab stop,
 * when shown (laid out, visible, not a 1 px visually hidden field, not in an inert subtree). A
 * checkbox or radio inside its label is measured by the label, which takes its clicks too. A link
 * is in running text (inline, WCAG's exception) when it lays out inline and the block around it
 * has other text than its own.
 */
function smallTargets({ size, outright }: { size: number; outright: string | null }): SmallTarget[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const clickable = (element: Element): Element => {
    const label = element.closest('label');
    return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') && label
      ? label
      : element;
  };
  const blockAround = (element: Element): Element | null => {
    let parent = element.parentElement;
    while (parent && getComputedStyle(parent).display.startsWith('inline')) parent = parent.parentElement;
    return parent;
  };
  const inRunningText = (element: Element) =>
    element instanceof HTMLAnchorElement &&
    getComputedStyle(element).display === 'inline' &&
    (blockAround(element)?.textContent ?? '').replace(/\s+/g, '') !== element.textContent.replace(/\s+/g, '');
  const targets = [...new Set([...document.querySelectorAll(selector)].map(clickable))]
    .filter(
      (element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.closest('[inert]') === null,
    )
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 1 && box.height > 1);
  const small = targets.filter(({ box }) => box.width < size - 0.01 || box.height < size - 0.01);
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const radius = size / 2;
  const circleMeets = (box: DOMRect, other: DOMRect) => {
    const { x, y } = centre(box);
    return (
      Math.hypot(x - Math.max(other.left, Math.min(x, other.right)), y - Math.max(other.top, Math.min(y, other.bottom))) < radius
    );
  };
  const nested = (a: Element, b: Element) => a.contains(b) || b.contains(a);
  const crowded = ({ element, box }: { element: Element; box: DOMRect }) =>
    targets.some((other) => other.element !== element && !nested(element, other.element) && circleMeets(box, other.box)) ||
    small.some(
      (other) =>
        other.element !== element &&
        !nested(element, other.element) &&
        Math.hypot(centre(box).x - centre(other.box).x, centre(box).y - centre(other.box).y) < size,
    );
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).trim().slice(0, 40);
    const block = element.closest('[data-block]')?.getAttribute('data-block');
    const tag = element.tagName.toLowerCase();
    const type = element.getAttribute('type');
    return `${tag}${type ? `[${type}]` : ''} "${name}"${block ? ` in ${block}` : ''}`;
  };
  const required = new Set(outright === null ? [] : document.querySelectorAll(outright));
  return small
    .filter((target) => required.has(target.element) || (!inRunningText(target.element) && crowded(target)))
    .map(({ element, box }) => ({ target: describe(element), width: Math.round(box.width), height: Math.round(box.height) }));
}

const { newContext } = journeyContexts();

describe('target size', () => {
  it('gives every control of every demo page at least 24 × 24 px on a phone, or room around it', async () => {
    // The administrator sees the most: the desk's tools with profile lookup, and the editor.
    const context = await newContext('admin', { viewport: { width: 375, height: 812 } });
    await emptyCart(context);
    await addItems(context, [{ skuNumber: 'LAV05', qty: 1 }]);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of PAGES) {
      // A cart route opens afresh, as a shared link does (not as a hash change of the page before).
      if (path.includes('#')) await page.goto('about:blank');
      await page.goto(new URL(path, baseUrl()).href);
      await waitForSettledSlots(page);
      // Lists and forms arrive after mount: measure once nothing on the page is loading any more.
      await page.waitForFunction(() => document.querySelector('.cmsb-spinner, [aria-busy="true"]') === null, null, {
        polling: 100,
      });
      const outright = OUTRIGHT[path] ?? null;
      if (outright !== null) expect(await page.locator(outright).count(), outright).toBeGreaterThan(0);
      for (const small of await page.evaluate(smallTargets, { size: TARGET_PX, outright }))
        found.push(`${path}: ${small.target} ${small.width}x${small.height}`);
    }
    expect(found).toEqual([]);
  }, 120_000);
});
