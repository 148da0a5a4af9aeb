import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export type SafeHtmlTag = 'div' | 'span' | 'section' | 'article' | 'aside' | 'p' | 'li' | 'td';

export interface SafeHtmlProps {
  /** HTML from the server (CMS content, receipt messages); never HTML built from markup props. */
  html: string;
  /** The wrapping element; 'div' by default. */
  as?: SafeHtmlTag;
  className?: string;
}

/** Renders server HTML after sanitising it with DOMPurify. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
