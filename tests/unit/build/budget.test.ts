import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  // An invariant, not a record: the loader names no block (plan files hold them) and core is what
  // the React root reaches, so adding a block adds nothing here. 23.5 KB measured with 47 blocks:
  // loader 4.0, config 5.0, core 13.9, session-user 0.65.
  it('keeps loader plus runtime, without react and react-dom, at most 26 KB gzip', () => {
    const { loader, runtime } = sizes();
    expect(loader).toBeGreaterThan(0);
    expect(runtime).toBeGreaterThan(0);
    expect(loader + runtime).toBeLessThanOrEqual(26 * KB);
  });

  it('keeps the loader itself small, and the same size however many blocks there are: it names none', () => {
    // note: 4.5 KB gzip (4.x measured): the registry and each block's files live in plan files
    // (dist/plans/), so nothing in the loader grows with the blocks; React and the config
    // validation load beside it, later.
    expect(sizes().loader).toBeLessThanOrEqual(4.5 * KB);
    const loader = readFileSync(path.join(dist, 'cms-blocks.js'), 'utf8');
    expect(blockNames.filter((name) => loader.includes(`"${name}"`) || loader.includes(`blocks/${name}-`))).toEqual([]);
    // the check can fail: the preview entry holds the registry
    expect(readFileSync(path.join(dist, 'editor-preview.js'), 'utf8')).toContain('"conference-check-in"');
  });

  it('builds one chunk per registered block', () => {
    expect(Object.keys(sizes().blocks).sort()).toEqual([...blockNames].sort());
  });

  it("keeps TinyMCE and the editor out of every file a visitor's page can load", () => {
    const visitorFiles = [
      'cms-blocks.js',
      'cms-blocks.css',
      ...['chunks', 'blocks'].flatMap((dir) => readdirSync(path.join(dist, dir)).map((file) => `${dir}/${file}`)),
    ];
    expect(visitorFiles.length).toBeGreaterThan(blockNames.length);
    const holdingEditor = visitorFiles.filter((file) => /tinymce|cmsb-editor/i.test(readFileSync(path.join(dist, file), 'utf8')));
    expect(holdingEditor).toEqual([]);
    // the check can fail: the editor's own file holds both
    expect(readFileSync(path.join(dist, 'editor.js'), 'utf8')).toMatch(/tinymce/i);
  });
});
