import type { Message } from '../messages.ts';
import { CmsBlocksError } from './cms-blocks-error.ts';

export const UNKNOWN_ERROR_TEXT = 'An unknown error occurred while making request';

/** What visitors read when the server refused the page itself (see FailureKind 'misconfigured'). */
export const MISCONFIGURED_TEXT = "This page can't do that right now.";

/** The server's refusals of the page's own setup rather than of the person: `source.code` of its message. */
const SETUP_REFUSALS = new Set(['request.crossOrigin', 'request.unknownHost']);

/** The server refused or failed a request; carries its messages. */
export class ApiError extends CmsBlocksError {
  override name = 'ApiError' as const;
  readonly status: number;
  readonly messages: Message[];
  readonly data: unknown;

  constructor(status: number, messages: Message[], data: unknown = null) {
    super(messages[0]?.value || UNKNOWN_ERROR_TEXT);
    this.status = status;
    this.messages = messages;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's message refusing the page's own setup (`request.crossOrigin`, `request.unknownHost`:
 * the host's proxy or the server's PUBLIC_ORIGIN), if that is what `error` is.
 */
export function setupRefusal(error: ApiError): Message | undefined {
  return error.messages.find((message) => SETUP_REFUSALS.has(`${message.source}.${message.code}`));
}

/**
 * What a failure means for the person in front of the block, whatever the call:
 * - 'signed-out': the session ended, or there was none (401); ask them to log in.
 * - 'forbidden': signed in, but not allowed (403).
 * - 'not-found': what was asked for does not exist, or is not theirs to see (404).
 * - 'conflict': someone saved the same thing since (409); offer to reload.
 * - 'invalid': the server refused the values (422); `fields` holds those it named.
 * - 'throttled': too many attempts (429); the server's message says how long to wait.
 * - 'misconfigured': the server refused the page, not the person (setupRefusal): nothing they can
 *   do; `message` is the neutral MISCONFIGURED_TEXT, and the host hears the server's words in a
 *   cms-blocks:error event (useApiClient).
 * - 'failed': anything else: no answer, a 5xx, an answer that failed its schema.
 */
export type FailureKind =
  'signed-out' | 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'throttled' | 'misconfigured' | 'failed';

const KIND_BY_STATUS: ReadonlyMap<number, FailureKind> = new Map([
  [401, 'signed-out'],
  [403, 'forbidden'],
  [404, 'not-found'],
  [409, 'conflict'],
  [422, 'invalid'],
  [429, 'throttled'],
]);

/** A classified failure: read `kind`, show `message` (else the block's own words) and `fields`. */
export interface Failure<Field extends string = string> {
  kind: FailureKind;
  /**
   * The server's text for the failure as a whole: its primary message, else its first message that
   * names no field; null when it said nothing of the kind (show the block's own words then).
   */
  message: string | null;
  /** The server's validatorMessages by the field each names (its `source`), the first for each field. */
  fields: Partial<Record<Field, string>>;
  /** All the server's messages, for the few refusals told apart by a message's code or source. */
  messages: readonly Message[];
  /** The answer's data, for the few endpoints whose refusal has a shape of its own (login, contact). */
  data: unknown;
}

/**
 * The one classifier of failures: every block reads a failed call through it, never its status.
 * With `fields`, only the validatorMessages of those fields are kept (the ones the form shows).
 */
export function classifyFailure<Field extends string = string>(error: unknown, fields?: readonly Field[]): Failure<Field> {
  if (!isApiError(error)) return { kind: 'failed', message: null, fields: {}, messages: [], data: null };
  if (setupRefusal(error)) {
    return { kind: 'misconfigured', message: MISCONFIGURED_TEXT, fields: {}, messages: error.messages, data: error.data };
  }
  const byField: Partial<Record<Field, string>> = {};
  for (const message of error.messages) {
    const field = message.source as Field;
    if (message.type !== 'validatorMessage' || (fields && !fields.includes(field))) continue;
    byField[field] ??= message.value;
  }
  const general = error.messages.filter((message) => message.type !== 'validatorMessage' && message.value);
  return {
    kind: KIND_BY_STATUS.get(error.status) ?? 'failed',
    message: (general.find((message) => message.primary) ?? general[0])?.value ?? null,
    fields: byField,
    messages: error.messages,
    data: error.data,
  };
}

/**
 * What to say of a failure where no field shows the server's field messages (an inline setting, a
 * warning box): its message, else its first field message, else `fallback`, the block's own words.
 */
export function failureText(failure: Failure | null, fallback: string): string {
  return failure?.message ?? Object.values<string | undefined>(failure?.fields ?? {})[0] ?? fallback;
}

/**
 * A block's own words for a call that failed (its communication error), unless the server refused
 * the page's setup: then the neutral MISCONFIGURED_TEXT, as nothing the visitor could check helps.
 */
export const communicationErrorText = (failure: Failure | null, blockText: string): string =>
  failure?.kind === 'misconfigured' ? MISCONFIGURED_TEXT : blockText;

/** classifyFailure's `fields`; kept for the blocks not yet on classifyFailure. */
export function validatorMessagesByField<Field extends string>(
  error: unknown,
  fields?: readonly Field[],
): Partial<Record<Field, string>> {
  return classifyFailure(error, fields).fields;
}
