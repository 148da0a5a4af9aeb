import { localIsoDate } from '../../../../blocks/conference/shared/local-date.ts';
import { initialConferenceId, nearestConference } from '../../../../blocks/conference/shared/selected-conference.ts';
import type { ConferenceSummary } from '#contracts/conference.ts';

const conference = (id: string, startsOn: string, active = true): ConferenceSummary => ({ id, title: id, active, startsOn });

const past = conference('summit-2025', '2025-05-14', false);
const summit = conference('summit-2027', '2027-05-12');
const retreat = conference('retreat-2027', '2027-09-20');
const nearest = (list: ConferenceSummary[], today: string) => nearestConference(list, today)?.id;

describe('the conference a desk page opens with', () => {
  it('is the nearest upcoming one, not the first listed (the report lists past ones first)', () => {
    expect(nearest([past, summit, retreat], '2026-11-27')).toBe('summit-2027');
    expect(nearest([retreat, summit], '2026-11-27')).toBe('summit-2027');
  });

  it('is the running one while a conference has started and is still active', () => {
    expect(nearest([past, summit, retreat], '2027-05-12')).toBe('summit-2027');
    expect(nearest([past, summit, retreat], '2027-06-01')).toBe('summit-2027');
    // Two running: the one that started last.
    expect(nearest([past, summit, retreat], '2027-09-21')).toBe('retreat-2027');
  });

  it('passes over an inactive conference that starts sooner', () => {
    expect(nearest([conference('draft', '2027-01-10', false), summit], '2026-11-27')).toBe('summit-2027');
  });

  it('is the latest past one when none is active, and none in an empty list', () => {
    expect(nearest([conference('summit-2024', '2024-05-01', false), past], '2026-11-27')).toBe('summit-2025');
    expect(nearestConference([], '2026-11-27')).toBeNull();
  });

  it('comes from the address, then the device, then the nearest; unknown ids are passed over', () => {
    const list = [past, summit, retreat];
    const today = '2026-11-27';
    expect(initialConferenceId(list, '?selectedConferenceId=summit-2025', 'retreat-2027', today)).toBe('summit-2025');
    expect(initialConferenceId(list, '?selectedConferenceId=gone', 'retreat-2027', today)).toBe('retreat-2027');
    expect(initialConferenceId(list, '', 'gone', today)).toBe('summit-2027');
    expect(initialConferenceId(list, '', 42, today)).toBe('summit-2027');
  });

  it("reads today in the desk's own time zone", () => {
    expect(localIsoDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
