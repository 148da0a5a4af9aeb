import type { SearchResult } from '#contracts/site-search.ts';

/** A run of text, marked when it is one of the matched words. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** What to highlight in a result: whole words, or (for the query's own words) words starting with them. */
export interface HighlightTerms {
  terms: readonly string[];
  prefix: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
// note: only syntax characters may be escaped in a `u` regular expression (`\-` is an error there).
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The distinct words of a query, lower-cased: `"Lavender OIL" -oil` gives lavender, oil. */
export function queryWords(query: string): string[] {
  return [...new Set(Array.from(query.toLowerCase().matchAll(WORD), (match) => match[0]))];
}

/**
 * The words to highlight in a result: those the server says matched (stemmed forms included),
 * or, from a server that says none, the words of the query, each also as the start of a word.
 */
export function highlightTermsFor(result: SearchResult, query: string): HighlightTerms {
  return result.highlights ? { terms: result.highlights, prefix: false } : { terms: queryWords(query), prefix: true };
}

/**
 * Splits `text` into plain and matched runs: each term, in any case, as a whole word (or as the
 * start of one with `prefix`). Terms are taken literally, whatever characters they hold; the runs
 * are text for the caller to render as text, never markup.
 */
export function highlightSegments(text: string, { terms, prefix }: HighlightTerms): TextSegment[] {
  const alternatives = [...new Set(terms.map((term) => term.trim()).filter((term) => term !== ''))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (text === '' || alternatives.length === 0) return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})${prefix ? '[\\p{L}\\p{N}]*' : ''}(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match[0] === '') continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index), match: false });
    segments.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
