import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import { format, resolveConfig } from 'prettier';
import type { Endpoint } from '#contracts/endpoint.ts';
import { schemaTypeText, type JsonSchema } from '#contracts/json-schema.ts';
import { appForReading, routeGuards } from './route-guards.ts';

/**
 * docs/api-reference.md: every endpoint of src/contracts/ (method, path, who may call it, what it
 * takes and what it answers), written from the contracts and the reference server's route guards
 * by `npm run docs`; a server test fails when the file differs from what they say now.
 */
export const API_REFERENCE_FILE = 'docs/api-reference.md';

const CONTRACTS_DIR = 'src/contracts';

/** Who passes each guard (server/auth/guards.ts, server/routes/cart.ts, server/auth/site-access.ts), in a host's words. */
const GUARD_WORDS: Readonly<Record<string, string>> = {
  public: 'anyone; a call that acts on one thing checks in its handler that the caller may',
  signedIn: 'a signed-in user',
  cartReader: 'whoever holds the cart: a signed-in shopper, or a guest with the cart cookie while the store takes guest orders',
  cartOwner: 'whoever holds the cart: a signed-in shopper, or a guest with the cart cookie while the store takes guest orders',
  siteChooser: 'a site owner (for their own site) or staff who manage every site',
  distributor: 'a distributor whose status opens the distributor tools',
  conferenceStaff: 'conference staff and administrators',
  profileLookup: 'users allowed to look up conference profiles',
  admin: 'administrators',
  realSuperUser: 'a super-user, also while they act as someone else',
};

interface FoundEndpoint {
  name: string;
  file: string;
  description: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).data === 'object';

/** How a contract file declares an endpoint of its own (not one it re-exports). */
const declaration = (name: string) => `export const ${name} = `;

/** The doc comment right above the endpoint's declaration, as one line. */
function docComment(source: string, name: string): string {
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*${declaration(name)}`).exec(source);
  return (match?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter((line) => line !== '')
    .join(' ');
}

/** Each endpoint the contracts define, once per method and path (a file may re-export another's), by file. */
async function contractEndpoints(root = process.cwd()): Promise<FoundEndpoint[]> {
  const found: FoundEndpoint[] = [];
  const seen = new Set<string>();
  for (const file of readdirSync(path.join(root, CONTRACTS_DIR))
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const source = readFileSync(path.join(root, CONTRACTS_DIR, file), 'utf8');
    const module = (await import(path.join(root, CONTRACTS_DIR, file))) as Record<string, unknown>;
    // note: in the order the file declares them (a module namespace lists its exports alphabetically, a CommonJS one as written)
    const declared = Object.entries(module)
      .map(([name, value]) => ({ name, value, at: source.indexOf(declaration(name)) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at);
    for (const { name, value } of declared) {
      if (!isEndpoint(value)) continue;
      const key = `${value.method} ${value.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ name, file, description: docComment(source, name), endpoint: value });
    }
  }
  return found;
}

const jsonSchema = (schema: Endpoint['data']) => toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;

/** A schema's type for a table cell (src/contracts/json-schema.ts), its enum values as code. */
const typeOf = (schema: JsonSchema): string =>
  schemaTypeText(schema)
    .split(' | ')
    .map((part) => (part.startsWith('"') || /^-?\d/.test(part) || part === 'true' || part === 'false' ? `\`${part}\`` : part))
    .join(' \\| ');

/** A field's limits as the schema states them. */
function limitsOf(schema: JsonSchema): string {
  const limits = [
    schema.minLength !== undefined && `at least ${schema.minLength} characters`,
    schema.maxLength !== undefined && `at most ${schema.maxLength} characters`,
    schema.minItems !== undefined && `at least ${schema.minItems} items`,
    schema.maxItems !== undefined && `at most ${schema.maxItems} items`,
    schema.minimum !== undefined && `from ${schema.minimum}`,
    schema.maximum !== undefined && `to ${schema.maximum}`,
    schema.pattern !== undefined && `matches \`${schema.pattern.replace(/\|/g, '\\|')}\``,
    schema.default !== undefined && `default \`${JSON.stringify(schema.default)}\``,
  ];
  return limits.filter((limit) => limit !== false).join('; ');
}

/** An object's fields as a table; any other schema as its type. */
function shape(schema: JsonSchema): string {
  const object = schema.type === 'array' && schema.items?.type === 'object' ? schema.items : schema;
  if (object.type !== 'object' || !object.properties) return `\`${typeOf(schema)}\``.replace(/^``$/, 'any');
  const lead = object === schema ? 'An object:' : 'A list of objects:';
  const required = new Set(object.required ?? []);
  const rows = Object.entries(object.properties).map(
    ([field, field_schema]) =>
      `| \`${field}\` | ${typeOf(field_schema)} | ${required.has(field) ? 'yes' : 'no'} | ${limitsOf(field_schema)} |`,
  );
  return [lead, '', '| field | type | required | limits |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** `{param}` placeholders as Hono writes them, to find a contract's route among the server's. */
const routeKey = (method: string, contractPath: string) => `${method} ${contractPath.replace(/\{(\w+)\}/g, ':$1')}`;

/** A server route as routeKey writes it: a parameter's own pattern left out. */
const serverKey = (route: string) => route.replace(/(:\w+)\{[^}]*\}/g, '$1');

/** The server's routes by the key routeKey makes. */
const byContractKey = (guards: Readonly<Record<string, string>>) =>
  new Map(Object.entries(guards).map(([route, guard]) => [serverKey(route), guard]));

function who(guard: string | undefined): string {
  if (guard === undefined) return 'not served by the reference server';
  const words = GUARD_WORDS[guard];
  if (!words) throw new Error(`api-reference: no words for the guard "${guard}" (scripts/api-reference.ts, GUARD_WORDS)`);
  return words;
}

/** docs/api-reference.md from the contracts' endpoints and the server's guards (`METHOD /path` → guard name). */
function renderApiReference(endpoints: readonly FoundEndpoint[], guards: Readonly<Record<string, string>>): string {
  const routes = byContractKey(guards);
  const lines = [
    '# API reference',
    '',
    "<!-- Written by `npm run docs` from src/contracts/ and the reference server's route guards; a test fails when it is stale. -->",
    '',
    'Every endpoint the blocks call, as its contract in `src/contracts/` defines it; the reference',
    'server checks each request body with the same schema and answers with the same shape. Every',
    'answer is an envelope, `{ "data": …, "messages": [...] }`: "Answer" below describes `data`;',
    'a refused call answers its status with `data: null` and messages saying why',
    '([routes and the API](api.md) has the rules every call shares: origin, cookies, errors). "Who"',
    "is the route's guard on the reference server: others get `401` (signed out) or `403`. Query",
    'parameters are not part of the contracts; [routes and the API](api.md) names those a host needs.',
  ];
  const files = [...new Set(endpoints.map((found) => found.file))];
  for (const file of files) {
    lines.push('', `## ${file.replace(/\.ts$/, '')}`, '', `Contract: [src/contracts/${file}](../src/contracts/${file}).`);
    for (const { name, description, endpoint } of endpoints.filter((found) => found.file === file)) {
      lines.push('', `### \`${endpoint.method} ${endpoint.path}\``, '');
      if (description) lines.push(description, '');
      lines.push(`- Who: ${who(routes.get(routeKey(endpoint.method, endpoint.path)))}.`, `- Contract: \`${name}\`.`);
      if (endpoint.creates)
        lines.push(`- Creates the caller's \`${endpoint.creates}\` when there is none (its cookie comes with the answer).`);
      lines.push('', '**Request body:**', '', endpoint.body ? shape(jsonSchema(endpoint.body)) : 'none.', '');
      lines.push('**Answer:**', '', shape(jsonSchema(endpoint.data)));
    }
  }
  const contracted = new Set(endpoints.map(({ endpoint }) => routeKey(endpoint.method, endpoint.path)));
  const others = Object.entries(guards).filter(([route]) => route.includes(' /api/') && !contracted.has(serverKey(route)));
  lines.push(
    '',
    '## Other API routes',
    '',
    'Routes under `/api/` that answer something other than an envelope the blocks validate: server',
    "rendering's HTML ([server rendering](server-rendering.md)), the captcha's challenges and the",
    'home-page videos and their captions.',
    '',
    '| route | who |',
    '| --- | --- |',
    ...others.map(([route, guard]) => `| \`${serverKey(route).replace(/:(\w+)/g, '{$1}')}\` | ${who(guard)} |`),
  );
  return `${lines.join('\n')}\n`;
}

/** docs/api-reference.md as `npm run docs` writes it: today's contracts and guards, formatted as the repository's Markdown. */
export async function apiReference(root = process.cwd()): Promise<string> {
  const file = path.join(root, API_REFERENCE_FILE);
  const markdown = renderApiReference(await contractEndpoints(root), routeGuards(appForReading()));
  return format(markdown, { ...(await resolveConfig(file)), filepath: file });
}
