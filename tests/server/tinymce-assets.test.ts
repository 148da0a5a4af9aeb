import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TINYMCE_DIR } from '../../server/routes/static-assets.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The library ships no TinyMCE; the demo serves the installed package, as a host serves its own copy.
describe('GET /assets/tinymce/*', () => {
  it.each([
    ['tinymce.min.js', 'text/javascript; charset=utf-8'],
    ['themes/silver/theme.min.js', 'text/javascript; charset=utf-8'],
    ['plugins/link/plugin.min.js', 'text/javascript; charset=utf-8'],
    ['skins/ui/oxide/skin.min.css', 'text/css; charset=utf-8'],
  ])("serves the tinymce package's %s as %s, revalidated on every use", async (file, contentType) => {
    const response = await t.app.request(`/assets/tinymce/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(contentType);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(readFileSync(join(TINYMCE_DIR, file), 'utf8'));
  });

  it.each(['missing.js', '../react/package.json', '..%2freact%2fpackage.json', 'skins/../../react/package.json', 'skins'])(
    'answers 404 for %s',
    async (file) => {
      expect((await t.app.request(`/assets/tinymce/${file}`)).status).toBe(404);
    },
  );
});
