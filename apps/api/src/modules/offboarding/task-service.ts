import { sql } from 'drizzle-orm';
import { formatDate } from '@tenure/domain/dates';
import { OFFBOARDING_MESSAGES, type OffboardingTaskView, type TaskDocumentView } from '@tenure/domain/offboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notifyMany, recipientOfEmployee, tenantDateFormat, type Recipient } from '../../platform/notifications.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { isOffboardingHr } from './access.ts';

/**
 * A leaver's tasks are copied from the templates of their legal entity and department when the
 * resignation is accepted; owners are resolved then (the manager, or the entity's HR, IT or finance
 * approver), due dates fixed relative to the last day and moved when HR releases with another day.
 */
export async function createTasksFromTemplates(tx: Tx, v: Viewer, resignationId: string, employeeId: string, lastDay: string): Promise<void> {
  await tx.execute(sql`
    insert into offboarding_tasks (tenant_id, resignation_id, group_name, title, activities, owner_id, due_offset_days, due_date, mandatory)
    select ${v.tenantCode}, ${resignationId}, t.group_name, t.title, t.activities,
           case when t.owner_role = 'reportingManager' then e.manager_id
                else (select s.approver_id from exit_approver_setup s where s.legal_entity_id = e.legal_entity_id and s.role = t.owner_role
                       order by s.department_id is null, s.created_at limit 1) end,
           t.due_offset_days, ${lastDay}::date + t.due_offset_days, t.mandatory
      from employees e
      join offboarding_task_templates t on (t.legal_entity_id is null or t.legal_entity_id = e.legal_entity_id)
                                       and (t.department_id is null or t.department_id = e.department_id)
     where e.id = ${employeeId}`);
}

/**
 * Each owner of a leaver's new tasks is told, in the app and by mail, what they must do by when
 * (one notice per task); returns the outbox ids to deliver after commit.
 */
export async function noticeNewTasks(tx: Tx, mailer: Mailer, v: Viewer, resignationId: string): Promise<string[]> {
  const rows = await queryRows<{ title: string; due: string; leaver: string; to: Recipient | null }>(
    tx,
    sql`select t.title, t.due_date::text as due, e.display_name as leaver, ${recipientOfEmployee(sql`t.owner_id`)} as "to"
          from offboarding_tasks t join resignations r on r.id = t.resignation_id join employees e on e.id = r.employee_id
         where t.resignation_id = ${resignationId} and t.status = 'open' and t.owner_id is not null`,
  );
  const pattern = await tenantDateFormat(tx, v.tenantCode);
  return notifyMany(
    tx,
    mailer,
    rows.flatMap((r) => (r.to ? [{ tenantCode: v.tenantCode, to: r.to, title: OFFBOARDING_MESSAGES.newTaskTitle(r.leaver), body: OFFBOARDING_MESSAGES.newTaskBody(r.title, formatDate(r.due, pattern)), link: '/offboarding-tasks' }] : [])),
  );
}

export async function moveTaskDueDates(tx: Tx, resignationId: string, lastDay: string): Promise<void> {
  await tx.execute(sql`update offboarding_tasks set due_date = ${lastDay}::date + due_offset_days, updated_at = now() where resignation_id = ${resignationId} and status = 'open'`);
}

/** A withdrawn resignation needs no offboarding: its open tasks are cancelled (done ones stay as a record). */
export async function cancelOpenTasks(tx: Tx, resignationId: string): Promise<void> {
  await tx.execute(sql`update offboarding_tasks set status = 'cancelled', updated_at = now() where resignation_id = ${resignationId} and status = 'open'`);
}

export async function openMandatoryTasks(tx: Tx, resignationId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from offboarding_tasks where resignation_id = ${resignationId} and mandatory and status = 'open'`);
  return row?.n ?? 0;
}

const taskColumns = sql`
  t.id, t.resignation_id as "resignationId", t.group_name as "groupName", t.title, t.activities, t.due_date::text as "dueDate", t.mandatory, t.status,
  t.completed_at as "completedAt", e.employee_number as "employeeNumber", e.display_name as "employeeName",
  o.employee_number as "ownerNumber", o.display_name as "ownerName", c.employee_number as "completerNumber", c.display_name as "completerName",
  coalesce((select json_agg(json_build_object('id', d.id, 'taskId', d.task_id, 'fileName', d.file_name, 'sizeBytes', d.size_bytes, 'uploadedBy', u.display_name, 'uploadedAt', d.created_at) order by d.created_at, d.id)
              from offboarding_task_documents d left join employees u on u.id = d.uploaded_by where d.task_id = t.id), '[]') as documents`;
const taskJoins = sql`
  join resignations r on r.id = t.resignation_id
  join employees e on e.id = r.employee_id
  left join employees o on o.id = t.owner_id
  left join employees c on c.id = t.completed_by`;

const personOf = (number: unknown, name: unknown) => (number ? { employeeNumber: String(number), displayName: String(name) } : null);
const toTaskView = (r: Record<string, unknown>): OffboardingTaskView => ({
  id: String(r.id),
  resignationId: String(r.resignationId),
  employee: { employeeNumber: String(r.employeeNumber), displayName: String(r.employeeName) },
  groupName: String(r.groupName),
  title: String(r.title),
  activities: (r.activities as string[]) ?? [],
  owner: personOf(r.ownerNumber, r.ownerName),
  dueDate: String(r.dueDate),
  mandatory: Boolean(r.mandatory),
  status: r.status as OffboardingTaskView['status'],
  completedBy: personOf(r.completerNumber, r.completerName),
  completedAt: r.completedAt ? new Date(r.completedAt as string).toISOString() : null,
  documents: ((r.documents as TaskDocumentView[] | null) ?? []).map((d) => ({ ...d, uploadedAt: new Date(d.uploadedAt).toISOString() })),
});

export async function tasksOfResignation(tx: Tx, resignationId: string): Promise<OffboardingTaskView[]> {
  const rows = await queryRows<Record<string, unknown>>(tx, sql`select ${taskColumns} from offboarding_tasks t ${taskJoins} where t.resignation_id = ${resignationId} order by t.due_date, t.group_name, t.title`);
  return rows.map(toTaskView);
}

/** /offboarding-tasks: the caller's own tasks, or every leaver's (HR). */
export async function listTasks(tx: Tx, v: Viewer, q: { scope: 'mine' | 'all'; status?: 'open' | 'done' | 'cancelled' | undefined }) {
  if (q.scope === 'all' && !isOffboardingHr(v)) throw forbidden();
  const scope = q.scope === 'all' ? sql`true` : sql`t.owner_id = ${requireEmployee(v)}`;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${taskColumns} from offboarding_tasks t ${taskJoins} where ${scope} and ${q.status ? sql`t.status = ${q.status}` : sql`true`}
         order by t.status = 'open' desc, t.due_date, t.id limit 500`,
  );
  return rows.map(toTaskView);
}

/** The owner (or HR) marks a task done; a task done or cancelled already is a 409. */
export async function completeTask(tx: Tx, v: Viewer, id: string): Promise<OffboardingTaskView> {
  const [task] = await queryRows<{ owner_id: string | null; status: string; resignation_id: string }>(tx, sql`select owner_id, status, resignation_id from offboarding_tasks where id = ${id} for update`);
  if (!task) throw notFound();
  if (!(isOffboardingHr(v) || (v.employeeId !== null && task.owner_id === v.employeeId))) throw forbidden(OFFBOARDING_MESSAGES.taskNotYours);
  if (task.status !== 'open') throw conflict(OFFBOARDING_MESSAGES.taskNotOpen, undefined, 'ALREADY_DECIDED');
  await tx.execute(sql`update offboarding_tasks set status = 'done', completed_by = ${v.employeeId}, completed_at = now(), updated_at = now() where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'offboarding.task.complete', entity: 'offboarding_task', entityId: id, before: { status: 'open' }, after: { status: 'done' } });
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`select ${taskColumns} from offboarding_tasks t ${taskJoins} where t.id = ${id}`);
  return toTaskView(row!);
}
