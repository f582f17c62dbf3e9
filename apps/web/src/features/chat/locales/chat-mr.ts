import type { Translated } from '../../../locales/types.ts';
import type { assistantSettingsEn, chatEn } from './chat-en.ts';

export const assistantSettingsMr: Translated<typeof assistantSettingsEn> = {
  enabled: 'एचआर सहाय्यक सुरू',
  retentionDays: 'संभाषणे किती दिवस ठेवावीत',
  model: 'मॉडेल (ऐच्छिक)',
  baseUrl: 'बेस URL',
  modelName: 'मॉडेल',
  apiKey: 'API की',
  key: { set: 'सेट आहे', notSet: 'सेट नाही', removed: 'जतन केल्यावर काढली जाईल' },
  clearKey: 'साठवलेली की काढा',
  test: 'कनेक्शन तपासा',
  testOk: 'मॉडेलने उत्तर दिले',
  testFailed: 'मॉडेलने उत्तर दिले नाही',
  save: 'जतन करा',
  saved: 'सहाय्यकाची सेटिंग्ज जतन झाली.',
};

export const chatMr: Translated<typeof chatEn> = {
  historyOpen: 'मागील संभाषणे',
  historyClose: 'संभाषणाकडे परत',
  history: {
    title: 'मागील संभाषणे',
    new: 'नवीन संभाषण',
    empty: 'आधीचे कोणतेही संभाषण नाही.',
    delete: 'हटवा',
    cancel: 'रद्द करा',
    confirm: '“{{title}}” आणि त्याचे संदेश हटवायचे?',
    deleteOne: '“{{title}}” संभाषण हटवा',
  },
};
