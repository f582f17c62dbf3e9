import type { ReportDefinition } from '../../../platform/reports.ts';
import { ALLOCATION_REPORTS } from './allocation-reports.ts';
import { TIME_REPORTS } from './time-reports.ts';
import { UTILISATION_REPORTS } from './utilisation-reports.ts';

/**
 * The Timesheet, Allocation, Clients & Projects and Utilization reports (issue 35), owned by the
 * timesheets module because they read its weeks, lines, projects and allocations.
 */
export const TIMESHEET_REPORTS: readonly ReportDefinition[] = [
  ...TIME_REPORTS,
  ...ALLOCATION_REPORTS,
  ...UTILISATION_REPORTS,
];
