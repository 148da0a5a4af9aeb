import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../registry/manifest.ts';
import { BLOCKS_END, BLOCKS_START, renderBlockTable } from '../../../scripts/readme-blocks.ts';

describe('README block list', () => {
  it('matches the registry (run `npm run docs` after changing blocks)', async () => {
    const readme = readFileSync(path.resolve(process.cwd(), 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf(BLOCKS_START), readme.indexOf(BLOCKS_END) + BLOCKS_END.length);
    expect(section).toBe(renderBlockTable(await buildManifest('0.0.0')));
  });
});
