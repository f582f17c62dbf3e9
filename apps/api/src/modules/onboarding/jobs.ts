import { z } from 'zod';
import { dateFormat } from '@tenure/domain/dates';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import {
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  ONBOARDED_NAMED_LIMIT,
  bulkOnboardingKind,
  bulkUpdateKind,
  type BulkLoadResult,
  type BulkUpdateResult,
} from '@tenure/domain/onboarding';
import { permissionMapSchema } from '@tenure/domain/access';
import { recordAudit } from '../../platform/audit.ts';
import { takeBulkTurn } from '../../platform/bulk-loads.ts';
import type { Mailer } from '../../platform/mail.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import type { Tx } from '../../platform/db.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { readSheet } from '../../platform/sheets.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { checkBulkFile } from './bulk-onboarding-service.ts';
import { remindContractEnds } from './consultant-service.ts';
import { applyBulkUpdate, checkBulkUpdate } from './bulk-update-service.ts';
import { onboardEmployees } from './onboarding-service.ts';
import { onboardingEntities } from './policy.ts';

export const BULK_ONBOARDING_JOB = 'onboarding.bulkLoad';
export const BULK_UPDATE_JOB = 'onboarding.bulkUpdate';

const stored = { fileKey: z.string(), fileType: z.enum(['xlsx', 'csv']), fileName: z.string() };

/**
 * Bulk changes of a tenant take turns: the same file loaded twice at once applies once, the
 * second load finding its people onboarded (or its values already set).
 */
const takeTurn = (tx: Tx, tenantCode: string, storage: FileStorage, fileKey: string) =>
  takeBulkTurn(tx, `bulk-onboarding:${tenantCode}`, storage, fileKey, BULK_MESSAGES.fileGone);

/**
 * Onboarding's jobs. The loads of checked files: in the job's one transaction the file is checked
 * again (the tenant's data may have changed since the dry run) and applied whole, or nothing is.
 * Every day: HR hears of consultants' contracts ending in 30 or 7 days.
 */
export function defineOnboardingJobs(
  jobs: JobRunner,
  storage: FileStorage,
  mailer: Mailer,
  log: { error(obj: object, msg: string): void },
): void {
  jobs.define({
    kind: 'onboarding.contractEndReminders',
    params: z.object({ asOf: z.iso.date() }),
    run: async (tx, job) => {
      const { mailIds, reminded } = await remindContractEnds(tx, job.tenantCode, mailer, job.params.asOf);
      job.afterCommit(() => deliverAfterCommit(mailer, job.tenantCode, mailIds, log));
      return { asOf: job.params.asOf, reminded };
    },
    schedule: {
      description: JOB_SCHEDULE_TEXTS['onboarding.contractEndReminders'],
      dueOn: (day) => ({ period: day, params: { asOf: day } }),
    },
  });
  jobs.define({
    kind: BULK_ONBOARDING_JOB,
    params: z.object({
      kind: bulkOnboardingKind,
      dateFormat,
      flags: z.object({
        autoEmployeeNumberGeneration: z.boolean(),
        gradeAndLevelInOnboarding: z.boolean(),
        ageRestrictionPopups: z.boolean(),
      }),
      actorUserId: z.uuid(),
      /** The loader's keys when they started it: the new accounts' roles must not exceed them. */
      permissions: permissionMapSchema,
      tenantName: z.string(),
      origin: z.string(),
      ...stored,
    }),
    async run(tx, job): Promise<BulkLoadResult> {
      const { params } = job;
      const bytes = await takeTurn(tx, job.tenantCode, storage, params.fileKey);
      job.progress(5);
      const { view, rows } = await checkBulkFile(tx, params, await readSheet(bytes, params.fileType, BULK_MAX_ROWS));
      if (view.errors.length > 0) throw new Error(BULK_MESSAGES.hasErrors(view.errors.length));
      job.progress(30);
      const outcome = await onboardEmployees(
        tx,
        {
          tenant: { code: job.tenantCode, name: params.tenantName },
          actorUserId: params.actorUserId,
          entities: onboardingEntities(params.actorUserId, params.kind),
          permissions: params.permissions,
          flags: params.flags,
          mailer,
          origin: params.origin,
        },
        rows,
      );
      // The check above runs the service's own; a problem found only now (a race) still loads nobody.
      if (outcome.errors.length > 0) throw new Error(BULK_MESSAGES.hasErrors(outcome.errors.length));
      job.afterCommit(() => deliverAfterCommit(mailer, job.tenantCode, outcome.mailIds, log));
      const counts = { rows: view.rows, created: outcome.created.length, skipped: view.alreadyOnboarded.length };
      await recordAudit(tx, {
        tenantCode: job.tenantCode,
        actorUserId: job.userId,
        action: 'onboarding.bulk.loaded',
        entity: 'employees',
        entityId: null,
        after: { ...counts, kind: job.params.kind, fileName: job.params.fileName },
      });
      const onboarded = outcome.created
        .slice(0, ONBOARDED_NAMED_LIMIT)
        .map(({ employeeNumber, displayName }) => ({ employeeNumber, displayName }));
      return { ...counts, onboarded };
    },
  });
  jobs.define({
    kind: BULK_UPDATE_JOB,
    params: z.object({ kind: bulkUpdateKind, dateFormat, today: z.iso.date(), ...stored }),
    async run(tx, job): Promise<BulkUpdateResult> {
      const bytes = await takeTurn(tx, job.tenantCode, storage, job.params.fileKey);
      job.progress(5);
      const { view, changes } = await checkBulkUpdate(
        tx,
        job.params,
        await readSheet(bytes, job.params.fileType, BULK_MAX_ROWS),
      );
      if (view.errors.length > 0) throw new Error(BULK_MESSAGES.hasErrors(view.errors.length));
      job.progress(30);
      const applied = await applyBulkUpdate(tx, { tenantCode: job.tenantCode, userId: job.userId }, changes, (share) =>
        job.progress(30 + share * 70),
      );
      return { rows: view.rows, ...applied };
    },
  });
}
