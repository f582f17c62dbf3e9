import type { Translated } from './types.ts';
import type { uploadEn } from './upload-en.ts';

export const uploadMr: Translated<typeof uploadEn> = {
  errorsCaption_one: '{{count}} अडचण आढळली',
  errorsCaption_other: '{{count}} अडचणी आढळल्या',
  row: 'ओळ',
  column: 'कॉलम',
  value: 'मूल्य',
  problem: 'अडचण',
  downloadTemplate: 'टेम्पलेट डाउनलोड करा',
  file: 'फाइल (.xlsx किंवा .csv)',
  filePlaceholder: 'फाइल निवडा',
  clearFile: 'निवडलेली फाइल काढा',
  validate: 'तपासा',
  load: 'लोड करा',
  downloadAnnotated: 'त्रुटी चिन्हांकित केलेली फाइल डाउनलोड करा',
  jobRunning: 'जॉब {{executionNumber}} चालू आहे… {{progress}}%',
  jobProgressLabel: 'जॉब {{executionNumber}} ची प्रगती',
};
