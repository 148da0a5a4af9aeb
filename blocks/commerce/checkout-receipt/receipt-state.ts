import { classifyFailure, failureText, type FailureKind } from '#api/errors/api-error.ts';

/** The receipt's states, exposed as `data-state` on its root. */
export type ReceiptState = 'loading' | 'missing' | 'not-found' | 'error' | 'ready';

export const ORDER_NUMBER_MAX_LENGTH = 40;
/** Letters, digits and hyphens: what an order number can hold. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

export function isOrderNumber(value: string): boolean {
  return value.length <= ORDER_NUMBER_MAX_LENGTH && ORDER_NUMBER_PATTERN.test(value);
}

export type OrderNumberSource =
  | { status: 'given'; orderNumber: string }
  | { status: 'missing' }
  /** Something was given that cannot be an order number: no request is made for it. */
  | { status: 'invalid' };

/**
 * The order number to show: the block's `orderNumber` prop when the CMS set one, otherwise the
 * page URL's `orderNumber` query parameter (where checkout sends the visitor).
 */
export function resolveOrderNumber(fromProps: string | undefined, search: string): OrderNumberSource {
  const raw = (fromProps ?? new URLSearchParams(search).get('orderNumber') ?? '').trim();
  if (raw === '') return { status: 'missing' };
  return isOrderNumber(raw) ? { status: 'given', orderNumber: raw } : { status: 'invalid' };
}

/** Failures that mean "not yours" or "no such order": the visitor learns nothing more than "not found". */
const NOT_FOUND_KINDS: readonly FailureKind[] = ['signed-out', 'forbidden', 'not-found'];

export type ReceiptFailure = { state: 'not-found' } | { state: 'error'; message: string };

/**
 * What a failed load shows: not found for a refused or unknown order, otherwise the server's
 * message, or `unknownText` when it sent none or the failure was not the server's answer.
 */
export function receiptFailure(error: unknown, unknownText: string): ReceiptFailure {
  const failure = classifyFailure(error);
  if (NOT_FOUND_KINDS.includes(failure.kind)) return { state: 'not-found' };
  return { state: 'error', message: failureText(failure, unknownText) };
}
