// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The files `npm pack` puts into the tarball, from the current dist/. */
function packedFiles(): string[] {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' });
  const [pack] = JSON.parse(output) as [{ files: { path: string }[] }];
  return pack.files.map((file) => file.path);
}

/** The package a bare specifier names (`swiper/react`: swiper), or null for a URL (`node:fs`). */
function packageNamed(specifier: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return null;
  const [first = '', second] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The packages the scripts import by name, statically or with `import('...')`, as esbuild finds
 * them following every relative import (one that leads nowhere fails the build, and the test).
 */
async function packagesImported(from: { scripts: string[] } | { code: string }): Promise<string[]> {
  const { metafile } = await build({
    ...('scripts' in from ? { entryPoints: from.scripts } : { stdin: { contents: from.code, resolveDir: 'dist' } }),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'unused',
    logLevel: 'silent',
    plugins: [
      {
        name: 'names-are-external',
        setup: (context) => context.onResolve({ filter: /^[^./]/ }, ({ path }) => ({ path, external: true })),
      },
    ],
  });
  const external = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((entry) => entry.external));
  return [...new Set(external.flatMap((entry) => packageNamed(entry.path) ?? []))].sort();
}

describe('the npm package (run `npm run build` first)', () => {
  const files = packedFiles();

  it('holds the licence and the notices of what dist/ bundles, and no bench file, build graph or TinyMCE', () => {
    expect(files).toContain('LICENSE');
    expect(files).toContain('dist/THIRD-PARTY-NOTICES.txt');
    expect(files).toContain('dist/editor.js');
    expect(files.filter((file) => /^dist\/(bench\/|bundle-graph\.json$|tinymce\/)/.test(file))).toEqual([]);
  });

  it('imports by name no package but its optional peer jsdom, as dist/ bundles its libraries', async () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    expect(pkg.dependencies).toBeUndefined();
    // cms-blocks/server's checkContent, in a chunk of its own: hosts that call it install jsdom
    expect(pkg.peerDependenciesMeta.jsdom?.optional).toBe(true);
    expect(await packagesImported({ scripts })).toEqual(['jsdom']);
  }, 30_000);

  it('finds named imports when there are some (the check above can fail)', async () => {
    const code =
      "import 'react/jsx-runtime';\nimport 'node:fs';\nimport './preload.js';\nawait import('@tanstack/react-query/x');";
    expect(await packagesImported({ code })).toEqual(['@tanstack/react-query', 'react']);
  });
});
