import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('relativeTime (the bell)', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime('2026-11-21T11:59:30Z', now, 'en', 'dd MMM yyyy')).toBe('now');
    expect(relativeTime('2026-11-21T11:55:00Z', now, 'en', 'dd MMM yyyy')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T09:00:00Z', now, 'en', 'dd MMM yyyy')).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T11:00:00Z', now, 'en', 'dd MMM yyyy')).toBe('yesterday');
  });

  it('shows the date of anything a week old or older', () => {
    expect(relativeTime('2026-11-10T08:00:00Z', now, 'en', 'dd MMM yyyy')).toBe('10 Nov 2026');
    // In the tenant's format and with its month names: "Sep", never Intl's en-GB "Sept".
    expect(relativeTime('2026-09-07T08:00:00Z', now, 'en', 'dd MMM yyyy')).toBe('07 Sep 2026');
    expect(relativeTime('2026-09-07T08:00:00Z', now, 'en', 'MM/dd/yyyy')).toBe('09/07/2026');
  });

  it("speaks the reader's language, with Latin digits", () => {
    expect(relativeTime('2026-11-21T09:00:00Z', now, 'ru', 'dd MMM yyyy')).toBe('3 часа назад');
    expect(relativeTime('2026-11-21T09:00:00Z', now, 'mr', 'dd MMM yyyy')).toMatch(/^3 /);
    expect(relativeTime('2026-09-07T08:00:00Z', now, 'pt', 'dd MMM yyyy')).toBe('07 set. 2026');
  });
});
