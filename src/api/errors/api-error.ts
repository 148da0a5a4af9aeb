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

/** The text of a failure for the user: the server's first message, else `fallback`. */
export function apiErrorText(error: unknown, fallback: string): string {
  return (isApiError(error) && error.messages[0]?.value) || fallback;
}
