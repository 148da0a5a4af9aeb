import { listAddressUrl, readListAddress } from '../../../../blocks/conference/conference-ticket-list/list-address.ts';
import { ticketPage } from '../../../../blocks/conference/conference-ticket-list/ticket-paging.ts';
import { TICKET_RESULT_LIMIT } from '#contracts/conference.ts';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('ticket paging', () => {
  it('pages by the result limit of 20', () => {
    expect(TICKET_RESULT_LIMIT).toBe(20);
    expect(ticketPage(numbers(45), 1)).toEqual({
      state: 'page',
      items: numbers(20),
      first: 1,
      last: 20,
      total: 45,
      pageCount: 3,
    });
    const last = ticketPage(numbers(45), 3);
    expect(last).toMatchObject({ state: 'page', first: 41, last: 45, total: 45, pageCount: 3 });
    expect(last.state === 'page' && last.items).toEqual([41, 42, 43, 44, 45]);
  });

  it('calls a page past the last, below 1 or not a whole number out of range', () => {
    expect(ticketPage(numbers(45), 4)).toEqual({ state: 'out-of-range', total: 45, pageCount: 3 });
    expect(ticketPage(numbers(45), 0).state).toBe('out-of-range');
    expect(ticketPage(numbers(45), NaN).state).toBe('out-of-range');
    expect(ticketPage(numbers(40), 3).state).toBe('out-of-range');
  });

  it('gives no results one empty page 1', () => {
    expect(ticketPage([], 1)).toEqual({ state: 'page', items: [], first: 0, last: 0, total: 0, pageCount: 1 });
    expect(ticketPage([], 2).state).toBe('out-of-range');
  });
});

describe('list address', () => {
  it('reads the search and the page from the query', () => {
    expect(readListAddress('')).toEqual({ query: '', page: 1 });
    expect(readListAddress('?q=jos%C3%A9&page=3')).toEqual({ query: 'josé', page: 3 });
    expect(readListAddress('?page=abc').page).toBeNaN();
    expect(readListAddress('?page=-2').page).toBeNaN();
  });

  it('writes them back, keeping other parameters and leaving defaults out', () => {
    const href = 'https://shop.test/conference/ticket?selectedConferenceId=summit-2027&page=2#top';
    expect(listAddressUrl(href, { query: 'ada lovelace', page: 1 })).toBe(
      '/conference/ticket?selectedConferenceId=summit-2027&q=ada+lovelace#top',
    );
    expect(listAddressUrl(href, { query: '', page: 4 })).toBe('/conference/ticket?selectedConferenceId=summit-2027&page=4#top');
  });
});
