import type { Translated } from '../../../locales/types.ts';
import type { assistantSettingsEn, chatEn } from './chat-en.ts';

export const assistantSettingsPt: Translated<typeof assistantSettingsEn> = {
  enabled: 'Assistente de RH ativo',
  retentionDays: 'Manter conversas por (dias)',
  model: 'Modelo (opcional)',
  baseUrl: 'URL base',
  modelName: 'Modelo',
  apiKey: 'Chave de API',
  key: { set: 'Definida', notSet: 'Não definida', removed: 'Removida ao salvar' },
  clearKey: 'Remover a chave guardada',
  test: 'Testar conexão',
  testOk: 'O modelo respondeu',
  testFailed: 'O modelo não respondeu',
  save: 'Salvar',
  saved: 'Configurações do assistente salvas.',
};

export const chatPt: Translated<typeof chatEn> = {
  historyOpen: 'Conversas anteriores',
  historyClose: 'Voltar à conversa',
  history: {
    title: 'Conversas anteriores',
    new: 'Nova conversa',
    empty: 'Nenhuma conversa anterior.',
    delete: 'Excluir',
    cancel: 'Cancelar',
    confirm: 'Excluir “{{title}}” e as suas mensagens?',
    deleteOne: 'Excluir a conversa “{{title}}”',
  },
};
