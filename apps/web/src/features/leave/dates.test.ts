import { describe, expect, it } from 'vitest';
import { dayCountRange, weekdayOf } from './dates.ts';

describe('leave dates', () => {
  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-11-21', 'en')).toBe('Saturday');
  });

  it('asks for a day count only once the dates make sense; a half day is its start date', () => {
    expect(dayCountRange('', '', 'Full Day')).toBeNull();
    expect(dayCountRange('2026-11-27', '', 'Full Day')).toBeNull();
    expect(dayCountRange('2026-11-27', '2026-11-26', 'Full Day')).toBeNull();
    expect(dayCountRange('2026-11-27', '2026-12-01', 'Full Day')).toEqual({
      startDate: '2026-11-27',
      endDate: '2026-12-01',
      dayType: 'Full Day',
    });
    expect(dayCountRange('2026-11-27', '2026-12-01', 'Half Day')).toEqual({
      startDate: '2026-11-27',
      endDate: '2026-11-27',
      dayType: 'Half Day',
    });
  });
});
