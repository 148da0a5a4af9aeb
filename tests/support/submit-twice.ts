import { act, fireEvent } from '@testing-library/react';

/**
 * Submits the button's form twice in one task, before React can re-render the button busy: a
 * double press on a slow device. Only the form's own guard can stop the second send, so a test
 * that then waits for the first request and counts one shows that guard works.
 */
export function submitTwice(button: HTMLElement): void {
  const form = button.closest('form');
  if (!form) throw new Error('The button is in no form.');
  act(() => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
}
