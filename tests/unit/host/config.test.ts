import { describe, expect, it } from 'vitest';
import { defaultPageConfig, parsePageConfig } from '#host/config.ts';
import { fillLabel, resolveLabels, defineLabels } from '#host/labels.ts';

describe('page config', () => {
  it('fills defaults for an absent config', () => {
    expect(parsePageConfig(null)).toEqual({ config: defaultPageConfig, problems: [] });
    expect(defaultPageConfig).toMatchObject({ apiBaseUrl: '/', locale: 'en-US', country: 'USA', editMode: false });
  });

  it('reads a valid config', () => {
    const { config, problems } = parsePageConfig('{"country":"PHL","editMode":true,"siteId":"s1"}');
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ country: 'PHL', editMode: true, siteId: 's1', apiBaseUrl: '/' });
  });

  it('reports each bad field and keeps the good ones', () => {
    const { config, problems } = parsePageConfig('{"country":"Philippines","editMode":"yes","siteId":"s1"}');
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('"country"');
    expect(problems.join('\n')).toContain('"editMode"');
    expect(config).toMatchObject({ country: 'USA', editMode: false, siteId: 's1' });
  });

  it('reports invalid JSON and a non-object clearly', () => {
    expect(parsePageConfig('{oops').problems[0]).toMatch(/^Page config is not valid JSON/);
    expect(parsePageConfig('[1]').problems).toEqual(['Page config must be a JSON object']);
  });
});

describe('labels', () => {
  const set = defineLabels('cart', { orderError: 'Order error.', limit: 'Guest orders are limited to {amount}.' });

  it('uses the defaults unless the page config overrides a key', () => {
    expect(resolveLabels(set, {})).toEqual(set.defaults);
    expect(resolveLabels(set, { 'cart.orderError': 'Payment failed.', 'other.orderError': 'x' }).orderError).toBe(
      'Payment failed.',
    );
  });

  it('fills {params} and leaves unknown ones as written', () => {
    expect(fillLabel(set.defaults.limit, { amount: '$500.00' })).toBe('Guest orders are limited to $500.00.');
    expect(fillLabel('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('the loader’s early read', () => {
  it('turns edit mode on only for editMode exactly true, as the full read does', async () => {
    const { readsEditMode } = await import('#host/config-script.ts');
    expect(readsEditMode('{"editMode":true}')).toBe(true);
    expect(readsEditMode('{"editMode":"yes"}')).toBe(false);
    expect(parsePageConfig('{"editMode":"yes"}').config.editMode).toBe(false);
    expect(readsEditMode('{oops')).toBe(false);
    expect(readsEditMode(null)).toBe(false);
  });
});
