import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-badge-print/index.ts';
import {
  isEmployeeBadge,
  missingBadgeFields,
  printedBadge,
} from '../../../../blocks/conference/conference-badge-print/badge-rules.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const BadgePrint = block.component;
const staff = { user: { id: '2001', username: 'staff' } };
const badge = (changes: Partial<Parameters<typeof isEmployeeBadge>[0]> = {}) => ({
  displayRcn: '',
  displayName: '',
  city: '',
  stateCountry: '',
  ...changes,
});

describe('badge rules', () => {
  it('an employee badge is one with RCN and state or country blank', () => {
    expect(isEmployeeBadge(badge({ displayName: 'Pat', city: 'Buyer' }))).toBe(true);
    expect(isEmployeeBadge(badge({ displayRcn: '  ', stateCountry: ' ' }))).toBe(true);
    expect(isEmployeeBadge(badge({ displayRcn: 'R1' }))).toBe(false);
    expect(isEmployeeBadge(badge({ stateCountry: 'Utah' }))).toBe(false);
  });

  it('needs a name and a city, and prints trimmed texts', () => {
    expect(missingBadgeFields(badge({ city: ' ' }))).toEqual(['displayName', 'city']);
    expect(missingBadgeFields(badge({ displayName: 'Pat', city: 'Provo' }))).toEqual([]);
    expect(printedBadge(badge({ displayName: ' Pat ', city: 'Provo ' }))).toEqual(badge({ displayName: 'Pat', city: 'Provo' }));
  });
});

function renderForm() {
  return renderIslands(
    <BadgePrint />,
    { 'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }) },
    staff,
  );
}

const sheet = () => document.body.querySelector('.cmsb-badge-sheet');

describe('conference-badge-print', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('marks the blank required fields and focuses the first, printing nothing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: /^City/ }), 'Provo');
    await userEvent.click(screen.getByRole('button', { name: 'Print badge' }));
    const name = screen.getByRole('textbox', { name: /^Name on Badge/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /^City/ })).not.toHaveAttribute('aria-invalid');
    expect(sheet()).toBeNull();
    expect(print).not.toHaveBeenCalled();
  });

  it('says when the badge is an employee badge and the city is the job title', async () => {
    renderForm();
    expect(await screen.findByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription('Job title for employee badges');
    expect(screen.getByText(/^Employee badge: RCN and State or Country are blank/)).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^RCN on Badge/ }), '12345');
    expect(screen.queryByText(/^Employee badge/)).toBeNull();
  });

  it('shows the print view, prints 1 s later and removes the view 1 s after that', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: /^RCN on Badge/ }), '12345');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name on Badge/ }), ' Pat ');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Provo');
    await userEvent.type(screen.getByRole('textbox', { name: /^State or Country/ }), 'Utah');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Print badge' }));
    const view = sheet();
    expect(view?.parentElement).toBe(document.body);
    expect(view?.querySelector('.cmsb-badge')?.textContent).toBe('Pat12345ProvoUtah');
    expect(document.documentElement).toHaveClass('cmsb-badge-printing');

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(print).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(print).toHaveBeenCalledTimes(1);
    expect(sheet()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Print badge' }));
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(sheet()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sheet()).toBeNull();
    expect(document.documentElement).not.toHaveClass('cmsb-badge-printing');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints an employee badge without RCN or state, the city as the job title', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name on Badge/ }), 'Sam');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Warehouse lead');
    await userEvent.click(screen.getByRole('button', { name: 'Print badge' }));
    const card = sheet()?.querySelector('.cmsb-badge');
    expect(card).toHaveAttribute('data-employee', 'true');
    expect(card?.querySelector('.cmsb-badge__rcn')).toBeNull();
    expect(card?.querySelector('.cmsb-badge__state')).toBeNull();
    expect(card?.querySelector('.cmsb-badge__city')).toHaveTextContent('Warehouse lead');
  });
});
