import type { RequestStatus } from '../approvals/index.ts';
import type { HALF_DAY_SESSIONS } from '../leave/leave-types.ts';
import type { GoalApprovalStatus } from '../performance/goals.ts';

/** A mail's subject and text. */
export interface MailText {
  subject: string;
  body: string;
}

/** A notice's title and text: shown under the header bell and mailed with the same words. */
export interface NoticeText {
  title: string;
  body: string;
}

/** A decision on a request, as its requester is told of it. */
export type DecidedStatus = Exclude<RequestStatus, 'pending'>;

/** Formats an ISO day in the tenant's date pattern with the recipient's month names. */
export type DayFormatter = (isoDay: string) => string;
/** Names the month of an ISO day, with its year, in the recipient's language ("November 2026"). */
export type MonthFormatter = (isoDay: string) => string;

/** The period a scheduled report mail covers: the day, the week starting on `start`, or its month. */
export interface ReportMailPeriod {
  frequency: 'daily' | 'weekly' | 'monthly';
  start: string;
}

/**
 * Everything Tenure mails or posts to a person, in one language (issue 38: mails and notices go
 * out in the recipient's language). Dates arrive as ISO days and are written by `day`, so the
 * tenant's pattern keeps its order while the month's word follows the reader. Names, leave types,
 * tasks and reasons are the tenant's own data and stay as they were typed.
 */
export interface NoticeTexts {
  otp(p: { company: string; otp: string; minutes: number }): MailText;
  invitation(p: { company: string; username: string; hours: number; link: string }): MailText;
  passwordReset(p: { company: string; username: string; hours: number; link: string }): MailText;

  leaveRequested(p: { kind: 'leave' | 'compOff'; employee: string; what: string; reason: string }): NoticeText;
  /** `who` null: decided by HR (no employee record). */
  leaveDecided(p: {
    kind: 'leave' | 'compOff';
    who: string | null;
    status: DecidedStatus;
    what: string;
    reason: string | undefined;
  }): NoticeText;
  describeLeave(p: {
    typeName: string;
    startDate: string;
    endDate: string;
    halfDay: boolean;
    session: (typeof HALF_DAY_SESSIONS)[number] | null;
    days: number;
  }): string;
  describeCompOff(p: { workedDate: string; days: number }): string;

  /** `who` null: decided by the timesheet administrator. */
  timesheetLineDecided(p: {
    who: string | null;
    status: 'approved' | 'rejected';
    line: string;
    weekStart: string;
    reason: string | undefined;
  }): NoticeText;
  timesheetSubmitReminder(p: { weekStart: string }): NoticeText;
  timesheetApprovalReminder(): NoticeText;

  offboardingTask(p: { leaver: string; task: string; due: string }): NoticeText;
  exitSurveyAssigned(): NoticeText;
  surveyReminder(p: { survey: string; closesOn: string }): NoticeText;
  reactivated(p: { company: string; joiningDate: string }): NoticeText;

  goalSubmitted(p: { employee: string; goal: string }): NoticeText;
  goalDecided(p: { status: Exclude<GoalApprovalStatus, 'pending'>; goal: string; reason: string | null }): NoticeText;
  skillSubmitted(p: { employee: string; skill: string; level: string; years: number }): NoticeText;
  skillDecided(p: { skill: string; status: DecidedStatus; level: string; reason: string | null }): NoticeText;

  joinerToManager(p: { name: string; number: string; joiningDate: string }): NoticeText;
  joinersToHr(p: { count: number; name: string; joiningDate: string }): NoticeText;
  contractEnds(p: { name: string; number: string; vendor: string; endDate: string; days: number }): NoticeText;

  /** A saved report view's scheduled mail; the report's and the view's names stay as they are. */
  scheduledReport(p: {
    report: string;
    view: string;
    period: ReportMailPeriod;
    rows: number;
    link: string;
    attached: boolean;
  }): MailText;
}
