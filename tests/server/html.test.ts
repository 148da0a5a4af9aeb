// @vitest-environment jsdom
// jsdom supplies a real HTML parser (DOMParser); the helpers under test are plain functions.
import { escapeHtml, slot } from '../../server/pages/html.ts';

const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');

const tricky = {
  quotes: `He said "hi" and 'bye'`,
  markup: '</div><script>alert(1)</script>',
  ampersand: 'Tom & Jerry &amp; friends',
  apostropheClose: "'><img src=x onerror=alert(1)>",
  nested: { list: ['<b>', '"', "'", '&'] },
};

// The data-props text itself is tested with the host package's slotPropsAttribute, which slot() uses.
describe('data-props', () => {
  it('writes a whole slot that the parser reads back as one element', () => {
    const doc = parse(slot('add-to-cart', { id: 'x"y', props: tricky }));
    const element = doc.querySelector('[data-block]');
    expect(doc.body.children).toHaveLength(1);
    expect(element?.getAttribute('data-block')).toBe('add-to-cart');
    expect(element?.id).toBe('x"y');
    expect(JSON.parse(element?.getAttribute('data-props') ?? '')).toEqual(tricky);
  });

  it('leaves data-props out when a slot has no props', () => {
    expect(slot('spacer-medium')).toBe('<div data-block="spacer-medium"></div>');
  });

  it("holds the block's placeholder shapes, hidden from assistive technology, until it mounts", () => {
    const placeholder = parse(slot('product-detail-page-top')).querySelector('[data-block] > .cmsb-placeholder');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.querySelector('.cmsb-placeholder__media')).not.toBeNull();
    expect(placeholder?.querySelectorAll('.cmsb-placeholder__control')).toHaveLength(2);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
