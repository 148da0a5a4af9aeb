import { ValiError } from 'valibot';
import { loadBlockManifest, type BlockEntry } from '#editor/block-manifest.ts';
import { fakeFetch } from '../../support/fake-fetch.ts';
import { SPACER } from '../../fixtures/editor/authoring.ts';
import { SMALL_MANIFEST, realBlocks } from './fixtures.ts';

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

    answering(200, { blocks: [{ ...SPACER, props: null }] });
    await expect(loadBlockManifest('/blocks.json')).rejects.toThrow('props must be a JSON Schema');
  });
});
