import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TrackingIdSchema, validateTrackingId } from '#validation/index.ts';

describe('validateTrackingId', () => {
  it.each(['', '   '])('refuses %j', (id) => {
    expect(validateTrackingId(id)).toBe('Tracking ID field cannot be empty.');
  });

  it('accepts a tracking id', () => {
    expect(validateTrackingId('UA-12345-1')).toBeNull();
  });

  it('outputs the trimmed id from the schema', () => {
    expect(v.parse(TrackingIdSchema, '  G-ABC123 ')).toBe('G-ABC123');
    expect(v.safeParse(TrackingIdSchema, ' ').issues?.[0]?.message).toBe('Tracking ID field cannot be empty.');
  });
});
