import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defaultPageConfig } from '#host/config.ts';
import { HostProvider } from '#host/host-context.tsx';
import { Alert, alertRole } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('a %s alert has role=%s', (type, role) => {
    expect(alertRole(type)).toBe(role);
    render(<Alert type={type}>Message</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
    expect(screen.getByRole(role)).toHaveClass(`cmsb-alert--${type}`);
  });

  it('shows a close button only when onClose is given', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(<Alert type="info">Note</Alert>);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    rerender(
      <Alert type="info" title="Heads up" onClose={onClose}>
        Note
      </Alert>,
    );
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorBanner', () => {
  it('shows the spec texts around the message as an alert', () => {
    render(<ErrorBanner message="Card declined" onClose={() => {}} />);
    const banner = screen.getByRole('alert');
    const paragraphs = [...banner.querySelectorAll('.cmsb-alert__content > *')].map((el) => el.textContent);
    expect(paragraphs).toEqual([
      'The following error occurred:',
      'Card declined',
      'If the issue persists, please contact customer support.',
    ]);
  });

  it('takes focus when it appears and again when its message changes, without joining the tab order', () => {
    const { rerender } = render(
      <>
        <button type="button">Place Order</button>
        <ErrorBanner message="Your card was declined." onClose={() => {}} />
      </>,
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveFocus();
    expect(banner).toHaveAttribute('tabindex', '-1');
    screen.getByRole('button', { name: 'Place Order' }).focus();
    rerender(
      <>
        <button type="button">Place Order</button>
        <ErrorBanner message="Your card was declined." onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveFocus();
    rerender(
      <>
        <button type="button">Place Order</button>
        <ErrorBanner message="Your card could not be authenticated." onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('closes with an X named Close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ErrorBanner message="Card declined" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to where it was when closed, not to the page', async () => {
    const user = userEvent.setup();
    function Form() {
      const [failed, setFailed] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFailed(true);
          }}
        >
          <input aria-label="Email" />
          {failed && <ErrorBanner message="Could not send." onClose={() => setFailed(false)} />}
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat{Enter}');
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('takes its texts from host labels', () => {
    render(
      <HostProvider
        config={{
          ...defaultPageConfig,
          labels: { 'ui.errorBannerIntro': 'Es ist ein Fehler aufgetreten:', 'ui.close': 'Schließen' },
        }}
      >
        <ErrorBanner message="Karte abgelehnt" onClose={() => {}} />
      </HostProvider>,
    );
    expect(screen.getByText('Es ist ein Fehler aufgetreten:')).toBeInTheDocument();
    expect(screen.getByText('If the issue persists, please contact customer support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
