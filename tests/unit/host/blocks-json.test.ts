import { describe, expectTypeOf, it } from 'vitest';
import type { Manifest } from '../../../registry/manifest.ts';
import type { BlocksJson } from '#host/blocks-json.ts';

describe('BlocksJson (the type hosts get for cms-blocks/blocks.json)', () => {
  it('describes what the build writes (checked by the type-check)', () => {
    // Props are JSON Schema either way: the build's type is the converter's, hosts get the subset blocks use.
    type Written = Omit<Manifest, 'blocks'> & { blocks: Omit<Manifest['blocks'][number], 'props'>[] };
    type Described = Omit<BlocksJson, 'blocks'> & { blocks: Omit<BlocksJson['blocks'][number], 'props'>[] };
    expectTypeOf<Written>().toEqualTypeOf<Described>();
  });
});
