import { z } from 'zod';
import { pageOf, pageQuery } from '../paging/index.ts';
import { isoDate } from '../validation/fields.ts';

/**
 * The employee lifecycle around onboarding (SPEC §2): searching inactive employees and taking them
 * back (/activate-employee), the resigned employee list, deactivation, the onboarding dashboard and
 * the external onboarding site of the onboardingAppDashboard flag.
 */

const search = z.string().trim().max(100).optional();

export const inactiveEmployeeQuery = pageQuery.extend({ search });
export type InactiveEmployeeQuery = z.infer<typeof inactiveEmployeeQuery>;

export const inactiveEmployeeItem = z.object({
  employeeNumber: z.string(),
  employeeName: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  departmentName: z.string().nullable(),
  legalEntityName: z.string(),
  dateOfJoining: z.string(),
  /** Whether the employee has a user account to switch back on. */
  hasAccount: z.boolean(),
});
export type InactiveEmployeeItem = z.infer<typeof inactiveEmployeeItem>;
export const inactiveEmployeePage = pageOf(inactiveEmployeeItem);

/** Taking an inactive employee back: their new joining date. */
export const reactivationInput = z.object({ dateOfJoining: isoDate });
export type ReactivationInput = z.infer<typeof reactivationInput>;

export const employeeNumberParam = z.object({ employeeNumber: z.string().trim().min(1).max(40) });

/** The employees who resigned: serving their notice or gone (README Decisions). */
export const RESIGNED_STATUSES = ['Notice Period', 'Resigned'] as const;
export const RESIGNED_SORT_KEYS = [
  'employeeName',
  'employeeNumber',
  'departmentName',
  'designation',
  'dateOfJoining',
  'status',
] as const;

export const resignedEmployeeFilters = z.object({
  search,
  status: z.enum(RESIGNED_STATUSES).optional(),
  sort: z.enum(RESIGNED_SORT_KEYS).default('employeeName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ResignedEmployeeFilters = z.infer<typeof resignedEmployeeFilters>;
export const resignedEmployeeQuery = pageQuery.extend(resignedEmployeeFilters.shape);
export type ResignedEmployeeQuery = z.infer<typeof resignedEmployeeQuery>;
export const resignedExportQuery = resignedEmployeeFilters.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const resignedEmployeeItem = inactiveEmployeeItem
  .omit({ hasAccount: true })
  .extend({ reportingManagerName: z.string().nullable(), status: z.enum(RESIGNED_STATUSES) });
export type ResignedEmployeeItem = z.infer<typeof resignedEmployeeItem>;
export const resignedEmployeePage = pageOf(resignedEmployeeItem);

/** The export's columns, in order (the list's columns with the email). */
export const RESIGNED_EXPORT_COLUMNS: readonly { key: keyof ResignedEmployeeItem; heading: string }[] = [
  { key: 'employeeNumber', heading: 'Employee Number' },
  { key: 'employeeName', heading: 'Employee Name' },
  { key: 'email', heading: 'Email' },
  { key: 'designation', heading: 'Designation' },
  { key: 'departmentName', heading: 'Department' },
  { key: 'legalEntityName', heading: 'Legal Entity' },
  { key: 'reportingManagerName', heading: 'Reporting Manager' },
  { key: 'dateOfJoining', heading: 'Date of Joining' },
  { key: 'status', heading: 'Status' },
];
/** An export holds at most this many rows. */
export const RESIGNED_EXPORT_LIMIT = 50_000;

/** The result of a deactivation or reactivation. */
export const lifecycleChangeView = z.object({
  employeeNumber: z.string(),
  status: z.string(),
  dateOfJoining: z.string(),
  accountActive: z.boolean(),
  /** Sessions ended by a deactivation. */
  sessionsEnded: z.number(),
});
export type LifecycleChangeView = z.infer<typeof lifecycleChangeView>;

/** How far the dashboard's joiner chart reaches: this month, the two before and the next. */
export const JOINER_CHART_MONTHS_BEFORE = 2;

export const joinerItem = z.object({
  employeeNumber: z.string(),
  employeeName: z.string(),
  designation: z.string().nullable(),
  departmentName: z.string().nullable(),
  reportingManagerName: z.string().nullable(),
  dateOfJoining: z.string(),
  /** The joiner's checklist progress, null before it is started. */
  checklist: z.object({ done: z.number(), total: z.number() }).nullable(),
});
export type JoinerItem = z.infer<typeof joinerItem>;

export const pendingInvitation = z.object({
  username: z.string(),
  employeeName: z.string().nullable(),
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const onboardingDashboardView = z.object({
  joinersThisMonth: z.number(),
  joinersNextMonth: z.number(),
  /** Saved onboarding drafts (employee, consultant, job onboarding). */
  drafts: z.number(),
  pendingInvitations: z.number(),
  /** Joiners per month (yyyy-MM), oldest first: the chart. */
  joinersByMonth: z.array(z.object({ month: z.string(), joiners: z.number() })),
  /** Who joins this month and next, by joining date. */
  joiners: z.array(joinerItem),
  invitations: z.array(pendingInvitation),
});
export type OnboardingDashboardView = z.infer<typeof onboardingDashboardView>;
/** At most this many invitations are listed; the count is the whole number. */
export const INVITATIONS_LISTED = 50;

/** The tenant's external onboarding site (flag onboardingAppDashboard); null: the dashboard here is used. */
export const externalSiteView = z.object({ url: z.string().nullable() });
export type ExternalSiteView = z.infer<typeof externalSiteView>;
export const externalSiteInput = z.object({
  url: z
    .string()
    .trim()
    .max(300)
    .refine((value) => {
      try {
        const parsed = new URL(value);
        return parsed.protocol === 'https:' || parsed.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'Enter the address of the site, starting with https:// or http://.')
    .nullable(),
});
export type ExternalSiteInput = z.infer<typeof externalSiteInput>;

/** SPEC §6: the token is posted every 500 ms, up to 20 times, until the site acknowledges. */
export const EXTERNAL_SITE_PING_MS = 500;
export const EXTERNAL_SITE_PING_LIMIT = 20;
