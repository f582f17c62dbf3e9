import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_SCHEDULES_PER_VIEW,
  REPORT_VIEW_MESSAGES,
  type ReportScheduleInput,
  type ReportScheduleItem,
} from '@tenure/domain/reports';
import { reportSchedules } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import type { RegisteredReport } from './catalogue.ts';
import { openableReport } from './policy.ts';
import { openableView } from './views-service.ts';

/*
 * Schedules of a saved view (docs/decisions/reports.md "Scheduled delivery"): the view's owner
 * picks recipients among the users who may open the report in the legal entity they work in; the
 * mail job checks each recipient again at every send (schedules-jobs.ts).
 */

/** Whether a role of the user's in the entity grants `name` of the REPORTS module (the rule of entitiesGranting). */
const grants = (userId: SQL, entityId: string, name: string) => sql`exists (
  select 1 from user_entities ue
    join user_entity_roles uer on uer.user_entity_id = ue.id
    join roles r on r.id = uer.role_id and r.is_active
   where ue.user_id = ${userId} and ue.legal_entity_id = ${entityId}
     and coalesce((r.permissions -> 'REPORTS' -> 'sectionAccess' ->> ${name}::text)::boolean, false))`;

/** The active users who may open the report in the entity (the Reports menu and the report's key), by name. */
export function reportRecipients(tx: Tx, report: Pick<RegisteredReport, 'accessKey'>, entityId: string) {
  return queryRows<{ userId: string; name: string }>(
    tx,
    sql`select u.id as "userId", coalesce(e.display_name, u.username) as name
          from users u left join employees e on e.id = u.employee_id
         where u.is_active and ${grants(sql`u.id`, entityId, 'NavigationReports')} and ${grants(sql`u.id`, entityId, report.accessKey)}
         order by lower(coalesce(e.display_name, u.username)), u.id`,
  );
}

/** GET /api/reports/{key}/recipients: whom a schedule of the report may mail (the picker's choices). */
export function listRecipients(tx: Tx, v: Viewer, key: string, entityId: string) {
  return reportRecipients(tx, openableReport(v, key), entityId);
}

async function schedulesOf(tx: Tx, viewId: string): Promise<ReportScheduleItem[]> {
  const rows = await queryRows<Omit<ReportScheduleItem, 'createdAt'> & { createdAt: string }>(
    tx,
    sql`select s.id, s.view_id as "viewId", s.frequency, s.day_of_month as "dayOfMonth", s.format, s.only_when_rows as "onlyWhenRows",
               to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
               coalesce((select jsonb_agg(jsonb_build_object('userId', u.id, 'name', coalesce(e.display_name, u.username))
                                          order by lower(coalesce(e.display_name, u.username)))
                           from users u left join employees e on e.id = u.employee_id
                          where u.id = any(s.recipient_user_ids)), '[]'::jsonb) as recipients
          from report_schedules s where s.view_id = ${viewId} order by s.created_at, s.id`,
  );
  return rows;
}

/** GET /api/reports/views/{id}/schedules: the schedules of the viewer's own view. */
export async function listSchedules(tx: Tx, v: Viewer, viewId: string): Promise<ReportScheduleItem[]> {
  await openableView(tx, v, viewId, true);
  return schedulesOf(tx, viewId);
}

/**
 * POST /api/reports/views/{id}/schedules: a schedule of the viewer's own view, run in the entity
 * they work in; every recipient must be able to open the report there (400 naming the field).
 */
export async function createSchedule(
  tx: Tx,
  v: Viewer,
  viewId: string,
  input: ReportScheduleInput,
  entityId: string,
): Promise<ReportScheduleItem> {
  const { report, view } = await openableView(tx, v, viewId, true);
  const [kept] = await tx.select({ n: count() }).from(reportSchedules).where(eq(reportSchedules.viewId, viewId));
  if ((kept?.n ?? 0) >= REPORT_SCHEDULES_PER_VIEW) throw conflict(REPORT_VIEW_MESSAGES.tooManySchedules);
  const allowed = new Set((await reportRecipients(tx, report, entityId)).map((r) => r.userId));
  const refused = input.recipientUserIds.findIndex((id) => !allowed.has(id));
  if (refused >= 0)
    throw badRequest(REPORT_VIEW_MESSAGES.recipientCannotOpen, {
      [`recipientUserIds.${refused}`]: REPORT_VIEW_MESSAGES.recipientCannotOpen,
    });
  const [created] = await tx
    .insert(reportSchedules)
    .values({
      tenantId: v.tenantCode,
      viewId,
      legalEntityId: entityId,
      ...input,
      dayOfMonth: input.frequency === 'monthly' ? input.dayOfMonth : null,
    })
    .returning({ id: reportSchedules.id });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'report.schedule.create',
    entity: 'report',
    entityId: report.key,
    after: { view: view.name, ...input },
  });
  const item = (await schedulesOf(tx, viewId)).find((s) => s.id === created!.id);
  return item!;
}

/** DELETE /api/reports/views/{id}/schedules/{scheduleId}: no more mail of it (deliveries recorded go with it). */
export async function deleteSchedule(tx: Tx, v: Viewer, viewId: string, scheduleId: string): Promise<void> {
  const { report, view } = await openableView(tx, v, viewId, true);
  const [deleted] = await tx
    .delete(reportSchedules)
    .where(and(eq(reportSchedules.id, scheduleId), eq(reportSchedules.viewId, viewId)))
    .returning({ id: reportSchedules.id });
  if (!deleted) throw notFound();
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'report.schedule.delete',
    entity: 'report',
    entityId: report.key,
    before: { view: view.name, scheduleId },
  });
}
