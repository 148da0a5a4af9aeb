/** The part of the Standard Schema interface the runtime uses; valibot schemas satisfy it. */
export interface PropsSchema {
  readonly '~standard': {
    validate(value: unknown): StandardOutcome | Promise<StandardOutcome>;
  };
}

type StandardOutcome =
  | { readonly value: unknown; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly words?: string }[] };

/**
 * `problem` is the technical detail, for developers (the `cms-blocks:error` event); `words` what a
 * content administrator reads in edit mode: the props by their titles and what to do.
 */
export type PropsResult = { ok: true; value: unknown } | { ok: false; problem: string; words: string };

/** Said in edit mode of a slot whose props cannot be read at all. */
const UNREADABLE_WORDS = "This block's settings cannot be read: remove the block and insert it again.";

/** Reads `data-props`: absent means no props. */
export function parsePropsAttribute(text: string | null): PropsResult {
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: `data-props is not valid JSON (${(error as Error).message})`, words: UNREADABLE_WORDS };
  }
}

/**
 * Validates props with the block's schema through the Standard Schema interface, so the
 * loader needs no validation library of its own. The issues' messages are the problem: block
 * definitions word them for content administrators (see `defineBlock`).
 */
export function validateProps(schema: PropsSchema, value: unknown): PropsResult {
  // note: a loose object schema takes an array too; props are a JSON object, as blocks.json says
  if (Array.isArray(value))
    return { ok: false, problem: 'data-props must be an object (received an array).', words: UNREADABLE_WORDS };
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return { ok: false, problem: 'props schema must be synchronous', words: UNREADABLE_WORDS };
  if (!result.issues) return { ok: true, value: result.value };
  return {
    ok: false,
    problem: result.issues.map((issue) => issue.message).join(' '),
    words: result.issues.map((issue) => issue.words ?? issue.message).join(' '),
  };
}
