import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  dateFormat,
  formatDate,
  formatDateRange,
  parseDate,
  shortMonthNames,
} from './format.ts';

describe('formatDate', () => {
  it('shows a date in the default tenant format with the short month "Sep", not Intl\'s "Sept"', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('dd MMM yyyy');
    expect(formatDate('2026-09-07')).toBe('07 Sep 2026');
    expect(formatDate('2026-01-31', 'dd MMM yyyy')).toBe('31 Jan 2026');
    expect(formatDate('2026-12-01', 'dd MMM yyyy')).toBe('01 Dec 2026');
  });

  it.each([
    ['dd MMM yyyy', '05 Mar 2019'],
    ['dd/MM/yyyy', '05/03/2019'],
    ['MM/dd/yyyy', '03/05/2019'],
    ['yyyy-MM-dd', '2019-03-05'],
  ])('formats in %s', (pattern, expected) => {
    expect(formatDate('2019-03-05', pattern)).toBe(expected);
  });

  it('keeps a date-only value on its calendar day in every time zone', () => {
    expect(formatDate('2026-09-07', 'dd MMM yyyy', 'America/Los_Angeles')).toBe('07 Sep 2026');
    expect(formatDate('2026-09-07', 'dd MMM yyyy', 'Asia/Kolkata')).toBe('07 Sep 2026');
  });

  it('shows a timestamp on its day in the given time zone', () => {
    expect(formatDate('2026-09-07T20:30:00Z', 'dd MMM yyyy', 'UTC')).toBe('07 Sep 2026');
    expect(formatDate('2026-09-07T20:30:00Z', 'dd MMM yyyy', 'Asia/Kolkata')).toBe('08 Sep 2026');
    expect(formatDate(new Date('2026-02-28T23:00:00Z'), 'dd/MM/yyyy', 'UTC')).toBe('28/02/2026');
  });

  it.each([
    ['ru', '07 сент. 2026', '31 мая 2026'],
    ['pt', '07 set. 2026', '31 mai. 2026'],
    ['hi', '07 सित॰ 2026', '31 मई 2026'],
    ['mr', '07 सप्टें 2026', '31 मे 2026'],
  ])(
    "names the month in the reader's language (%s) and keeps the tenant's pattern and Latin digits",
    (locale, sep, may) => {
      expect(formatDate('2026-09-07', 'dd MMM yyyy', undefined, `${locale}-u-nu-latn`)).toBe(sep);
      expect(formatDate('2026-05-31', 'dd MMM yyyy', undefined, locale)).toBe(may);
    },
  );

  it('keeps the English month names for English readers and numeric patterns for everyone', () => {
    expect(formatDate('2026-09-07', 'dd MMM yyyy', undefined, 'en-u-nu-latn')).toBe('07 Sep 2026');
    expect(shortMonthNames('en')).toHaveLength(12);
    expect(formatDate('2026-09-07', 'dd/MM/yyyy', undefined, 'ru')).toBe('07/09/2026');
    expect(formatDateRange('2026-11-27', '2026-12-01', 'dd MMM yyyy', 'pt')).toBe('27 nov. 2026 – 01 dez. 2026');
  });

  it('returns a value that is not a date unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
  });

  it('formats a range once when it is one day', () => {
    expect(formatDateRange('2026-11-27', '2026-11-27')).toBe('27 Nov 2026');
    expect(formatDateRange('2026-11-27', '2026-12-01', 'dd/MM/yyyy')).toBe('27/11/2026 – 01/12/2026');
  });

  it('accepts only the offered tenant formats as a setting', () => {
    for (const pattern of DATE_FORMATS) expect(dateFormat.parse(pattern)).toBe(pattern);
    expect(dateFormat.safeParse('dd Mon, yyyy').success).toBe(false);
  });
});

describe('parseDate', () => {
  it('reads the tenant format and ISO, and refuses days that do not exist', () => {
    expect(parseDate('07 Sep 2026', 'dd MMM yyyy')).toBe('2026-09-07');
    expect(parseDate('7 sep 2026', 'dd MMM yyyy')).toBe('2026-09-07');
    expect(parseDate('07/09/2026', 'dd/MM/yyyy')).toBe('2026-09-07');
    expect(parseDate('09/07/2026', 'MM/dd/yyyy')).toBe('2026-09-07');
    expect(parseDate('2026-09-07', 'dd/MM/yyyy')).toBe('2026-09-07');
    expect(parseDate('31/02/2026', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('07/09/26', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('next week', 'dd MMM yyyy')).toBeNull();
  });
});
