import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';

describe('Button', () => {
  it('is a primary type=button by default and clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick}>
        Add to Cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('cmsb-button', 'cmsb-button--primary');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a variant and an explicit type', () => {
    render(
      <Button variant="link" type="submit">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('cmsb-button--link');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('while busy is disabled, aria-busy, shows a spinner and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Place Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.cmsb-spinner')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Place Order</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('.cmsb-spinner')).toBeNull();
  });
});

describe('Spinner', () => {
  it('is a status named by a visually hidden default label', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading…')).toHaveClass('cmsb-visually-hidden');
  });

  it('takes a label, and a decorative one is hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Spinner label="Loading tickets" />
        <Spinner decorative />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tickets');
    expect(container.querySelectorAll('.cmsb-spinner')[1]).toHaveAttribute('aria-hidden', 'true');
  });
});
