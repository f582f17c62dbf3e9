import type { Translated } from '../../../locales/types.ts';
import type { actionsEn } from './actions-en.ts';

export const actionsPt: Translated<typeof actionsEn> = {
  title: 'Minhas pendências',
  intro: 'Tudo o que aguarda sua decisão, em um só lugar.',
  empty: 'Nada aguarda sua decisão. As solicitações que precisarem de você aparecerão aqui.',
  loadFailed: 'Não foi possível carregar suas pendências',
  waiting_one: '{{count}} aguardando',
  waiting_many: '{{count}} aguardando',
  waiting_other: '{{count}} aguardando',
  openAll: 'Decidir em {{label}}',
  review: 'Analisar',
  reviewItem: 'Analisar a solicitação de {{name}}',
  units: {
    days_one: '{{count}} dia',
    days_many: '{{count}} dias',
    days_other: '{{count}} dias',
    hours_one: '{{count}} h',
    hours_many: '{{count}} h',
    hours_other: '{{count}} h',
    options_one: '{{count}} opção',
    options_many: '{{count}} opções',
    options_other: '{{count}} opções',
  },
  submitted: 'Enviada em {{date}}',
  showingFirst: 'Mostrando as primeiras {{shown}} de {{count}}.',
  kinds: {
    leaveDecision: 'Solicitações de ausência',
    compOffDecision: 'Solicitações de folga compensatória',
    'onboarding-task': 'Tarefas de admissão',
  },
};
