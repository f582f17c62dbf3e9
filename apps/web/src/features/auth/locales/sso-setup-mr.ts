import type { Translated } from '../../../locales/types.ts';
import type { ssoSetupEn } from './sso-setup-en.ts';

export const ssoSetupMr: Translated<typeof ssoSetupEn> = {
  intro:
    'लोकांना तुमच्या संस्थेच्या ओळख प्रदात्याद्वारे साइन इन करू द्या: Microsoft Entra ID किंवा कोणताही OpenID Connect प्रदाता. प्रदात्याने ओळखीची पुष्टी करताच Tenure चे सत्र सुरू होते.',
  loadFailed: 'साइन-इन सेटअप लोड होऊ शकला नाही',
  register: {
    title: 'तुमच्या प्रदात्याकडे Tenure ची नोंदणी करा',
    hint: 'ओळख प्रदात्याकडे नोंदवत असलेल्या अ‍ॅप्लिकेशनमध्ये हे पत्ते जोडा.',
    redirectUri: 'रीडायरेक्ट URI (साइन इन)',
    postLogoutRedirectUri: 'साइन आउटनंतरचा रीडायरेक्ट URI',
    copy: '{{what}} कॉपी करा',
    copied: 'कॉपी झाले',
  },
  rules: {
    title: 'कोण कसे साइन इन करते',
    requireSso: 'सिंगल साइन-ऑन अनिवार्य करा',
    requireSsoHint:
      'पासवर्ड आणि वन-टाइम पासवर्डने लॉगिन सर्वांसाठी नाकारले जातात, सुपर अ‍ॅडमिन वगळता — प्रदाता बंद असताना त्यांच्याकडे प्रवेशाचा मार्ग राहतो.',
    createUsers: 'पहिल्या साइन-इनवर खाती तयार करा',
    createUsersHint:
      'एचआरने ऑनबोर्ड केलेल्या आणि अद्याप खाते नसलेल्या कर्मचाऱ्याला पहिल्यांदा साइन इन करताना कर्मचारी भूमिकेसह खाते मिळते.',
    domains: 'परवानगी असलेले ईमेल डोमेन',
    domainsHint: 'पहिल्या साइन-इनवर खाते फक्त त्यांनाच मिळते ज्यांचा ईमेल यापैकी एका डोमेनवर आहे. प्रत्येकानंतर Enter दाबा.',
    save: 'नियम जतन करा',
  },
  providers: {
    title: 'ओळख प्रदाते',
    add: 'प्रदाता जोडा',
    edit: 'प्रदाता संपादित करा',
    empty: 'अद्याप ओळख प्रदाता नाही. लॉगिन पानावर त्याचे साइन-इन बटण दाखवण्यासाठी एक जोडा.',
    name: 'नाव',
    kind: 'प्रकार',
    clientId: 'क्लायंट आयडी',
    secret: 'क्लायंट सीक्रेट',
    status: 'साइन-इन बटण',
    shown: 'दिसते',
    hidden: 'लपवलेले',
    deleteTitle: 'ओळख प्रदाता हटवा',
    deleteQuestion:
      '“{{name}}” हटवायचा? त्याचे साइन-इन बटण लॉगिन पानावरून जाईल; त्याद्वारे साइन इन केलेल्या लोकांची सत्रे मुदत संपेपर्यंत चालू राहतील.',
    deleted: 'ओळख प्रदाता हटवला.',
  },
  kinds: { entra: 'Microsoft Entra ID', oidc: 'OpenID Connect', saml: 'SAML 2.0' },
  form: {
    kind: 'प्रदाता',
    displayName: 'साइन-इन बटणावरील नाव',
    displayNameHint: 'Entra ID साठी “Microsoft ने साइन इन करा” दिसते; इतर प्रदात्यांसाठी हे नाव “… ने साइन इन करा” सह.',
    authority: 'ऑथॉरिटी',
    authorityHint: 'मल्टी-टेनंट “organizations” ऑथॉरिटी: फक्त खाली दिलेल्या डिरेक्टरींनाच प्रवेश मिळतो.',
    issuer: 'जारीकर्ता (issuer) URL',
    issuerHint: 'ज्या पत्त्यावर प्रदाता /.well-known/openid-configuration प्रकाशित करतो तो पत्ता.',
    clientId: 'क्लायंट (अ‍ॅप्लिकेशन) आयडी',
    clientSecret: 'क्लायंट सीक्रेट',
    clientSecretHint: 'एन्क्रिप्ट करून ठेवले जाते आणि पुन्हा कधीही दाखवले जात नाही. साठवलेले सीक्रेट ठेवण्यासाठी रिकामे सोडा.',
    clientSecretNewHint:
      'एन्क्रिप्ट करून ठेवले जाते आणि पुन्हा कधीही दाखवले जात नाही. सर्वसाधारण प्रदाता त्याशिवायही चालू शकतो (PKCE).',
    secret: { stored: 'साठवलेले', notStored: 'साठवलेले नाही', removed: 'जतन केल्यावर काढले जाईल' },
    clearSecret: 'साठवलेले सीक्रेट काढा',
    directories: 'स्वीकारलेले डिरेक्टरी (टेनंट) आयडी',
    directoriesHint:
      'ज्या Entra डिरेक्टरीतील लोक साइन इन करू शकतात, त्या प्रत्येकीचा Directory (tenant) ID. प्रत्येकानंतर Enter दाबा.',
    emailClaim: 'ईमेल क्लेम',
    emailClaimHint: 'ID टोकनमधील तो क्लेम ज्यात व्यक्तीला तिच्या खात्याशी जोडणारा ईमेल असतो.',
    enabled: 'साइन-इन बटण दाखवा',
    saml: {
      metadataXml: 'IdP मेटाडेटा XML',
      metadataXmlHint:
        'तुमच्या ओळख प्रदात्याचा फेडरेशन मेटाडेटा XML पेस्ट करा किंवा फाइल अपलोड करा: एंटिटी आयडी, साइन-ऑन URL आणि प्रमाणपत्रे त्यातूनच वाचली जातात.',
      metadataUpload: 'मेटाडेटा फाइल अपलोड करा',
      entityId: 'IdP एंटिटी आयडी (Issuer)',
      ssoUrl: 'सिंगल साइन-ऑन URL',
      ssoUrlHint: 'जिथे लोकांना साइन इन करण्यासाठी पाठवले जाते (HTTP-Redirect बाइंडिंग).',
      sloUrl: 'सिंगल लॉगआउट URL',
      sloUrlHint: 'ऐच्छिक: Tenure मधून साइन आउट केल्यावर तिथूनही साइन आउट होते.',
      certificate: 'साइनिंग प्रमाणपत्र',
      certificateHint:
        'ज्या प्रमाणपत्राची (PEM किंवा base64) की असर्शनवर स्वाक्षरी करते ते. IdP की बदलत असताना अनेक प्रमाणपत्रे एकामागून एक पेस्ट करा.',
      emailAttribute: 'ईमेल अ‍ॅट्रिब्यूट',
      emailAttributeHint: 'असर्शनचा सब्जेक्ट घेण्यासाठी NameID, किंवा ईमेल असलेल्या अ‍ॅट्रिब्यूटचे नाव.',
      groupsAttribute: 'गट अ‍ॅट्रिब्यूट',
      groupsAttributeHint: 'व्यक्तीचे गट असलेला अ‍ॅट्रिब्यूट.',
      spTitle: 'IdP मध्ये Tenure नोंदवा',
      spEntityId: 'एंटिटी आयडी (Identifier)',
      acsUrl: 'रिप्लाय URL (Assertion Consumer Service)',
      downloadMetadata: 'Tenure चा SP मेटाडेटा डाउनलोड करा',
      spAfterSave: 'प्रदाता जतन केल्यानंतर IdP मध्ये नोंदवायचे पत्ते येथे दिसतील.',
    },
  },
};
