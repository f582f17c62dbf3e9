import { jobStartedView } from '@tenure/domain/jobs';
import { bulkValidationView, type BulkOnboardingKind } from '@tenure/domain/onboarding';
import { api } from '../../../lib/api/index.ts';

const BASE: Record<BulkOnboardingKind, string> = {
  employee: '/api/hrms/hris/employee/bulk-upload',
  consultant: '/api/hrms/hris/employee/consultant/bulk-upload',
};

const withFile = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** SPEC §7 bulk upload: template, validate (dry run), the file with its errors marked, load (a job). */
export const bulkOnboardingApi = (kind: BulkOnboardingKind) => ({
  template: () => api.download(`${BASE[kind]}/template`),
  validate: (file: File) => api.request(`${BASE[kind]}/validate`, bulkValidationView, { method: 'POST', body: withFile(file) }),
  annotated: (file: File) => api.download(`${BASE[kind]}/validate/workbook`, { method: 'POST', body: withFile(file) }),
  load: async (file: File) => (await api.request(`${BASE[kind]}/load`, jobStartedView, { method: 'POST', body: withFile(file) })).executionNumber,
});
