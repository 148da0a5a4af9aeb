import { useState, type SubmitEvent, type ReactNode } from 'react';
import { useLabels } from '../../../../src/host/labels.ts';
import { Button } from '../../../../src/ui/forms/button.tsx';
import { useCart } from '../cart-context.tsx';
import type { EditingSection as Section } from '../cart-state.ts';
import { cartLabels } from '../labels.ts';

/**
 * A summary section the shopper can open for editing. While open it counts as editing (which
 * blocks Place Order); Save runs `onSave` and closes only when it succeeded, so a failed save
 * keeps what was typed.
 */
export function EditingSection({
  section,
  view,
  form,
  onSave,
  onOpen,
}: {
  section: Section;
  view: ReactNode;
  form: ReactNode;
  onSave: () => Promise<boolean>;
  onOpen?: () => void;
}) {
  const { state, dispatch } = useCart();
  const labels = useLabels(cartLabels);
  const [saving, setSaving] = useState(false);
  const open = state.editing.includes(section);

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    setSaving(true);
    const ok = await onSave();
    setSaving(false);
    if (ok) dispatch({ type: 'stopEditing', section });
  };

  if (!open) {
    return (
      <div className="cmsb-cart-section" data-editing="false">
        {view}
        <Button
          variant="link"
          onClick={() => {
            onOpen?.();
            dispatch({ type: 'startEditing', section });
          }}
        >
          {labels.edit}
        </Button>
      </div>
    );
  }
  return (
    <form className="cmsb-cart-section" data-editing="true" onSubmit={(event) => void save(event)} noValidate>
      {form}
      <div className="cmsb-cart-actions">
        <Button type="submit" busy={saving}>
          {labels.save}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={() => dispatch({ type: 'stopEditing', section })}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}
