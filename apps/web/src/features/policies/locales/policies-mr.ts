import type { Translated } from '../../../locales/types.ts';
import type { policiesEn } from './policies-en.ts';

/** Marathi policy texts: the Policy Library so far; the policy setup is pending (locales/completeness.ts). */
export const policiesMr: Translated<typeof policiesEn> = {
  library: {
    intro: 'तुमच्या संस्थेचे धोरण दस्तऐवज. एखादा येथेच वाचण्यासाठी उघडा किंवा डाउनलोड करा.',
    upload: 'दस्तऐवज अपलोड करा',
    uploadTitle: 'धोरण दस्तऐवज अपलोड करा',
    uploadTo: 'तो {{entity}} च्या संग्रहात, त्या कायदेशीर संस्थेच्या कर्मचाऱ्यांसाठी जाईल.',
    entity: 'कोणाचा संग्रह',
    title: 'शीर्षक',
    description: 'वर्णन',
    file: 'PDF फाइल',
    fileHint: 'फक्त PDF, जास्तीत जास्त {{size}} MB.',
    tooLarge: 'फाइल {{size}} MB पेक्षा मोठी आहे.',
    empty: 'अद्याप कोणताही धोरण दस्तऐवज प्रकाशित झालेला नाही.',
    size: 'आकार',
    uploaded: 'अपलोड केले',
    uploadedByOn: '{{date}} रोजी {{name}} यांनी',
    previewNamed: '{{name}} उघडा',
    downloadNamed: '{{name}} डाउनलोड करा',
    deleteNamed: '{{name}} हटवा',
    deleteTitle: 'दस्तऐवज हटवायचा?',
    deleteQuestion: 'धोरण दस्तऐवज “{{name}}” हटवायचा? कर्मचाऱ्यांना तो यापुढे दिसणार नाही.',
    download: 'डाउनलोड करा',
  },
};
