import { useState } from 'react';
import { SELECTED_CONFERENCE_PARAM, type ConferenceSummary } from '../../../src/contracts/conference.ts';
import { readStored, writeStored } from '../../../src/host/storage-keys.ts';

/**
 * The conference a staff tool opens with (conference.md 4): the `selectedConferenceId` in the
 * address, else the one remembered on the device, else the first in the list; an id that is not
 * in the list is passed over.
 */
export function initialConferenceId(conferences: readonly ConferenceSummary[], search: string, stored: unknown): string | null {
  const known = (id: unknown): id is string => typeof id === 'string' && conferences.some((conference) => conference.id === id);
  const fromAddress = new URLSearchParams(search).get(SELECTED_CONFERENCE_PARAM);
  if (known(fromAddress)) return fromAddress;
  if (known(stored)) return stored;
  return conferences[0]?.id ?? null;
}

/** The selected conference of a tool, remembered on the device whenever staff pick another. */
export function useSelectedConference(conferences: readonly ConferenceSummary[]): [string | null, (id: string) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected =
    chosen !== null && conferences.some((conference) => conference.id === chosen)
      ? chosen
      : initialConferenceId(conferences, window.location.search, readStored('selectedConference'));
  return [
    selected,
    (id: string) => {
      writeStored('selectedConference', id);
      setChosen(id);
    },
  ];
}
