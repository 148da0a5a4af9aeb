import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation holds together: every relative link of the Markdown files (the repository's
 * root, docs/, examples/) reaches a file, every #anchor a heading, and docs/operations.md's table
 * names every environment variable the reference server reads.
 */
const root = process.cwd();

function walk(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

const markdownFiles = [
  ...readdirSync(root).filter((name) => name.endsWith('.md')),
  ...walk('docs', (name) => name.endsWith('.md')),
  ...walk('examples', (name) => name.endsWith('.md')),
].sort();

/** For each line, whether it belongs to a fenced code block (its fences included). */
function codeLines(lines: string[]): boolean[] {
  let fence: string | null = null;
  return lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker?.startsWith(fence[0]!) && marker.length >= fence.length) fence = null;
      return true;
    }
    if (marker) fence = marker;
    return marker !== undefined;
  });
}

/** The text with fenced code blocks, inline code and HTML comments blanked, so their brackets are no links. */
function withoutCode(markdown: string): string {
  const lines = markdown.split('\n');
  const code = codeLines(lines);
  return lines
    .map((line, i) => (code[i] ? '' : line))
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '');
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered as GitHub does) and `id`s. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = markdown.split('\n');
  const code = codeLines(lines);
  for (const [i, line] of lines.entries()) {
    if (code[i]) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

/** The targets of a file's links: inline links and pictures, and reference definitions. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const definitions = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...definitions];
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** What is wrong with one file's relative links, one line each; empty when all resolve. */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(read(file))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // another site, mail
    if (target === '' || target.startsWith('/')) {
      problems.push(`${file}: link "${target}" is not a relative path`);
      continue;
    }
    const hash = target.indexOf('#');
    const filePart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
    const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved = filePart === '' ? file : path.normalize(path.join(path.dirname(file), filePart));
    if (resolved.startsWith('..') || !existsSync(path.join(root, resolved))) {
      problems.push(`${file}: "${target}" names ${resolved}, which does not exist`);
      continue;
    }
    if (anchor !== null && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
      problems.push(`${file}: "${target}": ${resolved} has no heading with the anchor #${anchor}`);
    }
  }
  return problems;
}

describe('links of the documentation', () => {
  it('finds the files and their links', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', path.join('docs', 'README.md')]));
    expect(linkTargets(read('README.md')).length).toBeGreaterThan(5);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Routes, the API and proxying')).toBe('routes-the-api-and-proxying');
    expect(slug('The editor (`cms-blocks/editor`)')).toBe('the-editor-cms-blockseditor');
    expect(slug('Serving `dist/`')).toBe('serving-dist');
    expect(slug('1. Serve `dist/`')).toBe('1-serve-dist');
    expect(anchorsOf('# A\n\n## A\n\n```\n# not a heading\n```\n')).toEqual(new Set(['a', 'a-1']));
    expect(linkTargets('[a](x.md#b) `[c](nowhere.md)` ![d](e.png "t")\n\n[f]: g.md\n')).toEqual(['x.md#b', 'e.png', 'g.md']);
  });

  it.each(markdownFiles)('%s: every relative link reaches a file, and every anchor a heading', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

/** Names of the environment variables a TypeScript file reads, from `process.env`, or an `env` object passed in. */
function environmentReads(source: string): string[] {
  const name = '([A-Z_][A-Z0-9_]*)';
  const patterns = [
    new RegExp(`\\benv\\.${name}\\b`, 'g'), // process.env.NAME, env.NAME
    new RegExp(`\\benv\\[\\s*['"\`]${name}['"\`]\\s*\\]`, 'g'), // env['NAME']
    new RegExp(`\\(\\s*(?:process\\.)?env\\s*,\\s*['"\`]${name}['"\`]`, 'g'), // readBoolean(env, 'NAME', …)
  ];
  const names = patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!));
  // const { NAME, OTHER: alias = 'x' } = process.env
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g)) {
    for (const part of match[1]!.split(',')) {
      const key = /^\s*([A-Z_][A-Z0-9_]*)\b/.exec(part);
      if (key) names.push(key[1]!);
    }
  }
  return names;
}

/** The variables docs/operations.md's table under "Environment variables" names in its first column. */
function documentedVariables(): Set<string> {
  const doc = read(path.join('docs', 'operations.md'));
  const start = doc.indexOf('\n## Environment variables');
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const rows = section.split('\n').filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line));
  const names = rows.slice(1).flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z_][A-Z0-9_]*)`/g)].map((m) => m[1]!));
  return new Set(names);
}

describe('environment variables of the reference server', () => {
  const sources = walk('server', (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  const reads = new Map<string, string[]>();
  for (const file of sources) {
    for (const variable of environmentReads(read(file))) reads.set(variable, [...(reads.get(variable) ?? []), file]);
  }

  it('finds what the server reads, however it reads it', () => {
    expect(
      environmentReads("process.env.A_B; env.C; env['D']; f(env, 'E', true); const { F, G: g } = process.env;").sort(),
    ).toEqual(['A_B', 'C', 'D', 'E', 'F', 'G']);
    // main.ts, the store settings read through a passed env object, and one read by a helper.
    expect([...reads.keys()]).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'STORE_COUNTRY', 'GUEST_ORDERING_ENABLED']),
    );
  });

  it("names every variable it reads in docs/operations.md's table, and no other", () => {
    const documented = documentedVariables();
    const undocumented = [...reads]
      .filter(([variable]) => !documented.has(variable))
      .map(([variable, files]) => `${variable} (${files.join(', ')})`);
    expect(undocumented).toEqual([]);
    expect([...documented].filter((variable) => !reads.has(variable))).toEqual([]);
  });
});
