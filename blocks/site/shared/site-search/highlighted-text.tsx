import { useMemo } from 'react';
import { useStyles } from '#ui/use-styles.ts';
import { highlightSegments, type HighlightTerms } from './highlight.ts';
import css from './mark.css?inline';

/** `text` with the matched words in `<mark>` elements; everything is rendered as text, never as HTML. */
export function HighlightedText({ text, highlight }: { text: string; highlight: HighlightTerms }) {
  useStyles(css);
  const segments = useMemo(() => highlightSegments(text, highlight), [text, highlight]);
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="cmsb-site-search-mark">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}
