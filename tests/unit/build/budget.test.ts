import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../../../scripts/bundle-sizes.ts';
import { blockNames } from '../../../registry/index.ts';

const dist = path.resolve(process.cwd(), 'dist');
const KB = 1000;

describe('byte budgets of dist/ (run `npm run build` first)', () => {
  it('has a build to measure', () => {
    expect(existsSync(path.join(dist, 'bundle-graph.json'))).toBe(true);
  });

  const sizes = () => measureBundle(dist);

  it('keeps loader plus runtime, without react and react-dom, at most 25 KB gzip', () => {
    const { loader, runtime } = sizes();
    expect(loader).toBeGreaterThan(0);
    expect(runtime).toBeGreaterThan(0);
    expect(loader + runtime).toBeLessThanOrEqual(25 * KB);
  });

  it('keeps the loader itself small: React and the config validation load beside it, later', () => {
    expect(sizes().loader).toBeLessThanOrEqual(4 * KB);
  });

  it('builds one chunk per registered block', () => {
    expect(Object.keys(sizes().blocks).sort()).toEqual([...blockNames].sort());
  });
});
