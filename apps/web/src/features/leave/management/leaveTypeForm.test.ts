import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES, leaveTypeInput, type LeaveTypeView } from '@tenure/domain/leave';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { leaveTypeFormValues, leaveTypeFromForm } from './leaveTypeForm.ts';

const sickLeave: LeaveTypeView = {
  id: 't1',
  code: 'SL',
  name: 'Sick Leave',
  category: 'Regular Leaves',
  isPaid: true,
  dayTypes: ['Full Day', 'Half Day'],
  annualQuota: 12,
  accrualFrequency: 'yearly',
  financialYear: 'Jan-Dec',
  carryForwardLimit: 0,
  encashmentLimit: 0,
  negativeBalanceLimit: 0,
  eligibility: { duringProbation: false, genders: [], employmentTypes: ['Full Time'] },
  minNoticeDays: 0,
  maxConsecutiveDays: 5,
  documentRequiredAboveDays: 2,
  isActive: true,
  isCustom: false,
  isCompOff: false,
};

describe('leave type form', () => {
  it('sends back every rule of an edited type unchanged', () => {
    const { id, isCustom, isCompOff, ...rules } = sickLeave;
    expect(leaveTypeFromForm(leaveTypeFormValues(sickLeave))).toEqual(rules);
  });

  it('reads an empty document limit as "never" and an empty quota as missing', () => {
    const values = {
      ...leaveTypeFormValues(null),
      code: 'STUDY',
      name: 'Study Leave',
      documentRequiredAboveDays: '',
      annualQuota: '',
    };
    const input = leaveTypeFromForm(values);
    expect(input.documentRequiredAboveDays).toBeNull();
    expect(zodFormErrors(leaveTypeInput, input)).toEqual({ annualQuota: LEAVE_MESSAGES.numberRequired });
  });

  it('checks the code and the day types with the shared rules', () => {
    const input = leaveTypeFromForm({ ...leaveTypeFormValues(null), code: 'study', name: 'Study Leave', dayTypes: [] });
    expect(zodFormErrors(leaveTypeInput, input)).toEqual({
      code: LEAVE_MESSAGES.codePattern,
      dayTypes: LEAVE_MESSAGES.dayTypeRequired,
    });
  });
});
