import type { Translated } from '../../../locales/types.ts';
import type { actionsEn } from './actions-en.ts';

export const actionsHi: Translated<typeof actionsEn> = {
  title: 'मेरे कार्य',
  intro: 'आपके निर्णय की प्रतीक्षा में सब कुछ, एक ही जगह।',
  empty: 'कुछ भी आपकी प्रतीक्षा में नहीं है। जिन अनुरोधों पर आपका निर्णय चाहिए, वे यहाँ दिखेंगे।',
  loadFailed: 'आपके कार्य लोड नहीं हो सके',
  waiting_one: '{{count}} प्रतीक्षा में',
  waiting_other: '{{count}} प्रतीक्षा में',
  openAll: '{{label}} में निर्णय लें',
  review: 'समीक्षा करें',
  reviewItem: '{{name}} के अनुरोध की समीक्षा करें',
  units: {
    days_one: '{{count}} दिन',
    days_other: '{{count}} दिन',
    hours_one: '{{count}} घंटा',
    hours_other: '{{count}} घंटे',
    options_one: '{{count}} विकल्प',
    options_other: '{{count}} विकल्प',
  },
  submitted: '{{date}} को जमा किया',
  showingFirst: '{{count}} में से पहले {{shown}} दिखाए जा रहे हैं।',
  kinds: {
    leaveDecision: 'छुट्टी अनुरोध',
    compOffDecision: 'कॉम्प-ऑफ़ अनुरोध',
    'onboarding-task': 'ऑनबोर्डिंग कार्य',
  },
};
