import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockEntry } from '#contracts/block-manifest.ts';
import { TextField } from '#ui/forms/text-field.tsx';
import { BlockIcon } from '../block-icons.tsx';
import { blocksInOrder, findBlockGroups } from './block-search.ts';
import { InserterPreview } from './inserter-preview.tsx';
import { useMediaQuery } from './use-media-query.ts';

export interface InserterProps {
  blocks: readonly BlockEntry[];
  onChoose: (block: BlockEntry) => void;
  /** The API the previewed blocks read from. */
  apiBaseUrl: string;
  /** Where the previews load the blocks' files from (the editor's assets). */
  assetsUrl?: string;
}

/** Wide enough for the list and a preview side by side; on a phone the list has the room alone. */
const PREVIEW_MEDIA = '(min-width: 52rem)';

/**
 * "Insert block": a search box over the blocks content administrators may place, grouped by
 * category, deprecated ones last. The search box keeps focus; the arrow keys move the highlight
 * through the list (aria-activedescendant), Enter picks the highlighted block, and the highlighted
 * block is previewed beside the list.
 */
export function Inserter({ blocks, onChoose, apiBaseUrl, assetsUrl }: InserterProps) {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => findBlockGroups(blocks, query), [blocks, query]);
  const ordered = useMemo(() => blocksInOrder(groups), [groups]);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // the first result is highlighted until the arrow keys or the pointer choose another, so typing
  // a name and pressing Enter inserts it
  const active = ordered.find((block) => block.name === highlighted) ?? ordered[0] ?? null;
  const wide = useMediaQuery(PREVIEW_MEDIA);
  const id = useId();
  const optionId = (block: BlockEntry) => `${id}-option-${block.name}`;
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    searchRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!active) return;
    const option = listRef.current?.querySelector(`[id="${CSS.escape(optionId(active))}"]`);
    // note: jsdom has no scrollIntoView
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const at = active ? ordered.indexOf(active) : -1;
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 }[event.key];
    if (step !== undefined && ordered.length > 0) {
      event.preventDefault();
      const next = ordered[Math.min(Math.max(at + step, 0), ordered.length - 1)];
      if (next) setHighlighted(next.name);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) onChoose(active);
    }
  };

  const count = ordered.length;
  const status =
    count === 0
      ? `No blocks match “${query.trim()}”.`
      : query.trim() === ''
        ? `${count} blocks`
        : `${count} block${count === 1 ? '' : 's'} found`;

  return (
    <div className="cmsb-inserter">
      <TextField
        ref={searchRef}
        label="Search blocks"
        type="search"
        role="combobox"
        aria-expanded={count > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlighted(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-status`} className="cmsb-inserter__status" role="status">
        {status}
      </p>
      <div className="cmsb-inserter__body">
        <div ref={listRef} id={`${id}-list`} role="listbox" aria-label="Blocks" className="cmsb-inserter__list">
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`} className="cmsb-inserter__group">
              <div role="presentation" id={`${id}-group-${group.key}`} className="cmsb-inserter__heading">
                {group.heading}
              </div>
              {group.blocks.map((block) => (
                // note: the search box keeps focus and Enter picks; a click picks too, as in any listbox
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={block.name}
                  id={optionId(block)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={block === active}
                  aria-labelledby={`${optionId(block)}-title`}
                  aria-describedby={`${optionId(block)}-description`}
                  className="cmsb-inserter__option"
                  onClick={() => onChoose(block)}
                  onPointerMove={() => setHighlighted(block.name)}
                >
                  <BlockIcon name={block.icon} className="cmsb-inserter__icon" />
                  <span id={`${optionId(block)}-title`} className="cmsb-inserter__title">
                    {block.title}
                  </span>
                  <span id={`${optionId(block)}-description`} className="cmsb-inserter__description">
                    {block.deprecated ?? block.description}
                  </span>
                </div>
              ))}
            </div>
          ))}
        </div>
        {wide && <InserterPreview block={active} apiBaseUrl={apiBaseUrl} {...(assetsUrl === undefined ? {} : { assetsUrl })} />}
      </div>
    </div>
  );
}
