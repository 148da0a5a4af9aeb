import type { ReactNode } from 'react';
import { Button } from './forms/button.tsx';
import { AUTOFOCUS_ATTRIBUTE } from './initial-focus.ts';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: the confirm button spins and neither button can be pressed twice. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be taken back (deleting, undoing a check-in). The confirm
 * button has the focus, so Enter answers the question the dialog asks: staff who pressed a key
 * to undo something press Enter to undo it, and Esc (or Cancel, first in reading order) keeps
 * things as they are.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button busy={busy} onClick={onConfirm} {...{ [AUTOFOCUS_ATTRIBUTE]: true }}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
