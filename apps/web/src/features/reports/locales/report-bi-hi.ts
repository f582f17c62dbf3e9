import type { Translated } from '../../../locales/types.ts';
import type { biDashboardEn } from './report-bi-en.ts';

export const biDashboardHi: Translated<typeof biDashboardEn> = {
  title: '{{title}}: आपके BI टूल का डैशबोर्ड',
  frameTitle: '{{title}} डैशबोर्ड',
  unavailable: 'BI डैशबोर्ड दिखाया नहीं जा सका',
  retry: 'फिर से कोशिश करें',
  configure: 'BI डैशबोर्ड सेटिंग्स',
  settings: {
    title: 'आपके अपने BI टूल का डैशबोर्ड',
    intro:
      'इस रिपोर्ट के साथ Metabase या Apache Superset डैशबोर्ड दिखाएँ। हर व्यू को कुछ मिनट चलने वाला टोकन मिलता है जो आपकी कंपनी और देखने वाले की कानूनी इकाई तक सीमित होता है। नया पता सहेजने के बाद पेज रीलोड करें।',
    provider: 'BI टूल',
    providers: { metabase: 'Metabase', superset: 'Apache Superset' },
    placement: 'कहाँ दिखाएँ',
    placements: { beside: 'रिपोर्ट के नीचे', replace: 'रिपोर्ट की जगह' },
    siteUrl: 'BI टूल का पता',
    siteUrlHint: 'इसकी साइट URL, जैसे https://metabase.example.com',
    dashboardId: 'डैशबोर्ड',
    dashboardHint: {
      metabase: 'डैशबोर्ड के पते में दी गई संख्या (एम्बेडिंग चालू, tenant और entity पैरामीटर लॉक)।',
      superset: '“Embed dashboard” से एम्बेडेड डैशबोर्ड का UUID (वहाँ इस साइट के पते की अनुमति दें)।',
    },
    username: 'सर्विस अकाउंट',
    secret: { metabase: 'एम्बेडिंग सीक्रेट की', superset: 'सर्विस अकाउंट का पासवर्ड' },
    secretHint: 'एन्क्रिप्ट करके रखा जाता है और फिर कभी नहीं दिखाया जाता; मौजूदा रखने के लिए खाली छोड़ें।',
    secretSet: 'सहेजा हुआ',
    secretNotSet: 'सेट नहीं',
    secretRequired: 'पहली बार सीक्रेट दें।',
    save: 'सहेजें',
    saved: 'BI डैशबोर्ड सेटिंग्स सहेजी गईं।',
    remove: 'डैशबोर्ड हटाएँ',
    removed: 'रिपोर्ट अब BI डैशबोर्ड नहीं दिखाती।',
  },
};
