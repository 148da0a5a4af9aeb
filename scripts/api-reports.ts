import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API reports (`*.api.md`, one per entry of the package): the build's, written by API Extractor
 * (scripts/write-types.ts), and the committed copies, where a change of the public surface shows in
 * review. `npm run docs` copies the first to the second; a build test fails while they differ.
 */
export const BUILT_API_REPORTS = 'dist/api-report';
export const COMMITTED_API_REPORTS = 'docs/api-report';

/** Each report's name and text, in a folder. */
export function readApiReports(folder: string): Map<string, string> {
  if (!existsSync(folder)) return new Map();
  const names = readdirSync(folder).filter((name) => name.endsWith('.api.md'));
  return new Map(names.sort().map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]));
}
