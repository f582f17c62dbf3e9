import type { Translated } from '../../../locales/types.ts';
import type { journeyEn } from './journey-en.ts';

export const journeyMr: Translated<typeof journeyEn> = {
  tab: 'प्रवास',
  title: 'प्रवास',
  empty: 'अद्याप कोणतेही टप्पे नाहीत.',
  kinds: {
    joined: 'रुजू झाले',
    probationEnd: 'प्रोबेशन संपतो',
    designationChange: 'पदनामात बदल',
    managerChange: 'मॅनेजरमध्ये बदल',
    departmentChange: 'विभागात बदल',
    entityChange: 'कायदेशीर संस्थेत बदल',
    firstLeave: 'पहिली रजा',
    longLeave: 'दीर्घ रजा',
    resignation: 'राजीनामा दिला',
    resignationDecision: 'राजीनाम्यावर निर्णय',
    exit: 'एक्झिट पूर्ण',
  },
  fields: {
    legalEntity: 'कायदेशीर संस्था',
    department: 'विभाग',
    location: 'ठिकाण',
    manager: 'मॅनेजर',
    designation: 'पदनाम',
  },
  change: '{{field}}: {{from}} → {{to}}',
  none: '—',
  days: '{{count}} दिवस',
  leaveTreatment: 'रजा शिल्लक: {{treatment}}',
};
