import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import type { BlockEntry } from '#contracts/block-manifest.ts';
import type { Hydration } from '#contracts/hydration.ts';
import { authoring } from './authoring.ts';
import { blockNames, registry, type BlockName } from './index.ts';

export interface ManifestEntry extends Omit<BlockEntry, 'props'> {
  name: BlockName;
  hydrate: Hydration;
  props: ReturnType<typeof toJsonSchema>;
}

export interface Manifest {
  version: string;
  blocks: ManifestEntry[];
}

/** The block's example as blocks.json carries it: props its own schema accepts, or null. */
function checkedExample(name: BlockName, props: v.GenericSchema, example: unknown): Record<string, unknown> | null {
  if (example === null) return null;
  const result = v.safeParse(props, example);
  if (!result.success || typeof example !== 'object' || Array.isArray(example)) {
    const problems = result.issues?.map((issue) => issue.message).join(' ') ?? 'it is not an object.';
    throw new Error(`The example of block "${name}" does not fit its props: ${problems}`);
  }
  return example as Record<string, unknown>;
}

/** What CMS block pickers and the editor read: every block with its props as JSON Schema. */
export async function buildManifest(version: string): Promise<Manifest> {
  const blocks = await Promise.all(
    blockNames.map(async (name): Promise<ManifestEntry> => {
      const { default: block } = await registry[name]();
      const { description, category, keywords, icon, insertable, example } = authoring[name];
      const props = block.props as v.GenericSchema;
      return {
        name,
        title: block.title,
        description,
        category,
        keywords: [...keywords],
        icon,
        insertable,
        example: checkedExample(name, props, example),
        hydrate: block.hydration ?? 'load',
        deprecated: block.deprecated ?? null,
        serverRender: block.serverRender ?? false,
        props: toJsonSchema(props, { errorMode: 'throw' }),
      };
    }),
  );
  return { version, blocks };
}
