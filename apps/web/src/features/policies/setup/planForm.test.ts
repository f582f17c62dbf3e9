import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES } from '@tenure/domain/policies';
import { initialPlanValues, planInput, validatePlan } from './planForm.ts';

describe('plan form', () => {
  it('accepts a new plan of every kind as it starts, once named', () => {
    for (const type of [
      'leave',
      'shift',
      'probation',
      'noticePeriod',
      'overtime',
      'holiday',
      'timesheet',
      'workWeek',
      'weekOff',
    ] as const) {
      expect(validatePlan(type, { ...initialPlanValues(type, null), name: 'Standard' })).toEqual({});
    }
  });

  it('puts the shared rules on the settings fields: a blank number, a bad time, no working day', () => {
    const notice = {
      ...initialPlanValues('noticePeriod', null),
      name: 'Senior',
      settings: { duration: '', unit: 'Month' },
    };
    expect(validatePlan('noticePeriod', notice)).toEqual({ 'settings.duration': POLICY_MESSAGES.numberRequired });

    const shift = initialPlanValues('shift', null);
    expect(
      validatePlan('shift', { ...shift, name: 'Night', settings: { ...shift.settings, endTime: '25:00' } }),
    ).toEqual({
      'settings.endTime': POLICY_MESSAGES.invalidTime,
    });

    expect(
      validatePlan('workWeek', { ...initialPlanValues('workWeek', null), name: 'None', settings: { workingDays: [] } }),
    ).toEqual({
      'settings.workingDays': POLICY_MESSAGES.workingDayRequired,
    });
  });

  it('refuses a break outside a night shift and a maximum below the minimum', () => {
    const shift = { ...initialPlanValues('shift', null), name: 'Night' };
    shift.settings = {
      startTime: '22:00',
      endTime: '06:00',
      graceMinutes: 10,
      breaks: [{ label: 'Tea', start: '07:00', end: '07:15' }],
    };
    expect(validatePlan('shift', shift)).toEqual({ 'settings.breaks.0.start': POLICY_MESSAGES.breakOutsideShift });

    const timesheet = initialPlanValues('timesheet', null);
    expect(
      validatePlan('timesheet', {
        ...timesheet,
        name: 'Std',
        settings: { ...timesheet.settings, minHoursPerDay: 9, maxHoursPerDay: 8 },
      }),
    ).toEqual({
      'settings.maxHoursPerDay': POLICY_MESSAGES.maxBelowMin,
    });
  });

  it('sends no date as null and an empty parent as null', () => {
    const input = planInput('holiday', {
      ...initialPlanValues('holiday', null),
      name: ' India 2027 ',
      parentPlanId: '',
      effectiveFrom: '',
    });
    expect(input).toMatchObject({
      name: 'India 2027',
      parentPlanId: null,
      effectiveFrom: null,
      settings: { optionalHolidayLimit: 2 },
    });
  });
});
