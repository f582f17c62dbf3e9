import { describe, expect, it } from 'vitest';
import { allocatedHours, allocationRate, peakAllocationPercent, weekdaysBetween } from './projects.ts';

describe('allocation figures', () => {
  it('counts Monday to Friday, both ends included', () => {
    // 2026-11-23 is a Monday.
    expect(weekdaysBetween('2026-11-23', '2026-11-29')).toBe(5);
    expect(weekdaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(weekdaysBetween('2026-11-27', '2026-12-07')).toBe(7);
    expect(weekdaysBetween('2026-11-30', '2026-11-23')).toBe(0);
  });

  it('derives hours from percent of a 40-hour week and back', () => {
    expect(allocationRate('Percent', 50)).toEqual({ percent: 50, hoursPerWeek: 20 });
    expect(allocationRate('HoursPerWeek', 10)).toEqual({ hoursPerWeek: 10, percent: 25 });
  });

  it('spreads the weekly hours over the weekdays of the period', () => {
    expect(allocatedHours('2026-11-23', '2026-12-04', 20)).toBe(40);
    expect(allocatedHours('2026-11-23', '2026-11-25', 10)).toBe(6);
  });

  it('finds the peak total percent on any day of the period', () => {
    const allocations = [
      { startDate: '2026-11-01', endDate: '2026-11-30', percent: 60 },
      { startDate: '2026-11-20', endDate: '2026-12-31', percent: 50 },
      { startDate: '2026-12-10', endDate: '2026-12-31', percent: 40 },
    ];
    expect(peakAllocationPercent({ startDate: '2026-11-01', endDate: '2026-11-19' }, allocations)).toBe(60);
    expect(peakAllocationPercent({ startDate: '2026-11-01', endDate: '2026-12-31' }, allocations)).toBe(110);
    expect(peakAllocationPercent({ startDate: '2026-12-01', endDate: '2026-12-31' }, allocations)).toBe(90);
  });
});
