import type { Translated } from '../../../locales/types.ts';
import type { biDashboardEn } from './report-bi-en.ts';

export const biDashboardRu: Translated<typeof biDashboardEn> = {
  title: '{{title}}: дашборд из вашего BI-инструмента',
  frameTitle: 'Дашборд «{{title}}»',
  unavailable: 'Не удалось показать BI-дашборд',
  retry: 'Повторить',
  configure: 'Настройки BI-дашборда',
  settings: {
    title: 'Дашборд вашего BI-инструмента',
    intro:
      'Показывайте вместе с этим отчётом дашборд Metabase или Apache Superset. Каждый просмотр получает токен на несколько минут, привязанный к вашей компании и юрлицу, в котором работает зритель. После сохранения нового адреса перезагрузите страницу.',
    provider: 'BI-инструмент',
    providers: { metabase: 'Metabase', superset: 'Apache Superset' },
    placement: 'Где показывать',
    placements: { beside: 'Под отчётом', replace: 'Вместо отчёта' },
    siteUrl: 'Адрес BI-инструмента',
    siteUrlHint: 'URL его сайта, например https://metabase.example.com',
    dashboardId: 'Дашборд',
    dashboardHint: {
      metabase: 'Число в адресе дашборда (встраивание включено, параметры tenant и entity заблокированы).',
      superset: 'UUID встроенного дашборда из «Embed dashboard» (разрешите там адрес этого сайта).',
    },
    username: 'Сервисная учётная запись',
    secret: { metabase: 'Секретный ключ встраивания', superset: 'Пароль сервисной учётной записи' },
    secretHint: 'Хранится в зашифрованном виде и больше не показывается; оставьте пустым, чтобы сохранить текущий.',
    secretSet: 'Сохранён',
    secretNotSet: 'Не задан',
    secretRequired: 'Укажите секрет при первой настройке.',
    save: 'Сохранить',
    saved: 'Настройки BI-дашборда сохранены.',
    remove: 'Убрать дашборд',
    removed: 'Отчёт больше не показывает BI-дашборд.',
  },
};
