import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../registry/manifest.ts';
import { BLOCK_TABLE_FILE, BLOCKS_END, BLOCKS_START, renderBlockTable } from '../../../scripts/block-table.ts';

describe('block table of docs/blocks.md', () => {
  it('matches the registry (run `npm run docs` after changing blocks)', async () => {
    const doc = readFileSync(path.resolve(process.cwd(), BLOCK_TABLE_FILE), 'utf8');
    const start = doc.indexOf(BLOCKS_START);
    expect(start).toBeGreaterThanOrEqual(0);
    const section = doc.slice(start, doc.indexOf(BLOCKS_END) + BLOCKS_END.length);
    expect(section).toBe(renderBlockTable(await buildManifest('0.0.0')));
  });
});
