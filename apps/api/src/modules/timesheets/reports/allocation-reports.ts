import type { ReportDefinition } from '../../../platform/reports.ts';

/** Resource Project Allocation, Client and Project, Client Support. */
export const ALLOCATION_REPORTS: readonly ReportDefinition[] = [];
