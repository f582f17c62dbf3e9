import { z } from 'zod';
import type { ApprovalActor } from '../approvals/index.ts';
import { MESSAGES } from '../messages.ts';
import { pageOf, pagedQuery, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '../paging/index.ts';
import { isoDay } from '../dates/days.ts';
import { addDays } from '../policies/index.ts';
import { EXIT_REASON_CATEGORIES } from './dashboard.ts';
import { EXIT_STATUSES, EXIT_STEP_STATUSES, exitStepView, offboardingTaskView } from './exits.ts';

export * from './exits.ts';
export * from './dashboard.ts';
export * from './templates.ts';
export * from './documents.ts';
export * from './transfers.ts';

/** SPEC §4: a resignation's statuses (the status master of §7). */
export const RESIGNATION_STATUSES = ['Submitted', 'Accepted', 'Rejected', 'Withdrawn', 'Released'] as const;
export type ResignationStatus = (typeof RESIGNATION_STATUSES)[number];

export interface ResignationTransition {
  from: ResignationStatus;
  to: ResignationStatus;
  /** requester: the employee; approver: their reporting manager (or HR); hrAdmin: HR with SubmitResignationOnBehalf. */
  by: readonly ApprovalActor[];
  reasonRequired: boolean;
}

/**
 * Withdrawal is allowed until the resignation is Released; only HR releases (with the last
 * working day). Rejections give a reason.
 */
export const RESIGNATION_TRANSITIONS: readonly ResignationTransition[] = [
  { from: 'Submitted', to: 'Accepted', by: ['approver', 'hrAdmin'], reasonRequired: false },
  { from: 'Submitted', to: 'Rejected', by: ['approver', 'hrAdmin'], reasonRequired: true },
  { from: 'Submitted', to: 'Withdrawn', by: ['requester', 'hrAdmin'], reasonRequired: false },
  { from: 'Accepted', to: 'Withdrawn', by: ['requester', 'hrAdmin'], reasonRequired: false },
  { from: 'Accepted', to: 'Released', by: ['hrAdmin'], reasonRequired: false },
];

export const RESIGNATION_VERBS = {
  accept: 'Accepted',
  reject: 'Rejected',
  withdraw: 'Withdrawn',
  release: 'Released',
} as const satisfies Record<string, ResignationStatus>;
export type ResignationVerb = keyof typeof RESIGNATION_VERBS;

/** SPEC §4: each status change is confirmed with its question before it is sent. */
export const RESIGNATION_CONFIRMATIONS: Record<ResignationVerb | 'submit', string> = {
  submit: 'Are you sure you want to submit your resignation?',
  accept: 'Are you sure you want to accept this resignation?',
  reject: 'Are you sure you want to reject this resignation?',
  withdraw: 'Are you sure you want to withdraw this resignation?',
  release: 'Are you sure you want to release this employee?',
};

/** Which verbs a role may take from a status (the buttons shown). */
export function resignationVerbsFor(status: ResignationStatus, actors: readonly ApprovalActor[]): ResignationVerb[] {
  return (Object.keys(RESIGNATION_VERBS) as ResignationVerb[]).filter((verb) =>
    RESIGNATION_TRANSITIONS.some(
      (t) => t.from === status && t.to === RESIGNATION_VERBS[verb] && t.by.some((a) => actors.includes(a)),
    ),
  );
}

/** Whether a verb's decision needs a reason (a rejection does). */
export function reasonRequiredFor(verb: ResignationVerb): boolean {
  return RESIGNATION_TRANSITIONS.some((t) => t.to === RESIGNATION_VERBS[verb] && t.reasonRequired);
}

export const NOTICE_TREATMENTS = ['serve', 'buyOut', 'waiver'] as const;
export type NoticeTreatment = (typeof NOTICE_TREATMENTS)[number];

export const OFFBOARDING_MESSAGES = {
  reasonRequired: 'Please give your reason for leaving.',
  lastDayInPast: 'The last working day cannot be in the past.',
  alreadyResigned: 'There is already an open resignation for this employee.',
  noEmployee: 'Employee not found.',
  shortfallTreatment: 'The last day is before the end of the notice period: choose buy-out or waiver.',
  lastDayRequired: 'Please give the last working day.',
  notYourStep: 'This exit approval is not waiting for you.',
  openMandatoryTasks: 'The exit cannot be completed while mandatory tasks are open.',
  chainNotApproved: 'The exit cannot be completed before every approver has approved it.',
  exitNotOpen: 'This exit is not open.',
  taskNotYours: 'Only the owner of this task or HR can complete it.',
  taskNotOpen: 'This task is not open.',
  resignationDecisionsLabel: 'Resignations',
  exitApprovalsLabel: 'Exit approvals',
  offboardingTasksLabel: 'Offboarding tasks',
} as const;

const isoDate = z.iso.date(MESSAGES.invalidDate);

export const resignationInput = z.object({
  reason: z.string().trim().min(1, OFFBOARDING_MESSAGES.reasonRequired).max(1000, MESSAGES.tooLong),
  /** The form asks for it; callers of the API that leave it out file the reason under Other. */
  reasonCategory: z.enum(EXIT_REASON_CATEGORIES).default('Other'),
  proposedLastDay: isoDate,
  comments: z.string().trim().max(2000, MESSAGES.tooLong).optional(),
});
export type ResignationInput = z.infer<typeof resignationInput>;

/** HR submits for an employee (admin submit). */
export const adminResignationInput = resignationInput.extend({
  employeeNumber: z.string().trim().min(1, OFFBOARDING_MESSAGES.noEmployee),
});
export type AdminResignationInput = z.infer<typeof adminResignationInput>;

export const resignationDecisionInput = z.object({
  reason: z.string().trim().max(1000, MESSAGES.tooLong).optional(),
  /** Release: the last working day (defaults to the notice-period date). */
  lastWorkingDay: isoDate.optional(),
  /** Release before the notice-period date: buy-out or waiver. */
  noticeTreatment: z.enum(NOTICE_TREATMENTS).optional(),
  /** HR only (accept or release): whether the company regrets losing this person. */
  regretted: z.boolean().optional(),
});
export type ResignationDecisionInput = z.infer<typeof resignationDecisionInput>;

/** waiting: what waits for the caller's decision first, then the newest (the list's opening order). */
export const RESIGNATION_SORT_FIELDS = ['waiting', 'submittedOn', 'employeeName', 'proposedLastDay', 'status'] as const;

/** SPEC §7 list: startDate, endDate, search, status, page, size, sort. */
export const resignationListQuery = pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE).extend({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(RESIGNATION_STATUSES).optional(),
  sort: z.enum(RESIGNATION_SORT_FIELDS).default('waiting'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** mine: own resignations; team: the caller's reportees' (managers); all: the tenant's (HR). */
  scope: z.enum(['mine', 'team', 'all']).default('mine'),
});
export type ResignationListQuery = z.infer<typeof resignationListQuery>;

const person = z.object({ employeeNumber: z.string(), displayName: z.string() });

export const resignationView = z.object({
  id: z.uuid(),
  employee: person.extend({ department: z.string().nullable(), legalEntity: z.string() }),
  manager: person.nullable(),
  status: z.enum(RESIGNATION_STATUSES),
  reason: z.string(),
  reasonCategory: z.enum(EXIT_REASON_CATEGORIES).nullable(),
  /** HR's mark: null until HR decides. */
  regretted: z.boolean().nullable(),
  comments: z.string().nullable(),
  submittedOn: z.string(),
  submittedBy: person.nullable(),
  proposedLastDay: z.string(),
  /** The last day the notice period asks for (from the employee's notice-period plan). */
  noticeLastDay: z.string(),
  noticeDays: z.number(),
  /** Days short of the notice period the proposed (or released) last day leaves. */
  shortfallDays: z.number(),
  lastWorkingDay: z.string().nullable(),
  noticeTreatment: z.enum(NOTICE_TREATMENTS).nullable(),
  decisionReason: z.string().nullable(),
  exitStatus: z.enum(EXIT_STATUSES).nullable(),
});
export type ResignationView = z.infer<typeof resignationView>;
export const resignationPage = pageOf(resignationView);

/** Shortfall: calendar days between the proposed last day and the notice-period end, when earlier. */
export function noticeShortfall(lastDay: string, noticeLastDay: string): number {
  if (lastDay >= noticeLastDay) return 0;
  return Math.round((Date.parse(noticeLastDay) - Date.parse(lastDay)) / 86_400_000);
}

/** The last day a notice period of `duration` `unit`s ends on, counted from the day of resignation. */
export function noticeEndDate(from: string, notice: { duration: number; unit: 'Month' | 'Week' | 'Days' }): string {
  if (notice.unit === 'Days') return addDays(from, notice.duration);
  if (notice.unit === 'Week') return addDays(from, notice.duration * 7);
  const d = new Date(`${from}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + notice.duration);
  const lastOfMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastOfMonth));
  return isoDay(d);
}

/** Without a notice-period plan the employee serves this. */
export const DEFAULT_NOTICE = { duration: 30, unit: 'Days' } as const;

const decided = { reason: z.string().nullable(), decidedAt: z.string(), decidedBy: person.nullable() };
const statusChange = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  fromStatus: z.enum(statuses),
  toStatus: z.enum(statuses),
  ...decided,
});

/** A decision on the timeline: of the resignation, of one exit approver's step, or of the exit itself (its completion). */
export const decisionEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('resignation'), ...statusChange(RESIGNATION_STATUSES) }),
  z.object({ kind: z.literal('exitApproval'), ...statusChange(EXIT_STEP_STATUSES) }),
  z.object({ kind: z.literal('exit'), ...statusChange(EXIT_STATUSES) }),
]);
export type DecisionEntry = z.infer<typeof decisionEntry>;

/** /offboarding-request/{id}: the resignation, its exit chain, its tasks, the timeline and what the caller may do. */
export const resignationDetailView = resignationView.extend({
  steps: z.array(exitStepView),
  tasks: z.array(offboardingTaskView),
  history: z.array(decisionEntry),
  verbs: z.array(z.enum(['accept', 'reject', 'withdraw', 'release'])),
  /** The exit step waiting for the caller, if any. */
  myStepId: z.uuid().nullable(),
  canComplete: z.boolean(),
});
export type ResignationDetailView = z.infer<typeof resignationDetailView>;

/** Before the form: what the notice period asks and whether the caller may resign (eligibility check). */
export const resignationEligibilityView = z.object({
  eligible: z.boolean(),
  message: z.string().nullable(),
  noticeLastDay: z.string(),
  noticeDays: z.number(),
  openResignationId: z.uuid().nullable(),
});
