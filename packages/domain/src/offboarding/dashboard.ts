import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Why people leave: the employee picks one when resigning (the free-text reason stays). */
export const EXIT_REASON_CATEGORIES = [
  'Better opportunity',
  'Compensation',
  'Relocation',
  'Personal',
  'Higher studies',
  'Health',
  'Manager',
  'Other',
] as const;
export type ExitReasonCategory = (typeof EXIT_REASON_CATEGORIES)[number];

/** The dashboard's statuses: a resignation's, with a released one split into an exit under way and a completed exit. */
export const EXIT_DASHBOARD_STATUSES = [
  'Submitted',
  'Accepted',
  'Released',
  'Exited',
  'Rejected',
  'Withdrawn',
] as const;
export type ExitDashboardStatus = (typeof EXIT_DASHBOARD_STATUSES)[number];

/** Without a range the dashboard shows the last twelve months up to today. */
export const EXIT_DASHBOARD_MONTHS = 12;

const isoDate = z.iso.date(MESSAGES.invalidDate);

export const offboardingDashboardQuery = z
  .object({ legalEntityId: z.uuid().optional(), from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date.',
  });
export type OffboardingDashboardQuery = z.infer<typeof offboardingDashboardQuery>;

const count = z.number().int();

export const offboardingDashboardView = z.object({
  from: z.string(),
  to: z.string(),
  /** The legal entities whose leavers the viewer sees (the entity filter's choices). */
  entities: z.array(z.object({ id: z.uuid(), name: z.string() })),
  totals: z.object({ resigned: count, left: count, servingNotice: count, openTasks: count }),
  /** Resignations submitted in the range, by where they are now. */
  byStatus: z.array(z.object({ status: z.enum(EXIT_DASHBOARD_STATUSES), count })),
  /** yyyy-MM: resignations submitted, and leavers whose last working day fell, in each month of the range. */
  byMonth: z.array(z.object({ month: z.string(), resigned: count, left: count })),
  /** Today's notice-servers (accepted, or released with the last day still ahead), soonest last day first. */
  servingNotice: z.array(
    z.object({
      resignationId: z.uuid(),
      employeeNumber: z.string(),
      displayName: z.string(),
      department: z.string().nullable(),
      lastDay: z.string(),
      daysLeft: count,
    }),
  ),
  /** Open offboarding tasks per owner now (null owner: nobody holds the role). */
  openTasksByOwner: z.array(
    z.object({
      employeeNumber: z.string().nullable(),
      displayName: z.string().nullable(),
      open: count,
      overdue: count,
    }),
  ),
  /** Leavers of the range (released, last working day in the range) by reason category. */
  reasons: z.array(z.object({ category: z.enum(EXIT_REASON_CATEGORIES), count })),
  regretted: z.object({ regretted: count, nonRegretted: count, unmarked: count }),
});
export type OffboardingDashboardView = z.infer<typeof offboardingDashboardView>;

/** HR marks a leaver regretted or not (on the detail page, or when accepting or releasing). */
export const regrettedInput = z.object({ regretted: z.boolean() });
