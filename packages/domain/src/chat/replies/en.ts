import { EMPLOYEE_MESSAGES } from '../../employees/messages.ts';
import { CHAT_MESSAGES } from '../messages.ts';
import type { ChatWords } from './types.ts';

const count = (n: number, shown: string, one: string, many: string) => `${shown} ${n === 1 ? one : many}`;

export const englishChat: ChatWords = {
  greeting: CHAT_MESSAGES.greeting,
  privacyNotice: CHAT_MESSAGES.privacyNotice,
  notUnderstood: CHAT_MESSAGES.notUnderstood,
  othersData: CHAT_MESSAGES.othersData,
  salary: CHAT_MESSAGES.salary,
  personalData: CHAT_MESSAGES.personalData,
  ownRules: CHAT_MESSAGES.ownRules,
  noAccess: CHAT_MESSAGES.noAccess,
  nothingToConfirm: CHAT_MESSAGES.nothingToConfirm,
  cancelled: CHAT_MESSAGES.cancelled,
  emptyReply: CHAT_MESSAGES.emptyReply,
  somethingWentWrong: CHAT_MESSAGES.somethingWentWrong,
  noEmployeeRecord: EMPLOYEE_MESSAGES.noEmployeeRecord,

  yes: 'Yes',
  no: 'No',
  heading: {
    leaveType: 'Leave type',
    balance: 'Balance',
    pending: 'Pending',
    available: 'Available',
    from: 'From',
    to: 'To',
    days: 'Days',
    approver: 'Approver',
    status: 'Status',
    date: 'Date',
    holiday: 'Holiday',
    optional: 'Optional',
    employee: 'Employee',
    employeeNumber: 'Employee number',
    designation: 'Designation',
    department: 'Department',
    request: 'Request',
    dates: 'Dates',
    quantity: 'Quantity',
    submitted: 'Submitted',
    goal: 'Goal',
    period: 'Period',
    progress: 'Progress',
    skill: 'Skill',
    level: 'Level',
    years: 'Years',
  },
  link: {
    leaveDashboard: 'Leave dashboard',
    holidayCalendar: 'Holiday calendar',
    applyLeave: 'Apply for leave',
    teamLeave: 'Team leave',
    myTeam: 'My team',
    myActions: 'My Actions',
    weeklyTimesheet: 'Weekly timesheet',
    myGoals: 'My goals',
    mySkills: 'My skills',
    policyLibrary: 'Policy Library',
  },
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled', draft: 'Draft' },
  actionKind: {},
  weekStatus: {
    new: 'not started',
    saved: 'saved, not submitted',
    submitted: 'submitted',
    partiallyApproved: 'partly approved',
    approved: 'approved',
    rejected: 'rejected',
    unsubmitted: 'taken back (not submitted)',
  },

  days: (n, shown) => count(n, shown, 'day', 'days'),
  hours: (n, shown) => count(n, shown, 'hour', 'hours'),
  options: (n, shown) => count(n, shown, 'option', 'options'),
  people: (n, shown) => count(n, shown, 'person', 'people'),

  noBalances: 'You have no leave balances yet.',
  oneBalance: ({ available, availableCount, type, pending }) =>
    `You have ${count(availableCount, available, 'day', 'days')} of ${type} available (${pending} pending).`,
  balances: (list) =>
    `Here is your leave balance: ${list.map((b) => `${b.type} ${b.available}`).join(', ')} days available.`,
  noPendingLeave: 'You have no pending leave requests.',
  noLeaveHistory: 'You have not applied for any leave yet.',
  pendingLeaveCount: (n, shown) => `You have ${count(n, shown, 'pending leave request', 'pending leave requests')}.`,
  leaveHistoryCount: (n, shown) => `You have ${count(n, shown, 'leave request', 'leave requests')} on record.`,
  noHolidays: 'There are no holidays in your calendar for the coming year.',
  nextHoliday: ({ name, day, count: n, shown }) =>
    `The next holiday is ${name} on ${day}; ${count(n, shown, 'holiday', 'holidays')} in the coming year.`,
  whichType: (types) => `Which type of leave? You can apply for: ${types.join(', ')}.`,
  whichDates: (type) => `For which dates would you like ${type}? For example “next Friday” or “the 3rd to the 5th”.`,
  noWorkingDays: (range) => `${range} has no working days, so there is nothing to apply for.`,
  confirmApply: ({ days, type, range }) =>
    `Shall I apply for ${days} of ${type} on ${range}? Reply “yes” to confirm or “no” to cancel.`,
  couldNotApply: (reason) => `I could not apply: ${reason}`,
  applied: ({ type, range, days, approver }) =>
    `Done: your ${type} for ${range} (${days}) is applied.${approver ? ` It is waiting for ${approver}'s approval.` : ''}`,
  nobodyOnLeave: 'Nobody in your team is on leave this week.',
  teamOnLeave: ({ today, todayShown, upcoming }) =>
    `${count(today, todayShown, 'person', 'people')} of your team on leave today, ${upcoming} more in the next 7 days.`,
  nobodyReports: 'Nobody reports to you.',
  reportsTo: ({ direct, directShown, indirect, indirectShown }) =>
    `${count(direct, directShown, 'person reports', 'people report')} to you directly.${
      indirect > 0 ? ` ${count(indirect, indirectShown, 'person reports', 'people report')} to them.` : ''
    }`,
  noManager: 'You have no reporting manager in the app. HR can set one on your profile.',
  manager: ({ name, number, role, email }) =>
    `Your reporting manager is ${name} (${number})${role ? `, ${role}` : ''}. Email: ${email}.`,
  nothingWaiting: {
    leave: 'No leave requests are waiting for your approval.',
    timesheet: 'No timesheets are waiting for your approval.',
    all: 'Nothing is waiting for your approval.',
  },
  waiting: ({ count: n, shown, what, groups }) => {
    const [one, many] =
      what === 'timesheet'
        ? ['timesheet week', 'timesheet weeks']
        : what === 'leave'
          ? ['leave request', 'leave requests']
          : ['request', 'requests'];
    return `${count(n, shown, one, many)} ${n === 1 ? 'is' : 'are'} waiting for your approval: ${groups}.`;
  },
  timesheet: ({ range, status, hours, expected }) =>
    `Your timesheet for ${range} is ${status}: ${hours} of ${expected} hours.`,
  noGoals: 'You have no goals yet.',
  goals: (n, shown) => `You have ${count(n, shown, 'goal', 'goals')}.`,
  noSkills: 'You have not added any skills yet.',
  skills: (n, shown) => `You have ${count(n, shown, 'skill', 'skills')} in your skill set.`,
  nameTooShort: 'Please give me at least three letters of the name.',
  nobodyCalled: (name) => `I found nobody called “${name}”.`,
  person: (p) =>
    `${p.displayName} (${p.employeeNumber})${p.role.length ? ` — ${p.role.join(', ')}` : ''}, ${p.legalEntityName}${
      p.reportingManager ? `; reports to ${p.reportingManager}` : ''
    }.${
      p.others.count > 0
        ? ` (${p.others.count} more match${p.others.count === 1 ? '' : 'es'}: ${p.others.names.join(', ')})`
        : ''
    }`,
  policyNotFound:
    "I couldn't find that in your company's policy documents. Try other words, or open the Policy Library.",
  policyPassage: ({ title, page, passage }) => `From “${title}”, page ${page}: ${passage}`,
  policyPage: ({ title, page }) => `${title}, page ${page}`,
  modelLanguage: 'Answer in English.',
  appliedReason: 'Applied through the HR assistant',
};
