/**
 * The policy types of SPEC §1. `key` is the code name used in settings and API paths; `name` is
 * what users see (SPEC calls the field `policeType`); `route` is the name with the first space
 * removed, lower-cased (SPEC §2): "Notice Period" → "noticeperiod".
 */
export const POLICY_TYPES = [
  { key: 'leave', name: 'Leave', path: 'leave-policy' },
  { key: 'shift', name: 'Shift', path: 'shift' },
  { key: 'probation', name: 'Probation', path: 'probation' },
  { key: 'noticePeriod', name: 'Notice Period', path: 'notice-period' },
  { key: 'overtime', name: 'Overtime', path: 'overtime' },
  { key: 'holiday', name: 'Holiday', path: 'holiday' },
  { key: 'timesheet', name: 'Timesheet', path: 'timesheet' },
  { key: 'workWeek', name: 'Work Week', path: 'work-week' },
  { key: 'weekOff', name: 'Week Off', path: 'week-off' },
] as const;

export type PolicyTypeKey = (typeof POLICY_TYPES)[number]['key'];
export const POLICY_TYPE_KEYS = POLICY_TYPES.map((t) => t.key) as [PolicyTypeKey, ...PolicyTypeKey[]];

/** SPEC §2: a policy type's route is its name with the first space removed, lowercased. */
export function policyRoute(name: string): string {
  return name.replace(' ', '').toLowerCase();
}

export function policyTypeByRoute(route: string) {
  return POLICY_TYPES.find((t) => policyRoute(t.name) === route);
}

export function policyTypeByKey(key: PolicyTypeKey) {
  return POLICY_TYPES.find((t) => t.key === key)!;
}
