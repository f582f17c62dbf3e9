import {
  bulkUpdateValidationView,
  bulkValidationView,
  type BulkOnboardingKind,
  type BulkUpdateKind,
} from '@tenure/domain/onboarding';
import { dryRunApi } from '../../../components/upload/dryRunApi.ts';

const BASE: Record<BulkOnboardingKind, string> = {
  employee: '/api/hrms/hris/employee/bulk-upload',
  consultant: '/api/hrms/hris/employee/consultant/bulk-upload',
};

/** SPEC §7 bulk upload: template, validate (dry run), the file with its errors marked, load (a job). */
export const bulkOnboardingApi = (kind: BulkOnboardingKind) => dryRunApi(BASE[kind], bulkValidationView);

const UPDATE_PATH: Record<BulkUpdateKind, string> = {
  jobDetails: 'job-details',
  manager: 'manager',
  departmentLocation: 'department-location',
  contact: 'contact',
};

/** SPEC §7 update templates: the same steps for each kind of change. */
export const bulkUpdateApi = (kind: BulkUpdateKind) => ({
  fileName: `bulk-update-${UPDATE_PATH[kind]}`,
  ...dryRunApi(`/api/hrms/hris/employee/bulk-update/${UPDATE_PATH[kind]}`, bulkUpdateValidationView),
});
