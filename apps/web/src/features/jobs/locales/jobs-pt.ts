import type { Translated } from '../../../locales/types.ts';
import type { jobsEn } from './jobs-en.ts';

export const jobsPt: Translated<typeof jobsEn> = {
  title: 'Histórico de tarefas',
  intro:
    'Processamentos em segundo plano desta empresa: aquisições, transporte de saldos e expirações, iniciados por uma pessoa ou por agendamento.',
  caption: 'Tarefas, das mais recentes para as mais antigas',
  allKinds: 'Todos os tipos',
  allStatuses: 'Todas as situações',
  kindFilter: 'Tipo',
  statusFilter: 'Situação',
  status: {
    queued: 'Na fila',
    running: 'Em execução',
    succeeded: 'Concluída',
    failed: 'Falhou',
    cancelled: 'Cancelada',
  },
  columns: {
    number: 'Nº',
    kind: 'Tipo',
    status: 'Situação',
    progress: 'Progresso',
    started: 'Início',
    finished: 'Fim',
    startedBy: 'Iniciada por',
    error: 'Erro',
    actions: 'Ações',
  },
  bySchedule: 'Agendamento',
  attempts_one: '{{count}} tentativa',
  attempts_many: '{{count}} tentativas',
  attempts_other: '{{count}} tentativas',
  progressLabel: 'Progresso da tarefa {{number}}',
  empty: 'Nenhuma tarefa corresponde a estes filtros.',
  refresh: 'Atualizar',
  cancel: 'Cancelar tarefa',
  cancelNamed: 'Cancelar a tarefa {{number}} ({{kind}})',
  cancelTitle: 'Cancelar esta tarefa?',
  cancelMessage:
    'A tarefa {{number}} ({{kind}}) ainda não começou. Cancelada, ela não será executada; inicie-a de novo quando precisar.',
  cancelConfirm: 'Cancelar tarefa',
  keep: 'Manter',
  cancelled: 'Tarefa {{number}} cancelada.',
  schedulesTitle: 'Agendamentos',
  schedulesIntro: 'Estas rodam sozinhas para esta empresa, uma vez por período.',
  nextRun: 'Próxima execução: {{date}}',
  kinds: {
    leave: {
      accrual: 'Aquisição de ausências',
      carryForward: 'Transporte de saldo no fim do ano',
      compOffExpiry: 'Expiração de folgas compensatórias',
    },
    onboarding: {
      contractEndReminders: 'Lembretes de fim de contrato',
      bulkLoad: 'Admissão em massa',
      bulkUpdate: 'Atualização em massa',
    },
    timesheet: {
      submitReminder: 'Lembrete de envio da folha de ponto',
      approvalReminder: 'Lembrete de aprovação de folhas de ponto',
      bulkLoad: 'Envio de folhas de ponto',
      erpProjectSync: 'Sincronização de projetos com o ERP',
      autoApproval: 'Aprovação automática de folhas de ponto',
    },
    offboarding: {
      deactivateLeavers: 'Desativação de desligados',
      applyTransfers: 'Aplicação de transferências',
    },
    surveys: {
      reminders: 'Lembretes de pesquisas',
    },
    performance: {
      assignLibraryGoals: 'Atribuição de metas da biblioteca',
      reviewReminders: 'Lembretes de avaliação',
    },
    chat: {
      purge: 'Limpeza de conversas com o assistente',
    },
    reports: {
      scheduledDelivery: 'Envio agendado de relatórios',
    },
  },
  schedules: {
    leave: {
      accrual: 'No dia 1 de cada mês: a aquisição de ausências do período para cada colaborador.',
      carryForward:
        'No primeiro dia do ano fiscal (1º de janeiro, 1º de abril): saldos transportados até o limite de cada tipo.',
      compOffExpiry: 'Todos os dias: folgas compensatórias que expiraram sem uso.',
    },
    onboarding: {
      contractEndReminders: 'Todos os dias: avisa o RH dos contratos de consultores que terminam em 30 e em 7 dias.',
    },
    timesheet: {
      submitReminder:
        'No dia e horário de lembrete de cada empresa, no fuso dela (sexta-feira às 09:00 UTC, se não definido): os colaboradores cuja semana está faltando ou não foi enviada são lembrados (às segundas-feiras, nesse horário, a semana anterior).',
      autoApproval:
        'Todos os dias: linhas de folha de ponto ainda pendentes após o número de dias da empresa desde o envio são aprovadas pela regra.',
      approvalReminder:
        'Toda segunda-feira, no horário de lembrete de cada empresa: os aprovadores com linhas de folha de ponto aguardando são lembrados.',
      erpProjectSync:
        'Todos os dias, quando a sincronização de projetos com o ERP está configurada com o agendamento ligado: projetos atualizados no ERP desde a última execução.',
    },
    offboarding: {
      deactivateLeavers:
        'Todos os dias: colaboradores com o desligamento concluído perdem a conta após o último dia de trabalho.',
      applyTransfers:
        'Todos os dias: transferências aprovadas cuja data de vigência chegou movem o colaborador, com o tratamento de férias escolhido.',
    },
    surveys: {
      reminders:
        'Todos os dias: colaboradores que não responderam a uma pesquisa aberta são lembrados, a cada tantos dias quanto cada pesquisa define.',
    },
    chat: {
      purge: 'Todos os dias: conversas com o assistente mais antigas que o prazo de retenção da empresa são excluídas.',
    },
    performance: {
      reviewReminders:
        'Todos os dias: três dias antes do fim de uma fase de avaliação e no último dia dela, quem ainda deve uma autoavaliação ou a avaliação do gestor é lembrado.',
    },
    reports: {
      scheduledDelivery:
        'Todos os dias: visões de relatório salvas com envio diário, semanal (às segundas-feiras) ou mensal (no dia 1) são enviadas por e-mail aos destinatários que ainda podem abrir o relatório.',
    },
  },
};
