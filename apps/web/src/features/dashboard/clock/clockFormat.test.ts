import { describe, expect, it } from 'vitest';
import { formatClockTime, splitMinutes } from './clockFormat.ts';

describe('clock times', () => {
  it("shows the time in the employee's time zone, not the browser's", () => {
    expect(formatClockTime('2026-03-02T03:35:00Z', 'Asia/Kolkata', 'en')).toBe('09:05');
    expect(formatClockTime('2026-03-02T03:35:00Z', 'America/New_York', 'en')).toBe('22:35');
  });

  it('keeps Latin digits in every language (Marathi would default to Devanagari digits)', () => {
    expect(formatClockTime('2026-03-02T03:35:00Z', 'Asia/Kolkata', 'mr')).toBe('09:05');
    expect(formatClockTime('2026-03-02T03:35:00Z', 'Asia/Kolkata', 'ru')).toBe('09:05');
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(125)).toEqual({ hours: 2, minutes: 5 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
