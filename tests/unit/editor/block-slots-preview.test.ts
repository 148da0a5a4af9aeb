import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_ENTRY_FILE, previewConfigText, startPreviews } from '#editor/preview/preview-markup.ts';
import { PREVIEW_WRITE_TEXT, readOnlyFetch } from '#editor/preview/read-only-fetch.ts';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.CmsBlocks;
});

describe('readOnlyFetch', () => {
  it('lets reads through and refuses every other call without sending it', async () => {
    const send = vi.fn(async () => new Response('{}'));
    const fetch = readOnlyFetch(send);
    await fetch('/api/products/P100');
    await fetch(new Request('https://shop.test/api/cart', { method: 'HEAD' }));
    expect(send).toHaveBeenCalledTimes(2);
    await expect(fetch('/api/cart/order/current/items', { method: 'post' })).rejects.toThrow(PREVIEW_WRITE_TEXT);
    await expect(fetch(new Request('https://shop.test/api/profile', { method: 'PUT' }))).rejects.toThrow(PREVIEW_WRITE_TEXT);
    await expect(fetch(new Request('https://shop.test/api/x', { method: 'DELETE' }), { method: 'GET' })).resolves.toBeInstanceOf(
      Response,
    );
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('previewConfigText', () => {
  it("keeps the host page's config, with the editor's API and edit mode on", () => {
    const host = JSON.stringify({ apiBaseUrl: '/old/', locale: 'de-DE', country: 'DEU', editMode: false });
    expect(JSON.parse(previewConfigText(host, '/api-base/'))).toEqual({
      apiBaseUrl: '/api-base/',
      locale: 'de-DE',
      country: 'DEU',
      editMode: true,
    });
  });

  it('starts from the defaults without a host config, or with a broken one', () => {
    const expected = { apiBaseUrl: '/', editMode: true };
    expect(JSON.parse(previewConfigText(null, '/'))).toEqual(expected);
    expect(JSON.parse(previewConfigText('{oops', '/'))).toEqual(expected);
    expect(JSON.parse(previewConfigText('[1]', '/'))).toEqual(expected);
  });
});

describe('startPreviews', () => {
  it('claims the document for the previews and adds their config and entry, once', () => {
    startPreviews(document, { assetsUrl: 'https://shop.test/assets/', apiBaseUrl: '/' });
    startPreviews(document, { assetsUrl: 'https://shop.test/assets/', apiBaseUrl: '/' });
    // the loader, which block chunks import, then leaves the document's slots alone
    expect(window.CmsBlocks).toBeDefined();
    const config = document.head.querySelectorAll('script[type="application/json"][data-cms-blocks-config]');
    expect(config).toHaveLength(1);
    expect(JSON.parse(config[0]?.textContent ?? '')).toMatchObject({ editMode: true, apiBaseUrl: '/' });
    const entries = Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]'));
    expect(entries.map((script) => script.src)).toEqual([`https://shop.test/assets/${PREVIEW_ENTRY_FILE}`]);
  });
});
