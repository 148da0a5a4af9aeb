import { useRef, useState, type KeyboardEvent } from 'react';
import { missingReferenceText, REFERENCE_NOUNS, type ReferenceItem, type ReferenceKind } from '#contracts/references.ts';
import { Button } from '#ui/forms/button.tsx';
import { describedBy, FieldError, FieldHint, FieldLabel, fieldClassName, hasContent } from '#ui/forms/field.tsx';
import { MediaUpload } from './media-upload.tsx';
import { ReferenceOption } from './reference-option.tsx';
import { KIND_WORDS, noMatchesText } from './reference-words.ts';
import { useReferenceItem } from './use-reference-item.ts';
import { useReferenceSearch } from './use-reference-search.ts';

export interface ReferencePickerProps {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  required: boolean;
  kind: ReferenceKind;
  /** Typed values the list does not offer are kept too (an outside link). */
  freeText: boolean;
  value: string;
  /** `item`: the item picked from the list or uploaded; none when the value was typed or removed. */
  onChange: (value: string, item?: ReferenceItem) => void;
}

/**
 * A prop that references a product, SKU, category, page, image, conference, event, video or
 * distributor: a search box over the server's items (the combobox pattern: the box keeps focus,
 * the arrow keys move through the results, Enter picks), with the chosen item shown by its name
 * and picture. Without `freeText` only an offered item can be chosen; with it, the box holds the
 * value itself and the list suggests.
 */
export function ReferencePicker({ id, label, hint, error, required, kind, freeText, value, onChange }: ReferencePickerProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [known, setKnown] = useState<ReferenceItem | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = freeText ? value : typed;
  const search = useReferenceSearch(kind, query, open);
  const held = useReferenceItem(kind, value, known);
  const items = search.status === 'ready' ? search.items : [];
  // strictly a pick from the list: the first result is highlighted, so typing and Enter picks it
  const active = highlighted ?? (freeText ? null : 0);
  const activeItem = open ? (items[active ?? -1] ?? null) : null;
  const ids = { list: `${id}-list`, status: `${id}-status`, held: `${id}-held`, hint: `${id}-hint`, error: `${id}-error` };
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (item: ReferenceItem) => {
    setKnown(item);
    onChange(item.value, item);
    setTyped('');
    setOpen(false);
    setHighlighted(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (items.length > 0) setHighlighted(Math.min(Math.max((active ?? -1) + step, 0), items.length - 1));
    } else if (event.key === 'Enter' && open) {
      // note: never the form's submit while the list is open, even before the results arrive
      event.preventDefault();
      if (activeItem) pick(activeItem);
      else setOpen(false);
    } else if (event.key === 'Escape' && open) {
      // note: the list closes, not the dialog around it
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const count = items.length;
  const statusText = !open
    ? ''
    : search.status === 'loading' || search.status === 'idle'
      ? 'Searching…'
      : search.status === 'error'
        ? search.text
        : count === 0
          ? noMatchesText(kind, search.query)
          : `${count} ${count === 1 ? REFERENCE_NOUNS[kind] : KIND_WORDS[kind].plural} found. Use the arrow keys to choose, Enter to pick.`;
  const showHeld = held.status !== 'empty' && !(freeText && held.status === 'missing');

  return (
    <div className={fieldClassName('text', hasContent(error), 'cmsb-picker')} data-state={search.status}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      {showHeld && (
        <div className="cmsb-picker__held" data-state={held.status}>
          {held.status === 'found' ? (
            <>
              {/* note: one sentence for the box's description; the card repeats it for the eye */}
              <span id={ids.held} className="cmsb-visually-hidden">
                {`Chosen: ${[held.item.label, held.item.detail].filter(Boolean).join(', ')}.`}
              </span>
              <span aria-hidden="true">
                <ReferenceOption item={held.item} />
              </span>
            </>
          ) : (
            <span id={ids.held} className={held.status === 'loading' ? 'cmsb-picker__note' : 'cmsb-picker__warning'}>
              {held.status === 'loading'
                ? `Chosen: ${value}.`
                : held.status === 'missing'
                  ? `${missingReferenceText(kind, value)} Choose another.`
                  : `Chosen: ${value}. ${held.text}`}
            </span>
          )}
          {!freeText && (
            <Button
              variant="link"
              aria-label={`Remove ${label}`}
              onClick={() => {
                onChange('');
                inputRef.current?.focus();
              }}
            >
              Remove
            </Button>
          )}
        </div>
      )}
      <input
        ref={inputRef}
        id={id}
        className="cmsb-field__control"
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={ids.list}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? optionId(items.indexOf(activeItem)) : undefined}
        aria-describedby={describedBy(
          showHeld && ids.held,
          hasContent(hint) && ids.hint,
          statusText !== '' && ids.status,
          hasContent(error) && ids.error,
        )}
        aria-invalid={hasContent(error) || undefined}
        aria-required={required || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={KIND_WORDS[kind].searchBy}
        value={freeText ? value : typed}
        onChange={(event) => {
          if (freeText) onChange(event.target.value);
          else setTyped(event.target.value);
          setHighlighted(null);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={ids.status} className="cmsb-picker__status" role="status" data-state={search.status}>
        {statusText}
      </p>
      <div
        id={ids.list}
        role="listbox"
        aria-label={`${label}: results`}
        className="cmsb-picker__list"
        hidden={!open || count === 0}
      >
        {items.map((item, index) => (
          // note: the box keeps focus (aria-activedescendant); a press on an option must not take it
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={item.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="cmsb-picker__option"
            onMouseDown={(event) => event.preventDefault()}
            onPointerMove={() => setHighlighted(index)}
            onClick={() => pick(item)}
          >
            <ReferenceOption item={item} />
          </div>
        ))}
      </div>
      {kind === 'image' && <MediaUpload fieldLabel={label} onUploaded={pick} />}
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
