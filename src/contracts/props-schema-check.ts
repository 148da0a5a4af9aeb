import { Validator } from '@cfworker/json-schema';
import type { JsonSchema } from './json-schema.ts';
import { propProblemWords, propSubject, type PropStep } from './prop-words.ts';

/** A prop that fails its block's JSON Schema: where (a dot path, '' for the props as a whole) and why. */
export interface PropsProblem {
  path: string;
  message: string;
}

/** Keywords whose errors only say that something below them failed; the failure itself is reported too. */
const SUMMARIES = new Set(['properties', 'additionalProperties', 'items', 'anyOf', 'allOf', 'oneOf', '$ref']);

const segments = (location: string) =>
  location
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks props against a block's props schema from blocks.json, as the editor does before it
 * inserts a slot and the reference server does before it saves a page: the same validator on
 * both sides (draft 7, no eval, so it also runs under a strict CSP). One problem per path, in the
 * words of #contracts/prop-words.ts.
 */
export function checkPropsSchema(schema: object, props: unknown): PropsProblem[] {
  const { errors } = new Validator(schema, '7', false).validate(props);
  const problems = new Map<string, { message: string; weak: boolean }>();
  for (const error of errors) {
    if (SUMMARIES.has(error.keyword)) continue;
    const instance = segments(error.instanceLocation);
    const path = instance.join('.');
    // anyOf branches report one error each; the first one found for a path says enough, unless
    // it is a branch of one value (an optional prop's '') and another branch says more
    const weak = (error.keyword === 'const' || error.keyword === 'enum') && error.keywordLocation.includes('/anyOf/');
    const found = problems.get(path);
    if (!found || (found.weak && !weak)) problems.set(path, { message: words(schema, error, instance), weak });
  }
  return Array.from(problems, ([path, { message }]) => ({ path, message }));
}

interface SchemaError {
  keyword: string;
  keywordLocation: string;
  error: string;
}

/**
 * The schemas along a keyword's location (`#/properties/sections/items/properties/title/minLength`)
 * as steps of the instance's path (sections, 0, title), each with the title and reference its
 * schemas carry; and the schema the keyword sits in.
 */
function stepsAlong(schema: JsonSchema, keywordLocation: string, instance: readonly string[]) {
  const steps: PropStep[] = [];
  let node: unknown = schema;
  let previous = '';
  for (const part of segments(keywordLocation).slice(0, -1)) {
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined;
    if (previous === 'properties' || part === 'items') {
      const key = instance[steps.length] ?? part;
      steps.push({ key: /^\d+$/.test(key) ? Number(key) : key });
    }
    previous = part;
    const step = steps.at(-1);
    if (step && isRecord(node)) {
      const { title, reference } = node as JsonSchema;
      if (title) step.title ??= title;
      if (reference) step.reference ??= reference;
    }
  }
  return { steps, node: (isRecord(node) ? node : schema) as JsonSchema };
}

const LIMITS = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum']);

function words(schema: JsonSchema, error: SchemaError, instance: readonly string[]): string {
  const { steps, node } = stepsAlong(schema, error.keywordLocation, instance);
  if (error.keyword === 'false') return propProblemWords({ title: '' }, { kind: 'unknownProp', key: instance.at(-1) ?? '' });
  if (error.keyword === 'required') {
    const key = /"(.*)"/.exec(error.error)?.[1] ?? '';
    const { title, reference } = node.properties?.[key] ?? {};
    const step = { key, ...(title ? { title } : {}), ...(reference ? { reference } : {}) };
    return propProblemWords(propSubject([...steps, step]), { kind: 'missing' });
  }
  const subject = propSubject(steps);
  const limit = (node as Record<string, unknown>)[error.keyword];
  if (LIMITS.has(error.keyword) && typeof limit === 'number') {
    return propProblemWords(subject, { kind: error.keyword as 'minLength', limit });
  }
  if (error.keyword === 'type') return propProblemWords(subject, { kind: 'type', expected: String(node.type) });
  if (error.keyword === 'pattern') return propProblemWords(subject, { kind: 'pattern', source: node.pattern ?? '' });
  if (error.keyword === 'enum' || error.keyword === 'const') return propProblemWords(subject, { kind: 'choice' });
  return propProblemWords(subject, { kind: 'other' });
}
