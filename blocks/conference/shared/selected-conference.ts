import { useEffect, useState } from 'react';
import { SELECTED_CONFERENCE_PARAM, type ConferenceSummary } from '#contracts/conference.ts';
import { readStored, writeStored } from '#host/storage-keys.ts';
import { localIsoDate } from './local-date.ts';

/**
 * The conference a desk page opens with when nothing names one: the running one (active and
 * started; the latest to start if several), else the nearest upcoming, else the latest past.
 * Active conferences come first: a past conference is offered, but opened only when picked.
 */
export function nearestConference(conferences: readonly ConferenceSummary[], today: string): ConferenceSummary | null {
  const active = conferences.filter((conference) => conference.active);
  const pool = active.length > 0 ? active : conferences;
  // note: startsOn is YYYY-MM-DD, so comparing the strings compares the dates
  const byStart = [...pool].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
  const running = byStart.filter((conference) => conference.active && conference.startsOn <= today).at(-1);
  return running ?? byStart.find((conference) => conference.startsOn >= today) ?? byStart.at(-1) ?? null;
}

const knownId = (conferences: readonly ConferenceSummary[], id: unknown): id is string =>
  typeof id === 'string' && conferences.some((conference) => conference.id === id);

/**
 * The conference a staff tool opens with (conference.md 4): the `selectedConferenceId` in the
 * address, else the one remembered on the device, else the nearest (see nearestConference); an
 * id that is not in the list is passed over.
 */
export function initialConferenceId(
  conferences: readonly ConferenceSummary[],
  search: string,
  stored: unknown,
  today: string,
): string | null {
  const fromAddress = new URLSearchParams(search).get(SELECTED_CONFERENCE_PARAM);
  if (knownId(conferences, fromAddress)) return fromAddress;
  if (knownId(conferences, stored)) return stored;
  return nearestConference(conferences, today)?.id ?? null;
}

/**
 * The selected conference of a tool, shared by every desk page on the device: a pick, or a
 * conference named in the address, is remembered, so the next desk page opens on it too.
 */
export function useSelectedConference(conferences: readonly ConferenceSummary[]): [string | null, (id: string) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected =
    chosen !== null && knownId(conferences, chosen)
      ? chosen
      : initialConferenceId(conferences, window.location.search, readStored('selectedConference'), localIsoDate(new Date()));
  const fromAddress = new URLSearchParams(window.location.search).get(SELECTED_CONFERENCE_PARAM);
  const addressed = chosen === null && selected !== null && selected === fromAddress ? selected : null;
  useEffect(() => {
    if (addressed !== null) writeStored('selectedConference', addressed);
  }, [addressed]);
  return [
    selected,
    (id: string) => {
      writeStored('selectedConference', id);
      setChosen(id);
    },
  ];
}
