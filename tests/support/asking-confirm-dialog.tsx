import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '#ui/confirm-dialog.tsx';

export type AskingConfirmDialogProps = Omit<ConfirmDialogProps, 'open'> & {
  /** The text of the button that opens the dialog. */
  opener: string;
};

/** A confirmation behind the button that asks for it, as the ticket list and the desk use one; either answer closes it. */
export function AskingConfirmDialog({ opener, onConfirm, onCancel, ...props }: AskingConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {opener}
      </button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}
