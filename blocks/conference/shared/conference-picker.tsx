import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from './staff-access.tsx';
import type { ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ConferenceSummary } from '#contracts/conference.ts';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { conferenceLabels } from './conference-labels.ts';
import { conferencesQueryOptions } from './query-options.ts';
import { useSelectedConference } from './selected-conference.ts';

export interface ConferenceChoice {
  conference: ConferenceSummary;
  /** The picker, for the tool to place where it fits. */
  picker: ReactNode;
}

/**
 * Loads the conferences, keeps the selected one (address, device, else the running or nearest
 * upcoming one) and hands the tool the selection with its picker. Every desk page offers the same
 * list, past conferences too (the report reads them, the list exports their tickets), so a
 * conference picked on one page is the one the next opens on. No conference: 'No active
 * conferences available.'
 */
export function WithSelectedConference({
  className,
  children,
}: {
  className?: string;
  children: (choice: ConferenceChoice) => ReactNode;
}) {
  const labels = useLabels(conferenceLabels);
  const api = useApiClient();
  const conferences = useQuery(conferencesQueryOptions(api, { all: true }));
  const list = conferences.data ?? [];
  const [selectedId, select] = useSelectedConference(list);

  if (conferences.isPending) return <Spinner label={labels.loading} />;
  if (conferences.isError) {
    return <LoadFailed onRetry={() => void conferences.refetch()} />;
  }
  const conference = list.find((item) => item.id === selectedId);
  if (!conference) return <Alert type="info">{labels.noConferences}</Alert>;
  const picker = (
    <SelectField
      className={className}
      label={labels.conference}
      value={conference.id}
      options={list.map((item) => ({ value: item.id, label: item.title }))}
      onChange={(event) => select(event.target.value)}
    />
  );
  return children({ conference, picker });
}
