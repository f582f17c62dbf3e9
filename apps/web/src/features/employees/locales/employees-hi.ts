import type { Translated } from '../../../locales/types.ts';
import type { employeesEn } from './employees-en.ts';

/** Hindi employee texts: the shared table words and employment statuses so far; the rest is pending (locales/completeness.ts). */
export const employeesHi: Translated<typeof employeesEn> = {
  table: {
    pageSize: 'प्रति पेज पंक्तियाँ',
    range: '{{total}} में से {{from}}–{{to}}',
    pagination: 'पेज',
    page: 'पेज {{page}}',
    firstPage: 'पहला पेज',
    previousPage: 'पिछला पेज',
    nextPage: 'अगला पेज',
    lastPage: 'अंतिम पेज',
    sortBy: '{{column}} के अनुसार क्रमबद्ध करें',
  },
  statuses: {
    'Pre-joining': 'जॉइनिंग से पहले',
    Active: 'सक्रिय',
    Inactive: 'निष्क्रिय',
    Resigned: 'इस्तीफ़ा दिया',
    'Notice Period': 'नोटिस पीरियड',
  },
};
