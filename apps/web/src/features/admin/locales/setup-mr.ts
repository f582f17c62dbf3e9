import type { Translated } from '../../../locales/types.ts';
import type { setupEn } from './setup-en.ts';

export const setupMr: Translated<typeof setupEn> = {
  intro:
    'Tenure वर तुमची कंपनी तयार करण्यासाठी हे विभाग पूर्ण करा. प्रत्येक ओळ ही कंपनी कुठवर आली आहे ते दाखवते आणि ते सेट करणारे पान उघडते.',
  progress: '{{total}} पैकी {{done}} पूर्ण',
  done: 'पूर्ण',
  toDo: 'करायचे',
  optional: 'ऐच्छिक',
  noAccess: 'तुम्हाला या पानाचा ॲक्सेस नाही; ज्या अ‍ॅडमिनिस्ट्रेटरकडे आहे त्यांना विचारा.',
  notAvailable: 'हे पान अद्याप या कंपनीसाठी उपलब्ध नाही.',
  companyParts: { name: 'नाव', logo: 'लोगो', address: 'पत्ता' },
  areas: {
    companyInformation: {
      title: 'कंपनीची माहिती',
      why: 'तुमचे नाव, लोगो आणि पत्ता प्रत्येक पान, मेल आणि दस्तऐवजावर दिसतो.',
    },
    legalEntities: {
      title: 'कायदेशीर संस्था',
      why: 'प्रत्येक कर्मचारी एखाद्या कायदेशीर संस्थेचा असतो, आणि तिचा देश तपासणीचे नियम ठरवतो.',
    },
    locations: { title: 'ठिकाणे', why: 'कामाची ठिकाणे टाइम झोन, सुट्ट्यांचे कॅलेंडर आणि लोक कुठे बसतात हे ठरवतात.' },
    departments: {
      title: 'विभाग',
      why: 'विभाग संस्थेचा तक्ता, अहवाल आणि पॉलिसी नेमणुका घडवतात.',
    },
    masters: {
      title: 'पदनामे आणि इतर मास्टर',
      why: 'पदनामे, ग्रेड आणि इतर मास्टर मूल्ये ऑनबोर्डिंग आणि प्रोफाइलमधील ड्रॉपडाउन भरतात.',
    },
    policies: {
      title: 'पॉलिसी',
      why: 'प्रत्येक पॉलिसी प्रकाराला एक डीफॉल्ट प्लॅन हवा, जो नेमणूक नसलेले कर्मचारी पाळतात.',
    },
    leaveTypes: { title: 'रजेचे प्रकार', why: 'कर्मचारी फक्त तुम्ही सेट केलेल्या रजा प्रकारांसाठीच अर्ज करू शकतात.' },
    holidayCalendars: {
      title: 'सुट्ट्यांचे कॅलेंडर',
      why: 'रजेच्या दिवसांची मोजणी आणि होम पेज प्रत्येक कॅलेंडरमधील सुट्ट्या वाचतात.',
    },
    roles: { title: 'भूमिका', why: 'प्रत्येक व्यक्तीला कोणती स्क्रीन आणि कृती मिळतील हे भूमिका ठरवतात.' },
    users: {
      title: 'वापरकर्ते',
      why: 'लोक वापरकर्ता खात्याने साइन इन करतात आणि प्रत्येक कायदेशीर संस्थेत भूमिका मिळवतात.',
    },
    featureFlags: { title: 'फीचर फ्लॅग', why: 'तुमची कंपनी वापरत असलेले प्रॉडक्टचे विभाग चालू किंवा बंद करा.' },
    jobs: {
      title: 'जॉब',
      why: 'रजा जमा होणे, कॅरी-फॉरवर्ड आणि इतर पार्श्वभूमीतील कामे जॉब म्हणून चालतात; एकही अयशस्वी झाला नाही ना ते तपासा.',
    },
  },
  state: {
    companyComplete: 'नाव, लोगो आणि पत्ता भरलेले आहेत',
    companyMissing: 'बाकी: {{parts}}',
    legalEntities_one: '{{count}} कायदेशीर संस्था',
    legalEntities_other: '{{count}} कायदेशीर संस्था',
    locations_one: '{{count}} ठिकाण',
    locations_other: '{{count}} ठिकाणे',
    departments_one: '{{count}} विभाग',
    departments_other: '{{count}} विभाग',
    masters_one: '{{count}} पदनाम',
    masters_other: '{{count}} पदनामे',
    policies: '{{total}} पैकी {{count}} पॉलिसी प्रकारांना डीफॉल्ट प्लॅन आहे',
    leaveTypes_one: '{{count}} रजा प्रकार',
    leaveTypes_other: '{{count}} रजा प्रकार',
    holidayCalendars_one: 'सुट्ट्या असलेले {{count}} सुट्ट्यांचे कॅलेंडर',
    holidayCalendars_other: 'सुट्ट्या असलेली {{count}} सुट्ट्यांची कॅलेंडर',
    roles_one: '{{count}} सक्रिय भूमिका',
    roles_other: '{{count}} सक्रिय भूमिका',
    users_one: '{{count}} सक्रिय वापरकर्ता',
    users_other: '{{count}} सक्रिय वापरकर्ते',
    featureFlags_one: '{{count}} फ्लॅग प्रीसेटपेक्षा वेगळा आहे',
    featureFlags_other: '{{count}} फ्लॅग प्रीसेटपेक्षा वेगळे आहेत',
    featureFlagsNone: 'सर्व फ्लॅग प्रीसेटनुसार आहेत',
    jobsFailed_one: 'मागील 7 दिवसांत {{count}} जॉब अयशस्वी झाला',
    jobsFailed_other: 'मागील 7 दिवसांत {{count}} जॉब अयशस्वी झाले',
    jobsNone: 'मागील 7 दिवसांत कोणताही जॉब अयशस्वी झाला नाही',
  },
};
