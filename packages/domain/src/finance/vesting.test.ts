import { describe, expect, it } from 'vitest';
import { addMonths, vestedAsOf, vestingSchedule } from './vesting.ts';

const FOUR_YEARS_ONE_YEAR_CLIFF_QUARTERLY = {
  grantDate: '2024-04-01',
  options: 1000,
  cliffMonths: 12,
  vestingMonths: 48,
  periodMonths: 3,
};

describe('ESOP vesting', () => {
  it('vests a quarter at the one-year cliff, then quarterly tranches to the fourth year', () => {
    const schedule = vestingSchedule(FOUR_YEARS_ONE_YEAR_CLIFF_QUARTERLY);
    expect(schedule).toHaveLength(13);
    expect(schedule[0]).toEqual({ date: '2025-04-01', month: 12, options: 250, cumulative: 250 });
    expect(schedule[1]).toEqual({ date: '2025-07-01', month: 15, options: 62, cumulative: 312 });
    expect(schedule[2]).toEqual({ date: '2025-10-01', month: 18, options: 63, cumulative: 375 });
    expect(schedule.at(-1)).toEqual({ date: '2028-04-01', month: 48, options: 63, cumulative: 1000 });
    expect(schedule.reduce((sum, t) => sum + t.options, 0)).toBe(1000);
  });

  it('has nothing vested before the cliff, the tranche on its own day, all at the end', () => {
    const schedule = vestingSchedule(FOUR_YEARS_ONE_YEAR_CLIFF_QUARTERLY);
    expect(vestedAsOf(schedule, '2025-03-31')).toBe(0);
    expect(vestedAsOf(schedule, '2025-04-01')).toBe(250);
    expect(vestedAsOf(schedule, '2025-06-30')).toBe(250);
    expect(vestedAsOf(schedule, '2026-04-01')).toBe(500);
    expect(vestedAsOf(schedule, '2030-01-01')).toBe(1000);
  });

  it('without a cliff vests from the first period; a period that does not divide the term ends with a short tranche', () => {
    const monthly = vestingSchedule({
      grantDate: '2026-01-31',
      options: 100,
      cliffMonths: 0,
      vestingMonths: 10,
      periodMonths: 4,
    });
    expect(monthly.map((t) => [t.date, t.options])).toEqual([
      ['2026-05-31', 40],
      ['2026-09-30', 40],
      ['2026-11-30', 20],
    ]);
  });

  it('vests everything at a cliff as long as the term', () => {
    expect(
      vestingSchedule({ grantDate: '2026-03-15', options: 7, cliffMonths: 12, vestingMonths: 12, periodMonths: 1 }),
    ).toEqual([{ date: '2027-03-15', month: 12, options: 7, cumulative: 7 }]);
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-12-15', 14)).toBe('2025-02-15');
  });
});
