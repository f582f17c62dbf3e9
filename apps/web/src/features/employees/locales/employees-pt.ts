import type { Translated } from '../../../locales/types.ts';
import type { employeesEn } from './employees-en.ts';

/** Portuguese employee texts: the shared table words and employment statuses so far; the rest is pending (locales/completeness.ts). */
export const employeesPt: Translated<typeof employeesEn> = {
  table: {
    pageSize: 'Linhas por página',
    range: '{{from}}–{{to}} de {{total}}',
    pagination: 'Páginas',
    page: 'Página {{page}}',
    firstPage: 'Primeira página',
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    lastPage: 'Última página',
    sortBy: 'Ordenar por {{column}}',
  },
  statuses: {
    'Pre-joining': 'Pré-admissão',
    Active: 'Ativo',
    Inactive: 'Inativo',
    Resigned: 'Desligado',
    'Notice Period': 'Em aviso prévio',
  },
};
