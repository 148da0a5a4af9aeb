import { describe, expect, it } from 'vitest';
import { parsePageConfig } from '#host/config.ts';
import { encodePageConfig, type HostPageConfig } from '#host/page-config-json.ts';
import { slotAttributes, slotPropsAttribute } from '#host/slot-props.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const HOSTILE_TEXT = `</script><script>alert(1)</script><!-- "quotes" 'and' & </div> -->`;

describe('encodePageConfig', () => {
  it('cannot end its script early, and the library reads back the same config', () => {
    const config: HostPageConfig = {
      siteId: 'demo',
      labels: { 'cart.title': HOSTILE_TEXT },
      contentAreas: { checkoutReceiptTop: `<p>${HOSTILE_TEXT}</p>` },
    };
    const doc = parse(
      `<script type="application/json" data-cms-blocks-config>${encodePageConfig(config)}</script><p id="after"></p>`,
    );
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById('after')).not.toBeNull();
    const { config: read, problems } = parsePageConfig(doc.querySelector('script')?.textContent);
    expect(problems).toEqual([]);
    expect(read.labels).toEqual(config.labels);
    expect(read.contentAreas).toEqual(config.contentAreas);
  });

  it('writes <, >, &, U+2028 and U+2029 as escapes and nothing else differently from JSON.stringify', () => {
    const config: HostPageConfig = { labels: { a: '<b>&"\u2028\u2029é' } };
    expect(encodePageConfig(config)).toBe('{"labels":{"a":"\\u003cb\\u003e\\u0026\\"\\u2028\\u2029é"}}');
    expect(JSON.parse(encodePageConfig(config))).toEqual(config);
  });
});

describe('slotPropsAttribute', () => {
  it('writes one attribute that holds the props exactly, whatever their text', () => {
    const props = { label: HOSTILE_TEXT, other: "it's", nested: [{ x: '-->' }] };
    const doc = parse(`<div data-block="add-to-cart-button" ${slotPropsAttribute(props)}></div><p id="after"></p>`);
    const slot = doc.querySelector('[data-block]');
    expect(slot?.getAttributeNames()).toEqual(['data-block', 'data-props']);
    expect(JSON.parse(slot?.getAttribute('data-props') ?? '')).toEqual(props);
    expect(doc.body.children).toHaveLength(2);
  });

  it('leaves no quote, angle bracket or ampersand unescaped', () => {
    expect(slotPropsAttribute({ a: `"<&>'` })).toBe('data-props="{&quot;a&quot;:&quot;\\&quot;\\u003c\\u0026\\u003e\'&quot;}"');
  });
});

describe('slotAttributes', () => {
  it("writes a slot's block and its props, which the page reads back exactly", () => {
    const props = { skuNumber: 'TEA-12', label: HOSTILE_TEXT };
    const doc = parse(`<div ${slotAttributes('add-to-cart-button', props)}></div><p id="after"></p>`);
    const slot = doc.querySelector('[data-block]');
    expect(slot?.getAttribute('data-block')).toBe('add-to-cart-button');
    expect(JSON.parse(slot?.getAttribute('data-props') ?? '')).toEqual(props);
    expect(doc.body.children).toHaveLength(2);
  });

  it('writes no data-props for a block without props', () => {
    expect(slotAttributes('spacer-medium', {})).toBe('data-block="spacer-medium"');
  });
});
