import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hasAccess, section } from '@tenure/domain/access';
import type { DateFormat } from '@tenure/domain/dates';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import { noticeTexts } from '@tenure/domain/notices';
import {
  deliveryPeriod,
  periodStart,
  REPORT_MAIL_MAX_ATTACHMENT_BYTES,
  reportExportQuery,
  type ReportScheduleFrequency,
  type ReportViewState,
} from '@tenure/domain/reports';
import { reportDeliveries, tenants } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { FlagService } from '../../platform/flags.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { deliverAfterCommit, tenantDateFormat } from '../../platform/notifications.ts';
import { effectivePermissions } from '../../platform/sessions.ts';
import { tenantOrigin } from '../../platform/set-password-links.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { REPORTS } from './catalogue.ts';
import { prepareReportExport, writeReportExport } from './exports-service.ts';
import { canOpen } from './policy.ts';
import { viewQuery } from './views-service.ts';

export const REPORT_DELIVERY_JOB = 'reports.scheduledDelivery';

interface DueSchedule {
  id: string;
  reportKey: string;
  viewName: string;
  state: ReportViewState;
  legalEntityId: string;
  frequency: ReportScheduleFrequency;
  dayOfMonth: number | null;
  format: 'csv' | 'xlsx';
  onlyWhenRows: boolean;
  recipients: {
    userId: string;
    email: string;
    /** The language kept on their account (null: never chosen, English). */
    language: string | null;
    employeeId: string | null;
    mappingId: string | null;
  }[];
}

/** Every schedule with its recipients not yet handled for `day`'s period (their account, email and mapping in the schedule's entity). */
const schedulesToSend = (tx: Tx) =>
  queryRows<DueSchedule>(
    tx,
    sql`select s.id, v.report_key as "reportKey", v.name as "viewName", v.state, s.legal_entity_id as "legalEntityId",
               s.frequency, s.day_of_month as "dayOfMonth", s.format, s.only_when_rows as "onlyWhenRows",
               coalesce((select jsonb_agg(jsonb_build_object('userId', u.id, 'email', u.email, 'language', u.language, 'employeeId', u.employee_id,
                                  'mappingId', (select ue.id from user_entities ue join legal_entities le on le.id = ue.legal_entity_id and le.is_active
                                                 where ue.user_id = u.id and ue.legal_entity_id = s.legal_entity_id)))
                           from users u where u.id = any(s.recipient_user_ids) and u.is_active), '[]'::jsonb) as recipients
          from report_schedules s join report_views v on v.id = s.view_id
         order by s.created_at, s.id`,
  );

/** Collects what an export writes, up to `limit` bytes; past it, only the size is kept (the mail then carries a link). */
class BoundedFile extends Writable {
  readonly chunks: Buffer[] = [];
  size = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.size += chunk.length;
    if (this.size <= this.limit) this.chunks.push(chunk);
    done();
  }
  get tooLarge() {
    return this.size > this.limit;
  }
}

/**
 * Sends one schedule's mail to one recipient for a period, in the job's transaction: the recipient
 * must still be active, work in the schedule's entity and hold the Reports menu and the report's
 * key there (else nothing is sent); the view runs as them, so the rows are those they may see.
 */
async function deliver(
  tx: Tx,
  mailer: Mailer,
  run: { tenantCode: string; executionNumber: number; period: string; origin: string; dateFormat: DateFormat },
  schedule: DueSchedule,
  recipient: DueSchedule['recipients'][number],
): Promise<{ outcome: 'sent' | 'empty' | 'refused'; rows: number; mailId: string | null }> {
  const report = REPORTS.get(schedule.reportKey);
  if (!report || !recipient.mappingId) return { outcome: 'refused', rows: 0, mailId: null };
  const { permissions } = await effectivePermissions(tx, recipient.mappingId);
  const v: Viewer = {
    userId: recipient.userId,
    employeeId: recipient.employeeId,
    permissions,
    tenantCode: run.tenantCode,
    requestId: `job-${run.executionNumber}`,
    scope: {
      kind: 'entity',
      legalEntityId: schedule.legalEntityId,
      userId: recipient.userId,
      key: section('REPORTS', report.accessKey),
    },
  };
  if (!canOpen(v, report) || !hasAccess(permissions, section('REPORTS', 'NavigationReports')))
    return { outcome: 'refused', rows: 0, mailId: null };
  const query = reportExportQuery.parse({ ...viewQuery(schedule.state), format: schedule.format });
  const job = await prepareReportExport(tx, v, report.key, query, schedule.legalEntityId).catch((error: unknown) => {
    // The view asks for what the recipient may not see (another legal entity): they get nothing.
    if (error instanceof AppError && error.statusCode === 403) return null;
    throw error;
  });
  if (!job) return { outcome: 'refused', rows: 0, mailId: null };
  const file = new BoundedFile(REPORT_MAIL_MAX_ATTACHMENT_BYTES);
  const rows = await writeReportExport(tx, v, job, file);
  if (rows === 0 && schedule.onlyWhenRows) return { outcome: 'empty', rows, mailId: null };
  const params = new URLSearchParams(viewQuery(schedule.state));
  params.delete('columns');
  const link = `${run.origin}${report.route}?${params.toString()}`;
  // Issue 38: in the recipient's language, dates in the tenant's pattern.
  const mail = noticeTexts(recipient.language, run.dateFormat).scheduledReport({
    report: report.title,
    view: schedule.viewName,
    period: { frequency: schedule.frequency, start: periodStart(run.period) },
    rows,
    link,
    attached: !file.tooLarge,
  });
  const mailId = await mailer.enqueue(tx, {
    tenantCode: run.tenantCode,
    to: recipient.email,
    ...mail,
    attachments: file.tooLarge
      ? []
      : [{ fileName: job.fileName, contentType: job.mimeType, content: Buffer.concat(file.chunks) }],
  });
  return { outcome: 'sent', rows, mailId };
}

/**
 * The day's scheduled mails of saved views (docs/decisions/reports.md "Scheduled delivery"): for
 * each schedule due that day and each recipient, one delivery per period, recorded with its mail
 * in the job's transaction (a unique key per schedule, period and recipient), so a second run of
 * the same day sends nothing more.
 */
export async function sendScheduledReports(
  tx: Tx,
  mailer: Mailer,
  config: Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PORT'>,
  run: { tenantCode: string; executionNumber: number; day: string },
) {
  const [tenant] = await tx.select({ hosts: tenants.hosts }).from(tenants).where(eq(tenants.code, run.tenantCode));
  const origin = tenantOrigin(tenant?.hosts[0] ?? 'localhost', config);
  const dateFormat = await tenantDateFormat(tx, run.tenantCode);
  const handled = new Set(
    (
      await queryRows<{ key: string }>(
        tx,
        sql`select schedule_id || '|' || period || '|' || recipient_user_id as key from report_deliveries`,
      )
    ).map((d) => d.key),
  );
  const mailIds: string[] = [];
  const counts = { sent: 0, empty: 0, refused: 0 };
  for (const schedule of await schedulesToSend(tx)) {
    const period = deliveryPeriod(schedule, run.day);
    if (!period) continue;
    for (const recipient of schedule.recipients) {
      if (handled.has(`${schedule.id}|${period}|${recipient.userId}`)) continue;
      const result = await deliver(tx, mailer, { ...run, period, origin, dateFormat }, schedule, recipient);
      const [recorded] = await tx
        .insert(reportDeliveries)
        .values({
          tenantId: run.tenantCode,
          scheduleId: schedule.id,
          period,
          recipientUserId: recipient.userId,
          ...result,
        })
        .onConflictDoNothing()
        .returning({ id: reportDeliveries.id });
      if (!recorded) throw new Error('Another run delivered this period at the same time');
      counts[result.outcome] += 1;
      if (result.mailId) mailIds.push(result.mailId);
    }
  }
  return { mailIds, ...counts };
}

/**
 * Every day (UTC): the saved views' scheduled mails due that day, for a tenant with the reports
 * flag on (read in the job's transaction; a tenant that turned reports off gets no mail and no
 * delivery is recorded, so turning them back on the same day sends that day's mail).
 */
export function defineReportJobs(
  jobs: JobRunner,
  deps: { mailer: Mailer; config: Config; flags: FlagService },
  log: { error(obj: object, msg: string): void },
): void {
  const { mailer, config, flags } = deps;
  jobs.define({
    kind: REPORT_DELIVERY_JOB,
    params: z.object({ day: z.iso.date() }),
    run: async (tx, job) => {
      if (!(await flags.inJob(tx, job.tenantCode))?.reports)
        return { day: job.params.day, sent: 0, skipped: 'reports is off' };
      const { mailIds, ...counts } = await sendScheduledReports(tx, mailer, config, {
        tenantCode: job.tenantCode,
        executionNumber: job.executionNumber,
        day: job.params.day,
      });
      job.afterCommit(() => deliverAfterCommit(mailer, job.tenantCode, mailIds, log));
      return { day: job.params.day, ...counts };
    },
    schedule: {
      description: JOB_SCHEDULE_TEXTS[REPORT_DELIVERY_JOB],
      dueOn: (day) => ({ period: day, params: { day } }),
    },
  });
}
