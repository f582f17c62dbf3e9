import type { Translated } from '../../../locales/types.ts';
import type { policiesEn } from './policies-en.ts';

/** Portuguese policy texts: the Policy Library so far; the policy setup is pending (locales/completeness.ts). */
export const policiesPt: Translated<typeof policiesEn> = {
  library: {
    intro: 'Documentos de políticas da sua organização. Abra um para ler aqui ou baixe-o.',
    upload: 'Enviar documento',
    uploadTitle: 'Enviar um documento de política',
    uploadTo: 'Ele vai para a biblioteca de {{entity}}, para os colaboradores dessa empresa.',
    entity: 'Biblioteca de',
    title: 'Título',
    description: 'Descrição',
    file: 'Arquivo PDF',
    fileHint: 'Somente PDF, até {{size}} MB.',
    tooLarge: 'O arquivo tem mais de {{size}} MB.',
    empty: 'Nenhum documento de política foi publicado ainda.',
    size: 'Tamanho',
    uploaded: 'Enviado',
    uploadedByOn: '{{date}} por {{name}}',
    previewNamed: 'Abrir {{name}}',
    downloadNamed: 'Baixar {{name}}',
    deleteNamed: 'Excluir {{name}}',
    deleteTitle: 'Excluir documento?',
    deleteQuestion: 'Excluir o documento de política “{{name}}”? Os colaboradores não o verão mais.',
    download: 'Baixar',
  },
};
