import type { SubmitEvent, ReactNode } from 'react';
import { useLabels } from '../../../../src/host/labels.ts';
import { Button } from '../../../../src/ui/forms/button.tsx';
import { useCart } from '../cart-context.tsx';
import type { EditingSection as Section } from '../cart-rules.ts';
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
  const { editing, setEditing, writes } = useCart();
  const labels = useLabels(cartLabels);
  const open = editing.includes(section);
  const saving = writes.patch.status === 'pending';

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    if (await onSave()) setEditing(section, false);
  };

  if (!open) {
    return (
      <div className="cmsb-cart-section" data-editing="false">
        {view}
        <Button
          variant="link"
          onClick={() => {
            onOpen?.();
            setEditing(section, true);
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
        <Button variant="secondary" disabled={saving} onClick={() => setEditing(section, false)}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}
