import type { OutputUnit, Schema } from '@cfworker/json-schema';

/**
 * Keywords whose error only says that something under them failed; the errors under them say
 * what, so these are left out.
 */
const SUMMARY_KEYWORDS = new Set([
  '$ref',
  'allOf',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'dependentSchemas',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'if',
  'then',
  'else',
]);

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

interface Problem {
  /** Where in the props, as a dot path (`sections.0.title`); '' for the props as a whole. */
  path: string;
  reason: string;
}

/** A JSON Pointer location (`#/properties/productId`) as its keys, as the validator encodes them. */
function pointerKeys(location: string): string[] {
  if (location === '#') return [];
  return location
    .slice(2)
    .split('/')
    .map((key) => decodeURI(key).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(root: unknown, location: string): unknown {
  return pointerKeys(location).reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );
}

const dotPath = (location: string, ...more: string[]) => [...pointerKeys(location), ...more].join('.');

const quoted = (value: unknown) => JSON.stringify(value);

/** What the schema asks, in the words of a content administrator; the validator's own words for the rest. */
function reason(error: OutputUnit, rule: unknown): string {
  if (error.keyword === 'false') return 'is not allowed';
  if (rule === undefined) return error.error;
  switch (error.keyword) {
    case 'type':
      return `must be ${[rule].flat().map((type) => TYPE_NAMES[String(type)] ?? String(type)).join(' or ')}`;
    case 'const':
      return rule === '' ? 'must be empty' : `must be ${quoted(rule)}`;
    case 'enum':
      return `must be one of ${[rule].flat().map(quoted).join(', ')}`;
    case 'pattern':
      return `must match pattern ${String(rule)}`;
    case 'format':
      return `must be a valid ${String(rule)}`;
    case 'minLength':
      return `must be at least ${String(rule)} characters long`;
    case 'maxLength':
      return `must be at most ${String(rule)} characters long`;
    case 'minimum':
      return `must be at least ${String(rule)}`;
    case 'maximum':
      return `must be at most ${String(rule)}`;
    case 'exclusiveMinimum':
      return `must be more than ${String(rule)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(rule)}`;
    case 'multipleOf':
      return `must be a multiple of ${String(rule)}`;
    case 'minItems':
      return `must hold at least ${String(rule)} items`;
    case 'maxItems':
      return `must hold at most ${String(rule)} items`;
    case 'uniqueItems':
      return 'must not hold the same item twice';
    default:
      return error.error;
  }
}

/** The required properties missing where `error` (a `required` error) points. */
function missing(error: OutputUnit, schema: Schema, instance: unknown): Problem[] {
  const required = valueAt(schema, error.keywordLocation);
  const object = valueAt(instance, error.instanceLocation);
  if (!Array.isArray(required) || typeof object !== 'object' || object === null) {
    return [{ path: dotPath(error.instanceLocation), reason: error.error }];
  }
  return required
    .map(String)
    .filter((key) => !Object.prototype.hasOwnProperty.call(object, key))
    .map((key) => ({ path: dotPath(error.instanceLocation, key), reason: 'is required' }));
}

/** One problem for the alternatives of a failed anyOf or oneOf: "must be empty or must match pattern …". */
function alternatives(error: OutputUnit, branches: Problem[]): Problem {
  const path = dotPath(error.instanceLocation);
  if (branches.length === 0) return { path, reason: error.error };
  const reasons = branches.map((branch) => (branch.path === path ? branch.reason : `${branch.path} ${branch.reason}`));
  return { path, reason: [...new Set(reasons)].join(' or ') };
}

function problems(errors: readonly OutputUnit[], schema: Schema, instance: unknown): Problem[] {
  const found: Problem[] = [];
  const handled = new Set<OutputUnit>();
  for (const error of errors) {
    if (handled.has(error) || SUMMARY_KEYWORDS.has(error.keyword)) continue;
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const branches = errors.filter((other) => other.keywordLocation.startsWith(`${error.keywordLocation}/`));
      for (const branch of branches) handled.add(branch);
      found.push(alternatives(error, problems(branches, schema, instance)));
    } else if (error.keyword === 'required') {
      found.push(...missing(error, schema, instance));
    } else {
      found.push({ path: dotPath(error.instanceLocation), reason: reason(error, valueAt(schema, error.keywordLocation)) });
    }
  }
  return found;
}

/**
 * The validator's errors (`@cfworker/json-schema`, all of them) as readable lines, property path
 * first: `productId: must be empty or must match pattern ^[A-Za-z0-9_-]{1,64}$`.
 */
export function describeSchemaErrors(errors: readonly OutputUnit[], schema: Schema, instance: unknown): string[] {
  const lines = problems(errors, schema, instance).map(({ path, reason }) => (path ? `${path}: ${reason}` : reason));
  return [...new Set(lines)];
}
