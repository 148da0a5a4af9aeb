import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Modal } from '#ui/modal.tsx';

// jsdom has no HTMLDialogElement.showModal/close: these tests run the component's own fallback
// (the `open` attribute and focus moved by hand). One test adds a minimal showModal to check
// that the native path is taken when it exists.

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal
        open={open}
        title="Ticket details"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Save</button>}
      >
        <p>Body text</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is closed and shows nothing until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
  });

  it('opens as a dialog labelled by its title, with body and footer, and takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));

    const dialog = screen.getByRole('dialog', { name: 'Ticket details' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Ticket details' }).id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  describe('focus on opening', () => {
    const openWith = async (body: ReactNode, footer?: ReactNode) => {
      function Opener() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
            <Modal open={open} title="Dialog" onClose={() => setOpen(false)} footer={footer}>
              {body}
            </Modal>
          </>
        );
      }
      render(<Opener />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    };

    it('goes to the first field, not to Close, so typing at once is kept', async () => {
      await openWith(
        <>
          <p>Pick a code.</p>
          <input type="hidden" name="token" />
          <label>
            Coupon code <input />
          </label>
          <label>
            Note <textarea />
          </label>
        </>,
        <button type="button">Save</button>,
      );
      expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus();
    });

    it('passes over disabled and read-only fields', async () => {
      await openWith(
        <>
          <label>
            Locked <input disabled />
          </label>
          <label>
            Shown <input readOnly />
          </label>
          <label>
            Size <select>{[<option key="s">S</option>]}</select>
          </label>
        </>,
      );
      expect(screen.getByRole('combobox', { name: 'Size' })).toHaveFocus();
    });

    it('goes to what the content marks data-autofocus', async () => {
      await openWith(
        <>
          <label>
            Name <input />
          </label>
          <button type="button" data-autofocus>
            Start
          </button>
        </>,
      );
      expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    });

    it("without a field or a data-autofocus mark, goes to the footer's first button", async () => {
      await openWith(
        <p>Delete this ticket?</p>,
        <>
          <button type="button">Keep it</button>
          <button type="button">Delete</button>
        </>,
      );
      expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    });

    it('without a field or a footer, stays in the dialog', async () => {
      await openWith(<p>Only words.</p>);
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus();
    });
  });

  it('closes with the Close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves closing to the parent: without a new `open` it stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Stays" onClose={onClose}>
        x
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Stays' })).toHaveAttribute('open');
  });

  it('returns focus when it unmounts while open', async () => {
    const user = userEvent.setup();
    function Unmounting() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Open
          </button>
          {shown && (
            <Modal open title="Gone soon" onClose={() => {}}>
              <button type="button" onClick={() => setShown(false)}>
                Remove
              </button>
            </Modal>
          )}
        </>
      );
    }
    render(<Unmounting />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  describe('where showModal exists', () => {
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    beforeEach(() => {
      proto.showModal = vi.fn(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      });
      proto.close = vi.fn(function (this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      });
    });
    afterEach(() => {
      delete proto.showModal;
      delete proto.close;
    });

    it('opens with showModal() and closes with close(), calling onClose once', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness onClose={onClose} />);
      await user.click(screen.getByRole('button', { name: 'Open details' }));
      expect(proto.showModal).toHaveBeenCalledTimes(1);

      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(proto.close).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
    });

    it('tells the parent when the browser closes it by itself', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness onClose={onClose} />);
      await user.click(screen.getByRole('button', { name: 'Open details' }));
      const dialog = screen.getByRole('dialog');
      act(() => HTMLDialogElement.prototype.close.call(dialog));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
