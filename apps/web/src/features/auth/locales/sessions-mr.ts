import type { Translated } from '../../../locales/types.ts';
import type { sessionsEn } from './sessions-en.ts';

export const sessionsMr: Translated<typeof sessionsEn> = {
  title: 'तुम्ही कुठे साइन इन आहात',
  intro: 'तुमच्या खात्यात साइन इन असलेला प्रत्येक ब्राउझर किंवा ॲप. जो तुम्ही ओळखत नाही किंवा आता वापरत नाही, त्यातून साइन आउट करा.',
  adminTitle: '{{username}} ची सत्रे',
  adminIntro: 'या खात्यात साइन इन असलेला प्रत्येक ब्राउझर किंवा ॲप. साइन आउट केल्यावर सत्र लगेच संपते.',
  loadFailed: 'सत्रे लोड होऊ शकली नाहीत',
  empty: 'कोणतेही सत्र साइन इन नाही.',
  columns: {
    device: 'डिव्हाइस',
    address: 'पत्ता',
    signedIn: 'साइन इन केले',
    how: 'साइन इनची पद्धत',
    actions: 'कृती',
  },
  unknownDevice: 'अज्ञात डिव्हाइस',
  thisDevice: 'हे डिव्हाइस',
  password: 'पासवर्ड',
  signOut: 'साइन आउट करा',
  signOutLabel: '{{device}} मधून साइन आउट करा, {{when}} रोजी साइन इन केले',
  signOutTitle: 'या सत्रातून साइन आउट करायचे?',
  signOutText: 'तिथे साइन इन असलेला ब्राउझर किंवा ॲप लगेच साइन आउट होईल.',
  signOutOthers: 'इतर सर्व ठिकाणांहून साइन आउट करा',
  signOutOthersTitle: 'इतर सर्व ठिकाणांहून साइन आउट करायचे?',
  signOutOthersText: 'तुमच्या खात्यात साइन इन असलेले इतर सर्व ब्राउझर आणि ॲप लगेच साइन आउट होतील. हे सत्र चालू राहील.',
  signOutAll: 'सर्व ठिकाणांहून साइन आउट करा',
  signOutAllTitle: '{{username}} ला सर्व ठिकाणांहून साइन आउट करायचे?',
  signOutAllText: 'या खात्यात साइन इन असलेले सर्व ब्राउझर आणि ॲप लगेच साइन आउट होतील.',
  cancel: 'रद्द करा',
  done: {
    one: 'साइन आउट झाले.',
    many: '{{count}} सत्रे साइन आउट झाली.',
  },
};
