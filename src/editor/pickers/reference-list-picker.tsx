import type { ReferenceKind } from '#contracts/references.ts';
import { missingReferenceText } from '#contracts/references.ts';
import { Button } from '#ui/forms/button.tsx';
import { ReferenceOption } from './reference-option.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import { useReferenceItem } from './use-reference-item.ts';

export interface ReferenceListPickerProps {
  id: string;
  /** The list's label ("Products"); `itemLabel` names one of them ("Product"). */
  label: string;
  itemLabel: string;
  hint: string | undefined;
  error: string | undefined;
  required: boolean;
  kind: ReferenceKind;
  /** The chosen values, one per line (as the form keeps a list of strings). */
  value: string;
  onChange: (value: string) => void;
}

const linesOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A list of references in order (a section's products): each shown by name, removable and movable; a picker adds one more. */
export function ReferenceListPicker({
  id,
  label,
  itemLabel,
  hint,
  error,
  required,
  kind,
  value,
  onChange,
}: ReferenceListPickerProps) {
  const values = linesOf(value);
  const set = (next: string[]) => onChange(next.join('\n'));
  return (
    <div className="cmsb-picker-list">
      {values.length > 0 && (
        <ol className="cmsb-picker-list__items" aria-label={label}>
          {values.map((entry, index) => (
            <ReferenceRow
              key={entry}
              kind={kind}
              value={entry}
              itemLabel={itemLabel}
              position={index + 1}
              onRemove={() => set(values.filter((_, at) => at !== index))}
              onMoveUp={index === 0 ? null : () => set(values.toSpliced(index - 1, 2, entry, ...values.slice(index - 1, index)))}
            />
          ))}
        </ol>
      )}
      <ReferencePicker
        id={id}
        label={values.length === 0 ? label : `Add to ${label.toLowerCase()}`}
        hint={hint}
        error={error}
        required={required}
        kind={kind}
        freeText={false}
        value=""
        onChange={(picked) => {
          if (picked !== '' && !values.includes(picked)) set([...values, picked]);
        }}
      />
    </div>
  );
}

interface ReferenceRowProps {
  kind: ReferenceKind;
  value: string;
  itemLabel: string;
  position: number;
  onRemove: () => void;
  onMoveUp: (() => void) | null;
}

function ReferenceRow({ kind, value, itemLabel, position, onRemove, onMoveUp }: ReferenceRowProps) {
  const held = useReferenceItem(kind, value, null);
  return (
    <li className="cmsb-picker__held" data-state={held.status}>
      {held.status === 'found' ? (
        <ReferenceOption item={held.item} />
      ) : (
        <span className={held.status === 'loading' ? 'cmsb-picker__note' : 'cmsb-picker__warning'}>
          {held.status === 'missing'
            ? missingReferenceText(kind, value)
            : held.status === 'error'
              ? `${value}. ${held.text}`
              : value}
        </span>
      )}
      <span className="cmsb-picker-list__actions">
        {onMoveUp && (
          <Button variant="link" aria-label={`Move ${itemLabel.toLowerCase()} ${position} up`} onClick={onMoveUp}>
            Move up
          </Button>
        )}
        <Button variant="link" aria-label={`Remove ${itemLabel.toLowerCase()} ${position}`} onClick={onRemove}>
          Remove
        </Button>
      </span>
    </li>
  );
}
