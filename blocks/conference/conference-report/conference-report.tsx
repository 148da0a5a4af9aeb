import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ConferenceReport as Report, ConferenceSummary } from '#contracts/conference.ts';
import { formatNumber } from '#format/index.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { WithSelectedConference } from '../shared/conference-picker.tsx';
import { reportQueryOptions } from '../shared/query-options.ts';
import { StaffOnly, LoadFailed, sessionEnded, useLeaveIfSignedOut } from '../shared/staff-access.tsx';
import { reportLabels, type ReportLabels } from './labels.ts';
import { reportPanels, type KeyedPanel } from './report-panels.ts';
import css from './report.css?inline';

/** The conference report (/conference-report): a picker over every conference, then its figures. */
export function ConferenceReport() {
  useStyles(css);
  return (
    <div className="cmsb-report">
      <StaffOnly>
        {() => (
          <WithSelectedConference className="cmsb-report__picker">
            {({ conference, picker }) => <ReportView conference={conference} picker={picker} />}
          </WithSelectedConference>
        )}
      </StaffOnly>
    </div>
  );
}

function ReportView({ conference, picker }: { conference: ConferenceSummary; picker: ReactNode }) {
  const labels = useLabels(reportLabels);
  const shared = useLabels(conferenceLabels);
  const api = useApiClient();
  const report = useQuery(reportQueryOptions(api, conference.id));
  const { error } = report;
  useLeaveIfSignedOut(error);
  const state = report.isPending || sessionEnded(error) ? 'loading' : report.isError ? 'error' : 'ready';

  return (
    <div className="cmsb-report__view" data-state={state}>
      <div className="cmsb-report__top">
        {picker}
        <Button
          variant="secondary"
          busy={report.isFetching && state !== 'loading'}
          disabled={state === 'loading'}
          onClick={() => void report.refetch()}
        >
          {labels.refresh}
        </Button>
      </div>
      <h2 className="cmsb-report__heading">{fillLabel(labels.heading, { title: conference.title })}</h2>
      {state === 'loading' && <Spinner label={shared.loading} />}
      {state === 'error' && <LoadFailed onRetry={() => void report.refetch()} />}
      {report.data && state === 'ready' && <Figures report={report.data} />}
    </div>
  );
}

function Figures({ report }: { report: Report }) {
  const labels = useLabels(reportLabels);
  const { locale } = useHostConfig();
  const number = (value: number) => formatNumber(value, { locale, fractionDigits: 0 });
  const { figures, keyed } = reportPanels(report, labels, locale);
  const summaryId = useId();
  return (
    <div className="cmsb-report__panels">
      <section className="cmsb-report__panel" aria-labelledby={summaryId}>
        <h3 id={summaryId} className="cmsb-report__title">
          {labels.figures}
        </h3>
        <dl className="cmsb-report__figures">
          {figures.map((figure) => (
            <div key={figure.key} className="cmsb-report__figure" data-figure={figure.key}>
              <dt>{figure.label}</dt>
              <dd>{number(figure.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {keyed.map((panel) => (
        <Keyed key={panel.key} panel={panel} number={number} labels={labels} />
      ))}
    </div>
  );
}

function Keyed({ panel, number, labels }: { panel: KeyedPanel; number: (value: number) => string; labels: ReportLabels }) {
  const titleId = useId();
  return (
    <section className="cmsb-report__panel" aria-labelledby={titleId} data-panel={panel.key} data-has-values={panel.hasValues}>
      <h3 id={titleId} className="cmsb-report__title">
        {panel.label}
      </h3>
      {panel.hasValues ? (
        <table className="cmsb-report__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{labels.item}</th>
              <th scope="col">{labels.count}</th>
            </tr>
          </thead>
          <tbody>
            {panel.entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">{entry.label}</th>
                <td>{number(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="cmsb-report__none">{labels.none}</p>
      )}
    </section>
  );
}
