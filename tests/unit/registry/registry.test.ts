import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../registry/manifest.ts';
import { blockNames, isBlockName, registry } from '../../../registry/index.ts';

describe('registry', () => {
  it.each(blockNames)('loads "%s", whose definition carries the same name', async (name) => {
    const { default: block } = await registry[name]();
    expect(block.name).toBe(name);
    expect(block.title.length).toBeGreaterThan(0);
    expect(typeof block.component).toBe('function');
    // the inserter's words live in authoring.ts, out of the chunk visitors load
    expect(Object.keys(block).sort()).toEqual(
      [
        'component',
        'name',
        'props',
        'title',
        ...(block.deprecated ? ['deprecated'] : []),
        ...(block.hydration ? ['hydration'] : []),
        ...(block.serverRender ? ['serverRender'] : []),
      ].sort(),
    );
  });

  it('converts every props schema to JSON Schema for the manifest', async () => {
    const manifest = await buildManifest('1.2.3');
    expect(manifest.version).toBe('1.2.3');
    expect(manifest.blocks.map((b) => b.name)).toEqual(blockNames);
    for (const entry of manifest.blocks) {
      expect(entry.props).toMatchObject({ type: 'object' });
      expect(['load', 'idle', 'visible']).toContain(entry.hydrate);
    }
    const returnToTop = manifest.blocks.find((b) => b.name === 'return-to-top');
    expect(returnToTop?.props).toMatchObject({ properties: { threshold: { type: 'integer', default: 400 } } });
    expect(returnToTop?.hydrate).toBe('idle');
    expect(returnToTop).toMatchObject({
      title: 'Return to top',
      category: 'Site',
      icon: 'arrow-up',
      insertable: true,
      example: null,
    });
  });

  it('does not know an unregistered name', () => {
    expect(isBlockName('promo-bar')).toBe(false);
    expect(isBlockName('toString')).toBe(false);
    expect(isBlockName('spacer-medium')).toBe(true);
  });
});
