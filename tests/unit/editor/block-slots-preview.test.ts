import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_ENTRY_FILE } from '#contracts/editor-preview.ts';
import { previewConfigText, startPreviews } from '#editor/preview/preview-markup.ts';
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

  it("sends a guest's reads without the session cookie, and a member's as the page sends them", async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('{}'));
    await readOnlyFetch(send, { guest: true })(new Request('https://shop.test/api/session', { credentials: 'same-origin' }));
    expect((send.mock.calls[0]?.[0] as Request).credentials).toBe('omit');
    await readOnlyFetch(send)('/api/session', { credentials: 'same-origin' });
    expect(send.mock.calls[1]).toEqual(['/api/session', { credentials: 'same-origin' }]);
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

  it("leaves out the host's user and preloaded answers, which are the administrator's", () => {
    const host = JSON.stringify({
      locale: 'en-US',
      user: { id: 1, username: 'admin' },
      preload: { '/api/session': { data: null } },
    });
    expect(JSON.parse(previewConfigText(host, '/'))).toEqual({ locale: 'en-US', apiBaseUrl: '/', editMode: true });
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
