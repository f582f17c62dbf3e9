import type { Translated } from '../../../locales/types.ts';
import type { vendorsEn } from './vendors-en.ts';

/** Marathi vendor texts: the ERP project sync (a timesheet page) so far; the rest is pending (locales/completeness.ts). */
export const vendorsMr: Translated<typeof vendorsEn> = {
  erpSync: {
    title: 'ERP प्रोजेक्ट सिंक',
    intro: 'Oracle ERP मधील प्रोजेक्ट: मागील सिंकनंतर (वॉटरमार्क) ERP मध्ये बदललेले प्रोजेक्ट येथे तयार किंवा अपडेट होतात.',
    settingsTitle: 'कनेक्टर',
    adapter: 'प्रोजेक्ट कुठून वाचायचे',
    adapters: { file: 'अपलोड केलेल्या फाइल (JSON किंवा CSV)', http: 'ERP चा HTTP एंडपॉइंट' },
    url: 'एंडपॉइंटचा पत्ता',
    username: 'यूजरनेम',
    password: 'पासवर्ड',
    passwordKept: 'साठवलेला पासवर्ड ठेवण्यासाठी रिकामे सोडा',
    schedule: 'दररोज सिंक करा',
    scheduleHint: 'दैनिक रन HTTP एंडपॉइंट वाचतो.',
    save: 'कनेक्टर जतन करा',
    saved: 'कनेक्टर जतन झाला.',
    watermark: '{{watermark}} नंतर बदललेले प्रोजेक्ट पुढच्या वेळी वाचले जातील.',
    notConfigured: 'कनेक्टर जतन होईपर्यंत सिंक बंद आहे.',
    runTitle: 'आत्ता चालवा',
    runHttp: 'आत्ता ERP मधून सिंक करा',
    file: 'प्रोजेक्ट फाइल',
    filePlaceholder: 'JSON किंवा CSV फाइल निवडा',
    runFile: 'ही फाइल सिंक करा',
    clearFile: 'निवडलेली फाइल काढा',
    fileHint:
      'JSON यादी किंवा CSV फाइल, ज्यात हे कॉलम असावेत: projectNumber, projectName, clientCode, status, startDate, endDate, billingType, projectManager (क्रमांक किंवा ईमेल) आणि lastUpdateDate.',
    done: '{{created}} तयार, {{updated}} अपडेट, {{refused}} नाकारले.',
    reportsTitle: 'सिंक अहवाल',
    reportsCaption: 'मागील सिंक, नवीन आधी',
    noReports: 'अद्याप कोणताही सिंक चाललेला नाही.',
    columns: {
      finishedAt: 'पूर्ण',
      source: 'स्रोत',
      created: 'तयार',
      updated: 'अपडेट',
      unchanged: 'बदल नाही',
      skipped: 'वगळले',
      refused: 'नाकारले',
      startedBy: 'कोणी सुरू केले',
    },
    schedule_trigger: 'दैनिक वेळापत्रक',
    refusedTitle: 'नाकारलेल्या नोंदी',
    projectNumber: 'प्रोजेक्ट क्रमांक',
    reason: 'कारण',
  },
};
