import { formatDate, formatDateRange } from '@tenure/domain/dates';
import type { MyActionsView } from '@tenure/domain/actions';
import { CHAT_MESSAGES, type ChatLink, type ChatTable } from '@tenure/domain/chat';
import { EMPLOYEE_MESSAGES, type ReporteeView } from '@tenure/domain/employees';
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
  /** The user's own employee number (null for a user without an employee record). */
  ownEmployeeNumber(): Promise<string | null>;
  /** Full-text search over the given policy documents (the ones the caller's library lists). */
  searchPolicies(documentIds: string[], question: string): Promise<PolicyPassage[]>;
}

const LEAVE = '/api/hrms/leave-attendance';
const HRIS = '/api/hrms/hris';
const DASHBOARD: ChatLink = { label: 'Leave dashboard', href: '/leave-dashboard' };
const answer = (content: string, table: ChatTable | null = null, links: ChatLink[] = []): ToolAnswer => ({
  content,
  table,
  links,
});
const tableOf = (headers: string[], rows: string[][]): ChatTable => ({ headers, rows, totalRows: rows.length });
const num = (n: number) => String(Math.round(n * 100) / 100);
const plural = (n: number, word: string) => `${num(n)} ${word}${n === 1 ? '' : 's'}`;
const people = (n: number) => (n === 1 ? '1 person' : `${num(n)} people`);

/**
 * An API answer the user may not see becomes the assistant's refusal, a user without an employee
 * record is told so; any other failure is thrown.
 */
function refusal(reply: InternalReply): ToolAnswer | null {
  if (reply.statusCode === 401 || reply.statusCode === 403 || reply.statusCode === 404)
    return { ...answer(CHAT_MESSAGES.noAccess), refused: true };
  if ((reply.body as { code?: string } | null)?.code === 'NO_EMPLOYEE_RECORD')
    return answer(EMPLOYEE_MESSAGES.noEmployeeRecord);
  if (reply.statusCode >= 400) throw new Error(`internal call answered ${reply.statusCode}`);
  return null;
}

async function leaveBalance(ctx: ToolContext, args: ToolArgs): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${LEAVE}/leave-balances`);
  const refused = refusal(reply);
  if (refused) return refused;
  let balances = reply.body as LeaveBalanceView[];
  if (args.leaveType) {
    const wanted = balances.filter((b) => matchesType(b.leaveTypeCode, b.leaveTypeName, args.leaveType!));
    if (wanted.length) balances = wanted;
  }
  if (balances.length === 0) return answer('You have no leave balances yet.', null, [DASHBOARD]);
  const table = tableOf(
    ['Leave type', 'Balance', 'Pending', 'Available'],
    balances.map((b) => [b.leaveTypeName, num(b.balance), num(b.pending), num(b.available)]),
  );
  const content =
    balances.length === 1
      ? `You have ${plural(balances[0]!.available, 'day')} of ${balances[0]!.leaveTypeName} available (${num(balances[0]!.pending)} pending).`
      : `Here is your leave balance: ${balances.map((b) => `${b.leaveTypeName} ${num(b.available)}`).join(', ')} days available.`;
  return answer(content, table, [DASHBOARD]);
}

async function myRequests(ctx: ToolContext, status: 'pending' | 'all'): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${LEAVE}/leave-request?status=${status}&pageSize=100&sortOrder=desc`);
  const refused = refusal(reply);
  if (refused) return refused;
  const { items, total } = reply.body as { items: LeaveRequestView[]; total: number };
  if (items.length === 0)
    return answer(
      status === 'pending' ? 'You have no pending leave requests.' : 'You have not applied for any leave yet.',
      null,
      [DASHBOARD],
    );
  const headers =
    status === 'pending'
      ? ['Leave type', 'From', 'To', 'Days', 'Approver']
      : ['Leave type', 'From', 'To', 'Days', 'Status'];
  const rows = items.map((r) => [
    r.leaveTypeName,
    formatDate(r.startDate),
    formatDate(r.endDate),
    num(r.days),
    status === 'pending' ? (r.approver?.displayName ?? '') : r.status,
  ]);
  const content =
    status === 'pending'
      ? `You have ${plural(total, 'pending leave request')}.`
      : `You have ${plural(total, 'leave request')} on record.`;
  return answer(content, { ...tableOf(headers, rows), totalRows: total }, [DASHBOARD]);
}

async function holidays(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call(
    'GET',
    `${HRIS}/employee/holidays?startDate=${ctx.today}&endDate=${addDays(ctx.today, 365)}`,
  );
  const refused = refusal(reply);
  if (refused) return refused;
  const list = reply.body as { date: string; name: string; isOptional: boolean }[];
  const link = { label: 'Holiday calendar', href: '/leave-dashboard?tab=holiday-calendar' };
  if (list.length === 0) return answer('There are no holidays in your calendar for the coming year.', null, [link]);
  const table = tableOf(
    ['Date', 'Holiday', 'Optional'],
    list.map((h) => [formatDate(h.date), h.name, h.isOptional ? 'Yes' : 'No']),
  );
  return answer(
    `The next holiday is ${list[0]!.name} on ${formatDate(list[0]!.date)}; ${plural(list.length, 'holiday')} in the coming year.`,
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
  const refused = refusal(types);
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
  const links = [{ label: 'Apply for leave', href: '/employee-leave' }];
  if (!draft.leaveTypeId) {
    return {
      ...answer(`Which type of leave? You can apply for: ${eligible.map((t) => t.name).join(', ')}.`, null, links),
      pending: draft,
    };
  }
  if (!draft.startDate || !draft.endDate)
    return {
      ...answer(
        `For which dates would you like ${draft.leaveTypeName}? For example “next Friday” or “the 3rd to the 5th”.`,
        null,
        links,
      ),
      pending: draft,
    };
  const dayType = draft.halfDay && draft.startDate === draft.endDate ? 'Half Day' : 'Full Day';
  const count = await ctx.call(
    'GET',
    `${LEAVE}/leave-request/day-count?startDate=${draft.startDate}&endDate=${draft.endDate}&dayType=${encodeURIComponent(dayType)}`,
  );
  if (count.statusCode >= 400) return { ...answer(messageOf(count), null, links), pending: null };
  const days = (count.body as { days: number }).days;
  if (days === 0)
    return {
      ...answer(
        `${formatDateRange(draft.startDate, draft.endDate)} has no working days, so there is nothing to apply for.`,
        null,
        links,
      ),
      pending: null,
    };
  return {
    ...answer(
      `Shall I apply for ${plural(days, 'day')} of ${draft.leaveTypeName} on ${formatDateRange(draft.startDate, draft.endDate)}? Reply “yes” to confirm or “no” to cancel.`,
      null,
      links,
    ),
    pending: draft,
  };
}

const messageOf = (reply: InternalReply) => {
  const body = reply.body as { message?: string; fieldErrors?: Record<string, string> } | null;
  const field = body?.fieldErrors ? Object.values(body.fieldErrors)[0] : undefined;
  return field ?? body?.message ?? CHAT_MESSAGES.somethingWentWrong;
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
    reason: 'Applied through the HR assistant',
  });
  if (reply.statusCode !== 201)
    return { ...answer(`I could not apply: ${messageOf(reply)}`, null, [DASHBOARD]), pending: null };
  const request = reply.body as LeaveRequestView;
  const approver = request.approver ? ` It is waiting for ${request.approver.displayName}'s approval.` : '';
  return {
    ...answer(
      `Done: your ${request.leaveTypeName} for ${formatDateRange(request.startDate, request.endDate)} (${plural(request.days, 'day')}) is applied.${approver}`,
      null,
      [DASHBOARD],
    ),
    pending: null,
  };
}

async function teamLeave(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${LEAVE}/leave-overview/team?date=${ctx.today}`);
  const refused = refusal(reply);
  if (refused) return refused;
  const overview = reply.body as TeamLeaveOverviewView;
  const entries = [...overview.onLeaveToday, ...overview.upcoming];
  const link = { label: 'Team leave', href: '/leave-manager' };
  if (entries.length === 0) return answer('Nobody in your team is on leave this week.', null, [link]);
  const table = tableOf(
    ['Employee', 'Leave type', 'From', 'To', 'Days'],
    entries.map((e) => [
      e.employee.displayName,
      e.leaveTypeName,
      formatDate(e.startDate),
      formatDate(e.endDate),
      num(e.days),
    ]),
  );
  return answer(
    `${people(overview.onLeaveToday.length)} of your team on leave today, ${num(overview.upcoming.length)} more in the next 7 days.`,
    table,
    [link],
  );
}

const cardRow = (p: ReporteeView) => [p.displayName, p.employeeNumber, p.designation ?? '', p.departmentName ?? ''];

/** The people who report to the user directly, as the reporting-team page lists them. */
async function myTeam(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `${HRIS}/employee/reportees`);
  const refused = refusal(reply);
  if (refused) return refused;
  const team = reply.body as ReporteeView[];
  const link = { label: 'My team', href: '/reporting-team' };
  if (team.length === 0) return answer('Nobody reports to you.', null, [link]);
  const indirect = team.reduce((sum, p) => sum + p.reporteeCount, 0);
  const reports = (n: number) => `${people(n)} report${n === 1 ? 's' : ''}`;
  return answer(
    `${reports(team.length)} to you directly.${indirect > 0 ? ` ${reports(indirect)} to them.` : ''}`,
    tableOf(['Employee', 'Employee number', 'Designation', 'Department'], team.map(cardRow)),
    [link],
  );
}

/** The user's reporting manager: the first of their reporting line. */
async function myManager(ctx: ToolContext): Promise<ToolAnswer> {
  const own = await ctx.ownEmployeeNumber();
  if (!own) return answer(EMPLOYEE_MESSAGES.noEmployeeRecord);
  const reply = await ctx.call('GET', `${HRIS}/employee/${encodeURIComponent(own)}/manager-chain`);
  const refused = refusal(reply);
  if (refused) return refused;
  const manager = (reply.body as ReporteeView[])[0];
  if (!manager) return answer('You have no reporting manager in the app. HR can set one on your profile.');
  const role = [manager.designation, manager.departmentName].filter(Boolean).join(', ');
  return answer(
    `Your reporting manager is ${manager.displayName} (${manager.employeeNumber})${role ? `, ${role}` : ''}. Email: ${manager.email}.`,
    null,
    [{ label: manager.displayName, href: `/employee-profile?empNumber=${encodeURIComponent(manager.employeeNumber)}` }],
  );
}

/** Which kinds of My Actions each subject covers. */
const APPROVAL_KINDS: Record<ApprovalSubject, readonly string[]> = {
  leave: ['leaveDecision', 'compOffDecision'],
  timesheet: ['timesheetDecision'],
};
const NOTHING_WAITING: Record<ApprovalSubject | 'all', string> = {
  leave: 'No leave requests are waiting for your approval.',
  timesheet: 'No timesheets are waiting for your approval.',
  all: 'Nothing is waiting for your approval.',
};

/** What waits for the user's decision as approver: My Actions, the same rule as the home page's count. */
async function pendingApprovals(ctx: ToolContext, subject: ApprovalSubject | undefined): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', '/api/home/my-actions');
  const refused = refusal(reply);
  if (refused) return refused;
  const groups = (reply.body as MyActionsView).groups.filter(
    (g) => !subject || APPROVAL_KINDS[subject].includes(g.kind),
  );
  const links = groups.length
    ? groups.map((g) => ({ label: g.label, href: g.href }))
    : [{ label: 'My Actions', href: '/my-actions' }];
  if (groups.length === 0) return answer(NOTHING_WAITING[subject ?? 'all'], null, links);
  const count = groups.reduce((sum, g) => sum + g.count, 0);
  const rows = groups.flatMap((g) =>
    g.items.map((i) => [
      i.employee.displayName,
      i.title || g.label,
      i.startDate && i.endDate ? formatDateRange(i.startDate, i.endDate) : '',
      i.quantity === null ? '' : plural(i.quantity.value, i.quantity.unit.replace(/s$/, '')),
      formatDate(i.submittedAt.slice(0, 10)),
    ]),
  );
  const what = subject === 'timesheet' ? 'timesheet week' : subject === 'leave' ? 'leave request' : 'request';
  const content = `${plural(count, what)} ${count === 1 ? 'is' : 'are'} waiting for your approval: ${groups.map((g) => `${g.label} ${g.count}`).join(', ')}.`;
  return answer(
    content,
    { ...tableOf(['Employee', 'Request', 'Dates', 'Quantity', 'Submitted'], rows), totalRows: count },
    links,
  );
}

async function timesheetStatus(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `/api/timesheet/v2/timesheets/week?date=${ctx.today}`);
  const refused = refusal(reply);
  if (refused) return refused;
  const week = reply.body as {
    weekStartDate: string;
    weekEndDate: string;
    status: string;
    totalHours: number;
    expectedHours: number;
  };
  const STATUS: Record<string, string> = {
    new: 'not started',
    saved: 'saved, not submitted',
    submitted: 'submitted',
    partiallyApproved: 'partly approved',
    approved: 'approved',
    rejected: 'rejected',
    unsubmitted: 'taken back (not submitted)',
  };
  return answer(
    `Your timesheet for ${formatDateRange(week.weekStartDate, week.weekEndDate)} is ${STATUS[week.status] ?? week.status}: ${num(week.totalHours)} of ${num(week.expectedHours)} hours.`,
    null,
    [{ label: 'Weekly timesheet', href: '/timesheet' }],
  );
}

async function myGoals(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `/api/pms/goals?scope=mine&size=50`);
  const refused = refusal(reply);
  if (refused) return refused;
  const { items, total } = reply.body as {
    items: { title: string; period: { name: string }; avgGoalProgress: number; approvalStatus: string }[];
    total: number;
  };
  const link = { label: 'My goals', href: '/performance' };
  if (items.length === 0) return answer('You have no goals yet.', null, [link]);
  const table = {
    ...tableOf(
      ['Goal', 'Period', 'Progress', 'Status'],
      items.map((g) => [g.title, g.period.name, `${num(g.avgGoalProgress)}%`, g.approvalStatus]),
    ),
    totalRows: total,
  };
  return answer(`You have ${plural(total, 'goal')}.`, table, [link]);
}

async function mySkills(ctx: ToolContext): Promise<ToolAnswer> {
  const reply = await ctx.call('GET', `/api/pms/self-skill-set`);
  const refused = refusal(reply);
  if (refused) return refused;
  const skills = reply.body as { skillName: string; levelName: string; yearsOfExperience: number; status: string }[];
  const link = { label: 'My skills', href: '/performance/self-skill-set' };
  if (skills.length === 0) return answer('You have not added any skills yet.', null, [link]);
  const table = tableOf(
    ['Skill', 'Level', 'Years', 'Status'],
    skills.map((s) => [s.skillName, s.levelName, num(s.yearsOfExperience), s.status]),
  );
  return answer(`You have ${plural(skills.length, 'skill')} in your skill set.`, table, [link]);
}

async function whoIs(ctx: ToolContext, args: ToolArgs): Promise<ToolAnswer> {
  const name = (args.query ?? '').trim();
  if (name.length < 3) return answer('Please give me at least three letters of the name.');
  const search = await ctx.call('GET', `${HRIS}/employee/search?query=${encodeURIComponent(name)}`);
  const refused = refusal(search);
  if (refused) return refused;
  const found = search.body as { employeeNumber: string; displayName: string }[];
  if (found.length === 0) return answer(`I found nobody called “${name}”.`);
  const profile = await ctx.call(
    'GET',
    `${HRIS}/employee/${encodeURIComponent(found[0]!.employeeNumber)}/public-profile`,
  );
  const refusedProfile = refusal(profile);
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
  const role = [p.designation, p.departmentName, p.locationName].filter(Boolean).join(', ');
  const more =
    found.length > 1
      ? ` (${found.length - 1} more match${found.length === 2 ? 'es' : ''}: ${found
          .slice(1, 4)
          .map((f) => f.displayName)
          .join(', ')})`
      : '';
  return answer(
    `${p.displayName} (${p.employeeNumber})${role ? ` — ${role}` : ''}, ${p.legalEntityName}${p.reportingManager ? `; reports to ${p.reportingManager.displayName}` : ''}.${more}`,
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
  const refused = refusal(library);
  if (refused) return refused;
  const ids = (library.body as { id: string }[]).map((d) => d.id);
  const passages = await ctx.searchPolicies(ids, args.query ?? '');
  const link = { label: 'Policy Library', href: '/policy-document' };
  if (passages.length === 0)
    return answer(
      "I couldn't find that in your company's policy documents. Try other words, or open the Policy Library.",
      null,
      [link],
    );
  const content = passages.map((p) => `From “${p.title}”, page ${p.page}: ${p.passage}`).join('\n\n');
  return answer(content, null, [
    ...new Map(
      passages.map((p) => [p.documentId, { label: `${p.title}, page ${p.page}`, href: '/policy-document' }]),
    ).values(),
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
