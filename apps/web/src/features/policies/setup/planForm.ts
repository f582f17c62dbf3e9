import type { z } from 'zod';
import {
  POLICY_MESSAGES,
  POLICY_SETTINGS,
  policyPlanInput,
  type PolicyPlanInput,
  type PolicyPlanView,
  type PolicyTypeKey,
} from '@tenure/domain/policies';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';

export interface PlanFormValues {
  name: string;
  description: string;
  isDefault: boolean;
  parentPlanId: string | null;
  /** '' while no date is chosen (a date input's empty value). */
  effectiveFrom: string;
  /** The type's settings as the inputs hold them: a number input gives '' while empty. */
  settings: Record<string, unknown>;
}

type SettingsOf<K extends PolicyTypeKey> = z.input<(typeof POLICY_SETTINGS)[K]>;

/** What a new plan of each type starts with: a typical, valid plan the user adjusts. */
export const DEFAULT_SETTINGS: { [K in PolicyTypeKey]: SettingsOf<K> } = {
  leave: { leaveTypeIds: [] },
  shift: { startTime: '09:00', endTime: '18:00', graceMinutes: 15, breaks: [] },
  probation: { duration: 6, unit: 'months' },
  noticePeriod: { duration: 1, unit: 'Month' },
  overtime: { thresholdMinutes: 30, multiplier: 1.5, maxHoursPerMonth: 40, requiresApproval: true },
  holiday: { optionalHolidayLimit: 2 },
  timesheet: { weekStartDay: 'MON', minHoursPerDay: 8, maxHoursPerDay: 12, submissionDeadlineDays: 2 },
  workWeek: { workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
  weekOff: { rules: [] },
};

/** The settings keys a number input edits (their blank value is '' and means "missing"). */
function numberKeys(type: PolicyTypeKey): string[] {
  return Object.entries(DEFAULT_SETTINGS[type])
    .filter(([, value]) => typeof value === 'number')
    .map(([key]) => key);
}

export function initialPlanValues(type: PolicyTypeKey, plan: PolicyPlanView | null): PlanFormValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    isDefault: plan?.isDefault ?? false,
    parentPlanId: plan?.parentPlanId ?? null,
    effectiveFrom: plan?.effectiveFrom ?? '',
    // A plan saved before a setting existed gets that setting's default.
    settings: { ...DEFAULT_SETTINGS[type], ...(plan?.settings ?? {}) },
  };
}

/** The values as the API takes them. */
export function planInput(type: PolicyTypeKey, values: PlanFormValues): PolicyPlanInput {
  const blanks = new Set(numberKeys(type).filter((key) => values.settings[key] === ''));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    isDefault: values.isDefault,
    parentPlanId: values.parentPlanId || null,
    effectiveFrom: values.effectiveFrom || null,
    settings: Object.fromEntries(
      Object.entries(values.settings).map(([key, value]) => [key, blanks.has(key) ? undefined : value]),
    ),
  };
}

/** The shared plan contract with the type's settings rules (POLICY_SETTINGS), as the server checks it. */
export function validatePlan(type: PolicyTypeKey, values: PlanFormValues): Record<string, string> {
  const schema = policyPlanInput.extend({ settings: POLICY_SETTINGS[type] });
  const errors = zodFormErrors(schema, planInput(type, values));
  for (const key of numberKeys(type)) {
    if (values.settings[key] === '') errors[`settings.${key}`] = POLICY_MESSAGES.numberRequired;
  }
  return errors;
}
