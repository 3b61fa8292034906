import { describe, expect, it } from 'vitest';
import { breakEnd, exclusionEnd } from './block-end';

describe('block end dates', () => {
  const now = new Date('2026-08-31T10:00:00.000Z');

  it('adds the break length in milliseconds', () => {
    expect(breakEnd('SIX_WEEKS', now).toISOString()).toBe('2026-10-12T10:00:00.000Z');
  });

  it('adds calendar months in UTC, clamping to the end of a shorter month', () => {
    expect(exclusionEnd('SIX_MONTHS', now)?.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(exclusionEnd('FIVE_YEARS', now)?.toISOString()).toBe('2031-08-31T10:00:00.000Z');
    expect(exclusionEnd('PERMANENT', now)).toBeNull();
  });
});
