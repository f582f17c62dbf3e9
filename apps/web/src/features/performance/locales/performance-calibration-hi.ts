import type { Translated } from '../../../locales/types.ts';
import type { calibrationStatsEn } from './performance-calibration-en.ts';

export const calibrationStatsHi: Translated<typeof calibrationStatsEn> = {
  significance: 'काई-स्क्वेयर सार्थकता स्तर',
  significanceOption: '{{value}}',
  chiSquare: 'लक्ष्य की तुलना में χ² (df)',
  pValue: 'p-मान',
  statistic: '{{statistic}} ({{df}}), क्रांतिक {{critical}}',
  tooFew: 'परीक्षण के लिए बहुत कम',
  offTarget: 'लक्ष्य वितरण से अलग',
  chiSquareHelp:
    'सार्थकता {{significance}} पर हर मैनेजर के बैंड का लक्ष्य के साथ काई-स्क्वेयर गुडनेस ऑफ़ फ़िट: जिस बैंड में 5 से कम लोगों की अपेक्षा हो, उसे छोटे पड़ोसी बैंड से मिला दिया जाता है; स्वतंत्रता की कोटियाँ मिलाए गए बैंड घटा 1 होती हैं।',
  smallTeams_one: '3 से कम रेटेड लोगों वाला {{count}} मैनेजर वितरण में गिना गया है, पर सूची में नहीं दिखाया गया।',
  smallTeams_other: '3 से कम रेटेड लोगों वाले {{count}} मैनेजर वितरण में गिने गए हैं, पर सूची में नहीं दिखाए गए।',
  showPeople: 'लोग दिखाएँ',
  hidePeople: 'छिपाएँ',
  boxError: 'इस बॉक्स के लोग लोड नहीं हो सके।',
  boxPage: '{{pages}} में से पेज {{page}}',
  previousPeople: 'इस बॉक्स के पिछले लोग',
  nextPeople: 'इस बॉक्स के अगले लोग',
  dragHint: 'क्षमता बदलने के लिए किसी व्यक्ति को दूसरे कॉलम में खींचें',
  search: 'नाम या नंबर से खोजें',
  box: '9-बॉक्स सेल',
  anyBox: 'कोई भी सेल',
  anyBand: 'कोई भी बैंड',
  anyManager: 'कोई भी मैनेजर',
  noPeople: 'इस समूह में कोई मेल नहीं खाता।',
};
