import type { Translated } from '../../../locales/types.ts';
import type { setupEn } from './setup-en.ts';

export const setupHi: Translated<typeof setupEn> = {
  intro:
    'Tenure पर अपनी कंपनी को तैयार करने के लिए इन क्षेत्रों को पूरा करें। हर पंक्ति दिखाती है कि यह कंपनी कहाँ तक पहुँची है और उसे सेट करने वाला पेज खोलती है।',
  progress: '{{total}} में से {{done}} पूरे',
  done: 'पूरा',
  toDo: 'करना है',
  optional: 'वैकल्पिक',
  noAccess: 'आपको इस पेज की एक्सेस नहीं है; किसी ऐसे एडमिनिस्ट्रेटर से कहें जिसके पास हो।',
  notAvailable: 'यह पेज अभी इस कंपनी के लिए उपलब्ध नहीं है।',
  companyParts: { name: 'नाम', logo: 'लोगो', address: 'पता' },
  areas: {
    companyInformation: {
      title: 'कंपनी की जानकारी',
      why: 'आपका नाम, लोगो और पता हर पेज, मेल और दस्तावेज़ पर दिखता है।',
    },
    legalEntities: {
      title: 'कानूनी इकाइयाँ',
      why: 'हर कर्मचारी किसी कानूनी इकाई का होता है, और उसका देश वैलिडेशन के नियम तय करता है।',
    },
    locations: { title: 'स्थान', why: 'कार्य स्थान टाइम ज़ोन, अवकाश कैलेंडर और लोगों के बैठने की जगह तय करते हैं।' },
    departments: {
      title: 'विभाग',
      why: 'विभाग संगठन चार्ट, रिपोर्ट और पॉलिसी असाइनमेंट को आकार देते हैं।',
    },
    masters: {
      title: 'पदनाम और अन्य मास्टर',
      why: 'पदनाम, ग्रेड और अन्य मास्टर मान ऑनबोर्डिंग और प्रोफ़ाइल की ड्रॉपडाउन सूचियाँ भरते हैं।',
    },
    policies: {
      title: 'पॉलिसी',
      why: 'हर पॉलिसी प्रकार को एक डिफ़ॉल्ट प्लान चाहिए, जिसका पालन बिना असाइनमेंट वाले कर्मचारी करते हैं।',
    },
    leaveTypes: { title: 'छुट्टी के प्रकार', why: 'कर्मचारी केवल आपके सेट किए गए छुट्टी प्रकारों के लिए आवेदन कर सकते हैं।' },
    holidayCalendars: {
      title: 'अवकाश कैलेंडर',
      why: 'छुट्टी के दिनों की गिनती और होम पेज हर कैलेंडर के अवकाश पढ़ते हैं।',
    },
    roles: { title: 'भूमिकाएँ', why: 'भूमिकाएँ तय करती हैं कि हर व्यक्ति को कौन-सी स्क्रीन और कार्रवाइयाँ मिलें।' },
    users: {
      title: 'उपयोगकर्ता',
      why: 'लोग उपयोगकर्ता अकाउंट से साइन इन करते हैं और हर कानूनी इकाई में भूमिकाएँ पाते हैं।',
    },
    featureFlags: { title: 'फ़ीचर फ़्लैग', why: 'आपकी कंपनी जिन प्रोडक्ट क्षेत्रों का उपयोग करती है, उन्हें चालू या बंद करें।' },
    jobs: {
      title: 'जॉब',
      why: 'एक्रूअल, कैरी-फ़ॉरवर्ड और अन्य बैकग्राउंड काम जॉब के रूप में चलते हैं; जाँचें कि कोई विफल न हुआ हो।',
    },
  },
  state: {
    companyComplete: 'नाम, लोगो और पता भरे हुए हैं',
    companyMissing: 'बाकी: {{parts}}',
    legalEntities_one: '{{count}} कानूनी इकाई',
    legalEntities_other: '{{count}} कानूनी इकाइयाँ',
    locations_one: '{{count}} स्थान',
    locations_other: '{{count}} स्थान',
    departments_one: '{{count}} विभाग',
    departments_other: '{{count}} विभाग',
    masters_one: '{{count}} पदनाम',
    masters_other: '{{count}} पदनाम',
    policies: '{{total}} में से {{count}} पॉलिसी प्रकारों का डिफ़ॉल्ट प्लान है',
    leaveTypes_one: '{{count}} छुट्टी प्रकार',
    leaveTypes_other: '{{count}} छुट्टी प्रकार',
    holidayCalendars_one: 'अवकाशों वाला {{count}} अवकाश कैलेंडर',
    holidayCalendars_other: 'अवकाशों वाले {{count}} अवकाश कैलेंडर',
    roles_one: '{{count}} सक्रिय भूमिका',
    roles_other: '{{count}} सक्रिय भूमिकाएँ',
    users_one: '{{count}} सक्रिय उपयोगकर्ता',
    users_other: '{{count}} सक्रिय उपयोगकर्ता',
    featureFlags_one: '{{count}} फ़्लैग प्रीसेट से अलग है',
    featureFlags_other: '{{count}} फ़्लैग प्रीसेट से अलग हैं',
    featureFlagsNone: 'सभी फ़्लैग प्रीसेट का पालन करते हैं',
    jobsFailed_one: 'पिछले 7 दिनों में {{count}} जॉब विफल हुआ',
    jobsFailed_other: 'पिछले 7 दिनों में {{count}} जॉब विफल हुए',
    jobsNone: 'पिछले 7 दिनों में कोई जॉब विफल नहीं हुआ',
  },
};
