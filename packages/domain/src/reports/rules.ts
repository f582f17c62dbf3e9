/**
 * The figures reports compute beyond what a product page shows (issue 34 "semantics are ours to
 * decide"): one home each, so two reports never disagree (docs/decisions/reports.md).
 */

/** Tenure bands of the Employee Overview, by whole years since joining: [from, below) years. */
export const TENURE_BANDS = [
  { label: 'Under 1 year', fromYears: 0 },
  { label: '1 to 3 years', fromYears: 1 },
  { label: '3 to 5 years', fromYears: 3 },
  { label: '5 to 10 years', fromYears: 5 },
  { label: '10 years and more', fromYears: 10 },
] as const;

/** A month's average headcount: the mean of its opening and closing headcount. */
export const averageHeadcount = (opening: number, closing: number): number => (opening + closing) / 2;

/** Attrition in percent: exits ÷ average headcount × 100, two decimals; null when nobody was employed. */
export function attritionRate(exits: number, average: number): number | null {
  return average > 0 ? Math.round((exits / average) * 10_000) / 100 : null;
}

export interface ReportMonth {
  /** yyyy-MM */
  month: string;
  /** The month's first day, or `from` in the first month. */
  start: string;
  /** The month's last day, or `to` in the last month. */
  end: string;
}

const iso = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** The calendar months from `from` to `to` (ISO days), the first and last cut to the range. */
export function monthsBetween(from: string, to: string): ReportMonth[] {
  const months: ReportMonth[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7)) - 1;
  while (iso(year, month, 1) <= to) {
    const first = iso(year, month, 1);
    const last = iso(year, month + 1, 0);
    months.push({ month: first.slice(0, 7), start: first < from ? from : first, end: last > to ? to : last });
    month += 1;
    if (month === 12) [year, month] = [year + 1, 0];
  }
  return months;
}

/** How many months a report covers up to today unless asked otherwise (a report may cover fewer). */
export const REPORT_DEFAULT_MONTHS = 12;

/**
 * The default range of a report: the `months` calendar months up to `today` (twelve: from the
 * first day of the eleventh month before; one: from the first day of today's month).
 */
export function defaultReportRange(today: string, months = REPORT_DEFAULT_MONTHS): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return { from: iso(year, month - (months - 1), 1), to: today };
}
