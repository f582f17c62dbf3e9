import { describe, expect, it } from 'vitest';
import { countLeaveDays } from '../leave/day-count.ts';
import { dayOffReason, workCalendar } from './work-calendar.ts';

describe('workCalendar: optional holidays', () => {
  // Monday 2028-03-06 to Friday 2028-03-10; an optional holiday on the Wednesday.
  const holidays = [{ date: '2028-03-08', name: 'Spring Festival', isOptional: true }];

  it('an optional holiday is a working day until the employee takes it', () => {
    const untaken = workCalendar(null, null, holidays);
    expect(dayOffReason(untaken, '2028-03-08')).toBeNull();
    expect(countLeaveDays(untaken, '2028-03-06', '2028-03-10', 'Full Day').days).toBe(5);

    const taken = workCalendar(null, null, holidays, new Set(['2028-03-08']));
    expect(dayOffReason(taken, '2028-03-08')).toEqual({ reason: 'holiday', name: 'Spring Festival' });
    expect(countLeaveDays(taken, '2028-03-06', '2028-03-10', 'Full Day').days).toBe(4);
  });
});
