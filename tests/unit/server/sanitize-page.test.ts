import { sanitizePage, sanitizePageReporting } from '#server/sanitize-page.ts';
import { demoCmsPages } from '../../../server/db/seed-pages.ts';
import { asSerialised } from '#editor/serialised-html.ts';
import { encodeSlotProps } from '#host/slot-props.ts';

/** A slot as the editor writes it (src/editor/slot-markup.ts): encoded props, quotes escaped. */
const editorSlot = (block: string, props: Record<string, unknown>) =>
  `<div data-block="${block}" data-props="${encodeSlotProps(props).replace(/"/g, '&quot;')}"></div>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('sanitizePage', () => {
  it('keeps ordinary rich text byte for byte', () => {
    const html = [
      '<h2>Title</h2><h3>Sub</h3><h6>Small</h6>',
      '<p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s>, <code>code</code> &amp; <span>span</span><br>next</p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>Quote</p></blockquote><hr><pre>pre  text</pre>',
      '<p><a href="/pages/about-us" title="About">About</a> <a href="https://example.com/x?a=1&amp;b=2">Out</a> <a href="mailto:a@example.com">Mail</a></p>',
      '<figure><img src="/demo-images/lavender-field.svg" alt="A field" width="800" height="600"><figcaption>Caption</figcaption></figure>',
      '<table><caption>Prices</caption><colgroup><col span="2"></colgroup><thead><tr><th scope="col" colspan="2">Head</th></tr></thead>',
      '<tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
      '<div><p>In a div</p></div>',
    ].join('\n');
    expect(sanitizePage(html)).toBe(html);
  });

  it('removes scripts, iframes, forms, event handlers, style, class, id and javascript: URLs', () => {
    const clean = sanitizePage(
      `<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>
<p style="color:red" class="x" id="y" onclick="alert(1)" data-x="1" aria-label="z">Hi</p>
<img src="/a.png" onerror="alert(1)" alt="a"><a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:alert(1)">bad</a>
<form action="/x"><input name="a"><button>Go</button></form><svg><circle/></svg><object data="x"></object>`,
    );
    expect(clean).toBe(`
<p>Hi</p>
<img src="/a.png" alt="a"><a>bad</a><a>bad</a>
Go`);
  });

  it('turns a heading 1 (the page title is the one) into its text', () => {
    expect(sanitizePage('<h1>Big</h1><p>x</p>')).toBe('Big<p>x</p>');
  });

  it('keeps a new-tab target with rel="noopener noreferrer"; other targets and rel values go', () => {
    expect(sanitizePage('<a href="/x" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePage('<a href="/x" target="_self">x</a>')).toBe('<a href="/x" target="_self">x</a>');
    expect(sanitizePage('<a href="/x" target="frame" rel="nofollow">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps a slot the editor wrote byte for byte', () => {
    const slot = `<div data-block="add-to-cart-button" data-props="${encodeSlotProps({ skuNumber: 'TEA12', label: "Tom's <b>tea</b> & more" }).replace(/"/g, '&quot;')}" data-hydrate="idle"></div>`;
    expect(sanitizePage(`<p>a</p>${slot}<p>b</p>`)).toBe(`<p>a</p>${slot}<p>b</p>`);
    expect(sanitizePage(editorSlot('spacer-medium', {}))).toBe(editorSlot('spacer-medium', {}));
  });

  it("keeps hostile props as harmless text: the slot's props parse back to what was sent", () => {
    const props = { label: '</script><script>alert(1)</script>', skuNumber: 'A-->B', note: 'fish & <!-- chips -->' };
    const clean = sanitizePage(`<div data-block="add-to-cart-button" data-props='${JSON.stringify(props)}'></div>`);
    expect(clean).not.toMatch(/<script|<\/script|-->/);
    expect(clean).toBe(editorSlot('add-to-cart-button', props));
    expect(JSON.parse(parse(clean).querySelector('[data-block]')?.getAttribute('data-props') ?? '')).toEqual(props);
  });

  it('rewrites props JSON the way encodeSlotProps writes it', () => {
    expect(sanitizePage(`<div data-block="add-to-cart" data-props='{ "productId" : "P100" }'></div>`)).toBe(
      editorSlot('add-to-cart', { productId: 'P100' }),
    );
  });

  it("drops a slot's children and a hydration the runtime does not know", () => {
    expect(
      sanitizePage(
        '<div data-block="spacer-medium" data-hydrate="soon"><div class="cmsb-placeholder"><span></span></div><p>x</p></div>',
      ),
    ).toBe('<div data-block="spacer-medium"></div>');
    expect(sanitizePage('<div data-block="spacer-medium" data-hydrate="visible">&lt;b&gt;</div>')).toBe(
      '<div data-block="spacer-medium" data-hydrate="visible"></div>',
    );
  });

  it('keeps the slot attributes on divs only', () => {
    expect(sanitizePage('<p data-block="spacer-medium" data-props="{}">x</p>')).toBe('<p>x</p>');
  });

  it('keeps what the editor writes byte for byte: padded empty paragraphs, non-breaking spaces, quotes and backticks', () => {
    // as TinyMCE writes them with raw entity encoding: U+00A0 as such, a backtick in an attribute as &#96;
    const tinymce = [
      '<p>A block, then the paragraph after it left empty:</p>',
      editorSlot('spacer-medium', {}),
      '<p>\u00a0</p>',
      '<p>two\u00a0 spaces, "double" and \'single\' quotes &amp; &lt;tags&gt; `ticks`</p>',
      '<p><a title="a &quot;b&quot; &#96;c&#96; &lt;d&gt;\u00a0e" href="/pages/about-us">x</a></p>',
    ].join('\n');
    const sent = asSerialised(tinymce);
    expect(sent).toContain('<p>&nbsp;</p>');
    expect(sanitizePageReporting(sent)).toEqual({ content: sent, removed: [] });
  });

  it('names what it removed, each kind once, in the order met', () => {
    expect(
      sanitizePageReporting('<p style="x" onclick="y">a<script>1</script></p><p style="z">b</p><iframe></iframe><!-- note -->')
        .removed,
    ).toEqual(['the onclick attribute', 'the style attribute', '<script>', '<iframe>', 'a comment']);
    expect(sanitizePageReporting('<div data-block="spacer-medium"><p>placeholder</p></div>').removed).toEqual([
      'what was inside a block',
    ]);
  });

  it("does not call a new tab's rel removed: it is written again with noreferrer", () => {
    expect(sanitizePageReporting('<p><a href="/x" target="_blank" rel="noopener">x</a></p>')).toEqual({
      content: '<p><a href="/x" target="_blank" rel="noopener noreferrer">x</a></p>',
      removed: [],
    });
  });

  it('is idempotent', () => {
    const once = sanitizePage(
      `<p onclick="x"><a href="/x" target="_blank">x</a></p><div data-block="add-to-cart" data-props='{"productId":"<P1>"}'><p>x</p></div>`,
    );
    expect(sanitizePage(once)).toBe(once);
  });

  it.each(demoCmsPages)('leaves the seeded page $slug exactly as it is', ({ content }) => {
    expect(sanitizePage(content)).toBe(content);
  });
});
