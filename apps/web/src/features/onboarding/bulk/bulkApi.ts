import { jobStartedView } from '@tenure/domain/jobs';
import { bulkUpdateValidationView, bulkValidationView, type BulkOnboardingKind, type BulkUpdateKind } from '@tenure/domain/onboarding';
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

const UPDATE_PATH: Record<BulkUpdateKind, string> = { jobDetails: 'job-details', manager: 'manager', departmentLocation: 'department-location', contact: 'contact' };

/** SPEC §7 update templates: the same steps for each kind of change. */
export const bulkUpdateApi = (kind: BulkUpdateKind) => {
  const base = `/api/hrms/hris/employee/bulk-update/${UPDATE_PATH[kind]}`;
  return {
    fileName: `bulk-update-${UPDATE_PATH[kind]}`,
    template: () => api.download(`${base}/template`),
    validate: (file: File) => api.request(`${base}/validate`, bulkUpdateValidationView, { method: 'POST', body: withFile(file) }),
    annotated: (file: File) => api.download(`${base}/validate/workbook`, { method: 'POST', body: withFile(file) }),
    load: async (file: File) => (await api.request(`${base}/load`, jobStartedView, { method: 'POST', body: withFile(file) })).executionNumber,
  };
};
