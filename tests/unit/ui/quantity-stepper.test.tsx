import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from '#ui/quantity-stepper.tsx';

/** The stepper with its text kept in state, as a form or a cart line keeps it. */
function Stepper({ initial = '1', ...props }: Partial<QuantityStepperProps> & { initial?: string }) {
  const [text, setText] = useState(initial);
  return <QuantityStepper label="Quantity" max={5} text={text} onTextChange={setText} {...props} />;
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease Quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase Quantity' });

describe('QuantityStepper', () => {
  it('is a labelled numeric spin button between − and + buttons named after it', () => {
    render(<Stepper initial="2" />);
    expect(field()).toHaveValue('2');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('aria-valuemin', '1');
    expect(field()).toHaveAttribute('aria-valuemax', '5');
    expect(field()).toHaveAttribute('aria-valuenow', '2');
    expect(minus()).toHaveAttribute('aria-controls', field().id);
    expect(plus()).toHaveAttribute('aria-controls', field().id);
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it("refuses 'abc' with an inline message and commits nothing", async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Stepper onCommit={onCommit} />);
    await user.clear(field());
    await user.type(field(), 'abc');
    expect(screen.getByText('Please enter a whole number.')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Please enter a whole number.');
    expect(field()).not.toHaveAttribute('aria-valuenow');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(field()).toHaveValue('abc');
  });

  it('steps with − and +, disabling − at the minimum and + at the maximum it is given', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Stepper initial="1" max={3} onCommit={onCommit} />);
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus());
    expect(field()).toHaveValue('1');
    expect(onCommit).not.toHaveBeenCalled();

    await user.click(plus());
    await user.click(plus());
    expect(field()).toHaveValue('3');
    expect(onCommit.mock.calls).toEqual([[2], [3]]);
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(minus()).not.toHaveAttribute('aria-disabled');
    await user.click(plus());
    expect(field()).toHaveValue('3');
    expect(onCommit).toHaveBeenCalledTimes(2);
    // note: aria-disabled, not disabled: the button keeps the focus it had when it reached the maximum.
    expect(plus()).toHaveFocus();
  });

  it('names the range of the maximum from its props for a number beyond it', async () => {
    const user = userEvent.setup();
    render(<Stepper max={12} />);
    await user.clear(field());
    await user.type(field(), '13');
    expect(screen.getByText('Please enter a quantity from 1 to 12.')).toBeVisible();
    await user.clear(field());
    await user.type(field(), '0');
    expect(screen.getByText('Please enter a quantity from 1 to 12.')).toBeVisible();
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus());
    expect(field()).toHaveValue('1');
    expect(screen.queryByText('Please enter a quantity from 1 to 12.')).toBeNull();
  });

  it('puts 1 back into an emptied field when it loses focus, and commits it', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Stepper initial="4" onCommit={onCommit} />);
    await user.clear(field());
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field()).toHaveValue('1');
    expect(onCommit).toHaveBeenCalledWith(1);
  });

  it('works from the keyboard: Tab through − field +, arrows step, Enter commits what was typed', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Stepper initial="2" onCommit={onCommit} />);
    await user.tab();
    expect(minus()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('1');
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(field()).toHaveValue('2');
    await user.keyboard('{Backspace}4{Enter}');
    expect(field()).toHaveValue('4');
    expect(onCommit.mock.calls).toEqual([[1], [2], [3], [2], [4]]);
    await user.tab();
    expect(plus()).toHaveFocus();
    await user.keyboard(' ');
    expect(field()).toHaveValue('5');
  });

  it('leaves Enter to the surrounding form when nothing listens for commits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Stepper />
      </form>,
    );
    await user.type(field(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a read-only quantity as plain text, named for screen readers', () => {
    render(<Stepper initial="3" readOnly hideLabel label="Quantity of Lavender Essential Oil, 5 mL" />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Quantity of Lavender Essential Oil, 5 mL:')).toHaveClass('cmsb-visually-hidden');
    expect(screen.getByText('3', { exact: false }).closest('[data-state]')).toHaveAttribute('data-state', 'read-only');
  });

  it('can keep its label for screen readers only', () => {
    render(<Stepper hideLabel label="Quantity of Lavender Essential Oil, 5 mL" />);
    expect(screen.getByText('Quantity of Lavender Essential Oil, 5 mL')).toHaveClass('cmsb-visually-hidden');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 5 mL' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Increase Quantity of Lavender Essential Oil, 5 mL' })).toBeVisible();
  });
});
