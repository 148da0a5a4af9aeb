// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPropsSchema } from '#contracts/props-schema-check.ts';
import { validateProps, type PropsSchema } from '#runtime/props.ts';
import { buildManifest, type ManifestEntry } from '../../../registry/manifest.ts';
import { registry, type BlockName } from '../../../registry/index.ts';

/**
 * A block's props are checked twice: by its valibot schema where it renders (the runtime, the server
 * entry) and by the JSON Schema blocks.json carries, where the editor inserts a slot and the
 * reference server saves a page (one validator, checkPropsSchema). Each block's example and a set of
 * bad props made from its JSON Schema must get the same verdict from both.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
}

interface Variant {
  what: string;
  props: unknown;
}

/** A value of another JSON type than every type the schema allows. */
function wrongType(schema: JsonSchema): unknown {
  const types = new Set([schema.type ?? (schema.anyOf ?? []).map((branch) => branch.type)].flat());
  if (!types.has('string')) return 'not this';
  if (!types.has('number') && !types.has('integer')) return 42;
  if (!types.has('boolean')) return true;
  return undefined;
}

/** Bad values for one prop, each breaking one rule of its schema. */
function badValues(schema: JsonSchema): { what: string; value: unknown }[] {
  const bad: { what: string; value: unknown }[] = [];
  const wrong = wrongType(schema);
  if (wrong !== undefined) bad.push({ what: 'a value of the wrong type', value: wrong });
  if (schema.enum) bad.push({ what: 'a value outside its choices', value: 'no-such-choice' });
  if (schema.minimum !== undefined) bad.push({ what: 'a number under its minimum', value: schema.minimum - 1 });
  if (schema.maximum !== undefined) bad.push({ what: 'a number over its maximum', value: schema.maximum + 1 });
  if (schema.type === 'integer') bad.push({ what: 'a fraction', value: (schema.minimum ?? 0) + 0.5 });
  if (schema.maxLength !== undefined) bad.push({ what: 'a string over its length', value: 'x'.repeat(schema.maxLength + 1) });
  if (schema.minLength) bad.push({ what: 'a string under its length', value: '' });
  if (schema.pattern !== undefined) bad.push({ what: 'a string off its pattern', value: '\u0000 <>' });
  if (schema.maxItems !== undefined) bad.push({ what: 'a list over its length', value: Array(schema.maxItems + 1).fill(null) });
  if (schema.minItems) bad.push({ what: 'an empty list', value: [] });
  return bad;
}

function variants(entry: ManifestEntry): Variant[] {
  const schema = entry.props as JsonSchema;
  const example = entry.example ?? {};
  const out: Variant[] = [
    { what: 'the example', props: example },
    { what: 'an unknown prop', props: { ...example, notAProp: 1 } },
    { what: 'props that are not an object', props: ['not', 'an', 'object'] },
  ];
  for (const [key, propSchema] of Object.entries(schema.properties ?? {})) {
    for (const { what, value } of badValues(propSchema))
      out.push({ what: `${key}: ${what}`, props: { ...example, [key]: value } });
    if (schema.required?.includes(key)) {
      const { [key]: _left, ...rest } = example as Record<string, unknown>;
      out.push({ what: `${key} missing`, props: rest });
    }
  }
  return out;
}

let entries: ManifestEntry[];
const schemas = new Map<BlockName, PropsSchema>();
beforeAll(async () => {
  ({ blocks: entries } = await buildManifest('test'));
  for (const entry of entries) schemas.set(entry.name, (await registry[entry.name]()).default.props);
});

describe('props: the runtime and blocks.json agree', () => {
  it('give each block’s example and bad props the same verdict', () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const entry of entries) {
      const valibot = schemas.get(entry.name)!;
      for (const { what, props } of variants(entry)) {
        compared++;
        const runtime = validateProps(valibot, props).ok;
        const json = checkPropsSchema(entry.props, props).length === 0;
        if (runtime !== json) {
          disagreements.push(
            `${entry.name}, ${what}: the runtime ${runtime ? 'accepts' : 'refuses'}, blocks.json ${json ? 'accepts' : 'refuses'}`,
          );
        }
      }
    }
    expect(disagreements).toEqual([]);
    // every block, its example and at least one bad prop each
    expect(compared).toBeGreaterThan(entries.length * 3);
  });
});
