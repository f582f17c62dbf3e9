import { z } from 'zod';
import { uploadRowError } from '../uploads/index.ts';
import type { BulkColumn } from './bulk.ts';

/*
 * Bulk update (SPEC §7 "update templates"): one template per kind of change, each with the
 * employee number, an effective date and the fields of that kind. An empty cell keeps the value.
 */

export const BULK_UPDATE_KINDS = ['jobDetails', 'manager', 'departmentLocation', 'contact'] as const;
export type BulkUpdateKind = (typeof BULK_UPDATE_KINDS)[number];
export const bulkUpdateKind = z.enum(BULK_UPDATE_KINDS);

/** The employee fields a bulk update may change (an audit entry each). */
export type BulkUpdateField =
  | 'designation'
  | 'jobTitle'
  | 'grade'
  | 'employmentType'
  | 'manager'
  | 'department'
  | 'location'
  | 'mobilePhone'
  | 'alternatePhone'
  | 'personalEmail';

export interface BulkUpdateColumn extends Omit<BulkColumn, 'path'> {
  field: BulkUpdateField;
}

export const EMPLOYEE_NUMBER_HEADING = 'Employee Number';
export const EFFECTIVE_DATE_HEADING = 'Effective Date';

export const BULK_UPDATE_COLUMNS: Record<BulkUpdateKind, readonly BulkUpdateColumn[]> = {
  jobDetails: [
    { heading: 'Designation', field: 'designation', lookup: 'designation' },
    { heading: 'Job Title', field: 'jobTitle' },
    { heading: 'Grade', field: 'grade' },
    { heading: 'Employment Type', field: 'employmentType', lookup: 'employmentType' },
  ],
  manager: [
    {
      heading: 'Manager',
      field: 'manager',
      lookup: 'manager',
      hint: 'Employee number or work email of an active employee.',
    },
  ],
  departmentLocation: [
    { heading: 'Department', field: 'department', lookup: 'department' },
    { heading: 'Location', field: 'location', lookup: 'location' },
  ],
  contact: [
    { heading: 'Mobile Phone', field: 'mobilePhone' },
    { heading: 'Alternate Phone', field: 'alternatePhone' },
    { heading: 'Personal Email', field: 'personalEmail' },
  ],
};

export const bulkUpdateValidationView = z.object({
  rows: z.number(),
  /** Employees with at least one field that changes. */
  toChange: z.number(),
  /** Field changes in all (each is one audit entry). */
  changes: z.number(),
  /** Rows whose values are already the employee's: nothing to do. */
  unchanged: z.number(),
  errors: z.array(uploadRowError),
});
export type BulkUpdateValidationView = z.infer<typeof bulkUpdateValidationView>;

export const bulkUpdateResult = z.object({ rows: z.number(), employees: z.number(), changes: z.number() });
export type BulkUpdateResult = z.infer<typeof bulkUpdateResult>;

export const BULK_UPDATE_MESSAGES = {
  unknownEmployee: (number: string) => `Employee '${number}' not found.`,
  effectiveDateInFuture: 'The effective date cannot be in the future: a bulk update applies at once.',
  selfManager: 'An employee cannot report to themselves.',
  managerLoop: 'This manager reports, directly or not, to the employee: the reporting line would form a loop.',
  duplicateEmployee: (row: number) => `This employee is already updated in row ${row}.`,
  done: (employees: number, changes: number) =>
    employees === 0
      ? 'Nothing to change: every row already matches.'
      : `${employees} employee${employees === 1 ? '' : 's'} updated (${changes} field${changes === 1 ? '' : 's'} changed).`,
} as const;
