-- Site search (GET /api/v2/search-rat/search, server/search/site-search.ts): PostgreSQL full-text
-- search over the CMS pages and the catalogue, for the site a hostname names.

-- The host a site answers to; search finds a site by it. Unknown hosts find nothing.
alter table sites add column hostname text unique;

-- The visible text of a page's HTML, for indexing and excerpts. Block elements end a sentence
-- (a heading and the paragraph after it read "Who we are. We are..."), other tags (slots and
-- their data-props included) become spaces, the entities the sanitiser writes are decoded and
-- runs of white space become one. The content comes from the server's sanitiser, so no <script>
-- or <style> text is left to drop. The search's highlight markers (U+E000, U+E001) are removed,
-- so no text can fake one.
create function site_search_text(html text) returns text
language sql immutable strict parallel safe
as $$
  select btrim(regexp_replace(regexp_replace(
    translate(
      replace(replace(replace(replace(replace(replace(
        regexp_replace(
          regexp_replace(html,
            '</?(?:p|h[1-6]|li|dt|dd|div|br|hr|tr|td|th|blockquote|figcaption|pre|ul|ol|dl|table|figure)(?:[[:space:]/][^>]*)?>',
            chr(10), 'gi'),
          '<(?:[^>"'']|"[^"]*"|''[^'']*'')*>', ' ', 'g'),
        '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
      chr(57344) || chr(57345), ''),
    '([[:alnum:]])[[:space:]]*' || chr(10), '\1. ', 'g'),
    '[[:space:]]+', ' ', 'g'))
$$;

-- Title words weigh most (A), then the body (B); for products the category counts a little (C).
-- Generated columns keep the vectors current whatever writes the rows (editor, seed).
alter table pages add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', site_search_text(content)), 'B')
) stored;
create index pages_search_vector_idx on pages using gin (search_vector);

alter table products add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', name), 'A')
    || setweight(to_tsvector('english', description), 'B')
    || setweight(to_tsvector('english', category), 'C')
) stored;
create index products_search_vector_idx on products using gin (search_vector);
