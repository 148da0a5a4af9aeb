/** The part of the Standard Schema interface the runtime uses; valibot schemas satisfy it. */
export interface PropsSchema {
  readonly '~standard': {
    validate(value: unknown): StandardOutcome | Promise<StandardOutcome>;
  };
}

type StandardOutcome =
  { readonly value: unknown; readonly issues?: undefined } | { readonly issues: readonly { readonly message: string }[] };

export type PropsResult = { ok: true; value: unknown } | { ok: false; problem: string };

/** Reads `data-props`: absent means no props. */
export function parsePropsAttribute(text: string | null): PropsResult {
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: `data-props is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Validates props with the block's schema through the Standard Schema interface, so the
 * loader needs no validation library of its own. The issues' messages are the problem: block
 * definitions word them for content administrators (see `defineBlock`).
 */
export function validateProps(schema: PropsSchema, value: unknown): PropsResult {
  // note: a loose object schema takes an array too; props are a JSON object, as blocks.json says
  if (Array.isArray(value)) return { ok: false, problem: 'data-props must be an object (received an array).' };
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return { ok: false, problem: 'props schema must be synchronous' };
  if (!result.issues) return { ok: true, value: result.value };
  return { ok: false, problem: result.issues.map((issue) => issue.message).join(' ') };
}
