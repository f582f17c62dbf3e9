import type { Translated } from '../../../locales/types.ts';
import type { journeyEn } from './journey-en.ts';

export const journeyHi: Translated<typeof journeyEn> = {
  tab: 'सफ़र',
  title: 'सफ़र',
  empty: 'अभी कोई पड़ाव नहीं।',
  kinds: {
    joined: 'जॉइन किया',
    probationEnd: 'प्रोबेशन समाप्त',
    designationChange: 'पदनाम में बदलाव',
    managerChange: 'मैनेजर में बदलाव',
    departmentChange: 'विभाग में बदलाव',
    entityChange: 'कानूनी इकाई में बदलाव',
    firstLeave: 'पहली छुट्टी',
    longLeave: 'लंबी छुट्टी',
    resignation: 'इस्तीफ़ा दिया',
    resignationDecision: 'इस्तीफ़े पर निर्णय',
    exit: 'एग्ज़िट पूरा हुआ',
  },
  fields: {
    legalEntity: 'कानूनी इकाई',
    department: 'विभाग',
    location: 'स्थान',
    manager: 'मैनेजर',
    designation: 'पदनाम',
  },
  change: '{{field}}: {{from}} → {{to}}',
  none: '—',
  days: '{{count}} दिन',
  leaveTreatment: 'छुट्टी बैलेंस: {{treatment}}',
};
