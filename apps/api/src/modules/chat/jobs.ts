import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import type { JobRunner } from '../../platform/jobs.ts';
import { purgeConversations } from './queries.ts';
import { retentionDaysOf } from './settings.ts';

/** Every day: conversations older than the tenant's retention are deleted with their messages. */
export function defineChatJobs(jobs: JobRunner): void {
  jobs.define({
    kind: 'chat.purge',
    params: z.object({ asOf: z.iso.date() }),
    run: async (tx, job) => {
      const retentionDays = await retentionDaysOf(tx);
      // The day's end: a run on day D removes what was last touched more than N days before D ended.
      const deleted = await purgeConversations(tx, retentionDays, new Date(`${job.params.asOf}T23:59:59.999Z`));
      return { retentionDays, deleted };
    },
    schedule: {
      description: JOB_SCHEDULE_TEXTS['chat.purge'],
      dueOn: (day) => ({ period: day, params: { asOf: day } }),
    },
  });
}
