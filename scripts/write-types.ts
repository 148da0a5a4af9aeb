/**
 * Writes the package's type declarations (dist/types/): one self-contained file per entry, rolled
 * up by API Extractor from the declarations tsc emits, with the entry's API report beside it
 * (dist/api-report/; `npm run docs` copies the reports into docs/api-report/, where a change of the
 * public surface shows in review, and a build test fails while they differ).
 *
 * note: the package has no dependencies, so the files may import no library's types. tsc's
 * declarations name valibot wherever a type is inferred from a schema (the page config, blocks.json,
 * each block's props); as they are emitted, a type alias computed from a value or from valibot is
 * written out as the plain type it stands for (`spellOutTransformer`), keeping the schema's comments.
 * Only the editor imports types, from its peer TinyMCE and from React (its `RichTextEditor` is a
 * React component), each under `// @ts-ignore`: a host without them still compiles the file
 * (strict, without skipLibCheck), the editor's TinyMCE and the component's element then being
 * `any` (docs/editor.md; scripts/typecheck-without-peers.ts). The files are compiled once written,
 * so a declaration that still names something it does not declare fails the build.
 */
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { BUILT_API_REPORTS, COMMITTED_API_REPORTS } from './api-reports.ts';

interface Entry {
  /** The module whose exports the file declares. */
  source: string;
  /** Under dist/types/. */
  file: string;
  /** The API report's name, under dist/api-report/ and docs/api-report/. */
  report: string;
  /** Text after the declarations (the DOM's own maps, merged). */
  globals?: string;
}

const OUT_DIR = 'dist/types';

/** `window.CmsBlocks` and the events, for hosts; in src/ this would retype every listener of the project itself. */
const HOST_GLOBALS = `declare global {
  interface Window {
    /** Set by the loader (cms-blocks.js) when it starts. */
    CmsBlocks?: CmsBlocksApi;
  }
  interface DocumentEventMap extends CmsBlocksEventMap {}
  interface HTMLElementEventMap extends CmsBlocksEventMap {}
}`;

const ENTRIES: Entry[] = [
  { source: 'src/host/index.ts', file: 'index.d.ts', report: 'cms-blocks.api.md', globals: HOST_GLOBALS },
  { source: 'src/host/preload-links.ts', file: 'preload.d.ts', report: 'cms-blocks-preload.api.md' },
  { source: 'src/editor/index.ts', file: 'editor.d.ts', report: 'cms-blocks-editor.api.md' },
  { source: 'src/server/index.ts', file: 'server.d.ts', report: 'cms-blocks-server.api.md' },
];

/** The JSON files of the package, typed by the index's declarations. */
const JSON_ENTRIES = [
  { file: 'blocks-json.d.ts', type: 'BlocksJson' },
  { file: 'preload-manifest-json.d.ts', type: 'PreloadManifest' },
];

/** Packages whose types a declaration may import: the editor's peer and the component's React. */
const PEER_TYPES = new Set(['tinymce', 'react']);

/** Above each import of a peer's types, which a host may not have installed. */
const PEER_TYPES_NOTE = '// @ts-ignore -- optional peer types: without them this is `any` (docs/editor.md)';

const SPELL_OUT = (ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.InTypeAlias |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType) as ts.NodeBuilderFlags;

const root = process.cwd();
const config = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.json',
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(`write-types: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    },
  },
);
if (!config) throw new Error('write-types: tsconfig.json cannot be read');
// note: inside the project, so the emitted files find the peers' types in its node_modules.
const emitted = path.join(root, 'dist', '.declarations');
rmSync(emitted, { recursive: true, force: true });
const options: ts.CompilerOptions = {
  ...config.options,
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  // The project's own `tsc --noEmit` checks the sources; this program only writes declarations.
  noCheck: true,
  outDir: emitted,
  rootDir: root,
};
const program = ts.createProgram(
  ENTRIES.map((entry) => entry.source),
  options,
);
const checker = program.getTypeChecker();

/** Whether a written type names a value (`typeof x`) or one of valibot's types (`v.InferOutput<…>`). */
function computedFromLibraryOrValue(node: ts.Node): boolean {
  if (ts.isTypeQueryNode(node)) return true;
  if (ts.isTypeReferenceNode(node)) {
    const local = checker.getSymbolAtLocation(node.typeName);
    const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
    const file = symbol?.declarations?.[0]?.getSourceFile();
    if (file?.fileName.includes('/node_modules/valibot/')) return true;
  }
  return ts.forEachChild(node, computedFromLibraryOrValue) ?? false;
}

/**
 * The named types the checker writes by name when it writes `writtenOut` out (the project's, the
 * language's and libraries'): what the text of the spelled-out type refers to.
 */
function namedTypesIn(writtenOut: ts.Type): Set<ts.Symbol> {
  const found = new Set<ts.Symbol>();
  const seen = new Set<ts.Type>();
  const kinds = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
  const walk = (type: ts.Type, byName = true): void => {
    if (seen.has(type)) return;
    seen.add(type);
    const named = byName ? (type.aliasSymbol ?? type.getSymbol()) : undefined;
    if (named && named.flags & kinds) {
      found.add(named);
      // Written by name: only what it is given is written too.
      (type.aliasTypeArguments ?? typeArguments(type)).forEach((argument) => walk(argument));
      return;
    }
    if (type.isUnionOrIntersection()) type.types.forEach((member) => walk(member));
    if (!(type.flags & ts.TypeFlags.Object)) return;
    typeArguments(type).forEach((argument) => walk(argument));
    type.getProperties().forEach((property) => walk(checker.getTypeOfSymbol(property)));
    checker.getIndexInfosOfType(type).forEach((info) => walk(info.type));
    for (const signature of type.getCallSignatures()) {
      signature.parameters.forEach((parameter) => walk(checker.getTypeOfSymbol(parameter)));
      walk(signature.getReturnType());
    }
  };
  walk(writtenOut, false);
  return found;
}

/** Declared in a library's files (valibot's, React's), not the language's. */
function isLibraryType(symbol: ts.Symbol): boolean {
  const file = symbol.declarations?.[0]?.getSourceFile();
  return file !== undefined && !program.isSourceFileDefaultLibrary(file) && file.fileName.includes('/node_modules/');
}

function typeArguments(type: ts.Type): readonly ts.Type[] {
  const reference = type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference;
  return reference ? checker.getTypeArguments(type as ts.TypeReference) : [];
}

/**
 * Puts each property's comment from the source (a schema's entry) on the checker's spelled-out
 * object types, so the config's fields keep their documentation. Where the node and the type do
 * not pair up one to one (a union of several objects), the comments are left out.
 */
function withDocs(node: ts.TypeNode, type: ts.Type): void {
  if (ts.isTypeLiteralNode(node)) {
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const name = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : '';
      const property = type.getProperty(name);
      if (!property) continue;
      const docs = ts.displayPartsToString(property.getDocumentationComment(checker));
      if (docs) ts.addSyntheticLeadingComment(member, ts.SyntaxKind.MultiLineCommentTrivia, `* ${docs} `, true);
      withDocs(member.type, checker.getTypeOfSymbol(property));
    }
  } else if (ts.isUnionTypeNode(node) && type.isUnion()) {
    const literals = node.types.filter(ts.isTypeLiteralNode);
    const objects = type.types.filter((member) => member.flags & ts.TypeFlags.Object);
    const [literal, object] = [literals[0], objects[0]];
    if (literal && object && literals.length === 1 && objects.length === 1) withDocs(literal, object);
  } else if (ts.isArrayTypeNode(node)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    if (element) withDocs(node.elementType, element);
  }
}

/** A type alias computed from a value or from valibot, declared as the plain type it stands for. */
const spellOutTransformer: ts.TransformerFactory<ts.SourceFile | ts.Bundle> = (context) => {
  const visit = (node: ts.Node): ts.Node => {
    if (!ts.isTypeAliasDeclaration(node) || node.typeParameters) return node;
    const source = ts.getOriginalNode(node, ts.isTypeAliasDeclaration);
    if (!computedFromLibraryOrValue(source.type)) return node;
    const symbol = checker.getSymbolAtLocation(source.name);
    if (!symbol) throw new Error(`write-types: the type ${node.name.text} cannot be read`);
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const named = namedTypesIn(type);
    // A schema's own type (`v.GenericSchema & { entries }`) stays as written: only the code uses it.
    if ([...named].some(isLibraryType)) return node;
    // note: the checker writes each named type by its bare name, which must mean that type in this file.
    for (const each of named) {
      const here = checker.resolveName(each.name, source, ts.SymbolFlags.Type, false);
      if (!here || (here.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(here) : here) !== each) {
        const file = path.relative(root, source.getSourceFile().fileName);
        throw new Error(`write-types: ${source.name.text}, written out, names ${each.name}, which ${file} does not import`);
      }
    }
    const spelled = checker.typeToTypeNode(type, undefined, SPELL_OUT);
    if (!spelled) throw new Error(`write-types: the checker cannot write ${checker.typeToString(type)}`);
    withDocs(spelled, type);
    return context.factory.updateTypeAliasDeclaration(node, node.modifiers, node.name, undefined, spelled);
  };
  return (file) => (ts.isSourceFile(file) ? withoutUnusedImports(ts.visitEachChild(file, visit, context), context) : file);
};

/** The first name of `a.b.c`, which an import binds. */
const firstName = (name: ts.EntityName | ts.Expression): string | undefined =>
  ts.isIdentifier(name)
    ? name.text
    : ts.isQualifiedName(name)
      ? firstName(name.left)
      : ts.isPropertyAccessExpression(name)
        ? firstName(name.expression)
        : undefined;

/** The names a declaration file refers to outside its imports: types, `typeof` values, base types and re-exports. */
function referencedNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    const name = ts.isTypeReferenceNode(node)
      ? firstName(node.typeName)
      : ts.isTypeQueryNode(node)
        ? firstName(node.exprName)
        : ts.isExpressionWithTypeArguments(node)
          ? firstName(node.expression)
          : ts.isExportSpecifier(node)
            ? (node.propertyName ?? node.name).text
            : ts.isExportAssignment(node) || ts.isComputedPropertyName(node)
              ? firstName(node.expression)
              : ts.isImportEqualsDeclaration(node) && !ts.isExternalModuleReference(node.moduleReference)
                ? firstName(node.moduleReference)
                : undefined;
    if (name) names.add(name);
    ts.forEachChild(node, visit);
  };
  file.statements.filter((statement) => !ts.isImportDeclaration(statement)).forEach(visit);
  return names;
}

/** Drops the imports no declaration names any more (a spelled-out type's `typeof block`), so their files are not emitted. */
function withoutUnusedImports(file: ts.SourceFile, context: ts.TransformationContext): ts.SourceFile {
  const used = referencedNames(file);
  const statements = file.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) return [statement];
    const clause = statement.importClause;
    const name = clause.name && used.has(clause.name.text) ? clause.name : undefined;
    let bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings) && !used.has(bindings.name.text)) bindings = undefined;
    if (bindings && ts.isNamedImports(bindings)) {
      const elements = bindings.elements.filter((element) => used.has(element.name.text));
      bindings = elements.length > 0 ? context.factory.updateNamedImports(bindings, elements) : undefined;
    }
    if (!name && !bindings) return [];
    const { factory } = context;
    const kept = factory.updateImportClause(clause, clause.phaseModifier, name, bindings);
    return [
      factory.updateImportDeclaration(statement, statement.modifiers, kept, statement.moduleSpecifier, statement.attributes),
    ];
  });
  return context.factory.updateSourceFile(file, statements);
}

/**
 * Emits the declarations of the entries and of every project file they import, and nothing else:
 * a block's code stays out once its props are spelled out.
 */
function emitDeclarations(): void {
  const queue = ENTRIES.map((entry) => path.resolve(root, entry.source));
  const done = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (done.has(next)) continue;
    done.add(next);
    const source = program.getSourceFile(next);
    if (!source) throw new Error(`write-types: ${next} is not in the program`);
    const result = program.emit(
      source,
      (fileName, text) => {
        mkdirSync(path.dirname(fileName), { recursive: true });
        writeFileSync(fileName, text);
        for (const { fileName: specifier } of ts.preProcessFile(text).importedFiles) {
          const resolved = ts.resolveModuleName(specifier, next, options, ts.sys).resolvedModule;
          if (resolved && !resolved.isExternalLibraryImport) queue.push(resolved.resolvedFileName);
        }
      },
      undefined,
      true,
      { afterDeclarations: [spellOutTransformer] },
    );
    const problems = result.diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
    if (problems.length > 0) throw new Error(`write-types: ${ts.formatDiagnostics(problems, formatHost)}`);
  }
}

const formatHost = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };

/** Where an emitted declaration of a source file is. */
const declarationOf = (source: string) => path.join(emitted, source.replace(/\.tsx?$/, '.d.ts'));

/** The package's subpath imports (`#runtime/*`), pointed at the emitted declarations. */
function emittedPaths(): Record<string, string[]> {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, string> };
  return Object.fromEntries(Object.entries(pkg.imports).map(([from, to]) => [from, [path.join(emitted, to)]]));
}

function extractorConfig(entry: Entry): ExtractorConfig {
  return ExtractorConfig.prepare({
    configObjectFullPath: undefined,
    packageJsonFullPath: path.resolve(root, 'package.json'),
    configObject: {
      projectFolder: root,
      newlineKind: 'lf',
      mainEntryPointFilePath: declarationOf(entry.source),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx',
            strict: true,
            allowImportingTsExtensions: true,
            // The rolled-up files are compiled below, without it; here it would check React's and TinyMCE's too.
            skipLibCheck: true,
            types: [],
            paths: emittedPaths(),
          },
          files: ENTRIES.map((each) => declarationOf(each.source)),
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.report,
        reportFolder: path.resolve(root, COMMITTED_API_REPORTS),
        reportTempFolder: path.resolve(root, BUILT_API_REPORTS),
      },
      docModel: { enabled: false },
      tsdocMetadata: { enabled: false },
      dtsRollup: { enabled: true, untrimmedFilePath: path.join(emitted, 'rollup', entry.file) },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Error },
          // The package has one audience; every export is public.
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          // Documentation is read in the sources' comments, which the files keep; not every field has one.
          'ae-undocumented': { logLevel: ExtractorLogLevel.None },
        },
        // The comments are written for readers, not in TSDoc's syntax.
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
  });
}

/** A rolled-up declaration file as the package ships it: peers' imports marked, nothing else imported. */
function shipped(rollup: string, entry: Entry): string {
  const lines = rollup.split('\n').flatMap((line) => {
    if (/^\/\/\/ <reference (types|lib)=/.test(line)) throw new Error(`write-types: ${entry.file} would need ${line}`);
    const from = /^import .* from '([^']+)';$/.exec(line)?.[1];
    if (from === undefined) return [line];
    if (!PEER_TYPES.has(from))
      throw new Error(`write-types: ${entry.file} imports ${from}, which the package does not depend on`);
    return [PEER_TYPES_NOTE, line.replace(/^import \{/, 'import type {')];
  });
  const body = lines.join('\n').replace(/\nexport \{ ?\};?\n*$/, '\n');
  return `${HEADER}${body}${entry.globals ? `\n${entry.globals}\n` : ''}`;
}

const HEADER = '// Written by scripts/write-types.ts (API Extractor) from the sources of cms-blocks; do not edit.\n\n';

try {
  emitDeclarations();
  mkdirSync(OUT_DIR, { recursive: true });
  let reportsChanged: string[] = [];
  let compilerState: CompilerState | undefined;
  const written: string[] = [];
  for (const entry of ENTRIES) {
    const extractor = extractorConfig(entry);
    compilerState ??= CompilerState.create(extractor);
    const result = Extractor.invoke(extractor, {
      localBuild: false,
      compilerState,
      messageCallback: (message) => {
        // The report differs from docs/api-report/: said once below, for all entries.
        if (message.messageId === 'console-api-report-not-copied') message.logLevel = ExtractorLogLevel.None;
        if (message.logLevel === ExtractorLogLevel.Info || message.logLevel === ExtractorLogLevel.Verbose)
          message.logLevel = ExtractorLogLevel.None;
      },
    });
    if (result.errorCount > 0)
      throw new Error(`write-types: API Extractor found ${result.errorCount} problems in ${entry.source}`);
    if (result.apiReportChanged) reportsChanged = [...reportsChanged, entry.report];
    const file = path.join(OUT_DIR, entry.file);
    const text = shipped(readFileSync(path.join(emitted, 'rollup', entry.file), 'utf8'), entry);
    writeFileSync(file, await format(text, { ...(await resolveConfig(entry.source)), parser: 'typescript' }));
    written.push(file);
  }
  if (reportsChanged.length > 0) {
    console.warn(
      `write-types: the public API differs from ${COMMITTED_API_REPORTS}/ (${reportsChanged.join(', ')}); ` +
        `review it and run \`npm run docs\` to copy ${BUILT_API_REPORTS}/ there.`,
    );
  }
  // The loader (`cms-blocks/cms-blocks.js`) exports nothing: what it brings is `window.CmsBlocks` and the events.
  const loader = path.join(OUT_DIR, 'loader.d.ts');
  writeFileSync(loader, `${HEADER}/// <reference path="./index.d.ts" />\n\nexport {};\n`);
  written.push(loader);
  for (const { file, type } of JSON_ENTRIES) {
    const target = path.join(OUT_DIR, file);
    writeFileSync(
      target,
      `${HEADER}import type { ${type} } from './index.js';\n\ndeclare const json: ${type};\nexport default json;\n`,
    );
    written.push(target);
  }

  // The files as a host's compiler reads them: nothing but the DOM's and the peers' types.
  const check = ts.createProgram(written, {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(check);
  if (problems.length > 0) {
    throw new Error(`write-types: the declarations do not compile:\n${ts.formatDiagnostics(problems, formatHost)}`);
  }
} finally {
  rmSync(emitted, { recursive: true, force: true });
}
