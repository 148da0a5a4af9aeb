import { readMessages } from '#api/messages.ts';
import { CONFERENCE_UNKNOWN_ERROR } from '#contracts/conference.ts';
import { TICKET_FORM_MESSAGE } from '#validation/conference-ticket.ts';
import { emptyDraft } from '../../../../blocks/conference/conference-ticket-purchase/ticket-drafts.ts';
import {
  blockingMessages,
  failureMessage,
  highlightKey,
  serverFieldErrors,
  validateDrafts,
  validationMessages,
  withoutError,
} from '../../../../blocks/conference/conference-ticket-purchase/ticket-messages.ts';

const complete = {
  ...emptyDraft('good'),
  conferenceId: 'c1',
  productId: 'CONF-TICKET',
  skuNumber: 'CT-FULL',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  city: 'London',
  stateCountry: 'UK',
};

describe('purchase messages: the rules', () => {
  it('passes a complete ticket', () => {
    expect(validateDrafts([complete])).toEqual({});
  });

  it('keys each problem by ticket and field, in the order the block shows its fields', () => {
    const errors = validateDrafts([complete, { ...emptyDraft('bad'), conferenceId: 'c1', firstName: ' ' }]);
    expect(Object.keys(errors)).toEqual([
      'bad.skuNumber',
      'bad.firstName',
      'bad.lastName',
      'bad.displayName',
      'bad.city',
      'bad.stateCountry',
    ]);
    expect(errors['bad.firstName']).toBe("First name is required and can't be empty");
    expect(errors['bad.skuNumber']).toBe("Ticket type is required and can't be empty");
  });

  it('says "Conference is required" for a ticket without its event', () => {
    expect(validateDrafts([{ ...complete, conferenceId: '' }])).toEqual({
      'good.conferenceId': "Conference is required and can't be empty",
    });
  });

  it('leads the message area with the primary form message, then each field’s text', () => {
    const messages = validationMessages({ 'a.firstName': "First name is required and can't be empty" });
    expect(messages.map((m) => [m.value, m.primary, m.source])).toEqual([
      [TICKET_FORM_MESSAGE, true, 'conferenceTickets'],
      ["First name is required and can't be empty", false, 'a.firstName'],
    ]);
    expect(messages.every((m) => m.level === 'error')).toBe(true);
  });

  it('words a failure with the given text', () => {
    expect(failureMessage(CONFERENCE_UNKNOWN_ERROR)).toMatchObject({
      value: CONFERENCE_UNKNOWN_ERROR,
      primary: true,
      level: 'error',
    });
  });

  it('drops a field’s error once it changes, keeping the same object when there is none', () => {
    const errors = { 'a.city': 'x', 'a.lastName': 'y' };
    expect(withoutError(errors, 'a.city')).toEqual({ 'a.lastName': 'y' });
    expect(withoutError(errors, 'b.city')).toBe(errors);
  });
});

describe('purchase messages: the server’s answers', () => {
  const drafts = [emptyDraft('t1'), emptyDraft('t2')];

  it('maps `{uid}.{field}` sources of known tickets and highlightable fields', () => {
    expect(highlightKey('t2.city', drafts)).toBe('t2.city');
    expect(highlightKey('t3.city', drafts)).toBeNull();
    expect(highlightKey('t1.ownerRcn', drafts)).toBeNull();
    expect(highlightKey('cart', drafts)).toBeNull();
  });

  it('maps a request-schema refusal of item i to ticket i', () => {
    expect(highlightKey('items.1.conferenceTicket.firstName', drafts)).toBe('t2.firstName');
    expect(highlightKey('items.5.conferenceTicket.firstName', drafts)).toBeNull();
    expect(highlightKey('items.0.qty', drafts)).toBeNull();
  });

  it('takes the first message at each field', () => {
    const messages = readMessages([
      {
        type: 'validatorMessage',
        source: 't1.displayName',
        code: 'tooLong',
        value: 'Name on badge can be at most 30 characters',
      },
      { type: 'validatorMessage', source: 't1.displayName', code: 'other', value: 'later' },
      { type: 'cartBlocker', source: 'cart', code: 'soldOut', value: 'Sold out' },
    ]);
    expect(serverFieldErrors(messages, drafts)).toEqual({ 't1.displayName': 'Name on badge can be at most 30 characters' });
  });

  it('counts cart blockers, validator messages and errors as blocking, not the order’s own notes', () => {
    const messages = readMessages([
      { type: 'orderMessage', source: 'shipAddress', code: 'shipAddressRequired', value: 'Please add a shipping address.' },
      { type: 'cartBlocker', source: 'cart', code: 'soldOut', value: 'Sold out' },
      { type: 'validatorMessage', source: 't1.city', code: 'required', value: 'City' },
      { type: 'error', source: 'order', code: 'x', value: 'Broken', level: 'error' },
    ]);
    expect(blockingMessages(messages).map((m) => m.value)).toEqual(['Sold out', 'City', 'Broken']);
  });
});
