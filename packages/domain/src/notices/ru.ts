import { periodLabel } from './period.ts';
import { pluralWord } from './plural.ts';
import type { DayFormatter, DecidedStatus, MonthFormatter, NoticeTexts } from './types.ts';

const NOUN = { leave: 'заявка на отпуск', compOff: 'заявка на отгул' } as const;
/** A request (заявка) is feminine; a skill (навык) masculine. */
const REQUEST_STATUS: Record<DecidedStatus, string> = {
  approved: 'одобрена',
  rejected: 'отклонена',
  cancelled: 'отменена',
};
const SKILL_STATUS: Record<DecidedStatus, string> = { approved: 'одобрен', rejected: 'отклонён', cancelled: 'отменён' };
const SESSION = { 'First Half': 'первая половина дня', 'Second Half': 'вторая половина дня' } as const;
const days = (n: number) => `${n} ${pluralWord('ru', n, { one: 'день', few: 'дня', many: 'дней', other: 'дня' })}`;
const years = (n: number) => `${n} ${pluralWord('ru', n, { one: 'год', few: 'года', many: 'лет', other: 'года' })}`;

export const russianNotices = (day: DayFormatter, month: MonthFormatter): NoticeTexts => ({
  otp: ({ company, otp, minutes }) => ({
    subject: `${company}: ваш одноразовый пароль`,
    body: `Ваш одноразовый пароль: ${otp}. Он действует ${minutes} мин. Если вы его не запрашивали, просто не обращайте внимания на это письмо.`,
  }),
  invitation: ({ company, username, hours, link }) => ({
    subject: `${company}: приглашение в Tenure`,
    body: `Вас пригласили в ${company} в Tenure. Ваше имя пользователя: ${username}.\n\nЗадайте пароль по ссылке (она срабатывает один раз и действует ${hours} ч):\n${link}`,
  }),
  passwordReset: ({ company, username, hours, link }) => ({
    subject: `${company}: задайте новый пароль`,
    body: `Администратор ${company} просит вас задать новый пароль для ${username}.\n\nЗадайте его по ссылке (она срабатывает один раз и действует ${hours} ч):\n${link}\n\nДо этого старый пароль не действует.`,
  }),

  leaveRequested: ({ kind, employee, what, reason }) => ({
    title: `Новая ${NOUN[kind]}: ${employee}`,
    body: `${employee} подаёт заявку: ${what}. Причина: ${reason}`,
  }),
  leaveDecided: ({ kind, who, status, what, reason }) => ({
    title: `Ваша ${NOUN[kind]} ${REQUEST_STATUS[status]}`,
    body: `Заявка «${what}» ${REQUEST_STATUS[status]}. Решение: ${who ?? 'отдел кадров'}.${reason ? ` ${status === 'approved' ? 'Комментарий' : 'Причина'}: ${reason}` : ''}`,
  }),
  describeLeave: ({ typeName, startDate, endDate, halfDay, session, days: n }) =>
    `${typeName} ${startDate === endDate ? day(startDate) : `с ${day(startDate)} по ${day(endDate)}`} (${
      halfDay ? (session ? `полдня, ${SESSION[session]}` : 'полдня') : days(n)
    })`,
  describeCompOff: ({ workedDate, days: n }) => `отгул за работу ${day(workedDate)} (${n === 1 ? '1 день' : 'полдня'})`,

  timesheetLineDecided: ({ who, status, line, weekStart, reason }) => ({
    title: `Строка табеля ${REQUEST_STATUS[status]}`,
    body: `${who ?? 'Администратор табелей'}: строка «${line}» за неделю с ${day(weekStart)} ${REQUEST_STATUS[status]}.${reason ? ` Причина: ${reason}` : ''}`,
  }),
  timesheetSubmitReminder: ({ weekStart }) => ({
    title: 'Ваш табель не отправлен',
    body: `Заполните и отправьте табель за неделю с ${day(weekStart)}.`,
  }),
  timesheetApprovalReminder: () => ({
    title: 'Табели ждут вашего утверждения',
    body: 'Строки табелей вашей команды ждут вашего решения.',
  }),

  offboardingTask: ({ leaver, task, due }) => ({
    title: `Новая задача по увольнению: ${leaver}`,
    body: `${task}, срок — ${day(due)}.`,
  }),
  exitSurveyAssigned: () => ({
    title: 'Ваша анкета при увольнении',
    body: 'Расскажите, как вам работалось у нас: ваша анкета при увольнении открыта.',
  }),
  surveyReminder: ({ survey, closesOn }) => ({
    title: 'Опрос ждёт вашего ответа',
    body: `Ответьте на опрос «${survey}» до ${day(closesOn)}.`,
  }),
  reactivated: ({ company, joiningDate }) => ({
    title: 'С возвращением',
    body: `Ваша работа в ${company} снова активна с ${day(joiningDate)}. Войдите со своим именем пользователя и паролем.`,
  }),

  goalSubmitted: ({ employee, goal }) => ({ title: `${employee} отправляет цель на утверждение`, body: goal }),
  goalDecided: ({ status, goal, reason }) => ({
    title:
      status === 'draft'
        ? 'По вашей цели запрошены изменения'
        : `Ваша цель ${status === 'approved' ? 'утверждена' : 'отклонена'}`,
    body: reason ? `${goal}: ${reason}` : goal,
  }),
  skillSubmitted: ({ employee, skill, level, years: n }) => ({
    title: `${employee} добавляет навык «${skill}» на утверждение`,
    body: `${skill}: ${level}, ${years(n)}.`,
  }),
  skillDecided: ({ skill, status, level, reason }) => ({
    title: `Ваш навык «${skill}» ${SKILL_STATUS[status]}`,
    body: reason ?? `${skill}: ${level}.`,
  }),

  joinerToManager: ({ name, number, joiningDate }) => ({
    title: `${name} присоединяется к вашей команде`,
    body: `${name} (${number}) выходит в вашу команду ${day(joiningDate)}.`,
  }),
  joinersToHr: ({ count, name, joiningDate }) =>
    count === 1
      ? {
          title: `Новый сотрудник: ${name}`,
          body: `${name}: оформление завершено, выход на работу ${day(joiningDate)}.`,
        }
      : {
          title: `Оформлено новых сотрудников: ${count}`,
          body: `Оформлено сотрудников: ${count}; первый выходит на работу ${day(joiningDate)}.`,
        },
  contractEnds: ({ name, number, vendor, endDate, days: n }) => ({
    title: `Договор с ${name} заканчивается через ${days(n)}`,
    body: `Договор с ${name} (${number}) через ${vendor} заканчивается ${day(endDate)}. Продлите его или запланируйте выход.`,
  }),

  scheduledReport: ({ report, view, period, rows, link, attached }) => ({
    subject: `${report}: ${view}`,
    body: `${report} — ${view} (${periodLabel(period, { day, month, weekOf: (d) => `неделя с ${d}` })}): ${rows} ${pluralWord('ru', rows, { one: 'строка', few: 'строки', many: 'строк', other: 'строки' })}.\n\n${
      attached
        ? `Файл во вложении. Открыть отчёт: ${link}`
        : `Файл слишком велик для вложения; откройте отчёт и выгрузите его: ${link}`
    }`,
  }),
});
