import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { DATE_FORMATS, formatDate } from '@tenure/domain/dates';
import { dayjsFormatOf, localIsoDate, useFormatDate, useFormatNumber } from './dates.ts';
import { changeLanguage, initI18n } from './i18n/index.ts';

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

describe("dates and numbers in the reader's language", () => {
  beforeAll(initI18n);
  afterEach(() => act(() => changeLanguage('en')));

  it('keeps the tenant pattern and names the month in the chosen language, re-rendering on a switch', async () => {
    const { result } = renderHook(() => ({ dates: useFormatDate(), number: useFormatNumber() }));
    expect(result.current.dates.formatDate('2026-09-07')).toBe('07 Sep 2026');
    expect(result.current.number(1234.5)).toBe('1,234.5');

    await act(() => changeLanguage('ru'));
    expect(result.current.dates.formatDate('2026-09-07')).toBe('07 сент. 2026');
    expect(result.current.dates.formatDateRange('2026-11-27', '2026-12-01')).toBe('27 нояб. 2026 – 01 дек. 2026');
    expect(result.current.number(1234.5)).toBe('1\u00a0234,5');

    await act(() => changeLanguage('pt'));
    expect(result.current.dates.formatDate('2026-09-07')).toBe('07 set. 2026');
    expect(result.current.number(1234.5)).toBe('1.234,5');
  });

  it('groups Indian style in Hindi and Marathi, with Latin digits in both', async () => {
    const { result } = renderHook(() => useFormatNumber());
    await act(() => changeLanguage('hi'));
    expect(result.current(1234567.5)).toBe('12,34,567.5');
    await act(() => changeLanguage('mr'));
    expect(result.current(1234567.5)).toBe('12,34,567.5');
  });
});
