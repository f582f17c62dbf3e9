import { z } from 'zod';
import { uploadRowError } from '../uploads/index.ts';

/*
 * Bulk onboarding (SPEC §7 "bulk upload template, validate, load, poll by executionNumber"): the
 * file's columns, the answer of a dry run and of a load. A row becomes the onboarding row of the
 * single form, so every rule of the stepped form applies to each row of a file too.
 */

export const BULK_ONBOARDING_KINDS = ['employee', 'consultant'] as const;
export type BulkOnboardingKind = (typeof BULK_ONBOARDING_KINDS)[number];
export const bulkOnboardingKind = z.enum(BULK_ONBOARDING_KINDS);

/** The largest file a bulk upload reads, in rows (the bench loads 10,000 in one go). */
export const BULK_MAX_ROWS = 10_000;
/** 10,000 rows of ~25 columns stay under this; a larger file is refused before it is read. */
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
/** Rows with a dropdown in the template. */
export const TEMPLATE_ROWS = 2_000;

/** What a column holds: its heading in the file, the onboarding row field it fills, how it is read. */
export interface BulkColumn {
  heading: string;
  /** The dotted path of the onboarding row field ('personal.firstName'); lookups resolve to it. */
  path: string;
  /** A lookup column: the template offers the tenant's values as a dropdown. */
  lookup?: BulkLookup;
  date?: boolean;
  hint?: string;
}

export type BulkLookup =
  | 'legalEntity'
  | 'department'
  | 'location'
  | 'designation'
  | 'manager'
  | 'gender'
  | 'employmentType'
  | 'contractorType'
  | 'probationPlan'
  | 'noticePeriodPlan'
  | 'currency';

const PERSON: BulkColumn[] = [
  { heading: 'Employee Number', path: 'job.employeeNumber', hint: 'Leave empty when Tenure numbers employees.' },
  { heading: 'First Name', path: 'personal.firstName' },
  { heading: 'Middle Name', path: 'personal.middleName' },
  { heading: 'Last Name', path: 'personal.lastName' },
  { heading: 'Gender', path: 'personal.gender', lookup: 'gender' },
  { heading: 'Date of Birth', path: 'personal.dateOfBirth', date: true },
  { heading: 'National ID', path: 'personal.nationalId' },
  { heading: 'Work Email', path: 'job.workEmail' },
  { heading: 'Mobile Phone', path: 'contact.mobilePhone' },
  { heading: 'Legal Entity', path: 'job.legalEntityCode', lookup: 'legalEntity' },
  { heading: 'Department', path: 'job.departmentId', lookup: 'department' },
  { heading: 'Location', path: 'job.locationId', lookup: 'location' },
  { heading: 'Designation', path: 'job.designation', lookup: 'designation' },
  {
    heading: 'Manager',
    path: 'job.managerEmployeeNumber',
    lookup: 'manager',
    hint: 'Employee number or work email; may be a person further down this file.',
  },
];

export const BULK_COLUMNS: Record<BulkOnboardingKind, readonly BulkColumn[]> = {
  employee: [
    ...PERSON,
    { heading: 'Employment Type', path: 'job.employmentType', lookup: 'employmentType' },
    { heading: 'Date of Joining', path: 'job.dateOfJoining', date: true },
    { heading: 'Probation Plan', path: 'policies.probation', lookup: 'probationPlan' },
    { heading: 'Notice Period Plan', path: 'policies.noticePeriod', lookup: 'noticePeriodPlan' },
  ],
  consultant: [
    ...PERSON,
    { heading: 'Contractor Type', path: 'job.employmentType', lookup: 'contractorType' },
    { heading: 'Date of Joining', path: 'job.dateOfJoining', date: true },
    { heading: 'Vendor', path: 'contract.vendorName' },
    { heading: 'Contract Start', path: 'contract.startDate', date: true },
    { heading: 'Contract End', path: 'contract.endDate', date: true },
    { heading: 'Billing Rate', path: 'contract.billingRate' },
    { heading: 'Currency', path: 'contract.currencyId', lookup: 'currency' },
  ],
};

/** The columns a file may leave out altogether (the rest must be there, even if empty). */
export const OPTIONAL_HEADINGS: readonly string[] = [
  'Employee Number',
  'Middle Name',
  'Gender',
  'Date of Birth',
  'National ID',
  'Manager',
  'Probation Plan',
  'Notice Period Plan',
];

/** The dry run's answer: how many rows would be created, which are already in Tenure, every error. */
export const bulkValidationView = z.object({
  rows: z.number(),
  /** Rows that would create a person. */
  toCreate: z.number(),
  /** Rows whose employee number or work email is already a person: a load skips them (idempotent). */
  alreadyOnboarded: z.array(z.object({ row: z.number(), employeeNumber: z.string(), workEmail: z.string() })),
  errors: z.array(uploadRowError),
});
export type BulkValidationView = z.infer<typeof bulkValidationView>;

/** How many of the people a load created its result names (the rest are counted). */
export const ONBOARDED_NAMED_LIMIT = 10;

/** A person a load onboarded, as its outcome names them: 'EMP0123 Jane Doe'. */
const onboardedPerson = z.object({ employeeNumber: z.string(), displayName: z.string() });

/** What a finished load job reports (its result). */
export const bulkLoadResult = z.object({
  rows: z.number(),
  created: z.number(),
  skipped: z.number(),
  /** The first ONBOARDED_NAMED_LIMIT people created, in file order. */
  onboarded: z.array(onboardedPerson).max(ONBOARDED_NAMED_LIMIT),
});
export type BulkLoadResult = z.infer<typeof bulkLoadResult>;

export const BULK_MESSAGES = {
  notSpreadsheet: 'Please upload the .xlsx template or a .csv file.',
  unknownValue: (heading: string, value: string, suggestion: string | null) =>
    `${heading} '${value}' not found${suggestion ? ` — did you mean ${suggestion}?` : '.'}`,
  ambiguousValue: (heading: string, value: string) => `${heading} '${value}' matches more than one; use a unique name.`,
  invalidDate: (format: string) => `Enter the date as ${format} or yyyy-MM-dd.`,
  invalidEmail: 'Enter a valid email address.',
  tooLong: (heading: string) => `${heading} is longer than 100 characters.`,
  unknownManager: (value: string) => `Manager '${value}' not found among the employees.`,
  inactiveManager: 'The manager is not active.',
  hasErrors: (count: number) =>
    `The file has ${count} error${count === 1 ? '' : 's'}; nothing was loaded. Validate it, fix the rows listed and load it again.`,
  fileGone: 'The uploaded file is no longer stored; upload it again.',
} as const;
