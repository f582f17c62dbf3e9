import type { Translated } from '../../../locales/types.ts';
import type { policiesEn } from './policies-en.ts';

/** Hindi policy texts: the Policy Library so far; the policy setup is pending (locales/completeness.ts). */
export const policiesHi: Translated<typeof policiesEn> = {
  library: {
    intro: 'आपके संगठन के नीति दस्तावेज़। किसी को यहीं पढ़ने के लिए खोलें, या डाउनलोड करें।',
    upload: 'दस्तावेज़ अपलोड करें',
    uploadTitle: 'नीति दस्तावेज़ अपलोड करें',
    uploadTo: 'यह {{entity}} के संग्रह में, उस कानूनी इकाई के कर्मचारियों के लिए जाएगा।',
    entity: 'किसका संग्रह',
    title: 'शीर्षक',
    description: 'विवरण',
    file: 'PDF फ़ाइल',
    fileHint: 'केवल PDF, अधिकतम {{size}} MB।',
    tooLarge: 'फ़ाइल {{size}} MB से बड़ी है।',
    empty: 'अभी तक कोई नीति दस्तावेज़ प्रकाशित नहीं हुआ है।',
    size: 'आकार',
    uploaded: 'अपलोड किया गया',
    uploadedByOn: '{{date}} को {{name}} द्वारा',
    previewNamed: '{{name}} खोलें',
    downloadNamed: '{{name}} डाउनलोड करें',
    deleteNamed: '{{name}} हटाएँ',
    deleteTitle: 'दस्तावेज़ हटाएँ?',
    deleteQuestion: 'नीति दस्तावेज़ “{{name}}” हटाएँ? कर्मचारी इसे फिर नहीं देख पाएँगे।',
    download: 'डाउनलोड करें',
  },
};
