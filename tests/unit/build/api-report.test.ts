// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUILT_API_REPORTS, COMMITTED_API_REPORTS, readApiReports } from '../../../scripts/api-reports.ts';

describe('the API reports', () => {
  it("committed in docs/api-report/ are the build's: a change of the public surface is reviewed (`npm run docs` copies them)", () => {
    const built = readApiReports(BUILT_API_REPORTS);
    expect([...built.keys()]).toEqual([
      'cms-blocks-editor.api.md',
      'cms-blocks-preload.api.md',
      'cms-blocks-server.api.md',
      'cms-blocks.api.md',
    ]);
    expect(Object.fromEntries(readApiReports(COMMITTED_API_REPORTS))).toEqual(Object.fromEntries(built));
  });
});
