import * as v from 'valibot';
import { readStored, writeStored } from '#host/storage-keys.ts';

/** How many closed popups a device remembers: the oldest are forgotten first. */
export const MAX_CLOSED_POPUPS = 50;

const ClosedPopupsSchema = v.array(v.string());

/** The stored list (accounts spec 9: "Closed popups are stored on the device as a list"); anything else reads as none. */
export function closedPopupList(stored: unknown): string[] {
  const parsed = v.safeParse(ClosedPopupsSchema, stored);
  return parsed.success ? parsed.output : [];
}

/** The list with `popupId` added once, at the end, keeping the newest MAX_CLOSED_POPUPS. */
export function withClosedPopup(list: readonly string[], popupId: string): string[] {
  return [...list.filter((id) => id !== popupId), popupId].slice(-MAX_CLOSED_POPUPS);
}

/** Accounts spec 4: "a popup that was closed once is remembered on the device and is not shown again". */
export const wasClosed = (popupId: string) => closedPopupList(readStored('closedPopups')).includes(popupId);

export function rememberClosedPopup(popupId: string): void {
  writeStored('closedPopups', withClosedPopup(closedPopupList(readStored('closedPopups')), popupId));
}
