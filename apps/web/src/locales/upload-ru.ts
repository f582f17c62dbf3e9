import type { Translated } from './types.ts';
import type { uploadEn } from './upload-en.ts';

export const uploadRu: Translated<typeof uploadEn> = {
  errorsCaption_one: 'Найдена {{count}} ошибка',
  errorsCaption_few: 'Найдено {{count}} ошибки',
  errorsCaption_many: 'Найдено {{count}} ошибок',
  errorsCaption_other: 'Найдено {{count}} ошибки',
  row: 'Строка',
  column: 'Столбец',
  value: 'Значение',
  problem: 'Ошибка',
  downloadTemplate: 'Скачать шаблон',
  file: 'Файл (.xlsx или .csv)',
  filePlaceholder: 'Выберите файл',
  clearFile: 'Убрать выбранный файл',
  validate: 'Проверить',
  load: 'Загрузить',
  downloadAnnotated: 'Скачать файл с отмеченными ошибками',
  jobRunning: 'Задание {{executionNumber}} выполняется… {{progress}}%',
  jobProgressLabel: 'Ход выполнения задания {{executionNumber}}',
};
