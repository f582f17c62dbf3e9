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
export function accrualPeriod(frequency: AccrualFrequency, financialYear: FinancialYear, isoDate: string, annualQuota: number) {
  const yearStart = financialYearStart(financialYear, isoDate);
  const monthsIn = (Number(isoDate.slice(0, 4)) - Number(yearStart.slice(0, 4))) * 12 + Number(isoDate.slice(5, 7)) - Number(yearStart.slice(5, 7));
  const periods = PERIODS_PER_YEAR[frequency];
  const index = Math.floor(monthsIn / (12 / periods)) + 1;
  const y = yearStart.slice(0, 4);
  const key =
    frequency === 'yearly' ? `Y${y}` : frequency === 'half-yearly' ? `H${y}-${index}` : frequency === 'quarterly' ? `Q${y}-${index}` : `M${y}-${String(index).padStart(2, '0')}`;
  // Credits are rounded down to half days; the last period of the year takes the remainder.
  const perPeriod = Math.floor((annualQuota / periods) * 2) / 2;
  const days = index === periods ? annualQuota - perPeriod * (periods - 1) : perPeriod;
  return { key, yearStart, days };
}
