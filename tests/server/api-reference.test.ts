import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE_FILE, apiReference } from '../../scripts/api-reference.ts';

describe('docs/api-reference.md', () => {
  it('is what the contracts and the route guards say today (run `npm run docs` after changing either)', async () => {
    const written = await apiReference();
    expect(readFileSync(API_REFERENCE_FILE, 'utf8')).toBe(written);
    // the file documents the calls a host meets, with who may make them
    expect(written).toContain('### `GET /api/products/by-page/{detailPage}`');
    expect(written).toMatch(/### `PUT \/api\/cms\/pages\/\{id\}`[^#]*- Who: administrators\./);
  });
});
