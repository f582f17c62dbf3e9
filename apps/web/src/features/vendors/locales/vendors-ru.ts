import type { Translated } from '../../../locales/types.ts';
import type { vendorsEn } from './vendors-en.ts';

/** Russian vendor texts: the ERP project sync (a timesheet page) so far; the rest is pending (locales/completeness.ts). */
export const vendorsRu: Translated<typeof vendorsEn> = {
  erpSync: {
    title: 'Синхронизация проектов с ERP',
    intro:
      'Проекты из Oracle ERP: создаются или обновляются здесь, если изменились в ERP после последней синхронизации (отметки).',
    settingsTitle: 'Коннектор',
    adapter: 'Откуда читать проекты',
    adapters: { file: 'Загруженные файлы (JSON или CSV)', http: 'HTTP-адрес ERP' },
    url: 'Адрес',
    username: 'Имя пользователя',
    password: 'Пароль',
    passwordKept: 'Оставьте пустым, чтобы сохранить прежний пароль',
    schedule: 'Синхронизировать ежедневно',
    scheduleHint: 'Ежедневный запуск читает HTTP-адрес.',
    save: 'Сохранить коннектор',
    saved: 'Коннектор сохранён.',
    watermark: 'Следующим будут прочитаны проекты, изменённые после {{watermark}}.',
    notConfigured: 'Синхронизация выключена, пока не сохранён коннектор.',
    runTitle: 'Запустить сейчас',
    runHttp: 'Синхронизировать с ERP сейчас',
    file: 'Файл проектов',
    filePlaceholder: 'Выберите файл JSON или CSV',
    runFile: 'Синхронизировать этот файл',
    clearFile: 'Убрать выбранный файл',
    fileHint:
      'Список JSON или файл CSV со столбцами projectNumber, projectName, clientCode, status, startDate, endDate, billingType, projectManager (номер или почта) и lastUpdateDate.',
    done: 'Создано: {{created}}, обновлено: {{updated}}, отклонено: {{refused}}.',
    reportsTitle: 'Отчёты о синхронизации',
    reportsCaption: 'Прошлые синхронизации, сначала последние',
    noReports: 'Синхронизация ещё не запускалась.',
    columns: {
      finishedAt: 'Завершена',
      source: 'Источник',
      created: 'Создано',
      updated: 'Обновлено',
      unchanged: 'Без изменений',
      skipped: 'Пропущено',
      refused: 'Отклонено',
      startedBy: 'Запустил',
    },
    schedule_trigger: 'Ежедневное расписание',
    refusedTitle: 'Отклонённые записи',
    projectNumber: 'Номер проекта',
    reason: 'Причина',
  },
};
