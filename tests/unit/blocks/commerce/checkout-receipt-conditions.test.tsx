import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  receiptMessageHtml,
  showsDistributorPopup,
  sponsorNameToShow,
} from '../../../../blocks/commerce/checkout-receipt/receipt-conditions.ts';
import { ApiError, UNKNOWN_ERROR_TEXT } from '#api/errors/api-error.ts';
import { ResponseValidationError } from '#api/errors/response-validation-error.ts';
import { readMessages } from '#api/messages.ts';
import { receiptFailure, resolveOrderNumber } from '../../../../blocks/commerce/checkout-receipt/receipt-state.ts';
import { OrderSchema } from '#contracts/commerce.ts';
import { hasCondition } from '#contracts/receipt-conditions.ts';
import { DEFAULT_SPONSOR_RCN, newProfile, receiptOrder, serverMessage } from '../../../fixtures/commerce/receipt-orders.ts';

describe('receipt fixtures', () => {
  it('parse with the OrderSchema the client validates with', () => {
    expect(v.safeParse(OrderSchema, receiptOrder()).success).toBe(true);
    const full = receiptOrder({
      conditions: [{ name: 'showReceiptMessage', attributes: { messageHtml: '<p>Hi</p>' } }],
      attributes: { newProfile: newProfile('3000003', 'D'), enrollmentRules: { orderIsEnrollment: true } },
    });
    expect(v.safeParse(OrderSchema, full).success).toBe(true);
  });
});

describe('hasCondition', () => {
  it('finds a condition by its exact name', () => {
    const order = receiptOrder({ conditions: [{ name: 'pws-item', attributes: {} }] });
    expect(hasCondition(order, 'pws-item')).toBe(true);
    expect(hasCondition(order, 'mobile-app-item')).toBe(false);
    expect(hasCondition(order, 'PWS-ITEM')).toBe(false);
    expect(hasCondition(receiptOrder(), 'pws-item')).toBe(false);
  });
});

describe('receiptMessageHtml', () => {
  it('takes messageHtml of every showReceiptMessage condition, skipping blank or non-string ones', () => {
    const order = receiptOrder({
      conditions: [
        { name: 'showReceiptMessage', attributes: { messageHtml: '<p>First</p>' } },
        { name: 'pws-item', attributes: { messageHtml: '<p>Not a receipt message</p>' } },
        { name: 'showReceiptMessage', attributes: { messageHtml: '   ' } },
        { name: 'showReceiptMessage', attributes: { messageHtml: 42 } },
        { name: 'showReceiptMessage', attributes: {} },
        { name: 'showReceiptMessage', attributes: { messageHtml: '<p>Second</p>' } },
      ],
    });
    expect(receiptMessageHtml(order)).toEqual(['<p>First</p>', '<p>Second</p>']);
    expect(receiptMessageHtml(receiptOrder())).toEqual([]);
  });
});

describe('sponsorNameToShow', () => {
  it('shows the sponsor name only when the sponsor differs from the default sponsor', () => {
    expect(sponsorNameToShow(receiptOrder({ attributes: { newProfile: newProfile('3000003') } }))).toBe('Grace Hopper');
    expect(sponsorNameToShow(receiptOrder({ attributes: { newProfile: newProfile(DEFAULT_SPONSOR_RCN) } }))).toBeNull();
  });

  it('shows nothing without a new profile or a sponsor name', () => {
    expect(sponsorNameToShow(receiptOrder())).toBeNull();
    const profile = { ...newProfile('3000003'), sponsorName: null };
    expect(sponsorNameToShow(receiptOrder({ attributes: { newProfile: profile } }))).toBeNull();
  });

  it('shows the name when the store has no default sponsor', () => {
    const order = receiptOrder({ attributes: { newProfile: newProfile('3000003'), guestSignUpRules: { sponsorRcn: null } } });
    expect(sponsorNameToShow(order)).toBe('Grace Hopper');
  });
});

describe('showsDistributorPopup', () => {
  const order = (isEnrollment: boolean, status: string | null) =>
    receiptOrder({
      attributes: {
        enrollmentRules: { orderIsEnrollment: isEnrollment },
        newProfile: status === null ? null : newProfile('3000003', status),
      },
    });

  it('is true only for an enrollment order whose new profile has status D', () => {
    expect(showsDistributorPopup(order(true, 'D'))).toBe(true);
    expect(showsDistributorPopup(order(true, 'C'))).toBe(false);
    expect(showsDistributorPopup(order(false, 'D'))).toBe(false);
    expect(showsDistributorPopup(order(true, null))).toBe(false);
  });
});

describe('resolveOrderNumber', () => {
  it('reads the URL orderNumber parameter by default', () => {
    expect(resolveOrderNumber(undefined, '?orderNumber=W12345678')).toEqual({ status: 'given', orderNumber: 'W12345678' });
    expect(resolveOrderNumber(undefined, '?a=1&orderNumber=%20W-1%20')).toEqual({ status: 'given', orderNumber: 'W-1' });
  });

  it('prefers the prop the CMS set', () => {
    expect(resolveOrderNumber('W2', '?orderNumber=W1')).toEqual({ status: 'given', orderNumber: 'W2' });
  });

  it('is missing with no or an empty parameter', () => {
    expect(resolveOrderNumber(undefined, '')).toEqual({ status: 'missing' });
    expect(resolveOrderNumber(undefined, '?orderNumber=')).toEqual({ status: 'missing' });
    expect(resolveOrderNumber(undefined, '?ordernumber=W1')).toEqual({ status: 'missing' });
  });

  it('refuses what cannot be an order number', () => {
    expect(resolveOrderNumber(undefined, '?orderNumber=W1%2F..%2Fcurrent')).toEqual({ status: 'invalid' });
    expect(resolveOrderNumber(undefined, '?orderNumber=%3Cscript%3E')).toEqual({ status: 'invalid' });
    expect(resolveOrderNumber(undefined, `?orderNumber=${'A'.repeat(41)}`)).toEqual({ status: 'invalid' });
    expect(resolveOrderNumber(undefined, `?orderNumber=${'A'.repeat(40)}`)).toMatchObject({ status: 'given' });
  });
});

describe('receiptFailure', () => {
  const apiError = (status: number, values: string[] = []) =>
    new ApiError(status, readMessages(values.map((value) => serverMessage(value))));

  it('says only "not found" for refused or unknown orders', () => {
    expect(receiptFailure(apiError(403, ['Unauthorized']), UNKNOWN_ERROR_TEXT)).toEqual({ state: 'not-found' });
    expect(receiptFailure(apiError(404), UNKNOWN_ERROR_TEXT)).toEqual({ state: 'not-found' });
    expect(receiptFailure(apiError(401), UNKNOWN_ERROR_TEXT)).toEqual({ state: 'not-found' });
  });

  it("shows the server's first message, else the unknown-error text", () => {
    expect(receiptFailure(apiError(500, ['Database down', 'Second']), UNKNOWN_ERROR_TEXT)).toEqual({
      state: 'error',
      message: 'Database down',
    });
    expect(receiptFailure(apiError(500), UNKNOWN_ERROR_TEXT)).toEqual({
      state: 'error',
      message: 'An unknown error occurred while making request',
    });
    expect(receiptFailure(new ResponseValidationError('/x', ['data: bad']), 'Oops')).toEqual({ state: 'error', message: 'Oops' });
    expect(receiptFailure(new TypeError('Failed to fetch'), 'Oops')).toEqual({ state: 'error', message: 'Oops' });
  });
});
