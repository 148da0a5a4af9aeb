import { render } from '@testing-library/react';
import {
  highlightSegments,
  highlightTermsFor,
  queryWords,
  type TextSegment,
} from '../../../../../blocks/site/shared/site-search/highlight.ts';
import { HighlightedText } from '../../../../../blocks/site/shared/site-search/highlighted-text.tsx';

const marked = (segments: TextSegment[]) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');
const exact = (...terms: string[]) => ({ terms, prefix: false });

describe('highlightSegments', () => {
  it('marks whole words in any case', () => {
    expect(marked(highlightSegments('Oil, oils and OIL; boil the oil.', exact('oil')))).toBe(
      '[Oil], oils and [OIL]; boil the [oil].',
    );
  });

  it('marks words starting with a term in prefix mode', () => {
    expect(marked(highlightSegments('Lavender lav Slavic', { terms: ['lav'], prefix: true }))).toBe('[Lavender] [lav] Slavic');
  });

  it('prefers the longest term and keeps the text whole', () => {
    const segments = highlightSegments('essential oils', exact('oil', 'oils', 'essential'));
    expect(marked(segments)).toBe('[essential] [oils]');
    expect(segments.map((s) => s.text).join('')).toBe('essential oils');
  });

  it('takes regex-special characters literally', () => {
    expect(marked(highlightSegments('Learn C++ (fast) or c+ in 1.5 days. a.b.c', exact('c++', '(fast)', '1.5', '.*')))).toBe(
      'Learn [C++] [(fast)] or c+ in [1.5] days. a.b.c',
    );
    expect(marked(highlightSegments('price $5 [sale] a|b back\\slash', exact('$5', '[sale]', 'a|b', 'back\\slash')))).toBe(
      'price [$5] [[sale]] [a|b] [back\\slash]',
    );
    expect(marked(highlightSegments('x-ray and y/z', exact('x-ray', 'y/z')))).toBe('[x-ray] and [y/z]');
  });

  it('handles letters beyond ASCII as parts of words', () => {
    expect(marked(highlightSegments('Crème brûlée, brûlé, ÉTÉ', exact('brûlée', 'été')))).toBe('Crème [brûlée], brûlé, [ÉTÉ]');
  });

  it('returns the text unmarked without terms, and nothing for no text', () => {
    expect(highlightSegments('plain', exact())).toEqual([{ text: 'plain', match: false }]);
    expect(highlightSegments('plain', exact('  '))).toEqual([{ text: 'plain', match: false }]);
    expect(highlightSegments('', exact('a'))).toEqual([]);
  });
});

describe('highlightTermsFor', () => {
  it('uses the words the server matched, else the query words as prefixes', () => {
    const result = { title: 't', url: '/u', excerpt: 'e' };
    expect(highlightTermsFor({ ...result, highlights: ['oil'] }, 'oils')).toEqual({ terms: ['oil'], prefix: false });
    expect(highlightTermsFor(result, '"Lavender OIL" -oil')).toEqual({ terms: ['lavender', 'oil'], prefix: true });
    expect(queryWords('  ')).toEqual([]);
  });
});

describe('HighlightedText', () => {
  it('renders HTML-looking text as text, with the matches in <mark>', () => {
    const text = '<img src=x onerror=alert(1)> <b>bold</b> &amp; oil';
    const { container } = render(
      <p>
        <HighlightedText text={text} highlight={exact('b', 'oil', 'img')} />
      </p>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe(text);
    expect(container.querySelector('img, b')).toBeNull();
    expect(Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['img', 'b', 'b', 'oil']);
  });
});
