import * as v from 'valibot';
import { propProblemWords, propSubject, type PropRule, type PropStep } from '#contracts/prop-words.ts';

/** A block's props: an object schema, so its prop names are known. */
export type BlockPropsSchema = v.GenericSchema & { readonly entries: Readonly<Record<string, unknown>> };

type Issue = v.BaseIssue<unknown>;

/** What a value must be or do, by valibot issue type; '#' is the requirement, '*' its unit. */
const RULES: Readonly<Record<string, string>> = {
  number: 'be a number',
  string: 'be a string',
  boolean: 'be true or false',
  array: 'be an array',
  object: 'be an object',
  strict_object: 'be an object',
  integer: 'be a whole number',
  min_value: 'be at least #',
  max_value: 'be at most #',
  min_length: 'have at least # *',
  max_length: 'have at most # *',
  length: 'have exactly # *',
  regex: 'match #',
};

/** `sections[0].title` for the path sections → 0 → title. */
const pathName = (path: readonly v.IssuePathItem[]) =>
  path
    .map(({ key }) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .slice(1);

function rule(issue: Issue): string | undefined {
  const template = RULES[issue.type];
  const unit = `${typeof issue.input === 'string' ? 'character' : 'item'}${issue.requirement === 1 ? '' : 's'}`;
  if (template) return template.replace('#', String(issue.requirement)).replace('*', unit);
  // valibot writes a choice of values as '("app" | "mini")'.
  if (issue.expected?.startsWith('(')) return `be one of ${issue.expected.slice(1, -1).replaceAll(' | ', ', ')}`;
  return issue.expected ? `be ${issue.expected}` : undefined;
}

/**
 * One sentence for content administrators about one props issue: which prop is wrong and what it
 * allows. A message the schema sets itself is kept (these are valibot's issues validated with an
 * empty fallback message, so a non-empty one is the schema's own).
 */
function describePropIssue(block: string, propNames: readonly string[], issue: Issue): string {
  const path = issue.path ?? [];
  const name = pathName(path);
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    const key = String(path.at(-1)?.key);
    if (path.length > 1) return `Prop "${pathName(path.slice(0, -1))}" has an unknown key "${key}".`;
    return `Unknown prop "${key}". ${block} takes${propNames.length > 0 ? `: ${propNames.join(', ')}` : ' no props'}.`;
  }
  const subject = name ? `Prop "${name}"` : 'data-props';
  if (issue.message) return `${subject} is not valid: ${issue.message}`;
  const received = `(${issue.type.endsWith('length') ? 'it has' : 'received'} ${issue.received})`;
  const must = rule(issue);
  return must ? `${subject} must ${must} ${received}.` : `${subject} is not valid ${received}.`;
}

type AnySchema = v.GenericSchema & {
  readonly entries?: Readonly<Record<string, AnySchema>>;
  readonly item?: AnySchema;
  readonly wrapped?: AnySchema;
};

/** A schema's title and reference, looking through optional wrappers (either may carry them). */
function describe(schema: AnySchema | undefined): Omit<PropStep, 'key'> & { node: AnySchema | undefined } {
  let node = schema;
  let title: string | undefined;
  let reference: unknown;
  while (node) {
    title ??= v.getTitle(node);
    reference ??= (v.getMetadata(node) as { reference?: unknown }).reference;
    if (!node.wrapped) break;
    node = node.wrapped;
  }
  return { node, ...(title ? { title } : {}), ...(typeof reference === 'string' ? { reference } : {}) };
}

/** The path of an issue as steps with their schemas' titles, for propSubject. */
function stepsOf(schema: AnySchema, path: readonly v.IssuePathItem[]): PropStep[] {
  let node = describe(schema).node;
  return path.map(({ key }) => {
    const step = describe(typeof key === 'number' ? node?.item : node?.entries?.[String(key)]);
    node = step.node;
    return {
      key: typeof key === 'number' ? key : String(key),
      ...(step.title ? { title: step.title } : {}),
      ...(step.reference ? { reference: step.reference } : {}),
    };
  });
}

const LIMITS: Readonly<Record<string, 'minimum' | 'maximum'>> = { min_value: 'minimum', max_value: 'maximum' };
const TYPES = new Set(['string', 'number', 'boolean', 'array', 'object', 'strict_object', 'integer']);

/** The rule an issue broke, in the terms of #contracts/prop-words.ts. */
function ruleOf(issue: Issue): PropRule {
  const { type, requirement, input } = issue;
  if (input === undefined && TYPES.has(type)) return { kind: 'missing' };
  if (TYPES.has(type)) return { kind: 'type', expected: type };
  const limit = typeof requirement === 'number' ? requirement : NaN;
  const list = Array.isArray(input);
  if (type === 'min_length') return { kind: list ? 'minItems' : 'minLength', limit };
  if (type === 'max_length') return { kind: list ? 'maxItems' : 'maxLength', limit };
  if (LIMITS[type]) return { kind: LIMITS[type], limit };
  // note: an issue's own message is the schema's (see withPropMessages), worth more than "check it"
  const message = issue.message ? { message: issue.message } : {};
  if (type === 'regex' && requirement instanceof RegExp) return { kind: 'pattern', source: requirement.source, ...message };
  if (issue.expected?.startsWith('(') || type === 'picklist' || type === 'literal') return { kind: 'choice' };
  return { kind: 'other', ...message };
}

/** What a content administrator reads of one issue: the prop by its title and what to do (#contracts/prop-words.ts). */
function propIssueWords(schema: AnySchema, issue: Issue): string {
  const path = issue.path ?? [];
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return propProblemWords({ title: '' }, { kind: 'unknownProp', key: String(path.at(-1)?.key) });
  }
  return propProblemWords(propSubject(stepsOf(schema, path)), ruleOf(issue));
}

/**
 * The block's schema as the runtime sees it through Standard Schema: the same validation, with
 * every issue worded by `describePropIssue`. The valibot schema itself stays as it is, so the
 * manifest still converts it to JSON Schema.
 */
export function withPropMessages<Schema extends BlockPropsSchema>(block: string, schema: Schema): Schema {
  const propNames = Object.keys(schema.entries);
  return {
    ...schema,
    '~standard': {
      ...schema['~standard'],
      validate(value: unknown) {
        // note: an empty fallback message marks the issues whose schema set no message of its own.
        const result = v.safeParse(schema, value, { message: '', abortPipeEarly: true });
        if (result.success) return { value: result.output };
        return {
          issues: result.issues.map((issue) => ({
            message: describePropIssue(block, propNames, issue),
            words: propIssueWords(schema as AnySchema, issue),
          })),
        };
      },
    },
  };
}
