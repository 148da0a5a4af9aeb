import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-report/index.ts';
import { reportLabels } from '../../../../blocks/conference/conference-report/labels.ts';
import { reportPanels } from '../../../../blocks/conference/conference-report/report-panels.ts';
import type { ConferenceReport } from '#contracts/conference.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { reportConferences, reportFigures } from '../../../fixtures/conference/report.ts';

const Report = block.component;
const staff = { user: { id: '2001', username: 'staff' } };

// The unit tests read the empty-panel case from a report without features.
const figures: ConferenceReport = { ...reportFigures, subItems: {} };

describe('report panels', () => {
  it('labels the figures and derives hasValues for each keyed count', () => {
    const { figures: single, keyed } = reportPanels(figures, reportLabels.defaults, 'en-US');
    expect(single.map((f) => [f.label, f.value])).toEqual([
      ['Tickets', 1204],
      ['Checked in', 311],
      ['Party tickets', 87],
      ['Translation requested', 40],
      ['Hearing impaired', 3],
      ['Sign language', 2],
    ]);
    expect(keyed.map((p) => [p.key, p.hasValues, p.entries.length])).toEqual([
      ['subConferenceSkus', true, 2],
      ['subItems', false, 0],
      ['languageCounts', true, 2],
    ]);
    expect(keyed[0]!.entries[1]).toEqual({ key: 'CONF-DAY Day pass', label: 'CONF-DAY Day pass', count: 204 });
  });

  it('names the languages in the page locale, and shows a code Intl does not know (or cannot read) as it is', () => {
    const languages = (locale: string) =>
      reportPanels({ ...figures, languageCounts: { eng: 9, spa: 2, zzz: 1, 'e n': 1 } }, reportLabels.defaults, locale).keyed[2]!
        .entries;
    expect(languages('en-US').map((entry) => entry.label)).toEqual(['English', 'Spanish', 'zzz', 'e n']);
    expect(languages('es').map((entry) => entry.label)).toEqual(['inglés', 'español', 'zzz', 'e n']);
    expect(languages('en-US')[1]).toEqual({ key: 'spa', label: 'Spanish', count: 2 });
  });
});

function renderReport(report: (id: string) => { status?: number; data?: unknown } = () => ({ data: figures })) {
  return renderIslands(
    <Report />,
    {
      'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
      'GET /api/conference': () => ({ data: reportConferences }),
      'GET /api/conference-report/conf-1': () => report('conf-1'),
      'GET /api/conference-report/conf-0': () => report('conf-0'),
    },
    { ...staff, locale: 'de-DE' },
  );
}

const figure = (name: string) => document.querySelector(`[data-figure="${name}"] dd`)?.textContent;

describe('conference-report', () => {
  // The picked conference is remembered on the device: each test starts from the first.
  beforeEach(() => localStorage.clear());

  it('shows the figures in the host locale, and none for an empty keyed panel', async () => {
    const view = renderReport();
    await screen.findByRole('heading', { name: 'Report: Spring Convention' });
    await waitFor(() => expect(figure('ticketCount')).toBe('1.204'));
    expect(figure('checkedInCount')).toBe('311');
    const features = screen.getByRole('region', { name: 'Features' });
    expect(within(features).getByText('none')).toBeVisible();
    const types = screen.getByRole('table', { name: 'Tickets by ticket type' });
    expect(within(types).getByRole('row', { name: 'CONF-DAY Day pass 204' })).toBeVisible();
    const languages = screen.getByRole('table', { name: 'Languages' });
    expect(within(languages).getByRole('row', { name: 'Spanisch 40' })).toBeVisible();
    expect(view.calls('GET', '/api/conference').map((r) => r.search)).toEqual(['?all=1']);
  });

  it('reloads the report when another conference is picked, past ones included', async () => {
    const view = renderReport((id) => ({ data: id === 'conf-0' ? { ...figures, ticketCount: 950 } : figures }));
    await waitFor(() => expect(figure('ticketCount')).toBe('1.204'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Conference' }), 'conf-0');
    await screen.findByRole('heading', { name: 'Report: Autumn Summit 2025' });
    await waitFor(() => expect(figure('ticketCount')).toBe('950'));
    expect(view.calls('GET', '/api/conference-report/conf-0')).toHaveLength(1);
  });

  it('refreshes on request', async () => {
    let checkedIn = 311;
    const view = renderReport(() => ({ data: { ...figures, checkedInCount: checkedIn } }));
    await waitFor(() => expect(figure('checkedInCount')).toBe('311'));
    checkedIn = 312;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(figure('checkedInCount')).toBe('312'));
    expect(view.calls('GET', '/api/conference-report/conf-1')).toHaveLength(2);
  });

  it('shows the unknown error with a retry when the report fails', async () => {
    let fail = true;
    renderReport(() => (fail ? { status: 500 } : { data: figures }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An unknown error occured while making request.');
    // The page's error banner, but no one asked for the report just now: the focus stays where it was.
    expect(alert).toHaveClass('cmsb-error-banner');
    expect(alert).not.toHaveFocus();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('ticketCount')).toBe('1.204'));
  });
});
