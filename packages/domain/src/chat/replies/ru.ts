import { pluralWord } from '../../notices/plural.ts';
import type { ChatWords } from './types.ts';

type Forms = { one: string; few: string; many: string };
const count = (n: number, shown: string, forms: Forms) =>
  `${shown} ${pluralWord('ru', n, { ...forms, other: forms.few })}`;
const DAY: Forms = { one: 'день', few: 'дня', many: 'дней' };
const REQUEST: Forms = { one: 'заявка', few: 'заявки', many: 'заявок' };

export const russianChat: ChatWords = {
  greeting:
    'Здравствуйте! Я ваш HR-ассистент. Спросите меня об отпусках, праздниках, табелях, целях, коллегах или политиках компании.',
  privacyNotice:
    'Не сообщайте в этом чате конфиденциальные персональные данные (например, банковские реквизиты, сведения о здоровье или номера документов). Переписка с ассистентом может сохраняться для улучшения сервиса.',
  notUnderstood:
    'Извините, я не понял вопрос. Выберите одну из подсказок, например «остаток отпуска» или «список праздников».',
  othersData:
    'Я показываю только ваши собственные данные. Чужие данные можно узнать у HR или в разделе руководителя в приложении.',
  salary: 'Я не сообщаю сведения о зарплате и выплатах в этом чате. Откройте «Мои финансы» или обратитесь в HR.',
  personalData:
    'Я не сообщаю в этом чате банковские, паспортные и другие личные данные — ни ваши, ни чужие. Ваши данные есть в вашем профиле; о данных коллеги спросите HR.',
  ownRules: 'Я следую тем же правилам, что и приложение: показываю только то, что вы можете видеть сами.',
  noAccess: 'У вас нет доступа к этому в приложении, поэтому и здесь я это показать не могу.',
  nothingToConfirm: 'Нечего подтверждать.',
  cancelled: 'Хорошо, я ничего не оформил.',
  emptyReply: 'Не удалось обработать сообщение.',
  somethingWentWrong: 'Ой! Что-то пошло не так. Попробуйте ещё раз.',
  noEmployeeRecord: 'Ваша учётная запись не связана с карточкой сотрудника.',

  yes: 'Да',
  no: 'Нет',
  heading: {
    leaveType: 'Вид отпуска',
    balance: 'Остаток',
    pending: 'На рассмотрении',
    available: 'Доступно',
    from: 'С',
    to: 'По',
    days: 'Дни',
    approver: 'Согласующий',
    status: 'Статус',
    date: 'Дата',
    holiday: 'Праздник',
    optional: 'По выбору',
    employee: 'Сотрудник',
    employeeNumber: 'Табельный номер',
    designation: 'Должность',
    department: 'Отдел',
    request: 'Заявка',
    dates: 'Даты',
    quantity: 'Количество',
    submitted: 'Подано',
    goal: 'Цель',
    period: 'Период',
    progress: 'Прогресс',
    skill: 'Навык',
    level: 'Уровень',
    years: 'Лет',
  },
  link: {
    leaveDashboard: 'Отпуска',
    holidayCalendar: 'Календарь праздников',
    applyLeave: 'Оформить отпуск',
    teamLeave: 'Отпуска команды',
    myTeam: 'Моя команда',
    myActions: 'Мои задачи',
    weeklyTimesheet: 'Табель за неделю',
    myGoals: 'Мои цели',
    mySkills: 'Мои навыки',
    policyLibrary: 'Библиотека политик',
  },
  status: {
    pending: 'На рассмотрении',
    approved: 'Одобрено',
    rejected: 'Отклонено',
    cancelled: 'Отменено',
    draft: 'Черновик',
  },
  actionKind: {
    leaveDecision: 'Заявки на отпуск',
    compOffDecision: 'Заявки на отгул',
    timesheetDecision: 'Табели',
  },
  weekStatus: {
    new: 'не начат',
    saved: 'сохранён, но не подан',
    submitted: 'подан',
    partiallyApproved: 'одобрен частично',
    approved: 'одобрен',
    rejected: 'отклонён',
    unsubmitted: 'отозван (не подан)',
  },

  days: (n, shown) => count(n, shown, DAY),
  hours: (n, shown) => count(n, shown, { one: 'час', few: 'часа', many: 'часов' }),
  options: (n, shown) => count(n, shown, { one: 'опцион', few: 'опциона', many: 'опционов' }),
  people: (n, shown) => count(n, shown, { one: 'человек', few: 'человека', many: 'человек' }),

  noBalances: 'У вас пока нет остатков отпуска.',
  oneBalance: ({ available, availableCount, type, pending }) =>
    `${type}: доступно ${count(availableCount, available, DAY)} (на рассмотрении: ${pending}).`,
  balances: (list) => `Остаток отпуска, доступно дней: ${list.map((b) => `${b.type} — ${b.available}`).join(', ')}.`,
  noPendingLeave: 'У вас нет заявок на отпуск на рассмотрении.',
  noLeaveHistory: 'Вы ещё не подавали заявок на отпуск.',
  pendingLeaveCount: (_n, shown) => `Заявки на отпуск на рассмотрении: ${shown}.`,
  leaveHistoryCount: (n, shown) => `Всего у вас ${count(n, shown, REQUEST)} на отпуск.`,
  noHolidays: 'В вашем календаре нет праздников на ближайший год.',
  nextHoliday: ({ name, day, count: n, shown }) =>
    `Ближайший праздник — ${name}, ${day}; всего за год ${count(n, shown, { one: 'праздник', few: 'праздника', many: 'праздников' })}.`,
  whichType: (types) => `Какой вид отпуска? Вы можете оформить: ${types.join(', ')}.`,
  whichDates: (type) => `На какие даты оформить «${type}»? Например, «в следующую пятницу» или «с 3 по 5 число».`,
  noWorkingDays: (range) => `${range} — нет рабочих дней, оформлять нечего.`,
  confirmApply: ({ days, type, range }) =>
    `Оформить «${type}» на ${days}, ${range}? Ответьте «да», чтобы подтвердить, или «нет», чтобы отменить.`,
  couldNotApply: (reason) => `Не удалось оформить: ${reason}`,
  applied: ({ type, range, days, approver }) =>
    `Готово: заявка «${type}» на ${range} (${days}) подана.${approver ? ` Она ждёт согласования: ${approver}.` : ''}`,
  nobodyOnLeave: 'На этой неделе никто из вашей команды не в отпуске.',
  teamOnLeave: ({ todayShown, upcoming }) =>
    `Сегодня в отпуске из вашей команды: ${todayShown}; в ближайшие 7 дней — ещё ${upcoming}.`,
  nobodyReports: 'У вас нет подчинённых.',
  reportsTo: ({ directShown, indirect, indirectShown }) =>
    `Прямых подчинённых: ${directShown}.${indirect > 0 ? ` У них в подчинении: ${indirectShown}.` : ''}`,
  noManager: 'В приложении у вас не указан руководитель. HR может указать его в вашем профиле.',
  manager: ({ name, number, role, email }) =>
    `Ваш руководитель — ${name} (${number})${role ? `, ${role}` : ''}. Эл. почта: ${email}.`,
  nothingWaiting: {
    leave: 'Заявок на отпуск, ожидающих вашего согласования, нет.',
    timesheet: 'Табелей, ожидающих вашего согласования, нет.',
    all: 'Ничто не ожидает вашего согласования.',
  },
  waiting: ({ shown, what, groups }) => {
    const noun = what === 'timesheet' ? 'Табели' : what === 'leave' ? 'Заявки на отпуск' : 'Заявки';
    return `${noun}, ожидающие вашего согласования: ${shown} (${groups}).`;
  },
  timesheet: ({ range, status, hours, expected }) => `Ваш табель за ${range}: ${status}, ${hours} из ${expected} ч.`,
  noGoals: 'У вас пока нет целей.',
  goals: (n, shown) => `У вас ${count(n, shown, { one: 'цель', few: 'цели', many: 'целей' })}.`,
  noSkills: 'Вы ещё не добавили навыки.',
  skills: (n, shown) => `В вашем профиле ${count(n, shown, { one: 'навык', few: 'навыка', many: 'навыков' })}.`,
  nameTooShort: 'Укажите хотя бы три буквы имени.',
  nobodyCalled: (name) => `Я не нашёл никого с именем «${name}».`,
  person: (p) =>
    `${p.displayName} (${p.employeeNumber})${p.role.length ? ` — ${p.role.join(', ')}` : ''}, ${p.legalEntityName}${
      p.reportingManager ? `; руководитель: ${p.reportingManager}` : ''
    }.${p.others.count > 0 ? ` (Ещё совпадения: ${p.others.count} — ${p.others.names.join(', ')})` : ''}`,
  policyNotFound:
    'Я не нашёл этого в документах политик вашей компании. Попробуйте другие слова или откройте библиотеку политик.',
  policyPassage: ({ title, page, passage }) => `«${title}», стр. ${page}: ${passage}`,
  policyPage: ({ title, page }) => `${title}, стр. ${page}`,
  modelLanguage: 'Отвечай по-русски.',
  appliedReason: 'Оформлено через HR-ассистента',
};
