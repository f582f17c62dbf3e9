import type { ReportDefinition } from '../../../platform/reports.ts';
import { employeeTimeEntryReport, timesheetsReport } from './time-entries.ts';

/** Employee Time Entry, Fixed Bid Consumption, Payroll Defaulters, Timesheets Compliance, Timesheets Report. */
export const TIME_REPORTS: readonly ReportDefinition[] = [employeeTimeEntryReport, timesheetsReport];
