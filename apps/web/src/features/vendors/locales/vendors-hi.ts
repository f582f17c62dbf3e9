import type { Translated } from '../../../locales/types.ts';
import type { vendorsEn } from './vendors-en.ts';

/** Hindi vendor texts: the ERP project sync (a timesheet page) so far; the rest is pending (locales/completeness.ts). */
export const vendorsHi: Translated<typeof vendorsEn> = {
  erpSync: {
    title: 'ERP प्रोजेक्ट सिंक',
    intro: 'Oracle ERP से प्रोजेक्ट: पिछले सिंक (वॉटरमार्क) के बाद ERP में बदले गए प्रोजेक्ट यहाँ बनाए या अपडेट किए जाते हैं।',
    settingsTitle: 'कनेक्टर',
    adapter: 'प्रोजेक्ट कहाँ से पढ़ें',
    adapters: { file: 'अपलोड की गई फ़ाइलें (JSON या CSV)', http: 'ERP का HTTP एंडपॉइंट' },
    url: 'एंडपॉइंट का पता',
    username: 'यूज़रनेम',
    password: 'पासवर्ड',
    passwordKept: 'सहेजा गया पासवर्ड रखने के लिए खाली छोड़ें',
    schedule: 'हर दिन सिंक करें',
    scheduleHint: 'दैनिक रन HTTP एंडपॉइंट पढ़ता है।',
    save: 'कनेक्टर सहेजें',
    saved: 'कनेक्टर सहेजा गया।',
    watermark: '{{watermark}} के बाद बदले गए प्रोजेक्ट अगली बार पढ़े जाएँगे।',
    notConfigured: 'कनेक्टर सहेजे जाने तक सिंक बंद है।',
    runTitle: 'अभी चलाएँ',
    runHttp: 'अभी ERP से सिंक करें',
    file: 'प्रोजेक्ट फ़ाइल',
    filePlaceholder: 'JSON या CSV फ़ाइल चुनें',
    runFile: 'यह फ़ाइल सिंक करें',
    clearFile: 'चुनी गई फ़ाइल हटाएँ',
    fileHint:
      'एक JSON सूची या CSV फ़ाइल, जिसमें ये कॉलम हों: projectNumber, projectName, clientCode, status, startDate, endDate, billingType, projectManager (नंबर या ईमेल) और lastUpdateDate।',
    done: '{{created}} बनाए गए, {{updated}} अपडेट हुए, {{refused}} अस्वीकृत।',
    reportsTitle: 'सिंक रिपोर्ट',
    reportsCaption: 'पिछले सिंक, नया पहले',
    noReports: 'अभी तक कोई सिंक नहीं चला।',
    columns: {
      finishedAt: 'समाप्त',
      source: 'स्रोत',
      created: 'बनाए गए',
      updated: 'अपडेट हुए',
      unchanged: 'अपरिवर्तित',
      skipped: 'छोड़े गए',
      refused: 'अस्वीकृत',
      startedBy: 'किसने शुरू किया',
    },
    schedule_trigger: 'दैनिक शेड्यूल',
    refusedTitle: 'अस्वीकृत रिकॉर्ड',
    projectNumber: 'प्रोजेक्ट नंबर',
    reason: 'कारण',
  },
};
