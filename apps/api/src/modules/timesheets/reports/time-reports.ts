import type { ReportDefinition } from '../../../platform/reports.ts';
import { timesheetsComplianceReport } from './time-compliance.ts';
import { payrollDefaultersReport } from './time-defaulters.ts';
import { employeeTimeEntryReport, timesheetsReport } from './time-entries.ts';
import { fixedBidConsumptionReport } from './time-fixed-bid.ts';

/** Employee Time Entry, Fixed Bid Consumption, Payroll Defaulters, Timesheets Compliance, Timesheets Report. */
export const TIME_REPORTS: readonly ReportDefinition[] = [
  employeeTimeEntryReport,
  fixedBidConsumptionReport,
  payrollDefaultersReport,
  timesheetsComplianceReport,
  timesheetsReport,
];
