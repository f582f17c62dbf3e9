import type { Translated } from '../../../locales/types.ts';
import type { assistantSettingsEn, chatEn } from './chat-en.ts';

export const assistantSettingsRu: Translated<typeof assistantSettingsEn> = {
  enabled: 'HR-ассистент включён',
  retentionDays: 'Хранить переписку (дней)',
  model: 'Модель (необязательно)',
  baseUrl: 'Базовый URL',
  modelName: 'Модель',
  apiKey: 'API-ключ',
  key: { set: 'Задан', notSet: 'Не задан', removed: 'Будет удалён при сохранении' },
  clearKey: 'Удалить сохранённый ключ',
  test: 'Проверить подключение',
  testOk: 'Модель ответила',
  testFailed: 'Модель не ответила',
  save: 'Сохранить',
  saved: 'Настройки ассистента сохранены.',
};

export const chatRu: Translated<typeof chatEn> = {
  historyOpen: 'Прошлые разговоры',
  historyClose: 'Вернуться к разговору',
  history: {
    title: 'Прошлые разговоры',
    new: 'Новый разговор',
    empty: 'Прошлых разговоров нет.',
    delete: 'Удалить',
    cancel: 'Отмена',
    confirm: 'Удалить «{{title}}» и его сообщения?',
    deleteOne: 'Удалить разговор «{{title}}»',
  },
};
