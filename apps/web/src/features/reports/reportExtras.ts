import type { ComponentType } from 'react';
import { PayrollReminderButton } from './PayrollReminderButton.tsx';
import type { ReportViewState } from './reportQuery.ts';
import { UtilisationTargetPanel } from './UtilisationTargetPanel.tsx';

/**
 * What a report's page shows besides what its definition draws, by the report's route key: an
 * action beside the export buttons (it acts on the rows the filters match) and a panel above the rows.
 */
export interface ReportExtras {
  Action?: ComponentType<{ reportKey: string; state: ReportViewState }>;
  Panel?: ComponentType;
}

export const REPORT_EXTRAS: Readonly<Partial<Record<string, ReportExtras>>> = {
  'payroll-defaulters-report': { Action: PayrollReminderButton },
  'timesheet-utilization-kpi-report': { Panel: UtilisationTargetPanel },
};
