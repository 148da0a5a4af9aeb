// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillSlots, findSlots } from '#server/page-slots.ts';

describe('findSlots', () => {
  it('finds the outermost slots with their props, in page order, in a document or a fragment', () => {
    const fragment = `<p>Intro</p><div data-block="spacer-medium"></div><section><div data-block="add-to-cart" data-props='{"productId":"P100"}'><span class="cmsb-placeholder"></span></div></section>`;
    expect(findSlots(fragment).map(({ block, props }) => ({ block, props }))).toEqual([
      { block: 'spacer-medium', props: {} },
      { block: 'add-to-cart', props: { productId: 'P100' } },
    ]);
    const document = `<!doctype html><html><head><title>x</title></head><body>${fragment}</body></html>`;
    expect(findSlots(document).map((slot) => slot.block)).toEqual(['spacer-medium', 'add-to-cart']);
  });

  it('decodes props as the browser does, skips slots inside slots and filled slots, and gives broken props as null', () => {
    const html = [
      `<div data-block="product-circle" data-props="{&quot;title&quot;:&quot;Tom &amp; Jerry&quot;}"><div data-block="add-to-cart"></div></div>`,
      `<div data-block="add-to-cart" data-ssr><p>done</p></div>`,
      `<div data-block="add-to-cart" data-props="{not json"></div>`,
      `<div data-block="add-to-cart" data-props='[1]'></div>`,
    ].join('');
    expect(findSlots(html).map(({ block, props }) => ({ block, props }))).toEqual([
      { block: 'product-circle', props: { title: 'Tom & Jerry' } },
      { block: 'add-to-cart', props: null },
      { block: 'add-to-cart', props: null },
    ]);
  });
});

describe('fillSlots', () => {
  it("replaces only the rendered slots' content and marks them, keeping every other byte", () => {
    const html = `<main>\n<div data-block="a" id="one"><i>wait</i></div>\n<div data-block="b"><i>wait</i></div>\n<div data-block='c' /><b>x</b></div></main>`;
    const slots = findSlots(html);
    const filled = fillSlots(html, slots, [
      { rendered: true, html: '<p>A</p>', hints: [] },
      { rendered: false, problem: 'no' },
      { rendered: true, html: '<p>C</p>', hints: [] },
    ]);
    expect(filled).toBe(
      `<main>\n<div data-block="a" id="one" data-ssr><p>A</p></div>\n<div data-block="b"><i>wait</i></div>\n<div data-block='c'  data-ssr/><p>C</p></div></main>`,
    );
  });

  it('empties and marks a slot the browser refuses too, so host CSS collapses it from the start', () => {
    const html = `<p>a</p><div data-block="promo-bar"><i>wait</i></div><div data-block="b"><i>wait</i></div>`;
    const filled = fillSlots(
      html,
      findSlots(html),
      [
        { rendered: false, problem: 'no such block', refused: true },
        { rendered: false, problem: 'its code failed to load', refused: false },
      ],
      () => '<link rel="stylesheet" href="x.css">',
    );
    expect(filled).toBe(`<p>a</p><div data-block="promo-bar" data-ssr></div><div data-block="b"><i>wait</i></div>`);
  });

  it('writes $1, $& and $` in rendered HTML as they are (no replacement patterns)', () => {
    const html = '<div data-block="a"></div>';
    const tricky = "<p>$12.50 $1 $& $` $' $$</p>";
    expect(fillSlots(html, findSlots(html), [{ rendered: true, html: tricky, hints: [] }])).toBe(
      `<div data-block="a" data-ssr>${tricky}</div>`,
    );
  });
});
