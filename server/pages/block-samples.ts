import type { BlockName } from '../../registry/index.ts';

/** Props for each block's sample slot in the /blocks gallery; a block not listed gets none. */
export const blockSamples: Partial<Record<BlockName, Record<string, unknown>>> = {};
