import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import block from '../../../../blocks/site/return-to-top/index.ts';
import { isPastThreshold } from '../../../../blocks/site/return-to-top/scroll.ts';
import { HostProvider } from '#host/host-context.tsx';
import { defaultPageConfig } from '#host/config.ts';

const ReturnToTop = block.component;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('return-to-top', () => {
  it('shows from the threshold on', () => {
    expect(isPastThreshold(399, 400)).toBe(false);
    expect(isPastThreshold(400, 400)).toBe(true);
  });

  it('stays hidden until the visitor scrolls past the threshold, then scrolls back up', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <>
        <a href="#top">First link</a>
        <ReturnToTop threshold={400} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Return to top' })).toBeNull();
    scrollTo(500);
    await userEvent.click(screen.getByRole('button', { name: 'Return to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
  });

  it('passes over a control that takes no focus (a menu button not shown at this width) to the next one', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <>
        <button type="button">Menu</button>
        <a href="#top">First link</a>
        <ReturnToTop threshold={400} />
      </>,
    );
    // jsdom lays nothing out: the unshown button is one whose focus() does nothing, as in a browser.
    vi.spyOn(screen.getByRole('button', { name: 'Menu' }), 'focus').mockImplementation(() => undefined);
    scrollTo(500);
    await userEvent.click(screen.getByRole('button', { name: 'Return to top' }));
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
  });

  it('takes its label from the page config', () => {
    scrollTo(500);
    render(
      <HostProvider config={{ ...defaultPageConfig, labels: { 'returnToTop.button': 'Back up' } }}>
        <ReturnToTop threshold={0} />
      </HostProvider>,
    );
    expect(screen.getByRole('button', { name: 'Back up' })).toBeVisible();
  });

  it('refuses negative or fractional thresholds and unknown props', () => {
    const schema = block.props['~standard'];
    expect(schema.validate({ threshold: -1 })).toHaveProperty('issues');
    expect(schema.validate({ threshold: 1.5 })).toHaveProperty('issues');
    expect(schema.validate({ color: 'red' })).toHaveProperty('issues');
    expect(schema.validate({})).toMatchObject({ value: { threshold: 400 } });
    expect(schema.validate({})).not.toHaveProperty('issues');
  });
});
