import type { Translated } from '../../../locales/types.ts';
import type { featureFlagsEn } from './feature-flags-en.ts';

export const featureFlagsRu: Translated<typeof featureFlagsEn> = {
  intro:
    'Все функции этой компании со значением из пресета и вашим переопределением. Изменение действует для всех со следующей открытой страницы.',
  preset: 'Пресет: {{preset}}',
  search: 'Поиск флагов',
  searchPlaceholder: 'Название, описание или ключ',
  filterLabel: 'Показать флаги',
  filters: { all: 'Все', overridden: 'Переопределённые', on: 'Включённые', off: 'Выключенные' },
  areas: {
    people: 'Сотрудники и отчёты',
    onboarding: 'Адаптация',
    timesheet: 'Табели и проекты',
    performance: 'Эффективность',
    offboarding: 'Увольнение',
    finance: 'Финансы',
    assistant: 'Ассистент',
    platform: 'Платформа',
  },
  columns: {
    flag: 'Флаг',
    preset: 'По пресету',
    override: 'Переопределение',
    effective: 'Действует',
    actions: 'Действия',
  },
  on: 'Вкл.',
  off: 'Выкл.',
  noOverride: 'Нет',
  toggle: 'Переключить «{{name}}»',
  reset: 'Вернуть к пресету',
  resetNamed: 'Вернуть «{{name}}» к пресету',
  resetDone: '«{{name}}» снова следует пресету.',
  turnedOn: '«{{name}}» включён.',
  turnedOff: '«{{name}}» выключен.',
  noMatch: 'Ни один флаг не подходит под поиск.',
  confirmTitle: 'Изменить этот флаг?',
  confirmOff:
    'Если выключить «{{name}}», со следующей страницы изменится то, что видят все пользователи этой компании.',
  confirmOn: 'Если включить «{{name}}», со следующей страницы изменится то, что видят все пользователи этой компании.',
  confirm: 'Изменить',
  cancel: 'Отмена',
};
