// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import resolve from '@rollup/plugin-node-resolve';
import { rollup, type Plugin } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTICES_FILE, thirdPartyNotices } from '../../../scripts/third-party-notices.ts';

const root = mkdtempSync(path.join(tmpdir(), 'cmsb-notices-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A package in the fixture's node_modules exporting `value`; `licence` is its LICENSE file, if any. */
function fakePackage(name: string, { licence, value = 1 }: { licence?: string; value?: number } = {}) {
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.2.3', license: 'MIT', main: 'index.js' }));
  write(`node_modules/${name}/index.js`, `export const value = ${value};\n`);
  if (licence) write(`node_modules/${name}/LICENSE`, licence);
}

fakePackage('alpha', { licence: 'Alpha licence text' });
fakePackage('@scope/beta');
fakePackage('shaken', { licence: 'Shaken licence text' });
fakePackage('unlicensed');
write('fallback/@scope/beta/LICENSE', 'Beta licence text, from its repository');
write(
  'page.js',
  "import { value as a } from 'alpha';\nimport { value as b } from '@scope/beta';\nimport 'shaken';\nconsole.log(a + b);\n",
);
write('editor.js', "import { value } from 'alpha';\nconsole.log(value);\n");
write('broken.js', "import { value } from 'unlicensed';\nconsole.log(value);\n");

/** Builds `entry` with the notices plugin and returns the notices the build wrote. */
async function noticesOf(entry: string, plugin: () => Plugin): Promise<string> {
  const bundle = await rollup({ input: path.join(root, entry), plugins: [resolve(), plugin()] });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const notices = output.find((file) => file.fileName === NOTICES_FILE);
  return notices?.type === 'asset' ? String(notices.source) : '';
}

describe('the third-party notices of a build (scripts/third-party-notices.ts)', () => {
  it('name every package whose code the build bundled, with its licence text, and no other', async () => {
    const notices = await noticesOf('page.js', thirdPartyNotices({ fallbackDir: path.join(root, 'fallback') }));
    expect(notices).toContain('alpha 1.2.3\nLicence: MIT');
    expect(notices).toContain('Alpha licence text');
    // a package whose npm release has no licence file gets the copy kept in the repository
    expect(notices).toContain('@scope/beta 1.2.3');
    expect(notices).toContain('Beta licence text, from its repository');
    // imported, but none of its code reached the output
    expect(notices).not.toContain('shaken');
  });

  it("list the packages of all the builds that share a collector, once each, in every build's file", async () => {
    const notices = thirdPartyNotices({ fallbackDir: path.join(root, 'fallback') });
    await noticesOf('page.js', notices);
    const last = await noticesOf('editor.js', notices);
    expect(last).toContain('@scope/beta 1.2.3');
    expect(last.match(/^alpha 1\.2\.3$/gm)).toHaveLength(1);
  });

  it('fail the build when a bundled package has no licence text, naming the package and where its text goes', async () => {
    await expect(noticesOf('broken.js', thirdPartyNotices({ fallbackDir: path.join(root, 'fallback') }))).rejects.toThrow(
      /unlicensed is bundled into dist\/ but ships no licence file: .*fallback\/unlicensed\/LICENSE/,
    );
  });
});
