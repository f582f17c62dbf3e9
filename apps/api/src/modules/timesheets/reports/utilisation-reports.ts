import type { ReportDefinition } from '../../../platform/reports.ts';

/** Utilization Report, Timesheet Utilization (and Internal), Timesheet Utilization KPI. */
export const UTILISATION_REPORTS: readonly ReportDefinition[] = [];
