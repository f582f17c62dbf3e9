import { describe, expect, it } from 'vitest';
import { workCalendar } from '../policies/index.ts';
import { formatHours, parseHours } from './hours.ts';
import { checkWeekHours, expectedWeekHours, isWeekLocked } from './rules.ts';
import { weekStatusOf } from './status.ts';
import { weekDates, weekStartOf } from './week.ts';

const rules = { maxHoursPerDay: 10, minHoursPerDay: 8, submissionDeadlineDays: 2 };

describe('hours typed in a cell', () => {
  it('reads decimals, commas and clock times to the quarter hour', () => {
    expect(parseHours('7.5')).toBe(7.5);
    expect(parseHours('7,5')).toBe(7.5);
    expect(parseHours('7:30')).toBe(7.5);
    expect(parseHours('7:20')).toBe(7.25);
    expect(parseHours(' 8 ')).toBe(8);
    expect(parseHours('')).toBeNull();
  });
  it('refuses what is not hours', () => {
    for (const text of ['abc', '25', '7:75', '-1', '1e2']) expect(parseHours(text)).toBeNaN();
  });
  it('shows whole and fractional hours plainly', () => {
    expect(formatHours(7.5)).toBe('7.5');
    expect(formatHours(8)).toBe('8');
    expect(formatHours(0)).toBe('');
  });
});

describe('weeks', () => {
  it('start on the policy day, Monday by default', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-25', 'SUN')).toBe('2026-11-22');
    expect(weekDates('2026-11-23')).toHaveLength(7);
  });
  it('close submissionDeadlineDays after their end when historical edits are restricted', () => {
    expect(isWeekLocked('2026-11-16', '2026-11-24', rules, true)).toBe(false);
    expect(isWeekLocked('2026-11-16', '2026-11-25', rules, true)).toBe(true);
    expect(isWeekLocked('2026-11-16', '2026-11-25', rules, false)).toBe(false);
  });
  it('expect the daily minimum on each day of the work week, a holiday included (its line fills it), a week-off not', () => {
    const calendar = workCalendar(null, null, [
      { date: '2026-11-26', name: 'Thanksgiving', isOptional: false },
      { date: '2026-11-28', name: 'A Saturday holiday', isOptional: false },
    ]);
    expect(expectedWeekHours('2026-11-23', rules, calendar)).toBe(40);
  });
});

describe('the week follows its lines', () => {
  it('goes from saved to submitted, partially approved and approved', () => {
    expect(weekStatusOf([], false)).toBe('new');
    expect(weekStatusOf(['saved', 'saved'], false)).toBe('saved');
    expect(weekStatusOf(['pending', 'pending'], false)).toBe('submitted');
    expect(weekStatusOf(['approved', 'pending'], false)).toBe('partiallyApproved');
    expect(weekStatusOf(['approved', 'approved'], false)).toBe('approved');
  });
  it('is rejected while any line is, and un-submitted when pulled back', () => {
    expect(weekStatusOf(['approved', 'rejected'], false)).toBe('rejected');
    expect(weekStatusOf(['saved'], true)).toBe('unsubmitted');
  });
});

describe('policy checks', () => {
  const week = '2026-11-23';
  it('refuse project hours on future days and outside the allocation, not leave', () => {
    const errors = checkWeekHours(
      week,
      [
        { projectId: 'p', hours: [8, 0, 0, 4, 0, 0, 0], allocation: { startDate: '2026-11-24', endDate: null } },
        { projectId: null, hours: [0, 0, 0, 0, 8, 0, 0] },
      ],
      rules,
      '2026-11-25',
    );
    expect(errors).toEqual({
      'lines.0.hours.0': 'You are not allocated to this project on this day.',
      'lines.0.hours.3': 'Hours cannot be entered for a day that has not come yet.',
    });
  });
  it('refuse a day above the daily maximum', () => {
    const errors = checkWeekHours(
      week,
      [
        { projectId: 'p', hours: [6, 0, 0, 0, 0, 0, 0] },
        { projectId: 'q', hours: [5, 0, 0, 0, 0, 0, 0] },
      ],
      rules,
      '2026-11-25',
    );
    expect(errors).toEqual({ 'days.0': 'No more than 10 hours can be entered for a day.' });
  });
});
