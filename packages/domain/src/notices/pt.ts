import { periodLabel } from './period.ts';
import { pluralWord } from './plural.ts';
import type { DayFormatter, DecidedStatus, MonthFormatter, NoticeTexts } from './types.ts';

const NOUN = { leave: 'solicitação de ausência', compOff: 'solicitação de folga compensatória' } as const;
/** A request (solicitação) and a skill (competência) are both feminine. */
const STATUS: Record<DecidedStatus, string> = { approved: 'aprovada', rejected: 'recusada', cancelled: 'cancelada' };
const VERB: Record<'approved' | 'rejected', string> = { approved: 'aprovou', rejected: 'recusou' };
const SESSION = { 'First Half': 'primeira metade do dia', 'Second Half': 'segunda metade do dia' } as const;
const days = (n: number) => `${n} ${pluralWord('pt', n, { one: 'dia', other: 'dias' })}`;
const years = (n: number) => `${n} ${pluralWord('pt', n, { one: 'ano', other: 'anos' })}`;

/** Brazilian Portuguese. */
export const portugueseNotices = (day: DayFormatter, month: MonthFormatter): NoticeTexts => ({
  otp: ({ company, otp, minutes }) => ({
    subject: `${company}: sua senha de uso único`,
    body: `Sua senha de uso único é ${otp}. Ela expira em ${minutes} minutos. Se você não a solicitou, ignore este e-mail.`,
  }),
  invitation: ({ company, username, hours, link }) => ({
    subject: `${company}: seu convite para o Tenure`,
    body: `Você foi convidado(a) para ${company} no Tenure. Seu nome de usuário é ${username}.\n\nEscolha sua senha aqui (o link funciona uma vez, por ${hours} horas):\n${link}`,
  }),
  passwordReset: ({ company, username, hours, link }) => ({
    subject: `${company}: escolha uma nova senha`,
    body: `Um administrador de ${company} pediu que você escolha uma nova senha para ${username}.\n\nEscolha-a aqui (o link funciona uma vez, por ${hours} horas):\n${link}\n\nAté lá, sua senha antiga não funciona mais.`,
  }),

  leaveRequested: ({ kind, employee, what, reason }) => ({
    title: `Nova ${NOUN[kind]} de ${employee}`,
    body: `${employee} solicitou ${what}. Motivo: ${reason}`,
  }),
  leaveDecided: ({ kind, who, status, what, reason }) => ({
    title: `Sua ${NOUN[kind]} foi ${STATUS[status]}`,
    body: `A solicitação “${what}” foi ${STATUS[status]} por ${who ?? 'RH'}.${reason ? ` ${status === 'approved' ? 'Comentário' : 'Motivo'}: ${reason}` : ''}`,
  }),
  describeLeave: ({ typeName, startDate, endDate, halfDay, session, days: n }) =>
    `${typeName} ${startDate === endDate ? `em ${day(startDate)}` : `de ${day(startDate)} a ${day(endDate)}`} (${
      halfDay ? (session ? `meio período, ${SESSION[session]}` : 'meio período') : days(n)
    })`,
  describeCompOff: ({ workedDate, days: n }) =>
    `folga compensatória pelo trabalho em ${day(workedDate)} (${n === 1 ? '1 dia' : 'meio período'})`,

  timesheetLineDecided: ({ who, status, line, weekStart, reason }) => ({
    title: `Linha da folha de ponto ${STATUS[status]}`,
    body: `${who ?? 'O administrador da folha de ponto'} ${VERB[status]} ${line} da semana de ${day(weekStart)}.${reason ? ` Motivo: ${reason}` : ''}`,
  }),
  timesheetSubmitReminder: ({ weekStart }) => ({
    title: 'Sua folha de ponto não foi enviada',
    body: `Preencha e envie sua folha de ponto da semana de ${day(weekStart)}.`,
  }),
  timesheetApprovalReminder: () => ({
    title: 'Folhas de ponto aguardam sua aprovação',
    body: 'Linhas da folha de ponto da sua equipe aguardam sua decisão.',
  }),

  offboardingTask: ({ leaver, task, due }) => ({
    title: `Nova tarefa de desligamento de ${leaver}`,
    body: `${task}, prazo ${day(due)}.`,
  }),
  exitSurveyAssigned: () => ({
    title: 'Sua pesquisa de desligamento',
    body: 'Conte-nos como foi seu tempo conosco: sua pesquisa de desligamento está aberta.',
  }),
  surveyReminder: ({ survey, closesOn }) => ({
    title: 'Uma pesquisa aguarda sua resposta',
    body: `Responda “${survey}” até ${day(closesOn)}.`,
  }),
  reactivated: ({ company, joiningDate }) => ({
    title: 'Bem-vindo(a) de volta',
    body: `Seu vínculo com ${company} está ativo novamente a partir de ${day(joiningDate)}. Entre com seu nome de usuário e senha.`,
  }),

  goalSubmitted: ({ employee, goal }) => ({ title: `${employee} enviou uma meta para aprovação`, body: goal }),
  goalDecided: ({ status, goal, reason }) => ({
    title: status === 'draft' ? 'Foram solicitadas alterações na sua meta' : `Sua meta foi ${STATUS[status]}`,
    body: reason ? `${goal}: ${reason}` : goal,
  }),
  skillSubmitted: ({ employee, skill, level, years: n }) => ({
    title: `${employee} adicionou a competência ${skill} para aprovação`,
    body: `${skill}: ${level}, ${years(n)}.`,
  }),
  skillDecided: ({ skill, status, level, reason }) => ({
    title: `Sua competência ${skill} foi ${STATUS[status]}`,
    body: reason ?? `${skill}: ${level}.`,
  }),

  joinerToManager: ({ name, number, joiningDate }) => ({
    title: `${name} entra na sua equipe`,
    body: `${name} (${number}) entra na sua equipe em ${day(joiningDate)}.`,
  }),
  joinersToHr: ({ count, name, joiningDate }) =>
    count === 1
      ? {
          title: `Nova admissão: ${name}`,
          body: `A admissão de ${name} foi concluída; o início é em ${day(joiningDate)}.`,
        }
      : {
          title: `${count} novas admissões`,
          body: `${count} colaboradores foram admitidos; o primeiro começa em ${day(joiningDate)}.`,
        },
  contractEnds: ({ name, number, vendor, endDate, days: n }) => ({
    title: `O contrato de ${name} termina em ${days(n)}`,
    body: `O contrato de ${name} (${number}) com ${vendor} termina em ${day(endDate)}. Prorrogue-o ou planeje o desligamento.`,
  }),

  scheduledReport: ({ report, view, period, rows, link, attached }) => ({
    subject: `${report}: ${view}`,
    body: `${report} — ${view} (${periodLabel(period, { day, month, weekOf: (d) => `semana de ${d}` })}): ${rows} ${pluralWord('pt', rows, { one: 'linha', other: 'linhas' })}.\n\n${
      attached
        ? `O arquivo está anexado. Abra o relatório: ${link}`
        : `O arquivo é grande demais para anexar; abra o relatório e exporte-o: ${link}`
    }`,
  }),
});
