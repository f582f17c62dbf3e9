import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { pagedQuery, pageOf } from '../paging/index.ts';
import { MAX_HOURS_PER_CELL } from './hours.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import { LINE_STATUSES, WEEK_STATUSES } from './status.ts';
import { DAYS_IN_WEEK } from './week.ts';
import { isoDate } from '../validation/fields.ts';

/** SPEC §9 fixed sizes: timesheet details 10, history 20, team 1500. */
export const TIMESHEET_DETAILS_PAGE_SIZE = 10;
export const TIMESHEET_HISTORY_PAGE_SIZE = 20;
export const TIMESHEET_TEAM_SIZE = 1500;
/** Lines one week may hold (projects × tasks plus leave and holiday). */
export const MAX_LINES_PER_WEEK = 50;
/** Line decisions in one call (a week's lines, or a page of them). */
export const MAX_LINES_PER_DECISION = 500;

/** A project line is hours on a project's task; leave and holiday lines are the non-project ones. */
export const LINE_KINDS = ['project', 'leave', 'holiday'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

const cellHours = z
  .number({ error: TIMESHEET_MESSAGES.invalidHours })
  .min(0, TIMESHEET_MESSAGES.invalidHours)
  .max(MAX_HOURS_PER_CELL, TIMESHEET_MESSAGES.invalidHours)
  .refine((h) => Number.isInteger(h * 4), TIMESHEET_MESSAGES.invalidHours);
const weekHours = z
  .array(cellHours.nullable())
  .length(DAYS_IN_WEEK)
  .transform((days) => days.map((h) => h ?? 0));

export const timesheetLineInput = z
  .object({
    kind: z.enum(LINE_KINDS).default('project'),
    projectId: z.uuid().nullable().default(null),
    taskId: z.uuid().nullable().default(null),
    hours: weekHours,
  })
  .superRefine((line, ctx) => {
    if (line.kind === 'project' && !line.projectId)
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: TIMESHEET_MESSAGES.notAllocated });
  });
export type TimesheetLineInput = z.infer<typeof timesheetLineInput>;

/** The week as the employee saves it: every line they keep (approved and waiting ones unchanged). */
export const weekSaveInput = z.object({
  weekStartDate: isoDate,
  lines: z.array(timesheetLineInput).max(MAX_LINES_PER_WEEK),
});
export type WeekSaveInput = z.infer<typeof weekSaveInput>;

export const weekQuery = z.object({
  /** Any day of the week; today's week when left out. */
  date: isoDate.optional(),
  /** Another employee's week (their approvers and timesheet admins). */
  employeeId: z.uuid().optional(),
});
export const weekRef = z.object({ weekStartDate: isoDate });

export const personView = z.object({ employeeId: z.string(), employeeNumber: z.string(), displayName: z.string() });

export const timesheetLineView = z.object({
  /** Null for a leave or holiday line the server suggests and that is not saved yet. */
  id: z.string().nullable(),
  kind: z.enum(LINE_KINDS),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  hours: z.array(z.number()),
  total: z.number(),
  status: z.enum(LINE_STATUSES),
  approver: personView.nullable(),
  decidedBy: personView.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type TimesheetLineView = z.infer<typeof timesheetLineView>;

export const weekDayView = z.object({
  date: z.string(),
  /** A week-off or holiday, with its name. */
  dayOff: z.object({ reason: z.enum(['weekOff', 'holiday']), name: z.string() }).nullable(),
  /** Approved leave on the day (1 a full day, 0.5 a half). */
  leaveDays: z.number(),
  isFuture: z.boolean(),
});

/** A project the employee may book hours on this week (their allocations) with its tasks. */
export const bookableProjectView = z.object({
  projectId: z.string(),
  projectName: z.string(),
  allocationStart: z.string(),
  allocationEnd: z.string().nullable(),
  tasks: z.array(z.object({ taskId: z.string(), taskName: z.string() })),
  /** With estimatedHours: the estimates of the week's allocations and the employee's hours on the project within them. */
  estimatedHours: z.number().nullable().optional(),
  loggedHours: z.number().optional(),
});

export const weekView = z.object({
  id: z.string().nullable(),
  employee: personView,
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  status: z.enum(WEEK_STATUSES),
  /** Closed by restrictHistoricalTimeSheetEdit: read-only. */
  locked: z.boolean(),
  /** The caller may change it (their own week, not locked). */
  editable: z.boolean(),
  maxHoursPerDay: z.number(),
  /** The plan's weekly limit (issue 17); null without one. */
  maxHoursPerWeek: z.number().nullable(),
  expectedHours: z.number(),
  totalHours: z.number(),
  days: z.array(weekDayView),
  lines: z.array(timesheetLineView),
  projects: z.array(bookableProjectView),
});
export type WeekView = z.infer<typeof weekView>;

/** The approval tabs (SPEC §4): Pending for Approval, Rejected, History (everything decided). */
export const APPROVAL_TABS = ['pending', 'rejected', 'history'] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

export const approvalListQuery = pagedQuery(
  [TIMESHEET_DETAILS_PAGE_SIZE, 20, 25, 50, 100],
  TIMESHEET_DETAILS_PAGE_SIZE,
).extend({
  tab: z.enum(APPROVAL_TABS).default('pending'),
  /** Everyone's lines (AdminTimesheetApproval), not only those routed to the caller. */
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  search: z.string().trim().max(100).optional(),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuery>;

/** One employee's week as an approver sees it: the lines routed to them. */
export const approvalWeekView = z.object({
  weekId: z.string(),
  employee: personView,
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  weekStatus: z.enum(WEEK_STATUSES),
  lines: z.array(timesheetLineView),
  totalHours: z.number(),
});
export type ApprovalWeekView = z.infer<typeof approvalWeekView>;
export const approvalPageView = pageOf(approvalWeekView);

const decisionReason = z.string().trim().max(500, MESSAGES.tooLong).optional();
export const lineDecisionInput = z.object({
  lineIds: z.array(z.uuid()).min(1).max(MAX_LINES_PER_DECISION),
  reason: decisionReason,
});
export const bulkWeekApprovalInput = z.object({
  weekIds: z.array(z.uuid()).min(1).max(TIMESHEET_TEAM_SIZE),
  reason: decisionReason,
});
export const decisionResultView = z.object({
  applied: z.array(z.string()),
  /** Lines another approver decided first, no longer waiting, or not the caller's to decide. */
  skipped: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type DecisionResultView = z.infer<typeof decisionResultView>;

export const historyQuery = pagedQuery([TIMESHEET_HISTORY_PAGE_SIZE], TIMESHEET_HISTORY_PAGE_SIZE).extend({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export const historyWeekView = z.object({
  id: z.string(),
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  status: z.enum(WEEK_STATUSES),
  totalHours: z.number(),
  lineCount: z.number(),
  updatedAt: z.string(),
});
export const historyPageView = pageOf(historyWeekView);

/** SPEC §7 pending timesheet filter: the week's startDate and endDate. */
export const pendingQuery = pagedQuery(
  [TIMESHEET_DETAILS_PAGE_SIZE, 20, 25, 50, 100],
  TIMESHEET_DETAILS_PAGE_SIZE,
).extend({
  startDate: isoDate,
  endDate: isoDate,
});
/** Someone of the caller's team whose week is missing or not submitted. */
export const pendingWeekView = z.object({
  employee: personView,
  weekStartDate: z.string(),
  status: z.enum(WEEK_STATUSES),
  totalHours: z.number(),
});
export const pendingPageView = pageOf(pendingWeekView);

/** SPEC §6: a reporting manager's overview (their reportees) and a project manager's (their projects' teams) differ. */
export const OVERVIEW_TYPES = ['RM', 'PM'] as const;
export const overviewQuery = z.object({
  type: z.enum(OVERVIEW_TYPES).default('RM'),
  startDate: isoDate,
  endDate: isoDate,
});
export const overviewView = z.object({
  type: z.enum(OVERVIEW_TYPES),
  /** Hours per project and week (leave and holidays under their own names). */
  rows: z.array(z.object({ weekStartDate: z.string(), label: z.string(), hours: z.number() })),
  statusCounts: z.array(z.object({ status: z.enum(WEEK_STATUSES), weeks: z.number() })),
});
export type OverviewView = z.infer<typeof overviewView>;

/** The leave details of a period (SPEC §7 v2 "leave details"): what the timesheet fills as non-project time. */
export const LEAVE_DETAILS_MAX_DAYS = 93;
export const leaveDetailsQuery = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    /** Another employee's (their approvers and timesheet admins, as for the week). */
    employeeId: z.uuid().optional(),
  })
  .refine((q) => q.endDate >= q.startDate, { path: ['endDate'], message: TIMESHEET_MESSAGES.leaveDetailsOrder })
  .refine((q) => (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 < LEAVE_DETAILS_MAX_DAYS, {
    path: ['endDate'],
    message: TIMESHEET_MESSAGES.leaveDetailsSpan,
  });
export type LeaveDetailsQuery = z.infer<typeof leaveDetailsQuery>;

/** A day of the period that is not a full working day: approved leave (1 or 0.5), a holiday or a weekly off. */
export const leaveDetailsDay = z.object({
  date: z.string(),
  kind: z.enum(['leave', 'holiday', 'weekOff']),
  /** The leave on that day: 1 a full day, 0.5 a half; 0 for a holiday or weekly off. */
  leaveDays: z.number(),
  /** The leave type's name, the holiday's name, or the weekday of a weekly off. */
  name: z.string(),
});
export const leaveDetailsView = z.object({
  employeeId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Working days of the period taken by approved leave, in days. */
  leaveDays: z.number(),
  days: z.array(leaveDetailsDay),
});
export type LeaveDetailsView = z.infer<typeof leaveDetailsView>;

/** The history log of a week (flag timesheetHistoryLog): who saved, submitted, pulled back and decided what, newest first. */
export const WEEK_HISTORY_ACTIONS = ['saved', 'submitted', 'unsubmitted', 'approved', 'rejected'] as const;
export type WeekHistoryAction = (typeof WEEK_HISTORY_ACTIONS)[number];
export const WEEK_HISTORY_LIMIT = 200;
export const weekHistoryEvent = z.object({
  at: z.string(),
  action: z.enum(WEEK_HISTORY_ACTIONS),
  /** The person who acted; null for a rule or a client's approver. */
  actorName: z.string().nullable(),
  /** The auto-approval rule that decided, or the client whose key decided. */
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** The lines a decision took, by project (or leave/holiday). */
  lines: z.array(z.string()),
});
export type WeekHistoryEvent = z.infer<typeof weekHistoryEvent>;
export const weekHistoryView = z.object({ events: z.array(weekHistoryEvent) });
export type WeekHistoryView = z.infer<typeof weekHistoryView>;
