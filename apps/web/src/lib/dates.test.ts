import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DATE_FORMATS, formatDate } from '@tenure/domain/dates';
import { dayjsFormatOf } from './dates.ts';

describe('dayjsFormatOf', () => {
  it('makes the pickers show a date exactly as the pages do, in every tenant format', () => {
    for (const pattern of DATE_FORMATS) {
      expect(dayjs('2026-09-07').format(dayjsFormatOf(pattern))).toBe(formatDate('2026-09-07', pattern));
    }
  });
});
