import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';

/** A button that shows a message which takes the focus as it appears, and a field that takes it after. */
function Confirm({ takeOver }: { takeOver: boolean }) {
  const [done, setDone] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDone(true);
          if (takeOver) focusAfterRender(() => field.current?.focus());
        }}
      >
        Send
      </button>
      {done && <Message />}
      {done && <input ref={field} aria-label="Next" />}
    </>
  );
}

function Message() {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1}>
      Sent
    </p>
  );
}

describe('useFocusAfterRender', () => {
  it("focuses what the render it asked for put on the page, after that render's layout effects", async () => {
    render(<Confirm takeOver />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Next' })).toHaveFocus();
  });

  it('leaves the focus where those layout effects put it when not asked', async () => {
    render(<Confirm takeOver={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent')).toHaveFocus();
  });
});
