import type { ReportDefinition } from '../../../platform/reports.ts';

/** Employee Time Entry, Fixed Bid Consumption, Payroll Defaulters, Timesheets Compliance, Timesheets Report. */
export const TIME_REPORTS: readonly ReportDefinition[] = [];
