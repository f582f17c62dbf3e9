import type { Translated } from './types.ts';
import type { uploadEn } from './upload-en.ts';

export const uploadPt: Translated<typeof uploadEn> = {
  errorsCaption_one: '{{count}} problema encontrado',
  errorsCaption_many: '{{count}} problemas encontrados',
  errorsCaption_other: '{{count}} problemas encontrados',
  row: 'Linha',
  column: 'Coluna',
  value: 'Valor',
  problem: 'Problema',
  downloadTemplate: 'Baixar modelo',
  file: 'Arquivo (.xlsx ou .csv)',
  filePlaceholder: 'Escolha um arquivo',
  clearFile: 'Remover o arquivo escolhido',
  validate: 'Validar',
  load: 'Carregar',
  downloadAnnotated: 'Baixar o arquivo com os erros marcados',
  jobRunning: 'Tarefa {{executionNumber}} em execução… {{progress}}%',
  jobProgressLabel: 'Progresso da tarefa {{executionNumber}}',
};
