import type { ConferenceProduct, TicketDraft } from '#contracts/conference.ts';
import { MAX_TICKETS_PER_PURCHASE } from '#validation/conference-ticket.ts';
import {
  addFeature,
  addTicket,
  canAddTicket,
  changeFeature,
  chooseConference,
  chooseOption,
  chooseTicketType,
  emptyDraft,
  featureChoices,
  fillFromProfile,
  hasTicketItems,
  MAX_FEATURES_PER_TICKET,
  newTicketUid,
  nextFeature,
  openChoices,
  orderItems,
  removeFeature,
  removeTicket,
  setText,
  updateTicket,
} from '../../../../blocks/conference/conference-ticket-purchase/ticket-drafts.ts';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';

const product = (productId: string, skus: string[], available = skus): ConferenceProduct => ({
  productId,
  name: productId,
  optionGroups: [{ name: 'Choice' }],
  skus: skus.map((number) => ({ number, options: [{ optionValue: number }], formattedPrice: '$1.00', price: 1 })),
  availableSkus: available,
});

const ticketProduct = product('CONF-TICKET', ['CT-FULL', 'CT-DAY']);
const features = [product('CONF-GALA', ['GALA'], []), product('CONF-WORKSHOP', ['WS-AM', 'WS-PM'])];

describe('ticket drafts: the list', () => {
  it('starts a ticket empty, in English, without hearing or sign language help', () => {
    expect(emptyDraft('t1')).toEqual({
      uid: 't1',
      conferenceId: '',
      productId: '',
      skuNumber: '',
      firstName: '',
      lastName: '',
      displayName: '',
      displayRcn: '',
      city: '',
      stateCountry: '',
      translationLangCode: 'eng',
      hearingImpaired: 0,
      signLanguage: 0,
      featureData: [],
    });
  });

  it('gives each ticket a different uid the server accepts as a token', () => {
    const uids = new Set(Array.from({ length: 50 }, newTicketUid));
    expect(uids.size).toBe(50);
    for (const uid of uids) expect(uid).toMatch(TOKEN_PATTERN);
  });

  it('adds tickets up to the maximum, and no further', () => {
    let drafts: TicketDraft[] = [emptyDraft('t0')];
    for (let i = 1; i < MAX_TICKETS_PER_PURCHASE; i += 1) drafts = addTicket(drafts, emptyDraft(`t${i}`));
    expect(drafts).toHaveLength(MAX_TICKETS_PER_PURCHASE);
    expect(canAddTicket(drafts)).toBe(false);
    expect(addTicket(drafts, emptyDraft('extra'))).toHaveLength(MAX_TICKETS_PER_PURCHASE);
  });

  it('removes a ticket but never the last one', () => {
    const two = [emptyDraft('a'), emptyDraft('b')];
    expect(removeTicket(two, 'a').map((d) => d.uid)).toEqual(['b']);
    expect(removeTicket([emptyDraft('a')], 'a').map((d) => d.uid)).toEqual(['a']);
  });

  it('changes only the ticket named', () => {
    const drafts = updateTicket([emptyDraft('a'), emptyDraft('b')], 'b', setText('firstName', 'Ada'));
    expect(drafts.map((d) => d.firstName)).toEqual(['', 'Ada']);
  });

  it('has ticket items once any ticket has its event', () => {
    expect(hasTicketItems([emptyDraft('a')])).toBe(false);
    expect(hasTicketItems([emptyDraft('a'), chooseConference('c1')(emptyDraft('b'))])).toBe(true);
  });
});

describe('ticket drafts: one ticket', () => {
  it('keeps the person but drops the type and features when the event changes', () => {
    const draft = addFeature({ productId: 'CONF-WORKSHOP', skuNumber: 'WS-AM' })(
      chooseTicketType(ticketProduct, 'CT-FULL')(setText('firstName', 'Ada')(chooseConference('c1')(emptyDraft('a')))),
    );
    expect(draft).toMatchObject({ productId: 'CONF-TICKET', skuNumber: 'CT-FULL', featureData: [{ skuNumber: 'WS-AM' }] });
    expect(chooseConference('c1')(draft)).toBe(draft);
    expect(chooseConference('c2')(draft)).toMatchObject({
      conferenceId: 'c2',
      productId: '',
      skuNumber: '',
      featureData: [],
      firstName: 'Ada',
    });
  });

  it('clears the product with the ticket type', () => {
    expect(chooseTicketType(ticketProduct, '')(emptyDraft('a'))).toMatchObject({ productId: '', skuNumber: '' });
  });

  it('stores option choices as the code or the 0/1 flag', () => {
    const draft = chooseOption('signLanguage', '1')(chooseOption('translationLangCode', 'spa')(emptyDraft('a')));
    expect(draft).toMatchObject({ translationLangCode: 'spa', signLanguage: 1 });
  });

  it('fills the person, the badge and the place from a profile', () => {
    const profile = {
      rcn: '1001',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'a@example.com',
      city: 'London',
      stateCountry: 'UK',
    };
    expect(fillFromProfile(profile)(chooseConference('c1')(emptyDraft('a')))).toMatchObject({
      conferenceId: 'c1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      displayRcn: '1001',
      city: 'London',
      stateCountry: 'UK',
    });
  });
});

describe('ticket drafts: features', () => {
  const choices = featureChoices(features);

  it('lists every feature SKU with its product, sold-out ones unavailable', () => {
    expect(choices).toEqual([
      { productId: 'CONF-GALA', skuNumber: 'GALA', available: false },
      { productId: 'CONF-WORKSHOP', skuNumber: 'WS-AM', available: true },
      { productId: 'CONF-WORKSHOP', skuNumber: 'WS-PM', available: true },
    ]);
  });

  it('adds the first available feature not on the ticket yet, until none is left', () => {
    let draft = emptyDraft('a');
    expect(nextFeature(choices, draft)).toEqual({ productId: 'CONF-WORKSHOP', skuNumber: 'WS-AM' });
    draft = addFeature(nextFeature(choices, draft)!)(draft);
    expect(nextFeature(choices, draft)).toEqual({ productId: 'CONF-WORKSHOP', skuNumber: 'WS-PM' });
    draft = addFeature(nextFeature(choices, draft)!)(draft);
    expect(nextFeature(choices, draft)).toBeNull();
  });

  it('offers a row its own SKU and those no other row took', () => {
    const draft = addFeature({ productId: 'CONF-WORKSHOP', skuNumber: 'WS-PM' })(
      addFeature({ productId: 'CONF-WORKSHOP', skuNumber: 'WS-AM' })(emptyDraft('a')),
    );
    expect(openChoices(choices, draft, 0).map((c) => c.skuNumber)).toEqual(['GALA', 'WS-AM']);
  });

  it('changes and removes a feature by its place', () => {
    let draft = addFeature({ productId: 'CONF-WORKSHOP', skuNumber: 'WS-AM' })(emptyDraft('a'));
    draft = changeFeature(0, { productId: 'CONF-WORKSHOP', skuNumber: 'WS-PM' })(draft);
    expect(draft.featureData).toEqual([{ productId: 'CONF-WORKSHOP', skuNumber: 'WS-PM' }]);
    expect(removeFeature(0)(draft).featureData).toEqual([]);
  });

  it('holds at most the contract’s number of features', () => {
    let draft = emptyDraft('a');
    for (let i = 0; i < MAX_FEATURES_PER_TICKET + 2; i += 1) draft = addFeature({ productId: 'P', skuNumber: `S${i}` })(draft);
    expect(draft.featureData).toHaveLength(MAX_FEATURES_PER_TICKET);
    expect(nextFeature(featureChoices([product('P', ['NEW'])]), draft)).toBeNull();
  });
});

describe('ticket drafts: order items', () => {
  it('sends one item per ticket with its type, the trimmed draft and its features', () => {
    const draft = addFeature({ productId: 'CONF-WORKSHOP', skuNumber: 'WS-AM' })(
      setText('city', '  Denver ')(chooseTicketType(ticketProduct, 'CT-FULL')(chooseConference('c1')(emptyDraft('a')))),
    );
    expect(orderItems([draft, chooseTicketType(ticketProduct, 'CT-DAY')(emptyDraft('b'))])).toEqual([
      {
        skuNumber: 'CT-FULL',
        qty: 1,
        updateMethod: 'add',
        conferenceTicket: { ...draft, city: 'Denver', featureData: [{ productId: 'CONF-WORKSHOP', skuNumber: 'WS-AM' }] },
      },
      expect.objectContaining({
        skuNumber: 'CT-DAY',
        qty: 1,
        updateMethod: 'add',
        conferenceTicket: expect.objectContaining({ uid: 'b' }),
      }),
    ]);
  });
});
