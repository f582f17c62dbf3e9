import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { DATE_FORMATS, formatDate } from '@tenure/domain/dates';
import { dayjsFormatOf, localIsoDate } from './dates.ts';

describe('dayjsFormatOf', () => {
  it('makes the pickers show a date exactly as the pages do, in every tenant format', () => {
    for (const pattern of DATE_FORMATS) {
      expect(dayjs('2026-09-07').format(dayjsFormatOf(pattern))).toBe(formatDate('2026-09-07', pattern));
    }
  });
});

describe('localIsoDate', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it("gives the user's own day, not the UTC day, on both sides of UTC midnight", () => {
    // 12:30 UTC on 21 Nov is already 01:30 on 22 Nov in Auckland (UTC+13).
    process.env.TZ = 'Pacific/Auckland';
    expect(localIsoDate(new Date('2026-11-21T12:30:00Z'))).toBe('2026-11-22');
    // 02:00 UTC on 22 Nov is still 18:00 on 21 Nov in Los Angeles (UTC-8).
    process.env.TZ = 'America/Los_Angeles';
    expect(localIsoDate(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
  });

  it("is the user's today by default", () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:30:00Z') });
    process.env.TZ = 'Pacific/Auckland';
    expect(localIsoDate()).toBe('2026-11-22');
  });
});
