import * as v from 'valibot';
import { SEARCH_STAGING_HOSTNAME, siteSearchEndpoint, type SearchResult } from '#contracts/site-search.ts';
import type { Db } from '../../../server/db/database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A page written for these searches: entities, inline tags and a slot whose props hold a word of their own. */
const GARDEN_PAGE = {
  id: 'test-garden',
  slug: 'garden-notes',
  title: 'Garden notes',
  content: `<h2>Roses &amp; herbs</h2><p>Prune <strong>roses</strong> in spring, 5 &lt; 7 &amp;&amp; never in frost.</p>
<div data-block="add-to-cart" data-props='{"productId":"zebrafish"}'></div><p title="a &gt; b">Water the marigolds.</p>`,
};

/**
 * The site search's searches, run the same on PGlite (site-search.test.ts) and on a real
 * PostgreSQL (site-search-postgres.test.ts): the migration's generated columns, the text
 * function and the ranked query must answer alike on both.
 */
export function describeSiteSearch(name: string, open?: () => Promise<Db>, timeout?: number) {
  describe(`site search on ${name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(open && (await open()));
      await t.db.query(`insert into pages (id, title, slug, content, author_id) values ($1, $2, $3, $4, '1001')`, [
        GARDEN_PAGE.id,
        GARDEN_PAGE.title,
        GARDEN_PAGE.slug,
        GARDEN_PAGE.content,
      ]);
    }, timeout);
    afterAll(() => t.close());

    async function search(params: Record<string, string | number | boolean>) {
      const query = new URLSearchParams({ hostname: SEARCH_STAGING_HOSTNAME });
      for (const [key, value] of Object.entries(params)) query.set(key, String(value));
      return t.app.request(`/api/v2/search-rat/search?${query}`);
    }

    async function results(params: Record<string, string | number | boolean>): Promise<SearchResult[]> {
      const response = await search(params);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: unknown };
      return v.parse(siteSearchEndpoint.data, body.data);
    }

    it('finds a product by its name, first, with its description as a plain-text excerpt', async () => {
      const [first, ...rest] = await results({ q: 'Lavender Essential Oil' });
      expect(first).toEqual({
        title: 'Lavender Essential Oil',
        url: '/p/lavender-essential-oil',
        excerpt: 'Steam-distilled lavender from high-altitude farms. Calming in a diffuser, gentle on skin when diluted.',
        highlights: ['lavender', 'essential', 'oil'],
      });
      expect(rest.map((result) => result.url)).toContain('/pages/shop-favourites');
    });

    it('ranks a match in the title above the same word in a body', async () => {
      const urls = (await results({ q: 'lavender' })).map((result) => result.url);
      expect(urls).toEqual(['/p/lavender-essential-oil', '/pages/shop-favourites']);
      expect((await results({ q: 'welcome' }))[0]?.url).toBe('/pages/welcome');
    });

    it('indexes the text of a page, not its tags or slot props, and excerpts it as plain text', async () => {
      const [garden] = await results({ q: 'roses' });
      expect(garden).toEqual({
        title: 'Garden notes',
        url: '/pages/garden-notes',
        excerpt: 'Roses & herbs. Prune roses in spring, 5 < 7 && never in frost. Water the marigolds.',
        highlights: ['roses'],
      });
      expect(await results({ q: 'zebrafish' })).toEqual([]);
      expect(await results({ q: 'productId' })).toEqual([]);
      expect(await results({ q: 'strong' })).toEqual([]);
    });

    it('finds stemmed forms and says which words matched', async () => {
      const found = await results({ q: 'oils' });
      expect(found.find((result) => result.url === '/pages/about-us')?.highlights).toEqual(['oils']);
      expect(found.find((result) => result.url === '/p/omega-3-fish-oil')?.highlights).toEqual(['oil']);
    });

    it('marks where an excerpt is cut', async () => {
      const [about] = await results({ q: 'who we are small team' });
      expect(about?.url).toBe('/pages/about-us');
      expect(about?.excerpt).toMatch(/^Who we are\. We are a small team .* …$/);
    });

    it('follows a page edited after it was indexed', async () => {
      await t.db.query('update pages set content = $2 where id = $1', [GARDEN_PAGE.id, '<p>Tulips only.</p>']);
      expect((await results({ q: 'tulips' })).map((result) => result.url)).toEqual(['/pages/garden-notes']);
      expect(await results({ q: 'marigolds' })).toEqual([]);
      await t.db.query('update pages set content = $2 where id = $1', [GARDEN_PAGE.id, GARDEN_PAGE.content]);
    });

    it('takes web-search syntax, and any text without a syntax error', async () => {
      const urls = (await results({ q: '"essential oil" -peppermint' })).map((result) => result.url);
      expect(urls).toContain('/p/lavender-essential-oil');
      expect(urls).not.toContain('/p/peppermint-essential-oil');
      for (const q of ['a & | ! ( ) :* <->', "'", '\\', 'oil:*', '-', '""']) {
        expect((await search({ q })).status).toBe(200);
        expect((await search({ q, prefix: true })).status).toBe(200);
      }
    });

    it('matches the last word as a prefix for suggestions only', async () => {
      expect(await results({ q: 'lav' })).toEqual([]);
      const suggested = await results({ q: 'lav', prefix: true, limit: 5 });
      expect(suggested[0]).toMatchObject({ title: 'Lavender Essential Oil', highlights: ['lavender'] });
      expect((await results({ q: 'essential pep', prefix: true })).map((result) => result.url)).toEqual([
        '/p/peppermint-essential-oil',
      ]);
    });

    it('pages with limit and offset, without overlap', async () => {
      const all = await results({ q: 'oil', limit: 6 });
      expect(all.length).toBe(6);
      const first = await results({ q: 'oil', limit: 3 });
      const second = await results({ q: 'oil', limit: 3, offset: 3 });
      expect([...first, ...second]).toEqual(all);
      expect(await results({ q: 'oil', offset: 1000 })).toEqual([]);
    });

    it('answers an empty list for an empty query, stop words and an unknown host', async () => {
      expect(await results({ q: '' })).toEqual([]);
      expect(await results({ q: '   ' })).toEqual([]);
      expect(await results({})).toEqual([]);
      expect(await results({ q: 'the and of' })).toEqual([]);
      expect(await results({ q: 'lavender', hostname: 'unknown.example.com' })).toEqual([]);
    });

    it('reads the hostname without regard to case or a final dot', async () => {
      const [first] = await results({ q: 'lavender', hostname: `${SEARCH_STAGING_HOSTNAME.toUpperCase()}.` });
      expect(first?.url).toBe('/p/lavender-essential-oil');
    });

    it('refuses bad parameters with 422 and one message each', async () => {
      const refused = async (params: Record<string, string>, source: string) => {
        const response = await t.app.request(`/api/v2/search-rat/search?${new URLSearchParams(params)}`);
        expect(response.status).toBe(422);
        const body = (await response.json()) as { messages: { source: string; type: string }[] };
        expect(body.messages.map((message) => message.source)).toEqual([source]);
      };
      await refused({ q: 'lavender' }, 'hostname');
      await refused({ hostname: 'not a host', q: 'lavender' }, 'hostname');
      await refused({ hostname: 'evil.example/../x', q: 'lavender' }, 'hostname');
      await refused({ hostname: SEARCH_STAGING_HOSTNAME, q: 'x'.repeat(201) }, 'q');
      await refused({ hostname: SEARCH_STAGING_HOSTNAME, limit: '0' }, 'limit');
      await refused({ hostname: SEARCH_STAGING_HOSTNAME, limit: '51' }, 'limit');
      await refused({ hostname: SEARCH_STAGING_HOSTNAME, limit: 'ten' }, 'limit');
      await refused({ hostname: SEARCH_STAGING_HOSTNAME, offset: '-1' }, 'offset');
      await refused({ hostname: SEARCH_STAGING_HOSTNAME, offset: '1001' }, 'offset');
      await refused({ hostname: SEARCH_STAGING_HOSTNAME, prefix: 'yes' }, 'prefix');
    });

    it('takes a query of the longest length, trimmed, with control characters as spaces', async () => {
      expect((await search({ q: `  ${'x'.repeat(200)}  ` })).status).toBe(200);
      const [first] = await results({ q: 'lavender\u0000oil' });
      expect(first?.url).toBe('/p/lavender-essential-oil');
    });
  });
}
