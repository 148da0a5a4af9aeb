import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartList } from '../../../../blocks/commerce/cart/parts/cart-list.tsx';
import { classifyFailure } from '#api/errors/api-error.ts';
import type { SaveOutcome } from '#api/use-save.ts';
import type { OrderItem } from '#contracts/commerce.ts';
import { cartOrder, ticketLine } from '../../../fixtures/commerce/cart-orders.ts';

/** A line of Lavender Essential Oil in the option `option`. */
function lavender(skuNumber: string, option: string, qty: number, price: number): OrderItem {
  const base = cartOrder().items[0]!;
  return {
    ...base,
    itemCode: skuNumber,
    skuNumber,
    name: 'Lavender Essential Oil',
    qty,
    price,
    sku: { ...base.sku, description: option },
  };
}

const twoOptions = cartOrder({ items: [lavender('LAV05', '5 mL', 2, 12.5), lavender('LAV15', '15 mL', 1, 29)] });

/** The cart's quantity save, answering every change with `status`. */
const answering = (status: 'saved' | 'error') =>
  vi.fn((): Promise<SaveOutcome<unknown>> =>
    Promise.resolve(status === 'saved' ? { status, data: null } : { status, failure: classifyFailure(new Error('refused')) }),
  );

describe('cart list', () => {
  it('names every control of a line after its product and its option', () => {
    render(<CartList order={twoOptions} editable onQuantity={answering('saved')} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 5 mL' })).toHaveValue('2');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 15 mL' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Remove Lavender Essential Oil, 5 mL' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Lavender Essential Oil, 15 mL' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Increase Quantity of Lavender Essential Oil, 15 mL' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decrease Quantity of Lavender Essential Oil, 5 mL' })).toBeVisible();
  });

  it("shows each line's total, price times quantity, in the store currency", () => {
    render(<CartList order={twoOptions} editable={false} />);
    const row = (sku: string) => within(document.querySelector<HTMLElement>(`[data-sku="${sku}"]`)!);
    expect(row('LAV05').getByText('Line total: $25.00')).toBeVisible();
    expect(row('LAV15').getByText('Line total: $29.00')).toBeVisible();
  });

  it('sets a quantity at each step, on Enter and on leaving the field; Remove sets 0', async () => {
    const user = userEvent.setup();
    const onQuantity = answering('saved');
    render(<CartList order={twoOptions} editable onQuantity={onQuantity} />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Lavender Essential Oil, 5 mL' }));
    expect(onQuantity).toHaveBeenLastCalledWith('LAV05', 3);

    const small = screen.getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 15 mL' });
    await user.clear(small);
    await user.type(small, '4{Enter}');
    expect(onQuantity).toHaveBeenLastCalledWith('LAV15', 4);
    await user.clear(small);
    await user.type(small, '6');
    await user.tab();
    expect(onQuantity).toHaveBeenLastCalledWith('LAV15', 6);

    await user.click(screen.getByRole('button', { name: 'Remove Lavender Essential Oil, 15 mL' }));
    expect(onQuantity).toHaveBeenLastCalledWith('LAV15', 0);
    expect(onQuantity).toHaveBeenCalledTimes(4);
  });

  it('refuses 0, more than the line maximum the server sent, and text, and sends nothing', async () => {
    const user = userEvent.setup();
    const onQuantity = answering('saved');
    const order = cartOrder({ items: [{ ...lavender('LAV05', '5 mL', 2, 12.5), maxQty: 3 }] });
    render(<CartList order={order} editable onQuantity={onQuantity} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 5 mL' });
    for (const [typed, message] of [
      ['0', 'Please enter a quantity from 1 to 3.'],
      ['4', 'Please enter a quantity from 1 to 3.'],
      ['abc', 'Please enter a whole number.'],
    ] as const) {
      await user.clear(quantity);
      await user.type(quantity, `${typed}{Enter}`);
      expect(screen.getByText(message)).toBeVisible();
    }
    await user.tab();
    expect(onQuantity).not.toHaveBeenCalled();

    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByRole('button', { name: 'Increase Quantity of Lavender Essential Oil, 5 mL' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("shows the server's new quantity in the field", () => {
    const { rerender } = render(<CartList order={twoOptions} editable onQuantity={answering('saved')} />);
    rerender(<CartList order={cartOrder({ items: [lavender('LAV05', '5 mL', 7, 12.5)] })} editable onQuantity={vi.fn()} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 5 mL' })).toHaveValue('7');
    expect(screen.getByText('Line total: $87.50')).toBeVisible();
  });

  it('shows a locked line as plain text with no Remove', () => {
    const order = cartOrder({ items: [{ ...lavender('LAV05', '5 mL', 1, 12.5), qtyIsLocked: true }] });
    render(<CartList order={order} editable onQuantity={answering('saved')} />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Quantity of Lavender Essential Oil, 5 mL:')).toBeInTheDocument();
    expect(screen.getByText('Line total: $12.50')).toBeVisible();
  });

  it("puts the server's quantity back in the field when the server refuses a change", async () => {
    const user = userEvent.setup();
    const onQuantity = answering('error');
    render(<CartList order={twoOptions} editable onQuantity={onQuantity} />);
    const small = screen.getByRole('spinbutton', { name: 'Quantity of Lavender Essential Oil, 15 mL' });
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Lavender Essential Oil, 15 mL' }));
    expect(onQuantity).toHaveBeenLastCalledWith('LAV15', 2);
    // The refusal leaves the line at 1: the field says so, not the 2 that was asked for.
    await waitFor(() => expect(small).toHaveValue('1'));

    await user.clear(small);
    await user.type(small, '5{Enter}');
    expect(onQuantity).toHaveBeenLastCalledWith('LAV15', 5);
    await waitFor(() => expect(small).toHaveValue('1'));
  });

  it('shows a ticket line’s quantity without a stepper, with Remove and a link to the ticket form', async () => {
    const user = userEvent.setup();
    const onQuantity = answering('saved');
    const order = cartOrder({ items: [ticketLine(), lavender('LAV05', '5 mL', 2, 12.5)] });
    render(<CartList order={order} editable onQuantity={onQuantity} />);
    const ticket = within(document.querySelector<HTMLElement>('[data-sku="SUM27-FULL"]')!);
    expect(ticket.queryByRole('spinbutton')).toBeNull();
    expect(ticket.queryByRole('button', { name: /Increase|Decrease/ })).toBeNull();
    expect(ticket.getByText('Quantity of Summit 2027 ticket, Full conference:')).toBeInTheDocument();
    expect(ticket.getByRole('link', { name: 'Add tickets and features on the ticket form' })).toHaveAttribute('href', '/conf');
    // Goods keep their stepper and no link.
    const goods = within(document.querySelector<HTMLElement>('[data-sku="LAV05"]')!);
    expect(goods.getByRole('spinbutton')).toHaveValue('2');
    expect(goods.queryByRole('link')).toBeNull();

    await user.click(ticket.getByRole('button', { name: 'Remove Summit 2027 ticket, Full conference' }));
    expect(onQuantity).toHaveBeenLastCalledWith('SUM27-FULL', 0);
  });

  it('shows a ticket line’s quantity as text, with no link, where the cart cannot be edited', () => {
    render(<CartList order={cartOrder({ items: [ticketLine()] })} editable={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
