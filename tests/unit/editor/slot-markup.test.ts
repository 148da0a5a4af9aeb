import { slotHtml } from '#host/slot-props.ts';
import { readSlot, slotTitle } from '#editor/slot-markup.ts';
import { encodeSlotProps } from '#host/slot-props.ts';
import { ADD_TO_CART } from './fixtures.ts';

/** The slot element the browser builds from `html`. */
function parseSlot(html: string): Element {
  const element = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild;
  if (!element) throw new Error(`no element in ${html}`);
  return element;
}

const HOSTILE_PROPS: Record<string, Record<string, unknown>> = {
  'double and single quotes': { label: 'Say "hi" to O\'Brien', other: "'\"'" },
  'angle brackets and ampersands': { label: 'a < b > c && d &amp; &lt;' },
  'a comment end': { label: 'before --> after <!-- again' },
  'a script end': { label: '</script><script>alert(1)</script>' },
  'an image with onerror': { label: '<img src=x onerror="alert(1)">', url: 'x" onmouseover="alert(1)' },
  'non-Latin text and emoji': { title: '日本語のお茶', greek: 'Ελληνικά', emoji: '🍵👍🏽', rtl: 'שלום' },
  'nested arrays and objects': {
    sections: [
      { title: 'Teas <b>', productIds: ['P1', 'P2'] },
      { title: 'Mugs & cups', productIds: [], extra: { deep: ['</div>', { x: '-->' }] } },
    ],
    count: 4,
    on: true,
    none: null,
  },
  'backslashes and escapes': { label: 'C:\\path\\u003c not a real escape \\" \n line' },
};

describe('slotHtml', () => {
  it.each(Object.entries(HOSTILE_PROPS))('writes props with %s so they parse back identical', (_, props) => {
    const html = slotHtml('quick-shop', props);
    const element = parseSlot(html);
    expect(element.tagName).toBe('DIV');
    expect(element.getAttribute('data-block')).toBe('quick-shop');
    expect(element.childNodes).toHaveLength(0);
    expect(element.getAttributeNames()).toEqual(['data-block', 'data-props']);
    const text = element.getAttribute('data-props')!;
    expect(text).toBe(encodeSlotProps(props));
    expect(JSON.parse(text)).toEqual(props);
  });

  it('writes exactly one element, with " as &quot; and no markup character inside the attribute', () => {
    const html = slotHtml('add-to-cart', { label: '"</div><b>x</b>' });
    expect(html).toBe(
      '<div data-block="add-to-cart" data-props="{&quot;label&quot;:&quot;\\&quot;\\u003c/div\\u003e\\u003cb\\u003ex\\u003c/b\\u003e&quot;}"></div>',
    );
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    expect(body.children).toHaveLength(1);
    expect(body.querySelector('b')).toBeNull();
  });

  it('leaves data-props out for a block without props', () => {
    expect(slotHtml('spacer-medium', {})).toBe('<div data-block="spacer-medium"></div>');
  });

  it('drops characters from the name that would break out of its attribute', () => {
    const element = parseSlot(slotHtml('x"><script>&', { a: 1 }));
    expect(element.getAttribute('data-block')).toBe('xscript');
    expect(element.getAttributeNames()).toEqual(['data-block', 'data-props']);
  });
});

describe('encodeSlotProps', () => {
  it('holds no <, > or & and parses to the same props', () => {
    for (const props of Object.values(HOSTILE_PROPS)) {
      const text = encodeSlotProps(props);
      expect(text).not.toMatch(/[<>&]/);
      expect(JSON.parse(text)).toEqual(props);
    }
  });

  it('escapes them as \\u003c, \\u003e and \\u0026 and leaves other text as it is', () => {
    expect(encodeSlotProps({ a: '<&>', b: '日本語' })).toBe('{"a":"\\u003c\\u0026\\u003e","b":"日本語"}');
  });
});

describe('readSlot', () => {
  it('reads the name and the props object', () => {
    expect(readSlot({ block: 'add-to-cart', props: '{"productId":"P100"}' })).toEqual({
      name: 'add-to-cart',
      props: { productId: 'P100' },
    });
  });

  it('takes missing or empty props as none', () => {
    expect(readSlot({ block: 'spacer-medium', props: null })).toEqual({ name: 'spacer-medium', props: {} });
    expect(readSlot({ block: 'spacer-medium', props: '' })).toEqual({ name: 'spacer-medium', props: {} });
  });

  it('gives null props for text that is not JSON, or JSON that is not an object', () => {
    for (const props of ['{', "{'a':1}", '[1, 2]', '[]', 'null', '"text"', '3']) {
      expect(readSlot({ block: 'cart', props })).toEqual({ name: 'cart', props: null });
    }
  });

  it("takes a missing name as ''", () => {
    expect(readSlot({ block: null, props: null })).toEqual({ name: '', props: {} });
  });
});

describe('slotTitle', () => {
  it("is the block's title, whatever its props hold", () => {
    expect(slotTitle({ name: 'add-to-cart', props: { productId: 'P100' } }, ADD_TO_CART)).toBe('Add to cart');
    expect(slotTitle(readSlot({ block: 'add-to-cart', props: '{oops' }), ADD_TO_CART)).toBe('Add to cart');
  });

  it('is the name the slot holds when no block has it, and "Block" when it holds none', () => {
    expect(slotTitle({ name: 'mystery', props: {} }, undefined)).toBe('mystery');
    expect(slotTitle({ name: '', props: {} }, undefined)).toBe('Block');
  });
});
