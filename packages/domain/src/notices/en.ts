import { periodLabel } from './period.ts';
import type { DayFormatter, MonthFormatter, NoticeTexts } from './types.ts';

const NOUN = { leave: 'leave request', compOff: 'comp-off request' } as const;
const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

/** English: the source the other languages translate. */
export const englishNotices = (day: DayFormatter, month: MonthFormatter): NoticeTexts => ({
  otp: ({ company, otp, minutes }) => ({
    subject: `${company}: your one-time password`,
    body: `Your one-time password is ${otp}. It expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  }),
  invitation: ({ company, username, hours, link }) => ({
    subject: `${company}: you are invited to Tenure`,
    body: `You have been invited to ${company} on Tenure. Your username is ${username}.\n\nChoose your password here (the link works once, for ${hours} hours):\n${link}`,
  }),
  passwordReset: ({ company, username, hours, link }) => ({
    subject: `${company}: choose a new password`,
    body: `An administrator of ${company} asked you to choose a new password for ${username}.\n\nChoose it here (the link works once, for ${hours} hours):\n${link}\n\nUntil then your old password no longer works.`,
  }),

  leaveRequested: ({ kind, employee, what, reason }) => ({
    title: `New ${NOUN[kind]} from ${employee}`,
    body: `${employee} requested ${what}. Reason: ${reason}`,
  }),
  leaveDecided: ({ kind, who, status, what, reason }) => ({
    title: `Your ${NOUN[kind]} was ${status}`,
    body: `${who ?? 'HR'} ${status} your ${what}.${reason ? ` ${status === 'approved' ? 'Comment' : 'Reason'}: ${reason}` : ''}`,
  }),
  describeLeave: ({ typeName, startDate, endDate, halfDay, session, days }) =>
    `${typeName} ${startDate === endDate ? `on ${day(startDate)}` : `from ${day(startDate)} to ${day(endDate)}`} (${
      halfDay ? (session ? `half day, ${session}` : 'half day') : `${days} ${plural(days, 'day', 'days')}`
    })`,
  describeCompOff: ({ workedDate, days }) =>
    `comp-off for working on ${day(workedDate)} (${days === 1 ? '1 day' : 'half day'})`,

  timesheetLineDecided: ({ who, status, line, weekStart, reason }) => ({
    title: `Timesheet line ${status}`,
    body: `${who ?? 'The timesheet administrator'} ${status} ${line} of the week of ${day(weekStart)}.${reason ? ` Reason: ${reason}` : ''}`,
  }),
  timesheetSubmitReminder: ({ weekStart }) => ({
    title: 'Your timesheet is not submitted',
    body: `Please fill in and submit your timesheet for the week of ${day(weekStart)}.`,
  }),
  timesheetApprovalReminder: () => ({
    title: 'Timesheets wait for your approval',
    body: 'Timesheet lines of your team wait for your decision.',
  }),

  offboardingTask: ({ leaver, task, due }) => ({
    title: `New offboarding task for ${leaver}`,
    body: `${task}, due ${day(due)}.`,
  }),
  exitSurveyAssigned: () => ({
    title: 'Your exit survey',
    body: 'Please tell us about your time with us: your exit survey is open.',
  }),
  surveyReminder: ({ survey, closesOn }) => ({
    title: 'A survey is waiting for your answer',
    body: `Please answer “${survey}” before ${day(closesOn)}.`,
  }),
  reactivated: ({ company, joiningDate }) => ({
    title: 'Welcome back',
    body: `Your employment with ${company} is active again from ${day(joiningDate)}. Sign in with your username and password.`,
  }),

  goalSubmitted: ({ employee, goal }) => ({ title: `${employee} submitted a goal for approval`, body: goal }),
  goalDecided: ({ status, goal, reason }) => ({
    title: status === 'draft' ? 'Changes were requested on your goal' : `Your goal was ${status}`,
    body: reason ? `${goal}: ${reason}` : goal,
  }),
  skillSubmitted: ({ employee, skill, level, years }) => ({
    title: `${employee} added the skill ${skill} for approval`,
    body: `${skill}: ${level}, ${years} ${plural(years, 'year', 'years')}.`,
  }),
  skillDecided: ({ skill, status, level, reason }) => ({
    title: `Your skill ${skill} was ${status}`,
    body: reason ?? `${skill}: ${level}.`,
  }),

  joinerToManager: ({ name, number, joiningDate }) => ({
    title: `${name} joins your team`,
    body: `${name} (${number}) joins your team on ${day(joiningDate)}.`,
  }),
  joinersToHr: ({ count, name, joiningDate }) =>
    count === 1
      ? { title: `New joiner: ${name}`, body: `${name} was onboarded and joins on ${day(joiningDate)}.` }
      : {
          title: `${count} new joiners onboarded`,
          body: `${count} employees were onboarded, the first joining on ${day(joiningDate)}.`,
        },
  contractEnds: ({ name, number, vendor, endDate, days }) => ({
    title: `${name}'s contract ends in ${days} ${plural(days, 'day', 'days')}`,
    body: `The contract of ${name} (${number}) with ${vendor} ends on ${day(endDate)}. Extend it or plan the exit.`,
  }),

  scheduledReport: ({ report, view, period, rows, link, attached }) => ({
    subject: `${report}: ${view}`,
    body: `${report} — ${view} (${periodLabel(period, { day, month, weekOf: (d) => `week of ${d}` })}): ${rows} ${plural(rows, 'row', 'rows')}.\n\n${
      attached
        ? `The file is attached. Open the report: ${link}`
        : `The file is too large to attach; open the report and export it: ${link}`
    }`,
  }),
});
