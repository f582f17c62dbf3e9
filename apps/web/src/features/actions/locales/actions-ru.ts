import type { Translated } from '../../../locales/types.ts';
import type { actionsEn } from './actions-en.ts';

export const actionsRu: Translated<typeof actionsEn> = {
  title: 'Мои задачи',
  intro: 'Всё, что ждёт вашего решения, в одном месте.',
  empty: 'Ничего не ждёт вашего решения. Заявки, которые нужно рассмотреть, появятся здесь.',
  loadFailed: 'Не удалось загрузить ваши задачи',
  waiting_one: 'Ожидает: {{count}}',
  waiting_few: 'Ожидают: {{count}}',
  waiting_many: 'Ожидают: {{count}}',
  waiting_other: 'Ожидают: {{count}}',
  openAll: 'Рассмотреть в разделе «{{label}}»',
  review: 'Рассмотреть',
  reviewItem: 'Рассмотреть заявку: {{name}}',
  units: {
    days_one: '{{count}} день',
    days_few: '{{count}} дня',
    days_many: '{{count}} дней',
    days_other: '{{count}} дня',
    hours_one: '{{count}} ч',
    hours_few: '{{count}} ч',
    hours_many: '{{count}} ч',
    hours_other: '{{count}} ч',
    options_one: '{{count}} вариант',
    options_few: '{{count}} варианта',
    options_many: '{{count}} вариантов',
    options_other: '{{count}} варианта',
  },
  submitted: 'Подано {{date}}',
  showingFirst: 'Показаны первые {{shown}} из {{count}}.',
  kinds: {
    leaveDecision: 'Заявки на отпуск',
    compOffDecision: 'Заявки на отгул',
    'onboarding-task': 'Задачи адаптации',
  },
};
