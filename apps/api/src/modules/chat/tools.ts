import type { MyActionsView } from '@tenure/domain/actions';
import type { ChatLink, ChatReplies, ChatTable } from '@tenure/domain/chat';
import type { ReporteeView } from '@tenure/domain/employees';
import type { LeaveBalanceView, LeaveRequestView, TeamLeaveOverviewView } from '@tenure/domain/leave';
import { addDays } from '@tenure/domain/policies';
import type { ApiCaller, InternalReply } from '../../platform/internal-calls.ts';
import type { PolicyPassage } from '../policies/index.ts';
import type { ApprovalSubject, ChatTool, ToolArgs } from './intents.ts';

/** What a tool answers: plain text, and a table and links to the records its figures come from. */
export interface ToolAnswer {
  content: string;
  table: ChatTable | null;
  links: ChatLink[];
  /** A step waiting for the user's yes (applying for leave), kept with the conversation. */
  pending?: PendingLeave | null;
  /** The API refused (403/404): the tool ran, the user may not see it. */
  refused?: boolean;
}

// A type (not an interface) so that it is a JSON record for the jsonb column.
export type PendingLeave = {
  tool: 'applyLeave';
  leaveTypeId: string | null;
  leaveTypeName: string | null;
  startDate: string | null;
  endDate: string | null;
  halfDay: boolean;
};

export interface ToolContext {
  call: ApiCaller;
  today: string;
  /** The assistant's words, figures and dates in the user's language. */
  replies: ChatReplies;
  /** The user's own employee number (null for a user without an employee record). */
  ownEmployeeNumber(): Promise<string | null>;
  /** Full-text search over the given policy documents (the ones the caller's library lists). */
  searchPolicies(documentIds: string[], question: string): Promise<PolicyPassage[]>;
}

const LEAVE = '/api/hrms/leave-attendance';
const HRIS = '/api/hrms/hris';
const dashboard = (ctx: ToolContext): ChatLink => ({
  label: ctx.replies.words.link.leaveDashboard,
  href: '/leave-dashboard',
});
const answer = (content: string, table: ChatTable | null = null, links: ChatLink[] = []): ToolAnswer => ({
  content,
  table,
  links,
});
const tableOf = (headers: string[], rows: string[][]): ChatTable => ({ headers, rows, totalRows: rows.length });
/** `n` days, with the figure and the word in the user's language. */
const daysOf = (ctx: ToolContext, n: number) => ctx.replies.words.days(n, ctx.replies.number(n));
/** A status as the API gives it, in the user's language when the assistant knows it. */
const statusOf = (ctx: ToolContext, status: string) => ctx.replies.words.status[status] ?? status;

/**
 * An API answer the user may not see becomes the assistant's refusal, a user without an employee
 * record is told so; any other failure is thrown.
 */
function refusal(ctx: ToolContext, reply: InternalReply): ToolAnswer | null {
  const { words } = ctx.replies;
  if (reply.statusCode === 401 || reply.statusCode === 403 || reply.statusCode === 404)
    return { ...answer(words.noAccess), refused: true };
  if ((reply.body as { code?: string } | null)?.code === 'NO_EMPLOYEE_RECORD') return answer(words.noEmployeeRecord);
  if (reply.statusCode >= 400) throw new Error(`internal call answered ${reply.statusCode}`);
  return null;
}

async function leaveBalance(ctx: ToolContext, args: ToolArgs): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${LEAVE}/leave-balances`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  let balances = reply.body as LeaveBalanceView[];
  if (args.leaveType) {
    const wanted = balances.filter((b) => matchesType(b.leaveTypeCode, b.leaveTypeName, args.leaveType!));
    if (wanted.length) balances = wanted;
  }
  const { words, number } = ctx.replies;
  if (balances.length === 0) return answer(words.noBalances, null, [dashboard(ctx)]);
  const h = words.heading;
  const table = tableOf(
    [h.leaveType, h.balance, h.pending, h.available],
    balances.map((b) => [b.leaveTypeName, number(b.balance), number(b.pending), number(b.available)]),
  );
  const [only] = balances;
  const content =
    balances.length === 1 && only
      ? words.oneBalance({
          available: number(only.available),
          availableCount: only.available,
          type: only.leaveTypeName,
          pending: number(only.pending),
        })
      : words.balances(balances.map((b) => ({ type: b.leaveTypeName, available: number(b.available) })));
  return answer(content, table, [dashboard(ctx)]);
}

async function myRequests(ctx: ToolContext, status: 'pending' | 'all'): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${LEAVE}/leave-request?status=${status}&pageSize=100&sortOrder=desc`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const { items, total } = reply.body as { items: LeaveRequestView[]; total: number };
  const { words, number, day } = ctx.replies;
  if (items.length === 0)
    return answer(status === 'pending' ? words.noPendingLeave : words.noLeaveHistory, null, [dashboard(ctx)]);
  const h = words.heading;
  const headers = [h.leaveType, h.from, h.to, h.days, status === 'pending' ? h.approver : h.status];
  const rows = items.map((r) => [
    r.leaveTypeName,
    day(r.startDate),
    day(r.endDate),
    number(r.days),
    status === 'pending' ? (r.approver?.displayName ?? '') : statusOf(ctx, r.status),
  ]);
  const content =
    status === 'pending'
      ? words.pendingLeaveCount(total, number(total))
      : words.leaveHistoryCount(total, number(total));
  return answer(content, { ...tableOf(headers, rows), totalRows: total }, [dashboard(ctx)]);
}

async function holidays(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call(
    'GET',
    `${HRIS}/employee/holidays?startDate=${ctx.today}&endDate=${addDays(ctx.today, 365)}`,
  );
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const list = reply.body as { date: string; name: string; isOptional: boolean }[];
  const { words, number, day } = ctx.replies;
  const link = { label: words.link.holidayCalendar, href: '/leave-dashboard?tab=holiday-calendar' };
  const [next] = list;
  if (!next) return answer(words.noHolidays, null, [link]);
  const table = tableOf(
    [words.heading.date, words.heading.holiday, words.heading.optional],
    list.map((h) => [day(h.date), h.name, h.isOptional ? words.yes : words.no]),
  );
  return answer(
    words.nextHoliday({ name: next.name, day: day(next.date), count: list.length, shown: number(list.length) }),
    table,
    [link],
  );
}

function matchesType(code: string, name: string, wanted: string): boolean {
  if (wanted === 'COMP') return /comp/i.test(code) || /comp/i.test(name);
  if (code.toUpperCase() === wanted) return true;
  const names: Record<string, RegExp> = {
    CL: /casual/i,
    SL: /sick|medical/i,
    EL: /earned|privilege|annual/i,
    LOP: /loss of pay|unpaid|without pay/i,
  };
  return names[wanted]?.test(name) ?? false;
}

/**
 * Applying for leave is a dialogue: the type and the dates are asked for until known, then the
 * days are counted by the leave API and the user is asked to confirm; only `confirmLeave` applies.
 */
async function applyLeave(ctx: ToolContext, args: ToolArgs, pending: PendingLeave | null): Promise<ToolAnswer> {
  const types = await ctx.call('GET', `${LEAVE}/leave-types?eligible=true`);
  const refused = refusal(ctx, types);
  if (refused) return refused;
  const eligible = (types.body as { id: string; code: string; name: string; dayTypes: string[] }[]).filter(
    (t) => !/comp/i.test(t.code) || args.leaveType === 'COMP',
  );
  const chosen = args.leaveType
    ? eligible.find((t) => matchesType(t.code, t.name, args.leaveType!))
    : eligible.find((t) => t.id === pending?.leaveTypeId);
  const draft: PendingLeave = {
    tool: 'applyLeave',
    leaveTypeId: chosen?.id ?? null,
    leaveTypeName: chosen?.name ?? null,
    startDate: args.startDate ?? pending?.startDate ?? null,
    endDate: args.endDate ?? pending?.endDate ?? null,
    halfDay: args.halfDay ?? pending?.halfDay ?? false,
  };
  const { words, range } = ctx.replies;
  const links = [{ label: words.link.applyLeave, href: '/employee-leave' }];
  if (!draft.leaveTypeId)
    return { ...answer(words.whichType(eligible.map((t) => t.name)), null, links), pending: draft };
  if (!draft.startDate || !draft.endDate)
    return { ...answer(words.whichDates(draft.leaveTypeName ?? ''), null, links), pending: draft };
  const dayType = draft.halfDay && draft.startDate === draft.endDate ? 'Half Day' : 'Full Day';
  const count = await ctx.call(
    'GET',
    `${LEAVE}/leave-request/day-count?startDate=${draft.startDate}&endDate=${draft.endDate}&dayType=${encodeURIComponent(dayType)}`,
  );
  if (count.statusCode >= 400) return { ...answer(messageOf(ctx, count), null, links), pending: null };
  const days = (count.body as { days: number }).days;
  const dates = range(draft.startDate, draft.endDate);
  if (days === 0) return { ...answer(words.noWorkingDays(dates), null, links), pending: null };
  return {
    ...answer(
      words.confirmApply({ days: daysOf(ctx, days), type: draft.leaveTypeName ?? '', range: dates }),
      null,
      links,
    ),
    pending: draft,
  };
}

const messageOf = (ctx: ToolContext, reply: InternalReply) => {
  const body = reply.body as { message?: string; fieldErrors?: Record<string, string> } | null;
  const field = body?.fieldErrors ? Object.values(body.fieldErrors)[0] : undefined;
  return field ?? body?.message ?? ctx.replies.words.somethingWentWrong;
};

/** The user said yes: the leave API applies with its own rules (balance, overlaps, approver). */
export async function confirmLeave(ctx: ToolContext, pending: PendingLeave): Promise<ToolAnswer> {
  const dayType = pending.halfDay && pending.startDate === pending.endDate ? 'Half Day' : 'Full Day';
  const reply = await ctx.call('POST', `${LEAVE}/leave-request`, {
    leaveTypeId: pending.leaveTypeId,
    startDate: pending.startDate,
    endDate: pending.endDate,
    dayType,
    ...(dayType === 'Half Day' ? { halfDaySession: 'First Half' } : {}),
    reason: ctx.replies.words.appliedReason,
  });
  const { words, range } = ctx.replies;
  if (reply.statusCode !== 201)
    return { ...answer(words.couldNotApply(messageOf(ctx, reply)), null, [dashboard(ctx)]), pending: null };
  const request = reply.body as LeaveRequestView;
  return {
    ...answer(
      words.applied({
        type: request.leaveTypeName,
        range: range(request.startDate, request.endDate),
        days: daysOf(ctx, request.days),
        approver: request.approver?.displayName ?? null,
      }),
      null,
      [dashboard(ctx)],
    ),
    pending: null,
  };
}

async function teamLeave(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${LEAVE}/leave-overview/team?date=${ctx.today}`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const overview = reply.body as TeamLeaveOverviewView;
  const entries = [...overview.onLeaveToday, ...overview.upcoming];
  const { words, number, day } = ctx.replies;
  const link = { label: words.link.teamLeave, href: '/leave-manager' };
  if (entries.length === 0) return answer(words.nobodyOnLeave, null, [link]);
  const h = words.heading;
  const table = tableOf(
    [h.employee, h.leaveType, h.from, h.to, h.days],
    entries.map((e) => [e.employee.displayName, e.leaveTypeName, day(e.startDate), day(e.endDate), number(e.days)]),
  );
  const today = overview.onLeaveToday.length;
  return answer(
    words.teamOnLeave({ today, todayShown: number(today), upcoming: number(overview.upcoming.length) }),
    table,
    [link],
  );
}

const cardRow = (p: ReporteeView) => [p.displayName, p.employeeNumber, p.designation ?? '', p.departmentName ?? ''];

/** The people who report to the user directly, as the reporting-team page lists them. */
async function myTeam(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${HRIS}/employee/reportees`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const team = reply.body as ReporteeView[];
  const { words, number } = ctx.replies;
  const link = { label: words.link.myTeam, href: '/reporting-team' };
  if (team.length === 0) return answer(words.nobodyReports, null, [link]);
  const indirect = team.reduce((sum, p) => sum + p.reporteeCount, 0);
  const h = words.heading;
  return answer(
    words.reportsTo({
      direct: team.length,
      directShown: number(team.length),
      indirect,
      indirectShown: number(indirect),
    }),
    tableOf([h.employee, h.employeeNumber, h.designation, h.department], team.map(cardRow)),
    [link],
  );
}

/** The user's reporting manager: the first of their reporting line. */
async function myManager(ctx: ToolContext): Promise<ToolAnswer> {
  const { words } = ctx.replies;
  const own = await ctx.ownEmployeeNumber();
  if (!own) return answer(words.noEmployeeRecord);
  const reply = await ctx.call('GET', `${HRIS}/employee/${encodeURIComponent(own)}/manager-chain`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const manager = (reply.body as ReporteeView[])[0];
  if (!manager) return answer(words.noManager);
  const role = [manager.designation, manager.departmentName].filter(Boolean).join(', ');
  return answer(
    words.manager({ name: manager.displayName, number: manager.employeeNumber, role, email: manager.email }),
    null,
    [{ label: manager.displayName, href: `/employee-profile?empNumber=${encodeURIComponent(manager.employeeNumber)}` }],
  );
}

/** Which kinds of My Actions each subject covers. */
const APPROVAL_KINDS: Record<ApprovalSubject, readonly string[]> = {
  leave: ['leaveDecision', 'compOffDecision'],
  timesheet: ['timesheetDecision'],
};

/** What waits for the user's decision as approver: My Actions, the same rule as the home page's count. */
async function pendingApprovals(ctx: ToolContext, subject: ApprovalSubject | undefined): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', '/api/home/my-actions');
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const groups = (reply.body as MyActionsView).groups.filter(
    (g) => !subject || APPROVAL_KINDS[subject].includes(g.kind),
  );
  const { words, number, day, range } = ctx.replies;
  const labelOf = (g: (typeof groups)[number]) => words.actionKind[g.kind] ?? g.label;
  const links = groups.length
    ? groups.map((g) => ({ label: labelOf(g), href: g.href }))
    : [{ label: words.link.myActions, href: '/my-actions' }];
  if (groups.length === 0) return answer(words.nothingWaiting[subject ?? 'all'], null, links);
  const count = groups.reduce((sum, g) => sum + g.count, 0);
  const rows = groups.flatMap((g) =>
    g.items.map((i) => [
      i.employee.displayName,
      i.title || labelOf(g),
      i.startDate && i.endDate ? range(i.startDate, i.endDate) : '',
      i.quantity === null ? '' : words[i.quantity.unit](i.quantity.value, number(i.quantity.value)),
      day(i.submittedAt.slice(0, 10)),
    ]),
  );
  const h = words.heading;
  return answer(
    words.waiting({
      count,
      shown: number(count),
      what: subject ?? 'all',
      groups: groups.map((g) => `${labelOf(g)} ${number(g.count)}`).join(', '),
    }),
    { ...tableOf([h.employee, h.request, h.dates, h.quantity, h.submitted], rows), totalRows: count },
    links,
  );
}

async function timesheetStatus(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `/api/timesheet/v2/timesheets/week?date=${ctx.today}`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const week = reply.body as {
    weekStartDate: string;
    weekEndDate: string;
    status: string;
    totalHours: number;
    expectedHours: number;
  };
  const { words, number, range } = ctx.replies;
  return answer(
    words.timesheet({
      range: range(week.weekStartDate, week.weekEndDate),
      status: words.weekStatus[week.status] ?? week.status,
      hours: number(week.totalHours),
      expected: number(week.expectedHours),
    }),
    null,
    [{ label: words.link.weeklyTimesheet, href: '/timesheet' }],
  );
}

async function myGoals(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `/api/pms/goals?scope=mine&size=50`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const { items, total } = reply.body as {
    items: { title: string; period: { name: string }; avgGoalProgress: number; approvalStatus: string }[];
    total: number;
  };
  const { words, number } = ctx.replies;
  const link = { label: words.link.myGoals, href: '/performance' };
  if (items.length === 0) return answer(words.noGoals, null, [link]);
  const h = words.heading;
  const percent = new Intl.NumberFormat(ctx.replies.language, { style: 'percent', maximumFractionDigits: 2 });
  const table = {
    ...tableOf(
      [h.goal, h.period, h.progress, h.status],
      items.map((g) => [
        g.title,
        g.period.name,
        percent.format(g.avgGoalProgress / 100),
        statusOf(ctx, g.approvalStatus),
      ]),
    ),
    totalRows: total,
  };
  return answer(words.goals(total, number(total)), table, [link]);
}

async function mySkills(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `/api/pms/self-skill-set`);
  const refused = refusal(ctx, reply);
  if (refused) return refused;
  const skills = reply.body as { skillName: string; levelName: string; yearsOfExperience: number; status: string }[];
  const { words, number } = ctx.replies;
  const link = { label: words.link.mySkills, href: '/performance/self-skill-set' };
  if (skills.length === 0) return answer(words.noSkills, null, [link]);
  const h = words.heading;
  const table = tableOf(
    [h.skill, h.level, h.years, h.status],
    skills.map((s) => [s.skillName, s.levelName, number(s.yearsOfExperience), statusOf(ctx, s.status)]),
  );
  return answer(words.skills(skills.length, number(skills.length)), table, [link]);
}

async function whoIs(ctx: ToolContext, args: ToolArgs): Promise<ToolAnswer> {
  const { words } = ctx.replies;
  const name = (args.query ?? '').trim();
  if (name.length < 3) return answer(words.nameTooShort);
  const search = await ctx.call('GET', `${HRIS}/employee/search?query=${encodeURIComponent(name)}`);
  const refused = refusal(ctx, search);
  if (refused) return refused;
  const found = search.body as { employeeNumber: string; displayName: string }[];
  const [first, ...others] = found;
  if (!first) return answer(words.nobodyCalled(name));
  const profile = await ctx.call('GET', `${HRIS}/employee/${encodeURIComponent(first.employeeNumber)}/public-profile`);
  const refusedProfile = refusal(ctx, profile);
  if (refusedProfile) return refusedProfile;
  const p = profile.body as {
    employeeNumber: string;
    displayName: string;
    designation: string | null;
    departmentName: string | null;
    locationName: string | null;
    legalEntityName: string;
    reportingManager: { displayName: string } | null;
  };
  return answer(
    words.person({
      displayName: p.displayName,
      employeeNumber: p.employeeNumber,
      role: [p.designation, p.departmentName, p.locationName].filter((part): part is string => Boolean(part)),
      legalEntityName: p.legalEntityName,
      reportingManager: p.reportingManager?.displayName ?? null,
      others: { count: others.length, names: others.slice(0, 3).map((f) => f.displayName) },
    }),
    null,
    [{ label: p.displayName, href: `/employee-profile?empNumber=${encodeURIComponent(p.employeeNumber)}` }],
  );
}

/**
 * Passages from the documents the user's Policy Library lists. Their text is quoted, never
 * obeyed: nothing in it reaches the engine's rules or chooses a tool.
 */
async function policySearch(ctx: ToolContext, args: ToolArgs): Promise<ToolAnswer> {
  const library = await ctx.call('GET', `${HRIS}/policy-document`);
  const refused = refusal(ctx, library);
  if (refused) return refused;
  const ids = (library.body as { id: string }[]).map((d) => d.id);
  const passages = await ctx.searchPolicies(ids, args.query ?? '');
  const { words } = ctx.replies;
  const link = { label: words.link.policyLibrary, href: '/policy-document' };
  if (passages.length === 0) return answer(words.policyNotFound, null, [link]);
  const content = passages.map((p) => words.policyPassage(p)).join('\n\n');
  return answer(content, null, [
    ...new Map(passages.map((p) => [p.documentId, { label: words.policyPage(p), href: '/policy-document' }])).values(),
  ]);
}

export async function runTool(
  ctx: ToolContext,
  tool: ChatTool,
  args: ToolArgs,
  pending: PendingLeave | null,
): Promise<ToolAnswer> {
  switch (tool) {
    case 'leaveBalance':
      return leaveBalance(ctx, args);
    case 'pendingLeaves':
      return myRequests(ctx, 'pending');
    case 'leaveHistory':
      return myRequests(ctx, 'all');
    case 'holidays':
      return holidays(ctx);
    case 'applyLeave':
      return applyLeave(ctx, args, pending);
    case 'teamLeave':
      return teamLeave(ctx);
    case 'myTeam':
      return myTeam(ctx);
    case 'myManager':
      return myManager(ctx);
    case 'pendingApprovals':
      return pendingApprovals(ctx, args.subject);
    case 'timesheetStatus':
      return timesheetStatus(ctx);
    case 'myGoals':
      return myGoals(ctx);
    case 'mySkills':
      return mySkills(ctx);
    case 'whoIs':
      return whoIs(ctx, args);
    case 'policySearch':
      return policySearch(ctx, args);
  }
}
