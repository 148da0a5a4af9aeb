/**
 * dist/THIRD-PARTY-NOTICES.txt: the licence of every package whose code a build put into dist/.
 * The list comes from the modules rollup rendered into the output (code tree-shaken away does
 * not count), never from a list kept by hand, so a new library shows up by itself; a bundled
 * package without a licence text fails the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'rollup';

export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';

/**
 * Licence texts of packages whose npm release leaves them out (the package.json names the
 * licence, the file stays in the repository), copied from their repositories: `<name>/LICENSE`.
 */
const DEFAULT_FALLBACK_DIR = fileURLToPath(new URL('./third-party-licences/', import.meta.url));

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([-._].*)?$/i;
const NODE_MODULES = '/node_modules/';

/** The package a module belongs to, from its id (plugins' virtual ids included), or null for ours. */
interface PackageFound {
  name: string;
  dir: string;
}

interface PackageNotice {
  name: string;
  version: string;
  licence: string;
  source: string | undefined;
  texts: string[];
}

/** What the notices read of a package's package.json. */
interface Manifest {
  version: string;
  license?: string;
  repository?: string | { url?: string };
  homepage?: string;
}

function packageOf(moduleId: string): PackageFound | null {
  const file = moduleId.replace(/^\0/, '').replace(/\?.*$/, '');
  const at = file.lastIndexOf(NODE_MODULES);
  if (at < 0) return null;
  const [first = '', second = ''] = file.slice(at + NODE_MODULES.length).split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return { name, dir: `${file.slice(0, at)}${NODE_MODULES}${name}` };
}

function licenceTexts(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => LICENCE_FILE.test(file))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8').trim());
}

function describePackage({ name, dir }: PackageFound, fallbackDir: string): PackageNotice {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  const texts = licenceTexts(dir);
  const fallback = texts.length > 0 ? [] : licenceTexts(path.join(fallbackDir, name));
  if (texts.length + fallback.length === 0)
    throw new Error(
      `${name} is bundled into dist/ but ships no licence file: copy its licence from its repository to ${path.join(fallbackDir, name, 'LICENSE')}`,
    );
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return {
    name,
    version: manifest.version,
    licence: manifest.license ?? 'as below',
    source: repository?.replace(/^git\+/, '').replace(/^git:/, 'https:') ?? manifest.homepage,
    texts: [...texts, ...fallback],
  };
}

const RULE = '='.repeat(80);

function noticesText(packages: ReadonlyMap<string, PackageNotice>): string {
  const sections = [...packages.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((pkg) =>
      [
        RULE,
        `${pkg.name} ${pkg.version}`,
        `Licence: ${pkg.licence}`,
        ...(pkg.source ? [`Source: ${pkg.source}`] : []),
        '',
        pkg.texts.join('\n\n'),
      ].join('\n'),
    );
  return [
    'Third-party software in cms-blocks',
    '',
    'The files of dist/ hold code from the packages below, each under its own licence, whose',
    'text follows. TinyMCE is not among them: the editor loads the copy the host serves.',
    '',
    ...sections,
    '',
  ].join('\n');
}

/**
 * One collector for the builds of one `rollup -c`: each build adds the packages it bundled and
 * writes the notices of all seen so far, so the last build's file names every package of dist/.
 */
export function thirdPartyNotices({ fallbackDir = DEFAULT_FALLBACK_DIR } = {}): () => Plugin {
  const packages = new Map<string, PackageNotice>();
  return () => ({
    name: 'third-party-notices',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(file.modules)) {
          const found = module.renderedLength > 0 ? packageOf(id) : null;
          if (found && !packages.has(found.name)) packages.set(found.name, describePackage(found, fallbackDir));
        }
      }
      this.emitFile({ type: 'asset', fileName: NOTICES_FILE, source: noticesText(packages) });
    },
  });
}
