import type { Translated } from '../../../locales/types.ts';
import type { featureFlagsEn } from './feature-flags-en.ts';

export const featureFlagsPt: Translated<typeof featureFlagsEn> = {
  intro:
    'Cada funcionalidade desta empresa com o valor do pré-ajuste e a sua substituição. Uma mudança vale para todos a partir da próxima página.',
  preset: 'Pré-ajuste: {{preset}}',
  search: 'Pesquisar funcionalidades',
  searchPlaceholder: 'Nome, descrição ou chave',
  filterLabel: 'Mostrar funcionalidades',
  filters: { all: 'Todas', overridden: 'Substituídas', on: 'Ligadas', off: 'Desligadas' },
  areas: {
    people: 'Pessoas e relatórios',
    onboarding: 'Admissão',
    timesheet: 'Folhas de ponto e projetos',
    performance: 'Desempenho',
    offboarding: 'Desligamento',
    finance: 'Financeiro',
    assistant: 'Assistente',
    platform: 'Plataforma',
  },
  columns: {
    flag: 'Funcionalidade',
    preset: 'Padrão do pré-ajuste',
    override: 'Substituição',
    effective: 'Em vigor',
    actions: 'Ações',
  },
  on: 'Ligada',
  off: 'Desligada',
  noOverride: 'Nenhuma',
  toggle: 'Alternar {{name}}',
  reset: 'Voltar ao pré-ajuste',
  resetNamed: 'Voltar {{name}} ao pré-ajuste',
  resetDone: '{{name}} segue o pré-ajuste novamente.',
  turnedOn: '{{name}} está ligada.',
  turnedOff: '{{name}} está desligada.',
  noMatch: 'Nenhuma funcionalidade corresponde à pesquisa.',
  confirmTitle: 'Alterar esta funcionalidade?',
  confirmOff: 'Desligar {{name}} muda o que todos os usuários desta empresa veem a partir da próxima página.',
  confirmOn: 'Ligar {{name}} muda o que todos os usuários desta empresa veem a partir da próxima página.',
  confirm: 'Alterar',
  cancel: 'Cancelar',
};
