import type { Translated } from '../../../locales/types.ts';
import type { employeesEn } from './employees-en.ts';

/** Russian employee texts: the shared table words and employment statuses so far; the rest is pending (locales/completeness.ts). */
export const employeesRu: Translated<typeof employeesEn> = {
  table: {
    pageSize: 'Строк на странице',
    range: '{{from}}–{{to}} из {{total}}',
    pagination: 'Страницы',
    page: 'Страница {{page}}',
    firstPage: 'Первая страница',
    previousPage: 'Предыдущая страница',
    nextPage: 'Следующая страница',
    lastPage: 'Последняя страница',
    sortBy: 'Сортировать по столбцу «{{column}}»',
  },
  statuses: {
    'Pre-joining': 'До выхода на работу',
    Active: 'Работает',
    Inactive: 'Неактивен',
    Resigned: 'Уволился',
    'Notice Period': 'Отрабатывает уведомление',
  },
};
