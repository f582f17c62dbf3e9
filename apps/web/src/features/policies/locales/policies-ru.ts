import type { Translated } from '../../../locales/types.ts';
import type { policiesEn } from './policies-en.ts';

/** Russian policy texts: the Policy Library so far; the policy setup is pending (locales/completeness.ts). */
export const policiesRu: Translated<typeof policiesEn> = {
  library: {
    intro: 'Документы политик вашей организации. Откройте документ, чтобы прочитать его здесь, или скачайте его.',
    upload: 'Загрузить документ',
    uploadTitle: 'Загрузка документа политики',
    uploadTo: 'Документ попадёт в библиотеку юрлица {{entity}} для его сотрудников.',
    entity: 'Библиотека юрлица',
    title: 'Название',
    description: 'Описание',
    file: 'Файл PDF',
    fileHint: 'Только PDF, не более {{size}} МБ.',
    tooLarge: 'Файл больше {{size}} МБ.',
    empty: 'Документы политик ещё не опубликованы.',
    size: 'Размер',
    uploaded: 'Загружен',
    uploadedByOn: '{{date}}, загрузил(а) {{name}}',
    previewNamed: 'Открыть: {{name}}',
    downloadNamed: 'Скачать: {{name}}',
    deleteNamed: 'Удалить: {{name}}',
    deleteTitle: 'Удалить документ?',
    deleteQuestion: 'Удалить документ политики «{{name}}»? Сотрудники больше не будут его видеть.',
    download: 'Скачать',
  },
};
