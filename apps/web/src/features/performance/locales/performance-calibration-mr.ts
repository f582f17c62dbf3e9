import type { Translated } from '../../../locales/types.ts';
import type { calibrationStatsEn } from './performance-calibration-en.ts';

export const calibrationStatsMr: Translated<typeof calibrationStatsEn> = {
  significance: 'काय-स्क्वेअर सार्थकता स्तर',
  significanceOption: '{{value}}',
  chiSquare: 'लक्ष्याच्या तुलनेत χ² (df)',
  pValue: 'p-मूल्य',
  statistic: '{{statistic}} ({{df}}), निर्णायक {{critical}}',
  tooFew: 'चाचणीसाठी खूप कमी',
  offTarget: 'लक्ष्य वितरणापासून वेगळे',
  chiSquareHelp:
    'सार्थकता {{significance}} वर प्रत्येक मॅनेजरच्या बँडची लक्ष्याशी काय-स्क्वेअर गुडनेस ऑफ फिट चाचणी: ज्या बँडमध्ये 5 पेक्षा कमी व्यक्ती अपेक्षित आहेत तो लहान शेजारच्या बँडमध्ये विलीन केला जातो; स्वातंत्र्याच्या कोटी म्हणजे विलीन बँड वजा 1.',
  smallTeams_one: '3 पेक्षा कमी रेटिंग मिळालेल्या व्यक्ती असलेला {{count}} मॅनेजर वितरणात मोजला आहे, पण यादीत दाखवलेला नाही.',
  smallTeams_other: '3 पेक्षा कमी रेटिंग मिळालेल्या व्यक्ती असलेले {{count}} मॅनेजर वितरणात मोजले आहेत, पण यादीत दाखवलेले नाहीत.',
  showPeople: 'व्यक्ती दाखवा',
  hidePeople: 'लपवा',
  boxError: 'या बॉक्समधील व्यक्ती लोड करता आल्या नाहीत.',
  boxPage: '{{pages}} पैकी पान {{page}}',
  previousPeople: 'या बॉक्समधील आधीच्या व्यक्ती',
  nextPeople: 'या बॉक्समधील पुढच्या व्यक्ती',
  dragHint: 'क्षमता बदलण्यासाठी व्यक्तीला दुसऱ्या स्तंभात ओढा',
  search: 'नाव किंवा क्रमांकाने शोधा',
  box: '9-बॉक्स सेल',
  anyBox: 'कोणताही सेल',
  anyBand: 'कोणताही बँड',
  anyManager: 'कोणतेही मॅनेजर',
  noPeople: 'या गटात कोणीही जुळत नाही.',
};
