import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dateFormat } from '@tenure/domain/dates';
import { BULK_MESSAGES, bulkOnboardingKind, type BulkLoadResult } from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { checkBulkFile } from './bulk-onboarding.ts';
import { onboardEmployees } from './onboard-service.ts';

export const BULK_ONBOARDING_JOB = 'onboarding.bulkLoad';

const params = z.object({
  kind: bulkOnboardingKind,
  dateFormat,
  autoNumbers: z.boolean(),
  fileKey: z.string(),
  fileType: z.enum(['xlsx', 'csv']),
  fileName: z.string(),
});

/**
 * The load of a checked file, as a job: in its one transaction the file is checked again (the
 * tenant's data may have changed since the dry run) and every new row created, or nothing. Loads
 * of a tenant take turns (a transaction lock), so the same file loaded twice at once creates its
 * people once: the second finds them onboarded and skips them.
 */
export function defineBulkOnboardingJob(jobs: JobRunner, storage: FileStorage): void {
  jobs.define({
    kind: BULK_ONBOARDING_JOB,
    params,
    async run(tx, job): Promise<BulkLoadResult> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bulk-onboarding:${job.tenantCode}`}))`);
      const bytes = await storage.get(job.params.fileKey);
      if (!bytes) throw new Error(BULK_MESSAGES.fileGone);
      job.progress(5);
      const { view, rows } = await checkBulkFile(tx, job.params, bytes, job.params.fileType);
      if (view.errors.length > 0) throw new Error(BULK_MESSAGES.hasErrors(view.errors.length));
      job.progress(20);
      const created = rows.length ? await onboardEmployees(tx, { tenantCode: job.tenantCode, userId: job.userId }, rows, (share) => job.progress(20 + share * 80)) : [];
      const result = { rows: view.rows, created: created.length, skipped: view.alreadyOnboarded.length };
      await recordAudit(tx, {
        tenantCode: job.tenantCode,
        actorUserId: job.userId,
        action: 'onboarding.bulk.loaded',
        entity: 'employees',
        entityId: null,
        after: { ...result, kind: job.params.kind, fileName: job.params.fileName },
      });
      return result;
    },
  });
}
