import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlockManifestSchema } from '#contracts/block-manifest.ts';
import type { JsonSchema } from '#contracts/json-schema.ts';
import { REFERENCE_KINDS } from '#contracts/references.ts';
import { authoring } from '../../../registry/authoring.ts';
import { blockNames, registry } from '../../../registry/index.ts';
import { buildManifest, type ManifestEntry } from '../../../registry/manifest.ts';
import { demoProducts } from '../../../server/db/seed-catalogue.ts';
import { demoConferences } from '../../../server/db/seed-conference.ts';
import { demoEvents } from '../../../server/db/seed-site-forms.ts';
import { demoUsers } from '../../../server/db/seed-users.ts';
import { renderHomePicture } from '../../../server/demo-home/home-pictures.ts';

const manifest = await buildManifest('0.0.0');
const entries = manifest.blocks;

/** Words of a developer, not of a content administrator: addresses with placeholders, code names. */
const DEVELOPER_WORDS = [
  /\{\w+\}/,
  /#\//,
  /\?\w+=/,
  /\bprops?\b/i,
  /\bin-block\b/i,
  /\broutes?\b/i,
  /\bslots?\b/i,
  /\bendpoints?\b/i,
  /\bAPI\b/,
  /\bJSON\b/,
  /\bhydrat/i,
  /\bcomponent\b/i,
  /\bschema\b/i,
  /\bOpenID\b/,
];

/** Each (sub)property of a props schema, named by its path: `categories[].video.src`. */
function propsOf(schema: JsonSchema, path = ''): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const named = path ? `${path}.${name}` : name;
    found.push([named, prop], ...propsOf(prop, named));
    if (prop.items) found.push(...propsOf(prop.items, `${named}[]`));
  }
  return found;
}

/** Where a prop (or the items of a list prop) references something, by its path. */
function referencesOf(entry: ManifestEntry): string[] {
  return propsOf(entry.props as JsonSchema).flatMap(([path, prop]) => [
    ...(prop.reference ? [`${path}: ${prop.reference}${prop.freeText ? ' or other' : ''}`] : []),
    ...(prop.items?.reference ? [`${path}[]: ${prop.items.reference}`] : []),
  ]);
}

/**
 * A prop whose name says it names something on the server: `id`, `uid`, names ending in `Id`,
 * `Ids` or `Number` (`productId`, `skuNumber`), and names that are or start or end with `sku`,
 * `category` or `user` (`sku`, `categoryName`, `ownerUser`), in any case at the word's edge.
 */
const ID_LIKE =
  /^(u?ids?|skus?|categor(y|ies)|users?)$|(Ids?|Number|Skus?|Categor(y|ies)|Users?)$|^(sku|categor(y|ies)|user)[A-Z]/;

/**
 * Props named like an id that reference nothing an author picks, each with the reason. The test
 * below fails for any other (and for one of these that has gained a reference since).
 */
const NOT_REFERENCES: Record<string, string> = {
  'reset-password userId': 'the reset link that opens the page gives it; a content administrator leaves it empty',
  'checkout-receipt orderNumber': "each visitor's own order, from the receipt page's address",
  'conference-ticket-details uid': "the ticket of the page's address; a block the site itself places, not offered",
  'suggested-products-v3 cartSystemId': 'a code of the store the host runs, not a record: the server keeps no list of them',
};

/** Whether a prop holds a string or a list of strings: what can name one thing or several. */
const holdsStrings = (prop: JsonSchema): boolean =>
  prop.type === 'string' || (prop.anyOf ?? []).some(holdsStrings) || (prop.type === 'array' && prop.items?.type === 'string');

/** Whether a prop, one of its anyOf branches or its items declares a reference. */
const declaresReference = (prop: JsonSchema): boolean =>
  prop.reference !== undefined ||
  (prop.anyOf ?? []).some(declaresReference) ||
  (prop.items?.reference ?? undefined) !== undefined;

/** The values an example gives to props that reference something, with their kinds. */
function referencedValues(schema: JsonSchema, value: unknown): [string, string][] {
  if (schema.reference && typeof value === 'string') return [[schema.reference, value]];
  if (Array.isArray(value) && schema.items) return value.flatMap((item) => referencedValues(schema.items!, item));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, item]) => {
    const prop = schema.properties?.[name];
    return prop ? referencedValues(prop, item) : [];
  });
}

describe('the authoring data of every block in blocks.json', () => {
  it('covers exactly the registered blocks, and the manifest passes the contract its readers check', () => {
    expect(Object.keys(authoring).sort()).toEqual([...blockNames].sort());
    expect(v.safeParse(BlockManifestSchema, manifest).success).toBe(true);
  });

  it.each(entries.map((entry) => [entry.name, entry] as const))(
    '%s: has a title, a description in plain words and keywords',
    (name, entry) => {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.title).not.toMatch(/deprecated/i);
      expect(entry.description.length).toBeGreaterThan(40);
      expect(entry.description).toMatch(/[.!]$/);
      for (const word of DEVELOPER_WORDS) expect(entry.description).not.toMatch(word);
      // another block's registry name ("suggested-products-v3") means nothing to a content administrator
      expect(blockNames.filter((other) => other.includes('-') && entry.description.includes(other))).toEqual([]);
      expect(entry.keywords.length).toBeGreaterThan(0);
      expect(entry.keywords.filter((keyword) => keyword.trim() === '' || keyword !== keyword.toLowerCase())).toEqual([]);
      expect(name).toBe(entry.name);
    },
  );

  it.each(entries.map((entry) => [entry.name, entry] as const))(
    '%s: gives every prop a title and plain help, and references only known kinds',
    (_name, entry) => {
      for (const [path, prop] of propsOf(entry.props as JsonSchema)) {
        expect(prop.title?.trim(), `${path} has no title`).toBeTruthy();
        for (const word of DEVELOPER_WORDS) {
          expect(prop.title, path).not.toMatch(word);
          expect(prop.description ?? '', path).not.toMatch(word);
        }
        for (const schema of [prop, prop.items].filter((s): s is JsonSchema => s !== undefined)) {
          if (schema.reference !== undefined) expect(REFERENCE_KINDS).toContain(schema.reference);
          if (schema.freeText !== undefined) expect([schema.freeText, schema.reference !== undefined]).toEqual([true, true]);
        }
      }
    },
  );

  it.each(entries.map((entry) => [entry.name, entry] as const))(
    '%s: names as the description of an image only a text prop beside it',
    (_name, entry) => {
      const objects = [
        entry.props as JsonSchema,
        ...propsOf(entry.props as JsonSchema).flatMap(([, prop]) => [prop, prop.items]),
      ];
      for (const object of objects) {
        for (const [name, prop] of Object.entries(object?.properties ?? {})) {
          if (prop.alt === undefined) continue;
          expect(prop.reference, name).toBe('image');
          expect(object?.properties?.[prop.alt]?.type, `${name} describes itself in ${prop.alt}`).toBe('string');
        }
      }
    },
  );

  it.each(entries.map((entry) => [entry.name, entry] as const))(
    "%s: has an example its own schema accepts, referencing the reference server's seeded data",
    async (name, entry) => {
      if (entry.example === null) return;
      const { default: block } = await registry[name]();
      expect(v.safeParse(block.props as v.GenericSchema, entry.example).issues).toBeUndefined();
      const seeded: Record<string, (value: string) => boolean> = {
        product: (id) => demoProducts.some((product) => product.id === id),
        event: (id) => demoEvents.some((event) => event.id === id),
        conference: (id) => demoConferences.some((conference) => conference.id === id),
        image: (url) => {
          const home = /^\/demo-home\/pictures\/([a-z0-9-]+)\.svg$/.exec(url);
          return home ? renderHomePicture(home[1]!) !== null : /^\/demo-images\/[a-z0-9-]+\.svg(\?download=1)?$/.test(url);
        },
        page: (path) => path.startsWith('/'),
        sku: (skuNumber) => demoProducts.some((product) => product.skus.some((sku) => sku.skuNumber === skuNumber)),
        category: (name) => demoProducts.some((product) => product.category.toLowerCase() === name.toLowerCase()),
        user: (id) => demoUsers.some((user) => user.id === id && (user.status === 'D' || user.status === 'E')),
      };
      for (const [kind, value] of referencedValues(entry.props as JsonSchema, entry.example)) {
        expect(seeded[kind]?.(value), `${kind} ${value}`).toBe(true);
      }
    },
  );

  it('offers content administrators every block but those only the site itself places', () => {
    expect(entries.filter((entry) => !entry.insertable).map((entry) => entry.name)).toEqual([
      'impersonation-banner',
      'switch-user',
      'conference-ticket-details',
    ]);
  });

  it('declares a reference on every prop named like an id, but those that name nothing an author picks', () => {
    const unreferenced = entries.flatMap((entry) =>
      propsOf(entry.props as JsonSchema)
        .filter(([path, prop]) => ID_LIKE.test(path.replace(/\[\]$/, '').split('.').at(-1) ?? '') && holdsStrings(prop))
        .filter(([, prop]) => !declaresReference(prop))
        .map(([path]) => `${entry.name} ${path}`),
    );
    expect(unreferenced.sort()).toEqual(Object.keys(NOT_REFERENCES).sort());
  });

  it('tells props named like an id by their names', () => {
    const named = ['id', 'uid', 'productId', 'productIds', 'skuNumber', 'sku', 'categoryName', 'category', 'userId', 'ownerUser'];
    expect(named.filter((name) => !ID_LIKE.test(name))).toEqual([]);
    const others = [
      'label',
      'heading',
      'width',
      'video',
      'slides',
      'idle',
      'hidden',
      'paid',
      'fileName',
      'usernameHint',
      'skus2',
    ];
    expect(others.filter((name) => ID_LIKE.test(name))).toEqual([]);
  });

  it('declares what each prop that names a product, SKU, category, page, image, conference, event or person references', () => {
    const references = entries.flatMap((entry) => referencesOf(entry).map((line) => `${entry.name} ${line}`));
    expect(references).toEqual([
      'add-to-cart productId: product',
      'add-to-cart-button skuNumber: sku',
      'all-products category: category',
      'certification-badge userId: user',
      'product-detail-page-top productId: product',
      'product-gallery productId: product',
      'quick-shop sections[].productIds[]: product',
      'suggested-products-v3 productId: product',
      'suggested-products-v3 categoryName: category',
      'conference-ticket-purchase typeLabels[].conferenceId: conference',
      'cookie-notice settingsPath: page or other',
      'downloadable-image src: image',
      'downloadable-image downloadUrl: image or other',
      'free-simple-event-registration eventId: event',
      'product-circle categories[].imageUrl: image',
      'product-circle categories[].productIds[]: product',
      'product-circle categories[].video.poster: image',
      'product-circle categories[].productUrl: page or other',
      'rotating-banner slides[].imageSrc: image',
      'rotating-banner slides[].xsImageSrc: image',
      'rotating-banner slides[].href: page or other',
      'site-search-box resultsPath: page or other',
    ]);
  });
});
