import { POLICY_SETTINGS, POLICY_TYPES, type PolicyTypeKey } from '@tenure/domain/policies';
import { legalEntities, policyAssignments, policyHolidays, policyPlans, policyTypes } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** A plan to install: a new tenant's defaults, or the demo seed's richer plans. */
export interface PlanToInstall {
  type: PolicyTypeKey;
  name: string;
  description: string;
  isDefault?: boolean;
  /** The name of the plan this one is a sub-policy of (listed before it). */
  parent?: string;
  settings: Record<string, unknown>;
  /** A holiday calendar's days: date, name, and whether the day is optional. */
  holidays?: readonly (readonly [date: string, name: string, isOptional?: boolean])[];
  /** Legal entity codes the plan is assigned to. */
  entities?: string[];
}

/** The default plan of each policy type but the holiday calendar (which differs per tenant). */
export const STANDARD_PLANS = {
  leave: {
    type: 'leave',
    name: 'Standard Leave',
    description: 'The leave types every employee is granted.',
    isDefault: true,
    settings: { leaveTypeIds: [] },
  },
  shift: {
    type: 'shift',
    name: 'General Shift',
    description: 'Day shift with a one-hour lunch break.',
    isDefault: true,
    settings: {
      startTime: '09:00',
      endTime: '18:00',
      graceMinutes: 15,
      breaks: [{ label: 'Lunch', start: '13:00', end: '14:00' }],
    },
  },
  probation: {
    type: 'probation',
    name: 'Standard Probation',
    description: 'Six months for every new joiner.',
    isDefault: true,
    settings: { duration: 6, unit: 'months' },
  },
  noticePeriod: {
    type: 'noticePeriod',
    name: 'Standard Notice',
    description: 'Two months of notice.',
    isDefault: true,
    settings: { duration: 2, unit: 'Month' },
  },
  overtime: {
    type: 'overtime',
    name: 'Standard Overtime',
    description: 'Time and a half after 30 minutes beyond the shift, with approval.',
    isDefault: true,
    settings: { thresholdMinutes: 30, multiplier: 1.5, maxHoursPerMonth: 40, requiresApproval: true },
  },
  timesheet: {
    type: 'timesheet',
    name: 'Standard Timesheet',
    description: 'Weeks start on Monday; 8 to 10 hours a day.',
    isDefault: true,
    settings: { weekStartDay: 'MON', minHoursPerDay: 8, maxHoursPerDay: 10, submissionDeadlineDays: 2 },
  },
  workWeek: {
    type: 'workWeek',
    name: 'Standard Week',
    description: 'Monday to Friday.',
    isDefault: true,
    settings: { workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
  },
  weekOff: {
    type: 'weekOff',
    name: 'No extra week-offs',
    description: 'Only the days outside the work week are off.',
    isDefault: true,
    settings: { rules: [] },
  },
} satisfies Partial<Record<PolicyTypeKey, PlanToInstall>>;

/**
 * What a new tenant starts with (provisioning): a default plan of each of the nine policy types,
 * the holiday calendar empty for its admin to fill in.
 */
export const NEW_TENANT_PLANS: readonly PlanToInstall[] = [
  ...Object.values(STANDARD_PLANS),
  {
    type: 'holiday',
    name: 'Company Holidays',
    description: 'Public holidays of the company; add its days.',
    isDefault: true,
    settings: { optionalHolidayLimit: 0 },
  },
];

/**
 * Installs the nine policy types of a tenant and its plans, after its legal entities exist. Settings
 * are parsed with the API's own schemas, so installed plans are valid by the same rules.
 */
export async function installPolicies(tx: Tx, tenantId: string, plans: readonly PlanToInstall[]): Promise<void> {
  const typeRows = await tx
    .insert(policyTypes)
    .values(POLICY_TYPES.map((t, i) => ({ tenantId, key: t.key, name: t.name, orderId: i + 1 })))
    .returning({ id: policyTypes.id, key: policyTypes.key });
  const typeIds = new Map(typeRows.map((r) => [r.key as PolicyTypeKey, r.id]));
  const entities = new Map(
    (await tx.select({ id: legalEntities.id, code: legalEntities.code }).from(legalEntities)).map((e) => [
      e.code,
      e.id,
    ]),
  );
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
    const days = plan.holidays ?? [];
    if (days.length > 0) {
      await tx
        .insert(policyHolidays)
        .values(
          days.map(([date, name, isOptional]) => ({ tenantId, planId, date, name, isOptional: isOptional ?? false })),
        );
    }
    const targets = (plan.entities ?? []).flatMap((code) => entities.get(code) ?? []);
    if (targets.length > 0) {
      await tx
        .insert(policyAssignments)
        .values(targets.map((targetId) => ({ tenantId, policyTypeId, planId, targetKind: 'legalEntity', targetId })));
    }
  }
}
