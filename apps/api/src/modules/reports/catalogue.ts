import { REPORT_GROUPS } from '@tenure/domain/access';
import type { ReportDefinition } from '../../platform/reports.ts';
import { EMPLOYEE_REPORTS } from '../employees/index.ts';
import { LEAVE_REPORTS } from '../leave/index.ts';
import { OFFBOARDING_REPORTS } from '../offboarding/index.ts';
import { POLICY_REPORTS } from '../policies/index.ts';
import { TIMESHEET_REPORTS } from '../timesheets/index.ts';
import { USER_REPORTS } from '../users/index.ts';

/** A registered report with what the menu says of it: its key (the route without '/'), title and group. */
export interface RegisteredReport extends ReportDefinition {
  key: string;
  title: string;
  group: string;
}

/**
 * Every native report, collected from the modules that own them (docs/decisions/reports.md). A
 * definition must name a route of SPEC §2's menu with that route's access key: the menu, the page
 * and the API then agree on title, group and key.
 */
function register(definitions: readonly ReportDefinition[]): ReadonlyMap<string, RegisteredReport> {
  const reports = new Map<string, RegisteredReport>();
  for (const definition of definitions) {
    const group = REPORT_GROUPS.find((g) => g.reports.some((r) => r.route === definition.route));
    const page = group?.reports.find((r) => r.route === definition.route);
    if (!group || !page || page.accessKey !== definition.accessKey)
      throw new Error(`Report ${definition.route} is not in the report menu with key ${definition.accessKey}`);
    const key = definition.route.slice(1);
    if (reports.has(key)) throw new Error(`Report ${key} is registered twice`);
    reports.set(key, { ...definition, key, title: page.title, group: group.title });
  }
  return reports;
}

export const REPORTS = register([
  ...EMPLOYEE_REPORTS,
  ...OFFBOARDING_REPORTS,
  ...POLICY_REPORTS,
  ...LEAVE_REPORTS,
  ...USER_REPORTS,
  ...TIMESHEET_REPORTS,
]);
