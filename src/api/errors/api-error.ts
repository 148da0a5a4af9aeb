import type { Message } from '../messages.ts';
import { CmsBlocksError } from './cms-blocks-error.ts';

export const UNKNOWN_ERROR_TEXT = 'An unknown error occurred while making request';

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

/** The server answered 401: the session ended, or there was none. */
export function isLoggedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The text of a failure for the user: the server's first message, else `fallback`. */
export function apiErrorText(error: unknown, fallback: string): string {
  return (isApiError(error) && error.messages[0]?.value) || fallback;
}

/**
 * A failed request's validatorMessages by the field each names (its `source`: a field's name or
 * dot path), the first message for each field; with `fields`, only those. Empty for any other failure.
 */
export function validatorMessagesByField<Field extends string>(
  error: unknown,
  fields?: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!isApiError(error)) return errors;
  for (const message of error.messages) {
    const field = message.source as Field;
    if (message.type !== 'validatorMessage' || (fields && !fields.includes(field))) continue;
    errors[field] ??= message.value;
  }
  return errors;
}
