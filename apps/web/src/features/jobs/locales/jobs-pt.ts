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
};
