import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Hydration } from '../src/runtime/block.ts';
import { blockNames, defaultHydration, registry, type BlockName } from './index.ts';

export interface ManifestEntry {
  name: BlockName;
  title: string;
  description: string;
  hydrate: Hydration;
  deprecated: string | null;
  props: ReturnType<typeof toJsonSchema>;
}

export interface Manifest {
  version: string;
  blocks: ManifestEntry[];
}

/** What CMS block pickers and the editor read: every block with its props as JSON Schema. */
export async function buildManifest(version: string): Promise<Manifest> {
  const blocks = await Promise.all(
    blockNames.map(async (name): Promise<ManifestEntry> => {
      const { default: block } = await registry[name]();
      if (block.name !== name) throw new Error(`Block registered as "${name}" calls itself "${block.name}"`);
      return {
        name,
        title: block.title,
        description: block.description,
        hydrate: defaultHydration[name] ?? 'load',
        deprecated: block.deprecated ?? null,
        props: toJsonSchema(block.props as v.GenericSchema, { errorMode: 'throw' }),
      };
    }),
  );
  return { version, blocks };
}
