import * as v from 'valibot';
import { TRACKING_ID_MESSAGE } from './messages.ts';
import { isFilled } from './required.ts';
import { fromValidator } from './schema.ts';

export function validateTrackingId(value: string): string | null {
  return isFilled(value) ? null : TRACKING_ID_MESSAGE;
}

/** Outputs the trimmed ID, which is what gets saved. */
export const TrackingIdSchema = v.pipe(v.string(), fromValidator(validateTrackingId), v.trim());
