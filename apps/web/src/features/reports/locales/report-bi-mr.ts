import type { Translated } from '../../../locales/types.ts';
import type { biDashboardEn } from './report-bi-en.ts';

export const biDashboardMr: Translated<typeof biDashboardEn> = {
  title: '{{title}}: तुमच्या BI टूलचा डॅशबोर्ड',
  frameTitle: '{{title}} डॅशबोर्ड',
  unavailable: 'BI डॅशबोर्ड दाखवता आला नाही',
  retry: 'पुन्हा प्रयत्न करा',
  configure: 'BI डॅशबोर्ड सेटिंग्ज',
  settings: {
    title: 'तुमच्या स्वतःच्या BI टूलचा डॅशबोर्ड',
    intro:
      'या अहवालासोबत Metabase किंवा Apache Superset डॅशबोर्ड दाखवा. प्रत्येक व्ह्यूला काही मिनिटे चालणारे टोकन मिळते, जे तुमच्या कंपनीपुरते आणि पाहणारी व्यक्ती काम करत असलेल्या कायदेशीर संस्थेपुरते मर्यादित असते. नवीन पत्ता जतन केल्यानंतर पान रीलोड करा.',
    provider: 'BI टूल',
    providers: { metabase: 'Metabase', superset: 'Apache Superset' },
    placement: 'कुठे दाखवायचे',
    placements: { beside: 'अहवालाखाली', replace: 'अहवालाऐवजी' },
    siteUrl: 'BI टूलचा पत्ता',
    siteUrlHint: 'त्याची साइट URL, उदा. https://metabase.example.com',
    dashboardId: 'डॅशबोर्ड',
    dashboardHint: {
      metabase: 'डॅशबोर्डच्या पत्त्यातील संख्या (एम्बेडिंग चालू, tenant आणि entity पॅरामीटर लॉक).',
      superset: '“Embed dashboard” मधील एम्बेड केलेल्या डॅशबोर्डचा UUID (तिथे या साइटच्या पत्त्याला परवानगी द्या).',
    },
    username: 'सर्व्हिस खाते',
    secret: { metabase: 'एम्बेडिंग सीक्रेट की', superset: 'सर्व्हिस खात्याचा पासवर्ड' },
    secretHint: 'एन्क्रिप्ट करून ठेवले जाते आणि पुन्हा कधीही दाखवले जात नाही; सध्याचे ठेवण्यासाठी रिकामे ठेवा.',
    secretSet: 'जतन केलेले',
    secretNotSet: 'सेट केलेले नाही',
    secretRequired: 'पहिल्यांदा सीक्रेट द्या.',
    save: 'जतन करा',
    saved: 'BI डॅशबोर्ड सेटिंग्ज जतन केल्या.',
    remove: 'डॅशबोर्ड काढा',
    removed: 'अहवाल आता BI डॅशबोर्ड दाखवत नाही.',
  },
};
