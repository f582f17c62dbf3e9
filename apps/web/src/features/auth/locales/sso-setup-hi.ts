import type { Translated } from '../../../locales/types.ts';
import type { ssoSetupEn } from './sso-setup-en.ts';

export const ssoSetupHi: Translated<typeof ssoSetupEn> = {
  intro:
    'लोगों को आपके संगठन के पहचान प्रदाता से साइन इन करने दें: Microsoft Entra ID या कोई भी OpenID Connect प्रदाता। प्रदाता के पहचान की पुष्टि करते ही Tenure का सत्र शुरू हो जाता है।',
  loadFailed: 'साइन-इन सेटअप लोड नहीं हो सका',
  register: {
    title: 'अपने प्रदाता पर Tenure पंजीकृत करें',
    hint: 'पहचान प्रदाता पर पंजीकृत किए जाने वाले एप्लिकेशन में ये पते जोड़ें।',
    redirectUri: 'रीडायरेक्ट URI (साइन इन)',
    postLogoutRedirectUri: 'साइन आउट के बाद रीडायरेक्ट URI',
    copy: '{{what}} कॉपी करें',
    copied: 'कॉपी हो गया',
  },
  rules: {
    title: 'कौन कैसे साइन इन करता है',
    requireSso: 'सिंगल साइन-ऑन अनिवार्य करें',
    requireSsoHint:
      'पासवर्ड और वन-टाइम पासवर्ड से लॉगिन सभी के लिए अस्वीकार होते हैं, सिवाय सुपर एडमिन के, ताकि प्रदाता बंद होने पर भी उनके पास रास्ता रहे।',
    createUsers: 'पहली बार साइन इन पर खाते बनाएँ',
    createUsersHint:
      'एचआर द्वारा ऑनबोर्ड किया गया कर्मचारी, जिसका अभी खाता नहीं है, पहली बार साइन इन करने पर कर्मचारी भूमिका के साथ खाता पाता है।',
    domains: 'अनुमत ईमेल डोमेन',
    domainsHint: 'पहली बार साइन इन पर खाता केवल उन्हें मिलता है जिनका ईमेल इन डोमेन में से किसी पर है। हर एक के बाद Enter दबाएँ।',
    save: 'नियम सहेजें',
  },
  providers: {
    title: 'पहचान प्रदाता',
    add: 'प्रदाता जोड़ें',
    edit: 'प्रदाता संपादित करें',
    empty: 'अभी कोई पहचान प्रदाता नहीं। लॉगिन पेज पर उसका साइन-इन बटन दिखाने के लिए एक जोड़ें।',
    name: 'नाम',
    kind: 'प्रकार',
    clientId: 'क्लाइंट आईडी',
    secret: 'क्लाइंट सीक्रेट',
    status: 'साइन-इन बटन',
    shown: 'दिख रहा है',
    hidden: 'छिपा है',
    deleteTitle: 'पहचान प्रदाता हटाएँ',
    deleteQuestion:
      '“{{name}}” हटाएँ? इसका साइन-इन बटन लॉगिन पेज से हट जाएगा; इससे साइन इन किए लोगों के सत्र समाप्त होने तक चलते रहेंगे।',
    deleted: 'पहचान प्रदाता हटाया गया।',
  },
  kinds: { entra: 'Microsoft Entra ID', oidc: 'OpenID Connect' },
  form: {
    kind: 'प्रदाता',
    displayName: 'साइन-इन बटन पर नाम',
    displayNameHint: 'Entra ID पर “Microsoft से साइन इन करें” दिखता है; अन्य प्रदाताओं पर “… से साइन इन करें” के साथ यह नाम।',
    authority: 'अथॉरिटी',
    authorityHint: 'मल्टी-टेनेंट “organizations” अथॉरिटी: केवल नीचे दी गई डायरेक्टरी को प्रवेश मिलता है।',
    issuer: 'जारीकर्ता (issuer) URL',
    issuerHint: 'वह पता जिसका /.well-known/openid-configuration प्रदाता प्रकाशित करता है।',
    clientId: 'क्लाइंट (एप्लिकेशन) आईडी',
    clientSecret: 'क्लाइंट सीक्रेट',
    clientSecretHint: 'एन्क्रिप्ट करके रखा जाता है और फिर कभी नहीं दिखता। सहेजा गया सीक्रेट रखने के लिए खाली छोड़ें।',
    clientSecretNewHint: 'एन्क्रिप्ट करके रखा जाता है और फिर कभी नहीं दिखता। सामान्य प्रदाता इसके बिना भी काम कर सकता है (PKCE)।',
    secret: { stored: 'सहेजा गया', notStored: 'सहेजा नहीं गया', removed: 'सहेजने पर हटेगा' },
    clearSecret: 'सहेजा गया सीक्रेट हटाएँ',
    directories: 'स्वीकृत डायरेक्टरी (टेनेंट) आईडी',
    directoriesHint: 'हर उस Entra डायरेक्टरी की Directory (tenant) ID जिसके लोग साइन इन कर सकते हैं। हर एक के बाद Enter दबाएँ।',
    emailClaim: 'ईमेल क्लेम',
    emailClaimHint: 'ID टोकन का वह क्लेम जिसमें व्यक्ति को उसके खाते से जोड़ने वाला ईमेल होता है।',
    enabled: 'साइन-इन बटन दिखाएँ',
  },
};
