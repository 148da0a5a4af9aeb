import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskingConfirmDialog } from '../../support/asking-confirm-dialog.tsx';

async function openDialog({ onConfirm = () => {}, onCancel = () => {} }: { onConfirm?: () => void; onCancel?: () => void } = {}) {
  const user = userEvent.setup();
  render(
    <AskingConfirmDialog
      opener="Delete ticket"
      title="Delete ticket?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>The ticket of Ada will be deleted.</p>
    </AskingConfirmDialog>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete ticket' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Delete ticket?' }) };
}

describe('ConfirmDialog', () => {
  it('opens with the focus on its confirm button, not on Close or Cancel', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('keeps Cancel first in reading order', async () => {
    const { dialog } = await openDialog();
    const footer = dialog.querySelector<HTMLElement>('.cmsb-modal__footer')!;
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
  });

  it('confirms with Enter at once, and gives the focus back to what opened it', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = await openDialog({ onConfirm, onCancel });
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete ticket' })).toHaveFocus();
  });

  it('cancels with Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = await openDialog({ onConfirm, onCancel });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
