import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import { ERP_MESSAGES } from '@tenure/domain/vendors';
import type { FlagService } from '../../../platform/flags.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import type { SecretBox } from '../../../platform/sealed-secrets.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import { fileConnector, httpConnector, type ErpConnector } from './connectors.ts';
import { readErpSettings } from './queries.ts';
import { applyErpRecords, ERP_SYNC_JOB, recordErpRun, syncViewer } from './service.ts';

export interface ErpSyncJobDeps {
  storage: FileStorage;
  secrets: SecretBox;
  flags: FlagService;
}

const params = z.object({
  trigger: z.enum(['schedule', 'manual']),
  /** A file sync: the stored upload. */
  fileKey: z.string().optional(),
  fileName: z.string().optional(),
});

/**
 * The sync as a job, on demand (a file or the HTTP endpoint) and daily (the HTTP endpoint, when the
 * flag is on and the schedule is switched on). The run locks the settings row, so runs take turns,
 * and its projects, report and new watermark commit together.
 */
export function defineErpSyncJobs(jobs: JobRunner, deps: ErpSyncJobDeps): void {
  jobs.define({
    kind: ERP_SYNC_JOB,
    params,
    async run(tx, job) {
      const settings = await readErpSettings(tx, true);
      if (job.params.trigger === 'schedule') {
        const on = (await deps.flags.inJob(tx, job.tenantCode))?.syncProjectsFromOracleERP ?? false;
        if (!on || !settings?.scheduleEnabled || settings.adapter !== 'http') return { skipped: 'not configured' };
      }
      if (!settings) throw new Error(ERP_MESSAGES.notConfigured);
      let connector: ErpConnector;
      if (job.params.fileKey) {
        const bytes = await deps.storage.get(job.params.fileKey);
        if (!bytes) throw new Error(ERP_MESSAGES.fileRequired);
        connector = fileConnector(new TextDecoder().decode(bytes), job.params.fileName ?? job.params.fileKey);
      } else {
        if (settings.adapter !== 'http' || !settings.url) throw new Error(ERP_MESSAGES.notHttpAdapter);
        connector = httpConnector({
          url: settings.url,
          username: settings.username,
          password: settings.sealedPassword ? deps.secrets.open(settings.sealedPassword) : null,
        });
      }
      const records = await connector.projectsSince(settings.watermark);
      job.progress(20);
      const actor = job.userId ?? settings.updatedBy;
      const v = syncViewer(job.tenantCode, actor, `job-${ERP_SYNC_JOB}`);
      const report = await applyErpRecords(tx, v, records, settings.watermark);
      await recordErpRun(
        tx,
        v,
        {
          executionNumber: job.executionNumber,
          trigger: job.params.trigger,
          adapter: job.params.fileKey ? 'file' : 'http',
          fileName: job.params.fileName ?? null,
          startedBy: job.userId,
        },
        report,
      );
      return {
        created: report.created.length,
        updated: report.updated.length,
        unchanged: report.unchanged,
        skipped: report.skipped,
        refused: report.refused.length,
      };
    },
    schedule: {
      description: JOB_SCHEDULE_TEXTS[ERP_SYNC_JOB],
      dueOn: (day) => ({ period: day, params: { trigger: 'schedule' as const } }),
    },
  });
}
