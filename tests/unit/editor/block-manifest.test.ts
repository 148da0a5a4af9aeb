import { ValiError } from 'valibot';
import { findBlocks, loadBlockManifest, type BlockEntry } from '../../../src/editor/block-manifest.ts';
import { fakeFetch } from '../../support/fake-fetch.ts';
import { SMALL_MANIFEST, realBlocks } from './fixtures.ts';

const names = (blocks: readonly BlockEntry[]) => blocks.map((block) => block.name);

describe('findBlocks on the real manifest', () => {
  const blocks = realBlocks();

  it('lists every block for an empty query: current ones by title, deprecated ones last', () => {
    const found = findBlocks(blocks, '  ');
    expect(found).toHaveLength(blocks.length);
    const current = found.filter((block) => block.deprecated === null);
    const deprecated = found.filter((block) => block.deprecated !== null);
    expect(deprecated.length).toBeGreaterThan(0);
    expect(found).toEqual([...current, ...deprecated]);
    expect(current.map((block) => block.title)).toEqual(current.map((block) => block.title).sort((a, b) => a.localeCompare(b)));
    expect(found[0]!.title).toBe('Add to cart');
    expect(found.at(-1)!.name).toBe('suggested-products-v2');
  });

  it('does not change the list it is given', () => {
    const before = names(blocks);
    findBlocks(blocks, '');
    expect(names(blocks)).toEqual(before);
  });

  it('matches a word in the name, title or description, whatever its case', () => {
    expect(names(findBlocks(blocks, 'SPACER'))).toEqual(['spacer-large', 'spacer-medium']);
    // in the name only
    expect(names(findBlocks(blocks, 'v3'))).toEqual(['suggested-products-v3', 'suggested-products-v2']);
    // in the description only
    expect(names(findBlocks(blocks, 'impersonation'))).toEqual(['impersonation-banner', 'switch-user']);
  });

  it('needs every word to match, in any order', () => {
    expect(names(findBlocks(blocks, 'sku'))).toEqual(['add-to-cart-button', 'product-gallery']);
    expect(names(findBlocks(blocks, 'bare sku'))).toEqual(['add-to-cart-button']);
    expect(names(findBlocks(blocks, 'SKU Bare'))).toEqual(['add-to-cart-button']);
    expect(names(findBlocks(blocks, 'cart button'))).toEqual(['add-to-cart', 'add-to-cart-button', 'product-detail-page-top']);
    expect(names(findBlocks(blocks, 'suggested products'))).toEqual(['suggested-products-v3', 'suggested-products-v2']);
    expect(findBlocks(blocks, 'cart zebra')).toEqual([]);
  });

  it('puts a deprecated block after current ones even when its title sorts first', () => {
    const deprecatedFirst = { ...SMALL_MANIFEST[0]!, name: 'aaa', title: 'AAA', deprecated: 'Use something else.' };
    expect(names(findBlocks([...SMALL_MANIFEST, deprecatedFirst], ''))).toEqual([
      'add-to-cart',
      'cart',
      'quick-shop',
      'spacer-medium',
      'aaa',
      'suggested-products-v2',
    ]);
  });
});

describe('the fixtures', () => {
  it('are copies of the entries in dist/blocks.json', () => {
    const real = new Map(realBlocks().map((block) => [block.name, block]));
    for (const entry of SMALL_MANIFEST) {
      const { $schema: _, ...props } = real.get(entry.name)!.props as BlockEntry['props'] & { $schema?: string };
      expect({ ...real.get(entry.name), props }).toEqual(entry);
    }
  });
});

describe('loadBlockManifest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answering = (status: number, body: unknown) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(body, { status, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('returns the blocks of a good blocks.json, asking with same-origin credentials and the signal', async () => {
    const fetch = answering(200, {
      version: '0.1.0',
      blocks: [...SMALL_MANIFEST].map((block) => ({ ...block, hydrate: 'load' })),
    });
    const controller = new AbortController();
    const blocks = await loadBlockManifest('/cms/blocks.json', controller.signal);
    expect(blocks).toEqual(SMALL_MANIFEST);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/cms/blocks.json', { credentials: 'same-origin', signal: controller.signal });
  });

  it('reads the real dist/blocks.json', async () => {
    answering(200, { version: '0.1.0', blocks: realBlocks() });
    await expect(loadBlockManifest('/blocks.json')).resolves.toHaveLength(realBlocks().length);
  });

  it('fails with the status when the server does not answer 200', async () => {
    const server = fakeFetch({});
    vi.stubGlobal('fetch', server.fetch);
    await expect(loadBlockManifest('http://localhost/cms/blocks.json')).rejects.toThrow(
      new Error('Could not load the block list (404).'),
    );
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /cms/blocks.json']);
  });

  it('fails on a body that is not a manifest', async () => {
    // the API's {data, messages} envelope is not blocks.json
    vi.stubGlobal('fetch', fakeFetch({ 'GET /blocks.json': () => ({ data: { blocks: [] } }) }).fetch);
    await expect(loadBlockManifest('http://localhost/blocks.json')).rejects.toBeInstanceOf(ValiError);

    answering(200, { blocks: [{ name: 'cart', title: 'Cart', description: 'x', props: {} }] });
    await expect(loadBlockManifest('/blocks.json')).rejects.toBeInstanceOf(ValiError);

    answering(200, { blocks: [{ name: 'cart', title: 'Cart', description: 'x', deprecated: null, props: null }] });
    await expect(loadBlockManifest('/blocks.json')).rejects.toThrow('props must be a JSON Schema');
  });
});
