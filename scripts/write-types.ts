/**
 * Writes the package's type declarations (dist/types/) from the sources, one self-contained file
 * per entry: each export of the entry's source module, and every project type those exports name.
 *
 * note: not `tsc --emitDeclarationOnly`: its files import what the sources import (valibot for the
 * page config, React and react-query beside the cart's types), and the package has no dependencies.
 * Here a declaration naming only types of the project is copied as written, with its comments; one
 * computed from a library's types (the config, as valibot infers it from its schema) is written
 * out as the plain type it stands for. Only the editor imports types, from its peer TinyMCE and
 * from React (its `RichTextEditor` is a React component), each under `// @ts-ignore`: a host
 * without them still compiles the file (strict, without skipLibCheck), the editor's TinyMCE and
 * the component's element then being `any` (docs/editor.md; scripts/typecheck-without-peers.ts).
 * The files are compiled once written, so a declaration that still names something it does not
 * declare fails the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

interface Entry {
  /** The module whose exports the file declares. */
  source: string;
  /** Under dist/types/. */
  file: string;
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
  { source: 'src/host/index.ts', file: 'index.d.ts', globals: HOST_GLOBALS },
  { source: 'src/host/preload-links.ts', file: 'preload.d.ts' },
  { source: 'src/editor/index.ts', file: 'editor.d.ts' },
  { source: 'src/server/index.ts', file: 'server.d.ts' },
];

/** The JSON files of the package, typed by the index's declarations. */
const JSON_ENTRIES = [
  { file: 'blocks-json.d.ts', type: 'BlocksJson' },
  { file: 'preload-manifest-json.d.ts', type: 'PreloadManifest' },
];

/** Packages whose types a declaration may import: the editor's peer and the component's React. */
const EXTERNAL_TYPES = new Set(['tinymce', 'react']);

/** Above each import of an allowed package's types, which a host may not have installed. */
const PEER_TYPES_NOTE = '// @ts-ignore -- optional peer types: without them this is `any` (docs/editor.md)';

const SPELL_OUT = (ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.InTypeAlias |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType) as ts.NodeBuilderFlags;
const printer = ts.createPrinter({ removeComments: false });
const scratch = ts.createSourceFile('types.d.ts', '', ts.ScriptTarget.Latest);

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
const program = ts.createProgram(
  ENTRIES.map((entry) => entry.source),
  config.options,
);
const checker = program.getTypeChecker();

const isProjectFile = (file: ts.SourceFile) =>
  !program.isSourceFileDefaultLibrary(file) && !file.fileName.includes('/node_modules/');
const isLibFile = (file: ts.SourceFile) => program.isSourceFileDefaultLibrary(file);

/** The package a file of node_modules belongs to (`@types/react` counts as `react`). */
function packageOf(file: ts.SourceFile): string {
  const parts = file.fileName.split('/node_modules/').at(-1)?.split('/') ?? [];
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
  return name.replace(/^@types\//, '');
}

/** A parameter's name; a destructured one (`{ preset = 'defaults' }: Props`) is named after its type. */
function parameterName(parameter: ts.ParameterDeclaration): string {
  if (ts.isIdentifier(parameter.name)) return parameter.name.text;
  return parameter.type?.getText().endsWith('Props') ? 'props' : 'options';
}

const resolved = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

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

class Declarations {
  private readonly texts = new Map<ts.Symbol, string>();
  private readonly names = new Map<string, ts.Symbol>();
  private readonly imports = new Set<string>();
  private readonly queue: { symbol: ts.Symbol; name: string }[] = [];

  add(symbol: ts.Symbol, name = symbol.name): void {
    this.queue.push({ symbol: resolved(symbol), name });
  }

  text(): string {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      const { symbol, name } = next;
      if (this.texts.has(symbol)) continue;
      const other = this.names.get(name);
      if (other && other !== symbol) throw new Error(`write-types: two types are named ${name}`);
      this.names.set(name, symbol);
      this.texts.set(symbol, this.declare(symbol, name));
    }
    const imports = [...this.imports].map((line) => `${PEER_TYPES_NOTE}\n${line}`).join('\n');
    return [...(imports ? [imports] : []), ...this.texts.values()].join('\n\n');
  }

  private declare(symbol: ts.Symbol, name: string): string {
    const declaration = symbol.declarations?.[0];
    if (!declaration || !isProjectFile(declaration.getSourceFile()))
      throw new Error(`write-types: ${name} is not declared in the project`);
    const docs = ts
      .getJSDocCommentsAndTags(declaration)
      .filter(ts.isJSDoc)
      .map((doc) => doc.getText())
      .join('\n');
    const prefix = docs ? `${docs}\n` : '';
    if (ts.isFunctionDeclaration(declaration)) return prefix + this.functionText(declaration, name);
    if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) {
      const copied = this.copiedText(declaration, name);
      if (copied) return prefix + copied;
      if (ts.isInterfaceDeclaration(declaration)) throw new Error(`write-types: ${name} names a type that is not the project's`);
      return `${prefix}export type ${name} = ${this.flat(checker.getDeclaredTypeOfSymbol(symbol))};`;
    }
    if (ts.isVariableDeclaration(declaration)) {
      return `${prefix}export declare const ${name}: ${this.flat(checker.getTypeOfSymbol(symbol))};`;
    }
    throw new Error(`write-types: ${name} is a ${ts.SyntaxKind[declaration.kind]}, which this script does not declare`);
  }

  private functionText(declaration: ts.FunctionDeclaration, name: string): string {
    const signature = checker.getSignatureFromDeclaration(declaration);
    if (!signature) throw new Error(`write-types: ${name} has no signature`);
    const parameters = declaration.parameters.map((parameter) => {
      const optional = (parameter.questionToken ?? parameter.initializer) ? '?' : '';
      const type = checker.getTypeAtLocation(parameter);
      return `${parameter.dotDotDotToken ? '...' : ''}${parameterName(parameter)}${optional}: ${this.flat(type, parameter.type)}`;
    });
    const returns = this.flat(signature.getReturnType(), declaration.type);
    return `export declare function ${name}${this.typeParametersText(declaration, name)}(${parameters.join(', ')}): ${returns};`;
  }

  /** A generic function's type parameters as written (`<Block extends BlockName>`), which may name the project's types only. */
  private typeParametersText(declaration: ts.FunctionDeclaration, name: string): string {
    if (!declaration.typeParameters) return '';
    const texts = declaration.typeParameters.map((parameter) => {
      const found = this.namedTypes(parameter);
      if (!found) throw new Error(`write-types: a type parameter of ${name} names a type that is not the project's`);
      found.forEach((symbol) => this.add(symbol));
      return parameter.getText();
    });
    return `<${texts.join(', ')}>`;
  }

  /**
   * The declaration as written, when every type it names is the project's, the language's or an
   * allowed package's (those imported); null when it names a value (`typeof x`) or another library's type.
   */
  private copiedText(declaration: ts.InterfaceDeclaration | ts.TypeAliasDeclaration, name: string): string | null {
    const found = this.namedTypes(declaration);
    if (!found) return null;
    found.forEach((symbol) => this.add(symbol));
    const text = declaration.getText().replace(/^export\s+/, '');
    return `export ${text.replace(new RegExp(`^(interface|type) ${declaration.name.text}\\b`), `$1 ${name}`)}`;
  }

  private namedTypes(node: ts.Node): ts.Symbol[] | null {
    const found: ts.Symbol[] = [];
    // note: a list, not a flag: the checker cannot see a flag set inside the callback.
    const foreign: ts.Node[] = [];
    const visit = (child: ts.Node): void => {
      if (ts.isTypeQueryNode(child) || ts.isImportTypeNode(child)) foreign.push(child);
      const reference = ts.isTypeReferenceNode(child)
        ? child.typeName
        : ts.isExpressionWithTypeArguments(child)
          ? child.expression
          : undefined;
      if (reference) {
        const local = checker.getSymbolAtLocation(reference);
        const symbol = local && resolved(local);
        const file = symbol?.declarations?.[0]?.getSourceFile();
        if (!symbol || !file) foreign.push(child);
        else if (symbol.flags & ts.SymbolFlags.TypeParameter || isLibFile(file)) {
          // The language's own (Promise, Record, ParentNode) or the declaration's type parameter.
        } else if (isProjectFile(file)) found.push(symbol);
        else if (EXTERNAL_TYPES.has(packageOf(file)) && this.importOf(local)) {
          // Imported below, as the source imports it.
        } else foreign.push(child);
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return foreign.length > 0 ? null : found;
  }

  /** Adds the source's `import type` of an allowed package's type; false when it is not imported by name. */
  private importOf(local: ts.Symbol): boolean {
    const specifier = local.declarations?.[0];
    if (!specifier || !ts.isImportSpecifier(specifier)) return false;
    const from = specifier.parent.parent.parent.moduleSpecifier.getText();
    this.imports.add(`import type { ${specifier.getText().replace(/^type\s+/, '')} } from ${from};`);
    return true;
  }

  /**
   * A type as text: as written in the source when that names only types it may (`written`), else
   * spelled out by the checker, with the project's named types in it declared too.
   */
  private flat(type: ts.Type, written?: ts.TypeNode): string {
    if (written) {
      const found = this.namedTypes(written);
      if (found) {
        found.forEach((symbol) => this.add(symbol));
        return written.getText();
      }
    }
    const external = this.externalName(type);
    if (external) return external;
    this.namedIn(type, new Set());
    const node = checker.typeToTypeNode(type, undefined, SPELL_OUT);
    if (!node) throw new Error(`write-types: the checker cannot write ${checker.typeToString(type)}`);
    withDocs(node, type);
    return printer.printNode(ts.EmitHint.Unspecified, node, scratch);
  }

  /** An allowed package's named type (a component's `React.JSX.Element`), imported by its namespace. */
  private externalName(type: ts.Type): string | null {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const file = symbol?.declarations?.[0]?.getSourceFile();
    if (!symbol || !file || isProjectFile(file) || isLibFile(file) || !EXTERNAL_TYPES.has(packageOf(file))) return null;
    const name = checker.getFullyQualifiedName(symbol);
    const namespace = name.split('.')[0] ?? name;
    this.imports.add(`import type * as ${namespace} from '${packageOf(file)}';`);
    return name;
  }

  /** Declares the project's named types that `type` holds, which the checker's text names. */
  private namedIn(type: ts.Type, seen: Set<ts.Type>): void {
    if (seen.has(type)) return;
    seen.add(type);
    const named = type.aliasSymbol ?? type.getSymbol();
    const kinds = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
    const file = named?.declarations?.[0]?.getSourceFile();
    if (named && file && named.flags & kinds) {
      if (isProjectFile(file)) this.add(named);
      // The language's and libraries' named types (Promise<T>, ReadonlySet<T>): only what they hold.
      else for (const argument of type.aliasTypeArguments ?? this.typeArguments(type)) this.namedIn(argument, seen);
      return;
    }
    if (type.isUnionOrIntersection()) type.types.forEach((member) => this.namedIn(member, seen));
    if (!(type.flags & ts.TypeFlags.Object)) return;
    for (const argument of this.typeArguments(type)) this.namedIn(argument, seen);
    for (const property of type.getProperties()) this.namedIn(checker.getTypeOfSymbol(property), seen);
    for (const info of checker.getIndexInfosOfType(type)) this.namedIn(info.type, seen);
    for (const signature of type.getCallSignatures()) {
      signature.parameters.forEach((parameter) => this.namedIn(checker.getTypeOfSymbol(parameter), seen));
      this.namedIn(signature.getReturnType(), seen);
    }
  }

  private typeArguments(type: ts.Type): readonly ts.Type[] {
    const reference = type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference;
    return reference ? checker.getTypeArguments(type as ts.TypeReference) : [];
  }
}

const HEADER = '// Written by scripts/write-types.ts from the sources of cms-blocks; do not edit.\n\n';

mkdirSync(OUT_DIR, { recursive: true });
const written: string[] = [];
for (const entry of ENTRIES) {
  const source = program.getSourceFile(path.resolve(root, entry.source));
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`write-types: ${entry.source} is not a module`);
  const declarations = new Declarations();
  for (const symbol of checker.getExportsOfModule(module)) declarations.add(symbol, symbol.name);
  const file = path.join(OUT_DIR, entry.file);
  const text = `${HEADER}${declarations.text()}\n${entry.globals ? `\n${entry.globals}\n` : ''}`;
  // note: the checker writes a spelled-out type on one line; the house style makes it readable.
  writeFileSync(file, await format(text, { ...(await resolveConfig(entry.source)), parser: 'typescript' }));
  written.push(file);
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

// The files as a host's compiler reads them: nothing but the DOM's and the allowed packages' types.
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
  const host = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  throw new Error(`write-types: the declarations do not compile:\n${ts.formatDiagnostics(problems, host)}`);
}
