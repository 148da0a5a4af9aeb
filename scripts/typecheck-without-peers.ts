/**
 * The last step of `npm run typecheck`: the host scripts of tests/types/ compiled as in a host
 * that has this package and nothing else, with neither React's nor TinyMCE's types, under
 * tests/types/tsconfig.json (strict, no skipLibCheck). Inside this repository the compiler would
 * find both in its node_modules, so the package's declarations and package.json are copied into a
 * temporary folder first, as `node_modules/cms-blocks/`.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const host = mkdtempSync(path.join(tmpdir(), 'cms-blocks-host-'));
try {
  const installed = path.join(host, 'node_modules', 'cms-blocks');
  cpSync('package.json', path.join(installed, 'package.json'));
  cpSync('dist/types', path.join(installed, 'dist', 'types'), { recursive: true });
  cpSync('tests/types', host, { recursive: true });
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(host, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tests/types/tsconfig.json cannot be read');
  const problems = ts.getPreEmitDiagnostics(ts.createProgram(config.fileNames, config.options));
  if (problems.length > 0) {
    const format = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => host, getNewLine: () => '\n' };
    console.error(
      `The declarations do not compile in a host without React's and TinyMCE's types:\n${ts.formatDiagnostics(problems, format)}`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(host, { recursive: true, force: true });
}
