import type { DayFormatter, MonthFormatter, ReportMailPeriod } from './types.ts';

/** A report mail's period in the reader's words: the day, the week (`weekOf` its first day), or the month. */
export function periodLabel(
  period: ReportMailPeriod,
  words: { day: DayFormatter; month: MonthFormatter; weekOf: (day: string) => string },
): string {
  if (period.frequency === 'daily') return words.day(period.start);
  if (period.frequency === 'weekly') return words.weekOf(words.day(period.start));
  return words.month(period.start);
}
