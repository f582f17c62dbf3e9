import type { Translated } from '../../../locales/types.ts';
import type { actionsEn } from './actions-en.ts';

export const actionsMr: Translated<typeof actionsEn> = {
  title: 'माझी कामे',
  intro: 'तुमच्या निर्णयाची वाट पाहणारे सर्व काही, एकाच ठिकाणी.',
  empty: 'काहीही तुमची वाट पाहत नाही. तुमचा निर्णय लागणाऱ्या विनंत्या येथे दिसतील.',
  loadFailed: 'तुमची कामे लोड होऊ शकली नाहीत',
  waiting_one: '{{count}} प्रतीक्षेत',
  waiting_other: '{{count}} प्रतीक्षेत',
  openAll: '{{label}} मध्ये निर्णय घ्या',
  review: 'पुनरावलोकन करा',
  reviewItem: '{{name}} यांच्या विनंतीचे पुनरावलोकन करा',
  units: {
    days_one: '{{count}} दिवस',
    days_other: '{{count}} दिवस',
    hours_one: '{{count}} तास',
    hours_other: '{{count}} तास',
    options_one: '{{count}} पर्याय',
    options_other: '{{count}} पर्याय',
  },
  submitted: '{{date}} रोजी सादर',
  showingFirst: '{{count}} पैकी पहिले {{shown}} दाखवत आहे.',
  kinds: {
    leaveDecision: 'रजा विनंत्या',
    compOffDecision: 'कॉम्प-ऑफ विनंत्या',
    'onboarding-task': 'ऑनबोर्डिंग कामे',
  },
};
