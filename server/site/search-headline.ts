/**
 * ts_headline marks matched words with these characters (Unicode private use: no real text holds
 * them, and migration 013 strips them from indexed text). The server turns a marked headline into
 * plain text plus the list of matched words, so no markup ever reaches the client.
 */
export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';

/** Options of ts_headline for excerpts: up to two passages of 20 to 30 words around the matches (or the first 20 words). */
export const EXCERPT_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=30, MinWords=20, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … "`;
/** Options of ts_headline for titles: the whole title, to learn which of its words matched. */
export const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, HighlightAll=true`;

export interface Headline {
  /** The headline without its markers. */
  text: string;
  /** The marked words, lower-cased, each once, in order of appearance. */
  matched: string[];
}

/** Splits a headline ts_headline marked into its plain text and the words it marked. */
export function readHeadline(marked: string): Headline {
  const matched = new Set<string>();
  let text = '';
  let word: string | null = null;
  for (const char of marked) {
    if (char === MATCH_START) word = '';
    else if (char === MATCH_STOP) {
      const found = (word ?? '').trim().toLowerCase();
      if (found) matched.add(found);
      word = null;
    } else {
      text += char;
      if (word !== null) word += char;
    }
  }
  // note: ts_headline drops text that looks like a tag (`<never>`), leaving its spaces behind.
  return { text: text.replace(/\s+/g, ' ').trim(), matched: [...matched] };
}

/** How much of an excerpt's start (or end) must match the document's for it to count as the start (or end). */
const EDGE = 24;
/** ts_headline drops punctuation after the last word it shows ("diluted." ends "diluted"). */
const TRAILING_PUNCTUATION = /[^\p{L}\p{N}]*$/u;

/**
 * The excerpt as shown: `…` where the passage starts after the document's beginning or stops before
 * its end. `head` and `tail` are the document's first and last characters (more than EDGE of each).
 */
export function excerptText(passage: string, head: string, tail: string): string {
  if (passage === '') return '';
  const startsDocument = head.startsWith(passage.slice(0, EDGE));
  const words = passage.replace(TRAILING_PUNCTUATION, '');
  const tailWords = tail.replace(TRAILING_PUNCTUATION, '');
  const endsDocument = words !== '' && tailWords.endsWith(words.slice(-EDGE));
  const ending = endsDocument ? tail.slice(tailWords.length) : ' …';
  return `${startsDocument ? '' : '… '}${words}${ending}`;
}
