import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useBaseStyles } from './use-base-styles.ts';
import { classNames } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import { focusFirstField } from './initial-focus.ts';
import modalCss from './modal.css?inline';
import { useStyles } from './use-styles.ts';

export interface ModalProps {
  open: boolean;
  /** The dialog's heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** Called when the visitor asks to close (close button, Escape); the parent sets `open` to false. */
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the page behind is inert, focus stays
 * inside, and when it closes focus goes back to what had it before. It opens with focus on its
 * first field (or the element marked `data-autofocus`, as a confirmation marks its confirm
 * button), else on the footer's first button, else on Close. Where `showModal` is missing (old
 * browsers, jsdom) it falls back to the `open` attribute.
 */
export function Modal({ open, title, onClose, children, footer, className }: ModalProps) {
  useBaseStyles();
  useStyles(modalCss);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  // note: synced in a layout effect, before the one below, so a `close` event fired by our own
  // close() already sees the new `open`
  useLayoutEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  const returnFocusRef = useRef<Element | null>(null);

  // note: focus goes back in the effect body, not in a cleanup: cleanups run while React commits,
  // and React then puts focus back on whatever had it before the commit (the dialog itself)
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open) return;
      returnFocusRef.current = dialog.ownerDocument.activeElement;
      openDialog(dialog);
    } else if (dialog.open || returnFocusRef.current) {
      closeDialog(dialog);
      restoreFocus(dialog, returnFocusRef.current);
      returnFocusRef.current = null;
    }
  }, [open]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (!dialog || !returnFocusRef.current) return;
      closeDialog(dialog);
      restoreFocus(dialog, returnFocusRef.current);
      returnFocusRef.current = null;
    };
  }, []);

  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    onCloseRef.current();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) requestClose(event);
  };

  // The browser may close the dialog itself (a repeated Escape, a form with method="dialog"):
  // tell the parent so `open` follows.
  const onNativeClose = () => {
    if (openRef.current) onCloseRef.current();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab from the dialog's own controls bubbles here to keep focus inside
    <dialog
      ref={dialogRef}
      className={classNames('cmsb-modal', className)}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={requestClose}
      onClose={onNativeClose}
    >
      {open && (
        <>
          <div className="cmsb-modal__header">
            <h2 className="cmsb-modal__title" id={titleId}>
              {title}
            </h2>
            <CloseButton onClick={() => onCloseRef.current()} />
          </div>
          <div className="cmsb-modal__body">{children}</div>
          {footer != null && <div className="cmsb-modal__footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}

function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') {
    try {
      dialog.showModal();
    } catch {
      dialog.setAttribute('open', '');
    }
  } else {
    dialog.setAttribute('open', '');
  }
  // note: showModal() focuses the first focusable element, which is Close in the header: typing
  // at once would be lost
  if (focusFirstField(dialog)) return;
  const footerButton = dialog.querySelector<HTMLElement>('.cmsb-modal__footer button:not([disabled])');
  if (footerButton) footerButton.focus();
  else if (!dialog.contains(dialog.ownerDocument.activeElement)) dialog.focus();
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

function restoreFocus(dialog: HTMLDialogElement, previous: Element | null): void {
  const active = dialog.ownerDocument.activeElement;
  const focusWasInside = active === null || active === dialog.ownerDocument.body || dialog.contains(active);
  if (focusWasInside && previous instanceof HTMLElement && previous.isConnected) previous.focus();
}
