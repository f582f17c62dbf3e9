import type { Translated } from '../../../locales/types.ts';
import type { journeyEn } from './journey-en.ts';

export const journeyRu: Translated<typeof journeyEn> = {
  tab: 'Карьерный путь',
  title: 'Карьерный путь',
  empty: 'Событий пока нет.',
  kinds: {
    joined: 'Принят(а) на работу',
    probationEnd: 'Окончание испытательного срока',
    designationChange: 'Смена должности',
    managerChange: 'Смена руководителя',
    departmentChange: 'Перевод в другой отдел',
    entityChange: 'Перевод в другое юрлицо',
    firstLeave: 'Первый отпуск',
    longLeave: 'Длительный отпуск',
    resignation: 'Подал(а) заявление об увольнении',
    resignationDecision: 'Решение по заявлению об увольнении',
    exit: 'Увольнение завершено',
  },
  fields: {
    legalEntity: 'Юрлицо',
    department: 'Отдел',
    location: 'Локация',
    manager: 'Руководитель',
    designation: 'Должность',
  },
  change: '{{field}}: {{from}} → {{to}}',
  none: '—',
  days: 'Дней: {{count}}',
  leaveTreatment: 'Остатки отпусков: {{treatment}}',
};
