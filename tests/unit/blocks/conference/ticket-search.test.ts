import { foldSearchText, matchesTicket, searchTickets } from '../../../../blocks/conference/shared/ticket-search.ts';
import { feature, ticket } from '../../../fixtures/conference/ticket.ts';

describe('ticket search', () => {
  const ada = ticket({ features: [feature({ orderNumber: 'ORD-9001' }), feature({ uid: 'F-2', orderNumber: 'ORD-9002' })] });

  it.each([
    ['owner RCN', '1001'],
    ['SKU', 'sum-full'],
    ['order number', 'ord-1001'],
    ['badge RCN', 'r-100'],
    ['badge name', 'ADA L.'],
    ['ticket name', 'full conf'],
    ['owner first name', 'josé'],
    ['owner last name', 'NÚÑEZ'],
    ['owner full name', 'José Núñez'],
    ['a feature order number', 'ord-9002'],
  ])('finds a ticket by its %s', (_, query) => {
    expect(matchesTicket(ada, query)).toBe(true);
  });

  it('ignores case and accents on both sides', () => {
    expect(matchesTicket(ada, 'jose nunez')).toBe(true);
    expect(matchesTicket(ticket({ ownerFirstName: 'Jose' }), 'JOSÉ')).toBe(true);
    expect(foldSearchText('  Ñandú   Ärger ')).toBe('nandu arger');
  });

  it('finds the attendee the ticket is made out to (the ticket name), first, last or both', () => {
    expect(matchesTicket(ada, 'Lovelace')).toBe(true);
    expect(matchesTicket(ada, `${ada.firstName} ${ada.lastName}`)).toBe(true);
  });

  it('leaves out fields the spec does not search, and never matches across two fields', () => {
    expect(matchesTicket(ada, 'London')).toBe(false);
    // owner RCN then SKU: '1001 sum' spans two fields
    expect(matchesTicket(ada, '1001 sum')).toBe(false);
    expect(matchesTicket(ada, 'ord-9003')).toBe(false);
  });

  it('matches everything on a blank query and filters in order otherwise', () => {
    const tickets = [
      ticket({ uid: 'A', orderNumber: 'ORD-1' }),
      ticket({ uid: 'B', orderNumber: 'ORD-2' }),
      ticket({ uid: 'C', orderNumber: 'ORD-12' }),
    ];
    expect(searchTickets(tickets, '   ').map((t) => t.uid)).toEqual(['A', 'B', 'C']);
    expect(searchTickets(tickets, 'ord-1').map((t) => t.uid)).toEqual(['A', 'C']);
  });

  it('rebuilds the search text of an updated ticket (a new object)', () => {
    const before = ticket({ orderNumber: 'ORD-OLD' });
    expect(matchesTicket(before, 'ord-old')).toBe(true);
    const after = { ...before, orderNumber: 'ORD-NEW' };
    expect(matchesTicket(after, 'ord-old')).toBe(false);
    expect(matchesTicket(after, 'ord-new')).toBe(true);
  });
});
