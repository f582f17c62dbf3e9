import type { Translated } from '../../../locales/types.ts';
import type { bulkOnboardingEn, bulkUpdateEn } from './bulk-onboarding-en.ts';

export const bulkOnboardingPt: Translated<typeof bulkOnboardingEn> = {
  employee: {
    title: 'Admissão em massa',
    intro:
      'Admita muitos colaboradores com um só arquivo. Baixe o modelo (as colunas de consulta trazem os valores desta empresa), preencha uma linha por pessoa, valide e depois carregue. Um arquivo com qualquer erro não admite ninguém; quem já foi admitido (mesma matrícula ou e-mail corporativo) é ignorado.',
  },
  consultant: {
    title: 'Admissão de consultores em massa',
    intro:
      'Admita muitos consultores e prestadores de serviço com um só arquivo, com tipo de prestador, fornecedor, datas do contrato e valor de faturamento. Valide e depois carregue: todas as linhas ou nenhuma; consultores já admitidos são ignorados.',
  },
  summary: '{{rows}} linhas verificadas: {{toCreate}} a criar, {{existing}} já admitidos.',
  summaryErrors_one: '{{rows}} linhas verificadas: {{count}} erro. Nada pode ser carregado até ele ser corrigido.',
  summaryErrors_many:
    '{{rows}} linhas verificadas: {{count}} erros. Nada pode ser carregado até eles serem corrigidos.',
  summaryErrors_other:
    '{{rows}} linhas verificadas: {{count}} erros. Nada pode ser carregado até eles serem corrigidos.',
  loaded_one: '{{count}} pessoa admitida: {{people}}.',
  loaded_many: '{{count}} pessoas admitidas: {{people}}.',
  loaded_other: '{{count}} pessoas admitidas: {{people}}.',
  andMore_one: '{{people}} e mais {{count}}',
  andMore_many: '{{people}} e mais {{count}}',
  andMore_other: '{{people}} e mais {{count}}',
  skipped_one: '{{count}} linha já estava admitida e foi ignorada.',
  skipped_many: '{{count}} linhas já estavam admitidas e foram ignoradas.',
  skipped_other: '{{count}} linhas já estavam admitidas e foram ignoradas.',
  allAlreadyOnboarded_one: '{{count}} linha já está admitida; nada a criar.',
  allAlreadyOnboarded_many: 'Todas as {{count}} linhas já estão admitidas; nada a criar.',
  allAlreadyOnboarded_other: 'Todas as {{count}} linhas já estão admitidas; nada a criar.',
};

export const bulkUpdatePt: Translated<typeof bulkUpdateEn> = {
  title: 'Atualização em massa',
  intro:
    'Altere muitos colaboradores de uma vez com um arquivo: escolha o que mudar, baixe o modelo, preencha uma linha por colaborador com a data em que a mudança vale, valide e depois carregue. Um arquivo com qualquer erro não altera ninguém; cada campo alterado fica registrado na trilha de auditoria.',
  kindLabel: 'O que mudar',
  kinds: {
    jobDetails: 'Dados do cargo',
    manager: 'Gestor',
    departmentLocation: 'Departamento e local',
    contact: 'Contato',
  },
  columns: 'Colunas: <names>{{columns}}</names>. Uma célula vazia mantém o valor atual.',
  summary:
    '{{rows}} linhas verificadas: {{employees}} colaboradores a atualizar ({{changes}} campos), {{unchanged}} já iguais ao arquivo.',
  summaryErrors_one: '{{rows}} linhas verificadas: {{count}} erro. Nada pode ser carregado até ele ser corrigido.',
  summaryErrors_many:
    '{{rows}} linhas verificadas: {{count}} erros. Nada pode ser carregado até eles serem corrigidos.',
  summaryErrors_other:
    '{{rows}} linhas verificadas: {{count}} erros. Nada pode ser carregado até eles serem corrigidos.',
};
