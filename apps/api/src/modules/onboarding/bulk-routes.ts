import type { FastifyInstance, FastifyRequest } from 'fastify';
import { feature, section } from '@tenure/domain/access';
import {
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  BULK_ONBOARDING_KINDS,
  BULK_UPDATE_KINDS,
  bulkUpdateValidationView,
  bulkValidationView,
  type BulkOnboardingKind,
  type BulkUpdateKind,
} from '@tenure/domain/onboarding';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { ONBOARDING_KEYS } from './policy.ts';
import { startBulkLoad } from '../../platform/bulk-loads.ts';
import type { RouteAccess } from '../../platform/context.ts';
import { dryRunRoutes } from '../../platform/dry-run-routes.ts';
import { utcToday } from '../../platform/clock.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import { BULK_ONBOARDING_JOB, BULK_UPDATE_JOB } from './jobs.ts';
import { checkBulkFile, type BulkSettings } from './bulk-onboarding-service.ts';
import { bulkOnboardingTemplate, bulkUpdateTemplate } from './bulk-template.ts';
import { checkBulkUpdate, type BulkUpdateSettings } from './bulk-update-service.ts';
import { onboardingInputOf } from './route-input.ts';

const tags = ['onboarding'];

/** Employees need the onboarding section, consultants the consultant onboarding one (SPEC §6). */
const ONBOARDING_ACCESS: Record<BulkOnboardingKind, RouteAccess> = {
  employee: { requires: ONBOARDING_KEYS.employee, scope: 'all' },
  consultant: { requires: ONBOARDING_KEYS.consultant, scope: 'all' },
};
const ONBOARDING_PATH: Record<BulkOnboardingKind, string> = {
  employee: '/bulk-upload',
  consultant: '/consultant/bulk-upload',
};
const ONBOARDING_FILE: Record<BulkOnboardingKind, string> = {
  employee: 'bulk-onboarding',
  consultant: 'bulk-consultant-onboarding',
};
/** Changing other people's profiles in bulk takes HR's profile edit feature and the onboarding section its menu sits in. */
const UPDATE_ACCESS: RouteAccess = {
  requiresAll: [section('EMPLOYEE', 'OnboardingDashboard'), feature('EMPLOYEE', 'EmployeeProfileHrEdit')],
  scope: 'all',
};
const UPDATE_PATH: Record<BulkUpdateKind, string> = {
  jobDetails: 'job-details',
  manager: 'manager',
  departmentLocation: 'department-location',
  contact: 'contact',
};

const dateFormatOf = (request: FastifyRequest) => request.inTenant((tx) => tenantDateFormat(tx, request.tenant!.code));

/**
 * Bulk onboarding of employees and consultants and bulk update (SPEC §7 Employee family: bulk
 * upload template, validate, load, poll by executionNumber; update templates).
 */
export function bulkOnboardingRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  for (const kind of BULK_ONBOARDING_KINDS) {
    const settingsOf = async (request: FastifyRequest): Promise<BulkSettings> => {
      const { flags } = await onboardingInputOf(request, deps);
      return { kind, dateFormat: await dateFormatOf(request), flags, actorUserId: request.auth!.userId };
    };
    dryRunRoutes(app, {
      path: ONBOARDING_PATH[kind],
      access: ONBOARDING_ACCESS[kind],
      flag: 'bulkOnboarding',
      tags,
      fileName: ONBOARDING_FILE[kind],
      maxBytes: BULK_MAX_BYTES,
      maxRows: BULK_MAX_ROWS,
      typeMessage: BULK_MESSAGES.notSpreadsheet,
      view: bulkValidationView,
      refusal: BULK_MESSAGES.hasErrors,
      template: async (request) => {
        const settings = await settingsOf(request);
        return request.inTenant((tx) => bulkOnboardingTemplate(tx, settings));
      },
      check: async (request, upload) => {
        const settings = await settingsOf(request);
        return (await request.inTenant((tx) => checkBulkFile(tx, settings, upload.sheet))).view;
      },
      start: async (request, upload) => {
        const { tenantName, origin } = await onboardingInputOf(request, deps);
        const settings = await settingsOf(request);
        const load = await startBulkLoad(request, deps, BULK_ONBOARDING_JOB, upload, {
          ...settings,
          permissions: request.auth!.permissions,
          tenantName,
          origin,
        });
        return load.executionNumber;
      },
    });
  }

  for (const kind of BULK_UPDATE_KINDS) {
    const settingsOf = async (request: FastifyRequest): Promise<BulkUpdateSettings> => ({
      kind,
      dateFormat: await dateFormatOf(request),
      today: utcToday(),
    });
    dryRunRoutes(app, {
      path: `/bulk-update/${UPDATE_PATH[kind]}`,
      access: UPDATE_ACCESS,
      flag: 'bulkUpdates',
      tags,
      fileName: `bulk-update-${UPDATE_PATH[kind]}`,
      maxBytes: BULK_MAX_BYTES,
      maxRows: BULK_MAX_ROWS,
      typeMessage: BULK_MESSAGES.notSpreadsheet,
      view: bulkUpdateValidationView,
      refusal: BULK_MESSAGES.hasErrors,
      template: async (request) => {
        const settings = await settingsOf(request);
        return request.inTenant((tx) => bulkUpdateTemplate(tx, settings));
      },
      check: async (request, upload) => {
        const settings = await settingsOf(request);
        return (await request.inTenant((tx) => checkBulkUpdate(tx, settings, upload.sheet))).view;
      },
      start: async (request, upload) =>
        (await startBulkLoad(request, deps, BULK_UPDATE_JOB, upload, { ...(await settingsOf(request)) }))
          .executionNumber,
    });
  }
}
