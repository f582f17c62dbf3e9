import { isoDay } from '../dates/days.ts';
import type { AccrualFrequency, FinancialYear } from './leave-types.ts';

const PERIODS_PER_YEAR: Record<AccrualFrequency, number> = { yearly: 1, 'half-yearly': 2, quarterly: 4, monthly: 12 };

/** First day of the financial year that contains a date ('yyyy-MM-dd'). */
export function financialYearStart(financialYear: FinancialYear, isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  if (financialYear === 'Jan-Dec') return `${year}-01-01`;
  return Number(isoDate.slice(5, 7)) >= 4 ? `${year}-04-01` : `${year - 1}-04-01`;
}

export function financialYearEnd(yearStart: string): string {
  const year = Number(yearStart.slice(0, 4));
  return yearStart.slice(5) === '01-01' ? `${year}-12-31` : `${year + 1}-03-31`;
}

/**
 * The accrual period a date falls in: its key (unique per employee and leave type, which makes
 * the accrual job idempotent), the financial year it belongs to, and the days credited for it.
 * Keys: Y2026, H2026-1, Q2026-3, M2026-07 (the number counts periods from the year start).
 */
export function accrualPeriod(
  frequency: AccrualFrequency,
  financialYear: FinancialYear,
  isoDate: string,
  annualQuota: number,
) {
  const yearStart = financialYearStart(financialYear, isoDate);
  const monthsIn =
    (Number(isoDate.slice(0, 4)) - Number(yearStart.slice(0, 4))) * 12 +
    Number(isoDate.slice(5, 7)) -
    Number(yearStart.slice(5, 7));
  const periods = PERIODS_PER_YEAR[frequency];
  const index = Math.floor(monthsIn / (12 / periods)) + 1;
  const y = yearStart.slice(0, 4);
  const key =
    frequency === 'yearly'
      ? `Y${y}`
      : frequency === 'half-yearly'
        ? `H${y}-${index}`
        : frequency === 'quarterly'
          ? `Q${y}-${index}`
          : `M${y}-${String(index).padStart(2, '0')}`;
  // Credits are rounded down to half days; the last period of the year takes the remainder.
  const perPeriod = Math.floor((annualQuota / periods) * 2) / 2;
  const days = index === periods ? annualQuota - perPeriod * (periods - 1) : perPeriod;
  return { key, yearStart, days };
}

/** 'yyyy-MM-dd' plus whole months (the day stays the 1st: used on period starts only). */
function addMonthsToFirst(isoFirst: string, months: number): string {
  const total = Number(isoFirst.slice(0, 4)) * 12 + Number(isoFirst.slice(5, 7)) - 1 + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** The first and last day of the accrual period a date falls in. */
export function accrualPeriodBounds(frequency: AccrualFrequency, financialYear: FinancialYear, isoDate: string) {
  const yearStart = financialYearStart(financialYear, isoDate);
  const months = 12 / PERIODS_PER_YEAR[frequency];
  const monthsIn =
    (Number(isoDate.slice(0, 4)) - Number(yearStart.slice(0, 4))) * 12 +
    Number(isoDate.slice(5, 7)) -
    Number(yearStart.slice(5, 7));
  const start = addMonthsToFirst(yearStart, Math.floor(monthsIn / months) * months);
  const next = addMonthsToFirst(start, months);
  const end = isoDay(new Date((dayNumber(next) - 1) * 86_400_000));
  return { start, end };
}

/**
 * A new joiner's credits of one leave type (README Decisions): the accrual period of the joining
 * date, pro-rated by the days left in it from the joining day (rounded down to half days), and
 * every later period that has started by `today`, in full. Periods of financial years before
 * today's are not credited (history of a migrated employee is an opening-balance upload). Each
 * credit is that period's accrual entry, so the accrual job never credits the period again.
 */
export function joiningCredits(
  frequency: AccrualFrequency,
  financialYear: FinancialYear,
  annualQuota: number,
  joiningDate: string,
  today: string,
) {
  const currentYear = financialYearStart(financialYear, today);
  const credits: { key: string; yearStart: string; days: number }[] = [];
  let day = joiningDate;
  for (let first = true; first || day <= today; first = false) {
    const period = accrualPeriod(frequency, financialYear, day, annualQuota);
    const { start, end } = accrualPeriodBounds(frequency, financialYear, day);
    const share = first ? (dayNumber(end) - dayNumber(day) + 1) / (dayNumber(end) - dayNumber(start) + 1) : 1;
    const days = Math.floor(period.days * share * 2) / 2;
    if (period.yearStart >= currentYear && days > 0)
      credits.push({ key: period.key, yearStart: period.yearStart, days });
    day = isoDay(new Date((dayNumber(end) + 1) * 86_400_000));
  }
  return credits;
}
