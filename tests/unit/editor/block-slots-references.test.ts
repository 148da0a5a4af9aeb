import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#api/client.ts';
import type { JsonSchema } from '#contracts/json-schema.ts';
import { slotReferences } from '#contracts/slot-references.ts';
import { createReferenceCheck, referenceLookup, type ReferenceLookup } from '#editor/preview/reference-warnings.ts';

const BANNER: JsonSchema = {
  type: 'object',
  properties: {
    productId: { type: 'string', reference: 'product' },
    href: { type: 'string', reference: 'page', freeText: true },
    slides: {
      type: 'array',
      items: {
        type: 'object',
        properties: { image: { type: 'string', reference: 'image' }, caption: { type: 'string' } },
      },
    },
    video: { anyOf: [{ type: 'string', reference: 'video' }, { type: 'null' }] },
  },
};

describe('slotReferences', () => {
  it('finds the references in props, in lists and options too, by the schema', () => {
    const props = {
      productId: 'P100',
      slides: [{ image: '/media/a.png', caption: 'A' }, { image: '/media/b.png' }],
      video: 'v1',
    };
    expect(slotReferences(BANNER, props)).toEqual([
      { kind: 'product', value: 'P100', lookup: 'P100' },
      { kind: 'image', value: '/media/a.png', lookup: '/media/a.png' },
      { kind: 'image', value: '/media/b.png', lookup: '/media/b.png' },
      { kind: 'video', value: 'v1', lookup: 'v1' },
    ]);
  });

  it('finds a free-text link to a CMS page, to look up without its #part or ?query', () => {
    expect(slotReferences(BANNER, { href: '/pages/about-us#team' })).toEqual([
      { kind: 'page', value: '/pages/about-us#team', lookup: '/pages/about-us' },
    ]);
  });

  it('leaves out other free-text values, empty values and values of the wrong type', () => {
    expect(slotReferences(BANNER, { productId: '', href: '/x', slides: 'none', video: null })).toEqual([]);
    expect(slotReferences(BANNER, { href: 'https://example.com/pages/about-us' })).toEqual([]);
    expect(slotReferences(BANNER, { productId: 5 })).toEqual([]);
  });
});

describe('createReferenceCheck', () => {
  const found = (known: Record<string, string[]>): ReferenceLookup =>
    vi.fn<ReferenceLookup>(async (kind, values) => values.filter((value) => known[kind]?.includes(value)));

  it('asks once per kind for the whole page and warns of each missing reference', async () => {
    const lookUp = found({ product: ['P100'], image: [] });
    const check = createReferenceCheck(lookUp);
    const references = [
      { kind: 'product', value: 'P100', lookup: 'P100' },
      { kind: 'product', value: 'P999', lookup: 'P999' },
      { kind: 'image', value: '/media/gone.png', lookup: '/media/gone.png' },
    ] as const;
    expect(check.warning(references)).toBeNull();
    await check.check(references);
    expect(lookUp).toHaveBeenCalledTimes(2);
    expect(lookUp).toHaveBeenCalledWith('product', ['P100', 'P999']);
    expect(check.warning(references)).toBe('There is no product P999. There is no image /media/gone.png.');
    expect(check.warning([{ kind: 'product', value: 'P100', lookup: 'P100' }])).toBeNull();

    await check.check(references);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('asks about a link’s page without its #part, and names the link as the slot holds it', async () => {
    const lookUp = found({ page: ['/pages/about-us'] });
    const check = createReferenceCheck(lookUp);
    const references = [
      { kind: 'page', value: '/pages/about-us#team', lookup: '/pages/about-us' },
      { kind: 'page', value: '/pages/old-results?q=1', lookup: '/pages/old-results' },
    ] as const;
    await check.check(references);
    expect(lookUp).toHaveBeenCalledWith('page', ['/pages/about-us', '/pages/old-results']);
    expect(check.warning(references)).toBe('There is no page /pages/old-results?q=1.');
  });

  it('asks about at most 20 values a request', async () => {
    const lookUp = found({});
    const values = Array.from({ length: 45 }, (_, i) => ({ kind: 'product' as const, value: `P${i}`, lookup: `P${i}` }));
    await createReferenceCheck(lookUp).check(values);
    expect(vi.mocked(lookUp).mock.calls.map(([, asked]) => asked.length)).toEqual([20, 20, 5]);
  });

  it('warns of nothing when the answer failed, and asks again next time', async () => {
    const lookUp = vi.fn<ReferenceLookup>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    const check = createReferenceCheck(lookUp);
    const references = [{ kind: 'product', value: 'P999', lookup: 'P999' }] as const;
    await check.check(references);
    expect(check.warning(references)).toBeNull();
    await check.check(references);
    expect(lookUp).toHaveBeenCalledTimes(2);
    expect(check.warning(references)).toBe('There is no product P999.');
  });
});

describe('referenceLookup', () => {
  it('sends every value as a repeated `value` and answers the values the server knows', async () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      const item = { value: 'P100', label: 'Lavender', detail: null, thumbnail: null };
      return new Response(JSON.stringify({ data: [item], messages: [] }), { status: 200 });
    });
    const lookUp = referenceLookup(createApiClient({ baseUrl: 'https://shop.test/', fetch }));
    expect(await lookUp('product', ['P100', 'P 9&9'])).toEqual(['P100']);
    expect(urls).toEqual(['https://shop.test/api/cms/references/product?value=P100&value=P+9%269']);
  });
});
