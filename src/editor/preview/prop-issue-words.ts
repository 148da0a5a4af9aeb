import * as v from 'valibot';
import { propProblemWords, propSubject, type PropRule, type PropStep } from '#contracts/prop-words.ts';
import type { BlockDefinition } from '#runtime/block.ts';

/**
 * What a content administrator reads in a preview whose block refuses its props: the block and
 * each prop by their titles and what to do, in the words of #contracts/prop-words.ts (the same as
 * the editor's form and the server's save). Only the previews load it: a visitor's page never
 * shows a notice, and the `cms-blocks:error` event keeps the technical detail for developers.
 */
export function explainProps(definition: BlockDefinition<never>, props: unknown): string {
  // note: defineBlock's props are the block's valibot schema with worded Standard Schema issues
  const schema = definition.props as AnySchema;
  const result = v.safeParse(schema, props, { message: '', abortPipeEarly: true });
  const words = result.success ? [] : result.issues.map((issue) => issueWords(schema, issue));
  return `${definition.title}: ${words.join(' ') || 'its settings cannot be read: remove the block and insert it again.'}`;
}

type Issue = v.BaseIssue<unknown>;
type AnySchema = v.GenericSchema & {
  readonly entries?: Readonly<Record<string, AnySchema>>;
  readonly item?: AnySchema;
  readonly wrapped?: AnySchema;
};

/** A piece of a schema's pipe: a nested schema, or metadata such as `title(...)` and `metadata(...)`. */
interface PipeItem {
  kind: string;
  type: string;
  title?: string;
  metadata?: { reference?: unknown };
}

/**
 * A schema's title and reference, looking through optional wrappers (either may carry them).
 * note: it reads the pipe as valibot's getTitle and getMetadata do, since valibot is one module
 * placed in every page's config chunk (scripts/chunk-groups.ts): each valibot export the previews
 * use would ship to visitors (these two: 221 B gzip).
 */
function describe(schema: AnySchema | undefined): Omit<PropStep, 'key'> & { node: AnySchema | undefined } {
  let node = schema;
  let title: string | undefined;
  let reference: unknown;
  while (node) {
    for (const item of ((node as { pipe?: readonly PipeItem[] }).pipe ?? []).toReversed()) {
      if (item.kind !== 'metadata') continue;
      if (item.type === 'title') title ??= item.title;
      if (item.type === 'metadata') reference ??= item.metadata?.reference;
    }
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
  // note: an empty fallback message marks the issues whose schema set no message of its own
  const message = issue.message ? { message: issue.message } : {};
  if (type === 'regex' && requirement instanceof RegExp) return { kind: 'pattern', source: requirement.source, ...message };
  if (issue.expected?.startsWith('(') || type === 'picklist' || type === 'literal') return { kind: 'choice' };
  return { kind: 'other', ...message };
}

function issueWords(schema: AnySchema, issue: Issue): string {
  const path = issue.path ?? [];
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return propProblemWords({ title: '' }, { kind: 'unknownProp', key: String(path.at(-1)?.key) });
  }
  return propProblemWords(propSubject(stepsOf(schema, path)), ruleOf(issue));
}
