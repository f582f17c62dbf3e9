import type { ChatWords } from './types.ts';

const count = (n: number, shown: string, one: string, many: string) => `${shown} ${n === 1 ? one : many}`;

export const portugueseChat: ChatWords = {
  greeting:
    'Olá! Sou seu assistente de RH. Pergunte sobre suas ausências, feriados, timesheets, metas, colegas ou políticas da empresa.',
  privacyNotice:
    'Não compartilhe dados pessoais sensíveis (como dados bancários, de saúde ou números de documentos) neste chat. Suas interações com o assistente podem ser registradas para melhorar o serviço.',
  notUnderstood:
    'Desculpe, não entendi. Experimente uma das sugestões, por exemplo “saldo de ausências” ou “lista de feriados”.',
  othersData:
    'Só posso mostrar os seus próprios dados. Para os de outra pessoa, fale com o RH ou use a visão de gestor no app.',
  salary: 'Não posso informar salário ou pagamentos neste chat. Abra Minhas finanças ou fale com o RH.',
  personalData:
    'Não posso informar dados bancários, de identidade ou outros dados pessoais neste chat, seus ou de outra pessoa. Os seus estão no seu perfil; para os de um colega, fale com o RH.',
  ownRules: 'Sigo as mesmas regras do app: só posso mostrar o que você mesmo pode ver.',
  noAccess: 'Você não tem acesso a isso no app, então também não posso mostrar aqui.',
  nothingToConfirm: 'Não há nada aguardando a sua confirmação.',
  cancelled: 'Tudo bem, não solicitei nada.',
  emptyReply: 'Não consegui processar isso.',
  somethingWentWrong: 'Ops! Algo deu errado. Tente novamente.',
  noEmployeeRecord: 'Sua conta de usuário não está vinculada a um cadastro de colaborador.',

  yes: 'Sim',
  no: 'Não',
  heading: {
    leaveType: 'Tipo de ausência',
    balance: 'Saldo',
    pending: 'Pendente',
    available: 'Disponível',
    from: 'De',
    to: 'Até',
    days: 'Dias',
    approver: 'Aprovador',
    status: 'Status',
    date: 'Data',
    holiday: 'Feriado',
    optional: 'Opcional',
    employee: 'Colaborador',
    employeeNumber: 'Matrícula',
    designation: 'Cargo',
    department: 'Departamento',
    request: 'Solicitação',
    dates: 'Datas',
    quantity: 'Quantidade',
    submitted: 'Enviado em',
    goal: 'Meta',
    period: 'Período',
    progress: 'Progresso',
    skill: 'Competência',
    level: 'Nível',
    years: 'Anos',
  },
  link: {
    leaveDashboard: 'Painel de ausências',
    holidayCalendar: 'Calendário de feriados',
    applyLeave: 'Solicitar ausência',
    teamLeave: 'Ausências da equipe',
    myTeam: 'Minha equipe',
    myActions: 'Minhas ações',
    weeklyTimesheet: 'Timesheet semanal',
    myGoals: 'Minhas metas',
    mySkills: 'Minhas competências',
    policyLibrary: 'Biblioteca de políticas',
  },
  status: {
    pending: 'Pendente',
    approved: 'Aprovada',
    rejected: 'Rejeitada',
    cancelled: 'Cancelada',
    draft: 'Rascunho',
  },
  actionKind: {
    leaveDecision: 'Solicitações de ausência',
    compOffDecision: 'Solicitações de folga compensatória',
    timesheetDecision: 'Timesheets',
  },
  weekStatus: {
    new: 'não iniciado',
    saved: 'salvo, não enviado',
    submitted: 'enviado',
    partiallyApproved: 'aprovado em parte',
    approved: 'aprovado',
    rejected: 'rejeitado',
    unsubmitted: 'retirado (não enviado)',
  },

  days: (n, shown) => count(n, shown, 'dia', 'dias'),
  hours: (n, shown) => count(n, shown, 'hora', 'horas'),
  options: (n, shown) => count(n, shown, 'opção', 'opções'),
  people: (n, shown) => count(n, shown, 'pessoa', 'pessoas'),

  noBalances: 'Você ainda não tem saldos de ausência.',
  oneBalance: ({ available, availableCount, type, pending }) =>
    `Você tem ${count(availableCount, available, 'dia', 'dias')} de ${type} disponíveis (${pending} pendentes).`,
  balances: (list) =>
    `Este é o seu saldo de ausências, em dias disponíveis: ${list.map((b) => `${b.type} ${b.available}`).join(', ')}.`,
  noPendingLeave: 'Você não tem solicitações de ausência pendentes.',
  noLeaveHistory: 'Você ainda não solicitou nenhuma ausência.',
  pendingLeaveCount: (n, shown) =>
    `Você tem ${count(n, shown, 'solicitação de ausência pendente', 'solicitações de ausência pendentes')}.`,
  leaveHistoryCount: (n, shown) =>
    `Você tem ${count(n, shown, 'solicitação de ausência registrada', 'solicitações de ausência registradas')}.`,
  noHolidays: 'Não há feriados no seu calendário para o próximo ano.',
  nextHoliday: ({ name, day, count: n, shown }) =>
    `O próximo feriado é ${name}, em ${day}; ${count(n, shown, 'feriado', 'feriados')} no próximo ano.`,
  whichType: (types) => `Qual tipo de ausência? Você pode solicitar: ${types.join(', ')}.`,
  whichDates: (type) => `Para quais datas você quer ${type}? Por exemplo “próxima sexta” ou “de 3 a 5”.`,
  noWorkingDays: (range) => `${range} não tem dias úteis, então não há nada a solicitar.`,
  confirmApply: ({ days, type, range }) =>
    `Posso solicitar ${days} de ${type} em ${range}? Responda “sim” para confirmar ou “não” para cancelar.`,
  couldNotApply: (reason) => `Não consegui solicitar: ${reason}`,
  applied: ({ type, range, days, approver }) =>
    `Pronto: sua solicitação de ${type} para ${range} (${days}) foi enviada.${approver ? ` Ela aguarda a aprovação de ${approver}.` : ''}`,
  nobodyOnLeave: 'Ninguém da sua equipe está ausente nesta semana.',
  teamOnLeave: ({ today, todayShown, upcoming }) =>
    `${count(today, todayShown, 'pessoa', 'pessoas')} da sua equipe ${today === 1 ? 'está ausente' : 'estão ausentes'} hoje, mais ${upcoming} nos próximos 7 dias.`,
  nobodyReports: 'Ninguém se reporta a você.',
  reportsTo: ({ direct, directShown, indirect, indirectShown }) =>
    `${count(direct, directShown, 'pessoa se reporta', 'pessoas se reportam')} diretamente a você.${
      indirect > 0 ? ` ${count(indirect, indirectShown, 'pessoa se reporta', 'pessoas se reportam')} a elas.` : ''
    }`,
  noManager: 'Você não tem gestor direto no app. O RH pode definir um no seu perfil.',
  manager: ({ name, number, role, email }) =>
    `Seu gestor direto é ${name} (${number})${role ? `, ${role}` : ''}. E-mail: ${email}.`,
  nothingWaiting: {
    leave: 'Nenhuma solicitação de ausência aguarda a sua aprovação.',
    timesheet: 'Nenhum timesheet aguarda a sua aprovação.',
    all: 'Nada aguarda a sua aprovação.',
  },
  waiting: ({ count: n, shown, what, groups }) => {
    const [one, many] =
      what === 'timesheet'
        ? ['semana de timesheet aguarda', 'semanas de timesheet aguardam']
        : what === 'leave'
          ? ['solicitação de ausência aguarda', 'solicitações de ausência aguardam']
          : ['solicitação aguarda', 'solicitações aguardam'];
    return `${count(n, shown, one, many)} a sua aprovação: ${groups}.`;
  },
  timesheet: ({ range, status, hours, expected }) =>
    `Seu timesheet de ${range} está ${status}: ${hours} de ${expected} horas.`,
  noGoals: 'Você ainda não tem metas.',
  goals: (n, shown) => `Você tem ${count(n, shown, 'meta', 'metas')}.`,
  noSkills: 'Você ainda não adicionou competências.',
  skills: (n, shown) => `Você tem ${count(n, shown, 'competência', 'competências')} no seu perfil.`,
  nameTooShort: 'Informe pelo menos três letras do nome.',
  nobodyCalled: (name) => `Não encontrei ninguém chamado “${name}”.`,
  person: (p) =>
    `${p.displayName} (${p.employeeNumber})${p.role.length ? ` — ${p.role.join(', ')}` : ''}, ${p.legalEntityName}${
      p.reportingManager ? `; reporta-se a ${p.reportingManager}` : ''
    }.${
      p.others.count > 0
        ? ` (mais ${p.others.count} ${p.others.count === 1 ? 'resultado' : 'resultados'}: ${p.others.names.join(', ')})`
        : ''
    }`,
  policyNotFound:
    'Não encontrei isso nos documentos de políticas da sua empresa. Tente outras palavras ou abra a Biblioteca de políticas.',
  policyPassage: ({ title, page, passage }) => `De “${title}”, página ${page}: ${passage}`,
  policyPage: ({ title, page }) => `${title}, página ${page}`,
  modelLanguage: 'Responda em português do Brasil.',
  appliedReason: 'Solicitado pelo assistente de RH',
};
