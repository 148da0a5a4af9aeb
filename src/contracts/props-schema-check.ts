import { Validator } from '@cfworker/json-schema';

/** A prop that fails its block's JSON Schema: where (a dot path, '' for the props as a whole) and why. */
export interface PropsProblem {
  path: string;
  message: string;
}

/** Keywords whose errors only say that something below them failed; the failure itself is reported too. */
const SUMMARIES = new Set(['properties', 'additionalProperties', 'items', 'anyOf', 'allOf', 'oneOf', '$ref']);

/** `#/sections/0/title` → `sections.0.title`. */
const dotPath = (instanceLocation: string) =>
  instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')))
    .join('.');

/**
 * Checks props against a block's props schema from blocks.json, as the editor does before it
 * inserts a slot and the reference server does before it saves a page: the same validator on
 * both sides (draft 7, no eval, so it also runs under a strict CSP). One problem per path.
 */
export function checkPropsSchema(schema: object, props: unknown): PropsProblem[] {
  const { errors } = new Validator(schema, '7', false).validate(props);
  const problems = new Map<string, string>();
  for (const error of errors) {
    if (SUMMARIES.has(error.keyword)) continue;
    const path = dotPath(error.instanceLocation);
    // anyOf branches report one error each; the first one found for a path says enough
    if (!problems.has(path)) problems.set(path, readable(error.keyword, error.error, path));
  }
  return Array.from(problems, ([path, message]) => ({ path, message }));
}

function readable(keyword: string, error: string, path: string): string {
  if (keyword === 'false') return `"${path}" is not a prop of this block.`;
  if (keyword === 'pattern' || keyword === 'const') return 'The value has the wrong format.';
  if (keyword === 'required') return error.replace(/^Instance does not have required property/, 'Missing required prop');
  return error;
}
