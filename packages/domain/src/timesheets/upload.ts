import { z } from 'zod';
import { uploadRowError } from '../uploads/index.ts';

/** A timesheet file (SPEC §7 timesheet-upload): one row per employee, day, project and task. */
export const TIMESHEET_UPLOAD_COLUMNS = ['Employee Number', 'Date', 'Project', 'Task', 'Hours'] as const;
export type TimesheetUploadColumn = (typeof TIMESHEET_UPLOAD_COLUMNS)[number];
export const TIMESHEET_UPLOAD_MAX_ROWS = 10_000;
export const TIMESHEET_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const TIMESHEET_UPLOAD_TEMPLATE_ROWS = 2_000;

/** The dry run: how many lines the file makes and how each would enter, and every row error. */
export const timesheetUploadView = z.object({
  rows: z.number(),
  /** Lines (employee, week, project, task) the file writes. */
  lines: z.number(),
  /** Of those, the lines that enter approved (the uploader may decide them) and those sent for approval. */
  approved: z.number(),
  submitted: z.number(),
  /** Lines already in Tenure with the same hours: a load leaves them as they are (the same file twice adds nothing). */
  unchanged: z.number(),
  errors: z.array(uploadRowError),
});
export type TimesheetUploadView = z.infer<typeof timesheetUploadView>;

export const timesheetUploadResult = z.object({
  rows: z.number(),
  approved: z.number(),
  submitted: z.number(),
  unchanged: z.number(),
});
export type TimesheetUploadResult = z.infer<typeof timesheetUploadResult>;

export const TIMESHEET_IMPORT_STATUSES = ['refused', 'queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type TimesheetImportStatus = (typeof TIMESHEET_IMPORT_STATUSES)[number];

/** A file of the import history (/timesheet-bulk-upload, /timesheet-file-details/{id}). */
export const timesheetImportView = z.object({
  id: z.string(),
  fileName: z.string(),
  rows: z.number(),
  status: z.enum(TIMESHEET_IMPORT_STATUSES),
  executionNumber: z.number().nullable(),
  result: timesheetUploadResult.nullable(),
  /** The job's failure, when it failed. */
  failure: z.string().nullable(),
  errorCount: z.number(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TimesheetImportView = z.infer<typeof timesheetImportView>;
export const timesheetImportDetailView = timesheetImportView.extend({ errors: z.array(uploadRowError) });
export type TimesheetImportDetailView = z.infer<typeof timesheetImportDetailView>;

export const TIMESHEET_UPLOAD_MESSAGES = {
  notSpreadsheet: 'Upload an .xlsx or .csv file.',
  hasErrors: (n: number) =>
    `The file has ${n} error${n === 1 ? '' : 's'}; fix ${n === 1 ? 'it' : 'them'} and upload it again. Nothing was loaded.`,
  unknownEmployee: 'No active employee has this number.',
  badDate: 'Not a date (use the tenant’s date format or yyyy-MM-dd).',
  futureDate: 'Hours cannot be entered for a day after today.',
  unknownProject: 'No active project has this name or code.',
  notAllocated: 'The employee is not allocated to this project on this day.',
  unknownTask: 'The project has no task of this name.',
  badHours: 'Hours must be a number from 0.25 to 24 in quarter hours (7.5, 7,5 or 7:30).',
  dayOverLimit: (max: number) => `The employee’s hours on this day come to more than ${max}.`,
  duplicateRow: 'The same employee, day, project and task appear on an earlier row.',
  weekClosed: (days: number) =>
    `This day's week is closed for changes: weeks can be changed until ${days} day${days === 1 ? '' : 's'} after they end.`,
  lineDecided: 'The employee’s line for this week is already waiting for approval or approved with other hours.',
  noApprover: 'The project has no designated approver or project manager to send the line to.',
  fileGone: 'The uploaded file is no longer available; upload it again.',
} as const;
