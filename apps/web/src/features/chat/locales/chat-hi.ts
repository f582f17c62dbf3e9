import type { Translated } from '../../../locales/types.ts';
import type { assistantSettingsEn, chatEn } from './chat-en.ts';

export const assistantSettingsHi: Translated<typeof assistantSettingsEn> = {
  enabled: 'एचआर सहायक चालू',
  retentionDays: 'बातचीत कितने दिन रखें',
  model: 'मॉडल (वैकल्पिक)',
  baseUrl: 'बेस URL',
  modelName: 'मॉडल',
  apiKey: 'API कुंजी',
  key: { set: 'सेट है', notSet: 'सेट नहीं', removed: 'सहेजने पर हटेगी' },
  clearKey: 'संग्रहीत कुंजी हटाएँ',
  test: 'कनेक्शन जाँचें',
  testOk: 'मॉडल ने उत्तर दिया',
  testFailed: 'मॉडल ने उत्तर नहीं दिया',
  save: 'सहेजें',
  saved: 'सहायक की सेटिंग्स सहेजी गईं।',
};

export const chatHi: Translated<typeof chatEn> = {
  open: 'एचआर सहायक खोलें',
  title: 'एचआर सहायक',
  close: 'सहायक बंद करें',
  maximize: 'बड़ा करें',
  restore: 'पहले जैसा करें',
  privacy: 'गोपनीयता नीति',
  suggestions: 'सुझाव',
  typing: 'सहायक लिख रहा है…',
  input: 'संदेश',
  placeholder: 'छुट्टी, अवकाश, नीतियों के बारे में पूछें…',
  send: 'भेजें',
  mic: 'अपना प्रश्न बोलें',
  scrollToBottom: 'नवीनतम संदेश पर जाएँ',
  export: 'तालिका निर्यात करें',
  historyOpen: 'पिछली बातचीत',
  historyClose: 'बातचीत पर लौटें',
  history: {
    title: 'पिछली बातचीत',
    new: 'नई बातचीत',
    empty: 'कोई पिछली बातचीत नहीं।',
    delete: 'हटाएँ',
    cancel: 'रद्द करें',
    confirm: '“{{title}}” और उसके संदेश हटाएँ?',
    deleteOne: 'बातचीत “{{title}}” हटाएँ',
  },
};
