import * as v from 'valibot';

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
        return { issues: result.issues.map((issue) => ({ message: describePropIssue(block, propNames, issue) })) };
      },
    },
  };
}
