/**
 * The rules of the people reports (Employee Management) that no product page has: one home each
 * (docs/decisions/reports.md, "The reports' figures").
 */

/**
 * SPEC §2: the Employee PII report shows no address under the `production` preset. The address
 * columns are left out of its definition, its rows and its exports for a tenant on these presets.
 */
export const PII_PRESETS_WITHOUT_ADDRESS: readonly string[] = ['production'];
export const piiShowsAddress = (preset: string): boolean => !PII_PRESETS_WITHOUT_ADDRESS.includes(preset);

/**
 * Tenure of a person who left, in years with one decimal: whole calendar months from the joining
 * day to the last working day (a month counts once its day of the month is reached) ÷ 12.
 */
export function tenureYears(joined: string, lastDay: string): number {
  const [y1, m1, d1] = joined.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = lastDay.split('-').map(Number) as [number, number, number];
  const months = Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
  return Math.round((months / 12) * 10) / 10;
}

/** Audit actions that change an employee's master data (Employee Master Audit). */
export const MASTER_AUDIT_ACTIONS = [
  'employee.onboard',
  'employee.profile.update',
  'employee.bulk-update',
  'employee.reporting-manager.update',
  'employee.deactivate',
  'employee.reactivate',
  'transfer.apply',
] as const;

/**
 * Keys of an audit entry's before/after that describe the change rather than a field of the employee
 * (a profile edit's section, a transfer's outcome); the master audit lists every other key that differs.
 */
export const MASTER_AUDIT_NON_FIELDS = ['section', 'transferId', 'leaveTreatment', 'leaveOutcome', 'removedPolicies'];

export const MASTER_AUDIT_SOURCES = ['Page', 'Bulk upload', 'System'] as const;
export type MasterAuditSource = (typeof MASTER_AUDIT_SOURCES)[number];

/**
 * Where a master-data change came from: an upload file (the bulk update and bulk onboarding jobs,
 * which run without a request), the scheduler (no user: a transfer applied on its effective day),
 * else a signed-in user's request (a page, or a client of the same API with that user's session:
 * Tenure issues no other API credential, so the log cannot tell them apart).
 */
export function masterAuditSource(entry: {
  action: string;
  actorUserId: string | null;
  requestId: string | null;
}): MasterAuditSource {
  if (entry.action === 'employee.bulk-update') return 'Bulk upload';
  if (entry.actorUserId === null) return 'System';
  return entry.requestId === null && entry.action === 'employee.onboard' ? 'Bulk upload' : 'Page';
}
