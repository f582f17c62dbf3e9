import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createSecretBox } from '../../platform/sealed-secrets.ts';
import { defineAutoApprovalJobs } from './auto-approval/jobs.ts';
import { defineErpSyncJobs } from './erp-sync/jobs.ts';
import { defineReminderJobs } from './reminders/jobs.ts';
import { defineUploadJobs } from './upload/jobs.ts';

/**
 * The timesheets module's background work, each kind defined in its area: the reminders to submit
 * and approve (scheduled per entity, local time), the daily auto-approval rule, the ERP project sync
 * (daily and on demand) and the load of an uploaded timesheet file.
 */
export function defineTimesheetJobs(deps: ModuleDeps): void {
  defineReminderJobs(deps.jobs);
  defineAutoApprovalJobs(deps.jobs, deps.flags);
  defineErpSyncJobs(deps.jobs, { storage: deps.storage, secrets: createSecretBox(deps.config), flags: deps.flags });
  defineUploadJobs(deps.jobs, deps.storage);
}
