import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { useLeaveTo } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { useBaseStyles } from '#ui/use-base-styles.ts';
import { useStyles } from '#ui/use-styles.ts';
import { highlightTermsFor } from '../shared/site-search/highlight.ts';
import { HighlightedText } from '../shared/site-search/highlighted-text.tsx';
import { SUGGEST_MIN_LENGTH, suggestionsQueryOptions } from '../shared/site-search/query-options.ts';
import { displayUrl, openResult, resultHref } from '../shared/site-search/result-link.ts';
import { isResultsPage, pushSearchQuery, resultsHref } from '../shared/site-search/search-url.ts';
import { useSearchHostname, useSearchQuery } from '../shared/site-search/use-search-query.ts';
import { comboboxReducer, initialCombobox } from './combobox-state.ts';
import { siteSearchBoxLabels } from './labels.ts';
import css from './site-search-box.css?inline';
import { isSearchShortcut } from './slash-shortcut.ts';
import { useMounted } from '#ui/use-browser-value.ts';
import { useDebouncedValue } from '#ui/use-debounced-value.ts';

/** Typing pauses this long before the box asks for suggestions. */
export const SUGGEST_DELAY_MS = 300;

export interface SiteSearchBoxProps {
  resultsPath: string;
}

export type SiteSearchBoxState = 'idle' | 'suggesting' | 'no-suggestions';

function SearchIcon() {
  return (
    <svg className="cmsb-site-search-box__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The suggestion an event inside the listbox happened on. */
function optionIndex(target: EventTarget): number | null {
  const option = target instanceof Element ? target.closest('[role="option"][data-index]') : null;
  return option ? Number(option.getAttribute('data-index')) : null;
}

/**
 * The site's search field, a WAI-ARIA combobox: typing suggests the best few results (after a
 * pause; a newer request cancels the one in flight), arrows choose one, Enter opens it or searches,
 * Escape closes the suggestions and then clears. "/" anywhere on the page focuses it. Searching
 * goes to the results page; on that page it changes the address in place and the results follow.
 */
export function SiteSearchBox({ resultsPath }: SiteSearchBoxProps) {
  useBaseStyles();
  useStyles(css);
  const labels = useLabels(siteSearchBoxLabels);
  const leaveTo = useLeaveTo();
  const client = useApiClient();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // note: the address is read once mounted, so the server's HTML and the browser's first render agree (an empty box)
  const hostname = useSearchHostname();
  const onResultsPage = useMounted() && isResultsPage(window.location.pathname, resultsPath);
  const urlQuery = useSearchQuery();
  const [combobox, dispatch] = useReducer(comboboxReducer, '', initialCombobox);

  // On the results page the box shows the query of the address, through Back and Forward too;
  // a layout effect, so the browser paints the box with it.
  useLayoutEffect(() => {
    if (onResultsPage && urlQuery !== null) dispatch({ type: 'reset', value: urlQuery });
  }, [onResultsPage, urlQuery]);

  useEffect(() => {
    const focusOnSlash = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event) || !inputRef.current) return;
      event.preventDefault();
      inputRef.current.focus();
      inputRef.current.select();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const text = combobox.value.trim();
  const term = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const wanted = combobox.open && text.length >= SUGGEST_MIN_LENGTH && term.length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({
    ...suggestionsQueryOptions(client, hostname ?? '', term),
    enabled: wanted && hostname !== null,
    placeholderData: keepPreviousData,
  });
  const suggestions = wanted ? (query.data ?? []) : [];

  // New suggestions: nothing is highlighted until the visitor chooses again.
  useEffect(() => {
    dispatch({ type: 'highlight', index: -1 });
  }, [query.data]);

  const expanded = suggestions.length > 0;
  const settled = wanted && term === text && query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  const noSuggestions = settled && suggestions.length === 0;
  const state: SiteSearchBoxState = expanded ? 'suggesting' : noSuggestions ? 'no-suggestions' : 'idle';
  const active = combobox.active < suggestions.length ? combobox.active : -1;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function search(q: string) {
    if (!q) return;
    if (onResultsPage) {
      pushSearchQuery(q);
      dispatch({ type: 'reset', value: q });
    } else {
      leaveTo(resultsHref(resultsPath, q));
    }
  }

  function choose(index: number) {
    const suggestion = suggestions[index];
    const href = suggestion ? resultHref(suggestion.url) : null;
    if (href) openResult(href, leaveTo);
    else search(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1, count: suggestions.length });
        break;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (state !== 'idle' || combobox.value !== '') {
          event.preventDefault();
          dispatch({ type: 'escape', shown: state !== 'idle' });
        }
        break;
    }
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    search(text);
  }

  let announcement = '';
  if (expanded) {
    const count = suggestions.length;
    announcement = count === 1 ? labels.suggestionCountOne : fillLabel(labels.suggestionCountMany, { count });
  } else if (noSuggestions) {
    announcement = labels.noResults;
  }

  return (
    <form role="search" className="cmsb-site-search-box" data-state={state} onSubmit={onSubmit}>
      <label className="cmsb-visually-hidden" htmlFor={`${id}-input`}>
        {labels.label}
      </label>
      <div className="cmsb-site-search-box__field">
        <SearchIcon />
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="cmsb-site-search-box__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="/"
          aria-busy={wanted && query.isFetching ? true : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={labels.placeholder}
          value={combobox.value}
          onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => dispatch({ type: 'close' })}
        />
        <kbd className="cmsb-site-search-box__shortcut" aria-hidden="true">
          /
        </kbd>
        <button type="submit" className="cmsb-site-search-box__submit">
          <SearchIcon />
          <span className="cmsb-visually-hidden">{labels.submit}</span>
        </button>
        <div className="cmsb-site-search-box__popup" hidden={state === 'idle'}>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the combobox pattern: focus stays in the field, whose keys choose an option (aria-activedescendant) */}
          <div
            id={listboxId}
            role="listbox"
            aria-label={labels.suggestions}
            className="cmsb-site-search-box__options"
            hidden={!expanded}
            // Keeps the focus in the field when a suggestion is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              const index = optionIndex(event.target);
              if (index !== null) choose(index);
            }}
            onMouseMove={(event) => {
              const index = optionIndex(event.target);
              if (index !== null) dispatch({ type: 'highlight', index });
            }}
          >
            {suggestions.map((suggestion, index) => {
              const href = resultHref(suggestion.url);
              const highlight = highlightTermsFor(suggestion, term);
              return (
                <div
                  key={`${suggestion.url}\n${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-index={index}
                  className="cmsb-site-search-box__option"
                >
                  <span className="cmsb-site-search-box__option-title">
                    <HighlightedText text={suggestion.title} highlight={highlight} />
                  </span>
                  {href && <span className="cmsb-site-search-box__option-url">{displayUrl(href)}</span>}
                </div>
              );
            })}
          </div>
          {noSuggestions && (
            <p className="cmsb-site-search-box__empty" aria-hidden="true">
              {labels.noResults}
            </p>
          )}
        </div>
      </div>
      <p className="cmsb-visually-hidden" role="status">
        {announcement}
      </p>
    </form>
  );
}
