import type { Translated } from './types.ts';
import type { uploadEn } from './upload-en.ts';

export const uploadHi: Translated<typeof uploadEn> = {
  errorsCaption_one: '{{count}} समस्या मिली',
  errorsCaption_other: '{{count}} समस्याएँ मिलीं',
  row: 'पंक्ति',
  column: 'कॉलम',
  value: 'मान',
  problem: 'समस्या',
  downloadTemplate: 'टेम्पलेट डाउनलोड करें',
  file: 'फ़ाइल (.xlsx या .csv)',
  filePlaceholder: 'फ़ाइल चुनें',
  clearFile: 'चुनी गई फ़ाइल हटाएँ',
  validate: 'जाँचें',
  load: 'लोड करें',
  downloadAnnotated: 'त्रुटियाँ चिह्नित फ़ाइल डाउनलोड करें',
  jobRunning: 'जॉब {{executionNumber}} चल रहा है… {{progress}}%',
  jobProgressLabel: 'जॉब {{executionNumber}} की प्रगति',
};
