import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../access/employment.ts';
import { pageOf, pageQuery } from '../paging/index.ts';

export const EMPLOYEE_STATUSES = ['Active', 'Inactive', 'Resigned', 'Notice Period'] as const;
/**
 * What an Active employee reads as while their joining date, at their location, is still ahead
 * (README Decisions): derived, never stored.
 */
export const PRE_JOINING = 'Pre-joining';
/** The statuses lists and profiles show and filter by. */
export const SHOWN_EMPLOYEE_STATUSES = [PRE_JOINING, ...EMPLOYEE_STATUSES] as const;
export type ShownEmployeeStatus = (typeof SHOWN_EMPLOYEE_STATUSES)[number];

/** Sortable columns of the HR employee list; SPEC §9 default sort employeeName. */
export const EMPLOYEE_SORT_KEYS = [
  'employeeName',
  'employeeNumber',
  'designation',
  'departmentName',
  'locationName',
  'legalEntityName',
  'employmentType',
  'dateOfJoining',
  'status',
] as const;
export type EmployeeSortKey = (typeof EMPLOYEE_SORT_KEYS)[number];

/** The filters shared by the list and its export. */
export const employeeListFilters = z.object({
  search: z.string().trim().max(100).optional(),
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  legalEntityId: z.uuid().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  status: z.enum(SHOWN_EMPLOYEE_STATUSES).optional(),
  sort: z.enum(EMPLOYEE_SORT_KEYS).default('employeeName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type EmployeeListFilters = z.infer<typeof employeeListFilters>;

export const employeeListQuery = pageQuery.extend(employeeListFilters.shape);
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const employeeExportQuery = employeeListFilters.extend({ format: z.enum(EXPORT_FORMATS).default('csv') });
/** An export holds at most this many rows; narrow the filters for more. */
export const EMPLOYEE_EXPORT_LIMIT = 50_000;

export const employeeListItem = z.object({
  employeeId: z.string(),
  employeeNumber: z.string(),
  employeeName: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  departmentName: z.string().nullable(),
  locationName: z.string().nullable(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  employmentType: z.string(),
  dateOfJoining: z.string(),
  status: z.enum(SHOWN_EMPLOYEE_STATUSES),
  reportingManagerName: z.string().nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

export const employeeListPage = pageOf(employeeListItem);

/** Columns of the CSV/XLSX export, in order, with their headings. */
export const EMPLOYEE_EXPORT_COLUMNS: readonly { key: keyof EmployeeListItem; heading: string }[] = [
  { key: 'employeeNumber', heading: 'Employee Number' },
  { key: 'employeeName', heading: 'Employee Name' },
  { key: 'email', heading: 'Email' },
  { key: 'designation', heading: 'Designation' },
  { key: 'departmentName', heading: 'Department' },
  { key: 'locationName', heading: 'Location' },
  { key: 'legalEntityName', heading: 'Legal Entity' },
  { key: 'employmentType', heading: 'Employment Type' },
  { key: 'dateOfJoining', heading: 'Date of Joining' },
  { key: 'status', heading: 'Status' },
  { key: 'reportingManagerName', heading: 'Reporting Manager' },
];

/** People directory: everyone active, with what a colleague may see. */
export const directoryQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
});

/** The card of a person as any colleague sees it (directory, team, org chart). */
export const employeeCard = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  designation: z.string().nullable(),
  departmentName: z.string().nullable(),
  locationName: z.string().nullable(),
  /** Building and floor at the location ('Tower A, Floor 3'), when set. */
  workplace: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
});
export type EmployeeCard = z.infer<typeof employeeCard>;

export const directoryPage = pageOf(employeeCard);

/** Criteria search (pickers and advanced search): every given criterion must match. */
export const criteriaSearchQuery = z
  .object({
    employeeNumber: z.string().trim().min(1).max(30).optional(),
    name: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1).max(100).optional(),
    designation: z.string().trim().min(1).max(100).optional(),
    departmentId: z.uuid().optional(),
    locationId: z.uuid().optional(),
    legalEntityCode: z.string().trim().min(1).max(20).optional(),
    employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  })
  .refine((q) => Object.values(q).some((v) => v !== undefined), { message: 'Give at least one search criterion.' });
export type CriteriaSearchQuery = z.infer<typeof criteriaSearchQuery>;
export const CRITERIA_SEARCH_LIMIT = 50;
