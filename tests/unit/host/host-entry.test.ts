// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as host from '#host/index.ts';

describe('the host entry (`cms-blocks` on a server)', () => {
  it('loads where there is no DOM and exports the helpers a server writes pages with', () => {
    expect(typeof document).toBe('undefined');
    expect(Object.keys(host).sort()).toEqual([
      'encodePageConfig',
      'encodeSlotProps',
      'modulePreloadLinks',
      'preloadLinks',
      'slotAttributes',
      'slotPropsAttribute',
    ]);
  });
});
