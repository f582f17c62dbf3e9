import type { Translated } from '../../../locales/types.ts';
import type { sessionsEn } from './sessions-en.ts';

export const sessionsHi: Translated<typeof sessionsEn> = {
  title: 'आप कहाँ साइन इन हैं',
  intro: 'आपके खाते में साइन इन हर ब्राउज़र या ऐप। जिसे आप नहीं पहचानते या अब इस्तेमाल नहीं करते, उससे साइन आउट करें।',
  adminTitle: '{{username}} के सत्र',
  adminIntro: 'इस खाते में साइन इन हर ब्राउज़र या ऐप। साइन आउट करने पर सत्र तुरंत समाप्त हो जाता है।',
  loadFailed: 'सत्र लोड नहीं हो सके',
  empty: 'कोई सत्र साइन इन नहीं है।',
  columns: {
    device: 'डिवाइस',
    address: 'पता',
    signedIn: 'साइन इन किया',
    how: 'साइन इन का तरीका',
    actions: 'कार्रवाइयाँ',
  },
  unknownDevice: 'अज्ञात डिवाइस',
  thisDevice: 'यह डिवाइस',
  password: 'पासवर्ड',
  signOut: 'साइन आउट करें',
  signOutLabel: '{{device}} से साइन आउट करें, {{when}} को साइन इन किया',
  signOutTitle: 'इस सत्र से साइन आउट करें?',
  signOutText: 'वहाँ साइन इन ब्राउज़र या ऐप तुरंत साइन आउट हो जाएगा।',
  signOutOthers: 'बाकी सभी जगह से साइन आउट करें',
  signOutOthersTitle: 'बाकी सभी जगह से साइन आउट करें?',
  signOutOthersText: 'आपके खाते में साइन इन बाकी हर ब्राउज़र और ऐप तुरंत साइन आउट हो जाएगा। यह सत्र बना रहेगा।',
  signOutAll: 'हर जगह से साइन आउट करें',
  signOutAllTitle: '{{username}} को हर जगह से साइन आउट करें?',
  signOutAllText: 'इस खाते में साइन इन हर ब्राउज़र और ऐप तुरंत साइन आउट हो जाएगा।',
  cancel: 'रद्द करें',
  done: {
    one: 'साइन आउट हो गया।',
    many: '{{count}} सत्र साइन आउट किए गए।',
  },
};
