import { POLICY_SETTINGS, POLICY_TYPES, type PolicyTypeKey } from '@tenure/domain/policies';
import { legalEntities, policyAssignments, policyHolidays, policyPlans, policyTypes } from '../schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { HOLIDAYS_BY_COUNTRY } from './policies-data.ts';

/** The nine policy types of SPEC §1, which every tenant has; returns their ids by key. */
export async function seedPolicyTypes(tx: Tx, tenantId: string): Promise<Map<PolicyTypeKey, string>> {
  const rows = await tx
    .insert(policyTypes)
    .values(POLICY_TYPES.map((t, i) => ({ tenantId, key: t.key, name: t.name, orderId: i + 1 })))
    .returning({ id: policyTypes.id, key: policyTypes.key });
  return new Map(rows.map((r) => [r.key as PolicyTypeKey, r.id]));
}

export interface SeedPlan {
  type: PolicyTypeKey;
  name: string;
  description: string;
  isDefault?: boolean;
  /** The name of the plan this one is a sub-policy of. */
  parent?: string;
  settings: Record<string, unknown>;
  /** A holiday calendar's days. */
  holidays?: keyof typeof HOLIDAYS_BY_COUNTRY;
  /** Legal entity codes the plan is assigned to. */
  entities?: string[];
}

const US_HOLIDAYS: SeedPlan = {
  type: 'holiday',
  name: 'US Holidays',
  description: 'Federal holidays observed by the United States offices.',
  settings: { optionalHolidayLimit: 2 },
  holidays: 'US',
  entities: ['US-NY-01'],
};

// The default plan of each policy type every tenant starts with (the holiday calendar differs).
const STANDARD_LEAVE: SeedPlan = { type: 'leave', name: 'Standard Leave', description: 'The leave types every employee is granted.', isDefault: true, settings: { leaveTypeIds: [] } };
const GENERAL_SHIFT: SeedPlan = {
  type: 'shift',
  name: 'General Shift',
  description: 'Day shift with a one-hour lunch break.',
  isDefault: true,
  settings: { startTime: '09:00', endTime: '18:00', graceMinutes: 15, breaks: [{ label: 'Lunch', start: '13:00', end: '14:00' }] },
};
const STANDARD_PROBATION: SeedPlan = { type: 'probation', name: 'Standard Probation', description: 'Six months for every new joiner.', isDefault: true, settings: { duration: 6, unit: 'months' } };
const STANDARD_NOTICE: SeedPlan = { type: 'noticePeriod', name: 'Standard Notice', description: 'Two months of notice.', isDefault: true, settings: { duration: 2, unit: 'Month' } };
const STANDARD_OVERTIME: SeedPlan = {
  type: 'overtime',
  name: 'Standard Overtime',
  description: 'Time and a half after 30 minutes beyond the shift, with approval.',
  isDefault: true,
  settings: { thresholdMinutes: 30, multiplier: 1.5, maxHoursPerMonth: 40, requiresApproval: true },
};
const STANDARD_TIMESHEET: SeedPlan = {
  type: 'timesheet',
  name: 'Standard Timesheet',
  description: 'Weeks start on Monday; 8 to 10 hours a day.',
  isDefault: true,
  settings: { weekStartDay: 'MON', minHoursPerDay: 8, maxHoursPerDay: 10, submissionDeadlineDays: 2 },
};
const STANDARD_WEEK: SeedPlan = {
  type: 'workWeek',
  name: 'Standard Week',
  description: 'Monday to Friday.',
  isDefault: true,
  settings: { workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
};
const NO_EXTRA_WEEK_OFFS: SeedPlan = { type: 'weekOff', name: 'No extra week-offs', description: 'Only the days outside the work week are off.', isDefault: true, settings: { rules: [] } };

/**
 * What a new tenant starts with (provisioning): a default plan of each of the nine policy types,
 * the holiday calendar empty for its admin to fill in.
 */
export const NEW_TENANT_PLANS: readonly SeedPlan[] = [
  STANDARD_LEAVE,
  GENERAL_SHIFT,
  STANDARD_PROBATION,
  STANDARD_NOTICE,
  STANDARD_OVERTIME,
  STANDARD_TIMESHEET,
  STANDARD_WEEK,
  NO_EXTRA_WEEK_OFFS,
  { type: 'holiday', name: 'Company Holidays', description: 'Public holidays of the company; add its days.', isDefault: true, settings: { optionalHolidayLimit: 0 } },
];

/** The demo tenant's plans: the standard defaults, a night-shift sub-policy and a calendar per country. */
const DEMO_PLANS: SeedPlan[] = [
  STANDARD_LEAVE,
  GENERAL_SHIFT,
  {
    type: 'shift',
    name: 'Night Shift',
    description: 'Overnight support shift.',
    parent: 'General Shift',
    settings: { startTime: '22:00', endTime: '06:00', graceMinutes: 15, breaks: [{ label: 'Meal', start: '02:00', end: '02:30' }] },
  },
  STANDARD_PROBATION,
  STANDARD_NOTICE,
  STANDARD_OVERTIME,
  STANDARD_TIMESHEET,
  STANDARD_WEEK,
  NO_EXTRA_WEEK_OFFS,
  { type: 'weekOff', name: 'Alternate Saturdays', description: 'The second and fourth Saturday of the month are off.', settings: { rules: [{ day: 'SAT', weeks: [2, 4] }] } },
  {
    type: 'holiday',
    name: 'India Holidays 2026',
    description: 'Public holidays of the Bengaluru office, 2026 and 2027.',
    isDefault: true,
    settings: { optionalHolidayLimit: 2 },
    holidays: 'IN',
  },
  US_HOLIDAYS,
  { type: 'holiday', name: 'Singapore Holidays', description: 'Gazetted public holidays of Singapore.', settings: { optionalHolidayLimit: 0 }, holidays: 'SG', entities: ['SG-01'] },
  { type: 'holiday', name: 'Costa Rica Holidays', description: 'Feriados de Costa Rica.', settings: { optionalHolidayLimit: 0 }, holidays: 'CR', entities: ['CR-SJ-01'] },
];

/** Other demo tenants stay small: a work week and their country's calendar, both default. */
const MINIMAL_PLANS: SeedPlan[] = [STANDARD_WEEK, { ...US_HOLIDAYS, isDefault: true, entities: [] }];

/** The plans of a demo tenant. */
export const demoPlansOf = (tenantId: string): readonly SeedPlan[] => (tenantId === 'demo' ? DEMO_PLANS : MINIMAL_PLANS);

/**
 * The nine policy types of a tenant and its plans, after its legal entities exist. Settings are
 * parsed with the API's own schemas, so the seeded plans are valid by the same rules.
 */
export async function seedPolicies(tx: Tx, tenantId: string, plans: readonly SeedPlan[]): Promise<void> {
  const typeIds = await seedPolicyTypes(tx, tenantId);
  const entities = new Map((await tx.select({ id: legalEntities.id, code: legalEntities.code }).from(legalEntities)).map((e) => [e.code, e.id]));
  const planIds = new Map<string, string>();
  for (const plan of plans) {
    const policyTypeId = typeIds.get(plan.type)!;
    const [row] = await tx
      .insert(policyPlans)
      .values({
        tenantId,
        policyTypeId,
        name: plan.name,
        description: plan.description,
        isDefault: plan.isDefault ?? false,
        parentPlanId: plan.parent ? planIds.get(plan.parent)! : null,
        settings: POLICY_SETTINGS[plan.type].parse(plan.settings),
      })
      .returning({ id: policyPlans.id });
    const planId = row!.id;
    planIds.set(plan.name, planId);
    const days = plan.holidays ? HOLIDAYS_BY_COUNTRY[plan.holidays]! : [];
    if (days.length > 0) {
      await tx.insert(policyHolidays).values(days.map(([date, name, isOptional]) => ({ tenantId, planId, date, name, isOptional: isOptional ?? false })));
    }
    const targets = (plan.entities ?? []).flatMap((code) => entities.get(code) ?? []);
    if (targets.length > 0) {
      await tx.insert(policyAssignments).values(targets.map((targetId) => ({ tenantId, policyTypeId, planId, targetKind: 'legalEntity', targetId })));
    }
  }
}
