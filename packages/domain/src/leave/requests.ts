import { z } from 'zod';
import { REQUEST_STATUSES } from '../approvals/index.ts';
import { MESSAGES } from '../messages.ts';
import { HALF_DAY_SESSIONS, LEAVE_DAY_TYPES } from './leave-types.ts';
import { LEAVE_MESSAGES } from './messages.ts';
import { isoDate } from '../validation/fields.ts';

export const leaveApplicationInput = z
  .object({
    leaveTypeId: z.uuid(LEAVE_MESSAGES.leaveTypeRequired),
    startDate: isoDate,
    endDate: isoDate,
    dayType: z.enum(LEAVE_DAY_TYPES).default('Full Day'),
    /** Which half of the day, for a half day. */
    halfDaySession: z.enum(HALF_DAY_SESSIONS).nullable().default(null),
    reason: z.string().trim().min(1, LEAVE_MESSAGES.reasonRequired).max(500, MESSAGES.tooLong),
    /** A supporting document uploaded first (POST /leave-request/document); required above the type's limit. */
    documentId: z.uuid().nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: LEAVE_MESSAGES.endBeforeStart });
    if (value.dayType === 'Half Day' && value.endDate !== value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: LEAVE_MESSAGES.halfDayOneDay });
    }
  });
export type LeaveApplicationInput = z.infer<typeof leaveApplicationInput>;

/** What the form shows before submitting: the day count and the days left out. */
export const leaveDayCountQuery = z.object({
  startDate: isoDate,
  endDate: isoDate,
  dayType: z.enum(LEAVE_DAY_TYPES).default('Full Day'),
  employeeNo: z.string().optional(),
});
export const leaveDayCountView = z.object({
  days: z.number(),
  excluded: z.array(z.object({ date: z.string(), reason: z.enum(['weekOff', 'holiday']), name: z.string() })),
});
export type LeaveDayCountView = z.infer<typeof leaveDayCountView>;

/** The longest reason (rejection, cancellation) or comment (approval) a decision may carry. */
export const DECISION_REASON_MAX = 500;
/** A rejection's or HR cancellation's reason (required by the approval rules), or an approval's optional comment. */
const decisionReason = z.string().trim().max(DECISION_REASON_MAX, MESSAGES.tooLong).optional();
export const decisionInput = z.object({ reason: decisionReason });
export const bulkDecisionInput = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  reason: decisionReason,
});
export const bulkDecisionView = z.object({
  applied: z.array(z.string()),
  /** Requests another approver decided first, or that were no longer pending. */
  skipped: z.array(z.object({ id: z.string(), message: z.string() })),
});

export const personRef = z.object({ employeeNumber: z.string(), displayName: z.string() });

/** The leave itself, as a request and the team overview show it: which type, which days, how many. */
export const leaveSpan = z.object({
  leaveTypeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dayType: z.enum(LEAVE_DAY_TYPES),
  halfDaySession: z.enum(HALF_DAY_SESSIONS).nullable(),
  days: z.number(),
});
export type LeaveSpan = z.infer<typeof leaveSpan>;

export const leaveRequestView = z.object({
  leaveApplicationId: z.string(),
  employee: personRef.extend({ departmentName: z.string().nullable(), profileImage: z.string().nullable() }),
  leaveTypeId: z.string(),
  ...leaveSpan.shape,
  reason: z.string(),
  status: z.enum(REQUEST_STATUSES),
  approver: personRef.nullable(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  appliedAt: z.string(),
  hasDocument: z.boolean(),
});
export type LeaveRequestView = z.infer<typeof leaveRequestView>;

/** SPEC §7/§9: manager and HR views page with pageNo/pageSize (page 1, size 10, ascending). */
export const LEAVE_SORT_FIELDS = ['employeeName', 'startDate', 'appliedAt', 'days', 'leaveType'] as const;
export const approvalListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 25, 50, 100].includes(n))
    .default(10),
  indirect: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  sortBy: z.enum(LEAVE_SORT_FIELDS).default('employeeName'),
  filterValue: z.string().trim().max(100).optional(),
  status: z.enum([...REQUEST_STATUSES, 'decided', 'all']).default('pending'),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuery>;

export const myRequestsQuery = approvalListQuery.omit({ indirect: true }).extend({
  sortBy: z.enum(LEAVE_SORT_FIELDS).default('startDate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum([...REQUEST_STATUSES, 'decided', 'all']).default('all'),
});

export const pagedView = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), pageNo: z.number(), pageSize: z.number() });

/** One recorded transition of a request (approval_decisions): who moved it, when, from what to what, and why. */
export const decisionHistoryEntry = z.object({
  fromStatus: z.enum(REQUEST_STATUSES),
  toStatus: z.enum(REQUEST_STATUSES),
  decidedBy: personRef.nullable(),
  decidedAt: z.string(),
  reason: z.string().nullable(),
});
export type DecisionHistoryEntry = z.infer<typeof decisionHistoryEntry>;

export const leaveRequestDetailView = leaveRequestView.extend({ history: z.array(decisionHistoryEntry) });

/** The answer to a document upload: the id to send with the application. */
export const leaveDocumentView = z.object({ documentId: z.string(), fileName: z.string() });

export const leaveTypeListQuery = z.object({
  /** true: only the types the caller may apply for (their leave plan, gender, employment type, probation). */
  eligible: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** The manager overview tab: who of the team is away, and this month's requests. */
export const teamOverviewQuery = z.object({
  date: z.iso.date(MESSAGES.invalidDate).optional(),
  indirect: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const teamLeaveEntry = z.object({
  leaveApplicationId: z.string(),
  employee: personRef.extend({ profileImage: z.string().nullable() }),
  ...leaveSpan.shape,
});
export const teamLeaveOverviewView = z.object({
  date: z.string(),
  /** Approved leave covering the date. */
  onLeaveToday: z.array(teamLeaveEntry),
  /** Approved leave starting in the 7 days after the date. */
  upcoming: z.array(teamLeaveEntry),
  /** Requests of the team starting in the date's month, by status. */
  pendingThisMonth: z.number(),
  approvedThisMonth: z.number(),
});
export type TeamLeaveOverviewView = z.infer<typeof teamLeaveOverviewView>;
