import { excerptText, MATCH_START, MATCH_STOP, readHeadline } from '../../server/site/search-headline.ts';
import { prefixQuery } from '../../server/site/site-search-store.ts';
import { describeSiteSearch } from './support/site-search-cases.ts';

describeSiteSearch('PGlite');

describe('search headlines', () => {
  it('turns a marked headline into plain text and its matched words', () => {
    const marked = `${MATCH_START}Oils${MATCH_STOP} and more ${MATCH_START}oil${MATCH_STOP}, ${MATCH_START}OILS${MATCH_STOP}`;
    expect(readHeadline(marked)).toEqual({ text: 'Oils and more oil, OILS', matched: ['oils', 'oil'] });
    expect(readHeadline('  <b>not markup</b>  ')).toEqual({ text: '<b>not markup</b>', matched: [] });
  });

  it('adds an ellipsis where the passage leaves out the start or the end', () => {
    const doc = 'One two three four five six seven eight nine ten eleven twelve.';
    expect(excerptText('One two three four five six seven eight nine ten eleven twelve', doc, doc)).toBe(doc);
    expect(excerptText('five six seven eight nine ten eleven twelve', doc, doc)).toBe(
      '… five six seven eight nine ten eleven twelve.',
    );
    expect(excerptText('One two three four five six seven', doc, doc)).toBe('One two three four five six seven …');
    expect(excerptText('', doc, doc)).toBe('');
  });

  it('makes prefix queries of letters and digits only', () => {
    expect(prefixQuery('lavender oi')).toBe('lavender & oi:*');
    expect(prefixQuery('a&b | !c:* (d)')).toBe('a & b & c & d:*');
    expect(prefixQuery('Ölé 3')).toBe('Ölé & 3:*');
    expect(prefixQuery(' &|! ')).toBeNull();
  });
});
