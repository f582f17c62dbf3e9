import type { Translated } from '../../../locales/types.ts';
import type { employeesEn } from './employees-en.ts';

/** Marathi employee texts: the shared table words and employment statuses so far; the rest is pending (locales/completeness.ts). */
export const employeesMr: Translated<typeof employeesEn> = {
  table: {
    pageSize: 'प्रति पान ओळी',
    range: '{{total}} पैकी {{from}}–{{to}}',
    pagination: 'पाने',
    page: 'पान {{page}}',
    firstPage: 'पहिले पान',
    previousPage: 'मागील पान',
    nextPage: 'पुढील पान',
    lastPage: 'शेवटचे पान',
    sortBy: '{{column}} नुसार क्रमवारी लावा',
  },
  statuses: {
    'Pre-joining': 'रुजू होण्यापूर्वी',
    Active: 'सक्रिय',
    Inactive: 'निष्क्रिय',
    Resigned: 'राजीनामा दिला',
    'Notice Period': 'नोटीस कालावधी',
  },
};
