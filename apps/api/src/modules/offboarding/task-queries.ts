import { sql } from 'drizzle-orm';
import type { OffboardingTaskView, TaskDocumentView } from '@tenure/domain/offboarding';
import { recipientOfEmployee, type Recipient } from '../../platform/notifications.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';

/**
 * A leaver's tasks are copied from the templates of their legal entity and department when the
 * resignation is accepted; owners are resolved then (the manager, or the entity's HR, IT or finance
 * approver), due dates fixed relative to the last day and moved when HR releases with another day.
 */
export async function createTasksFromTemplates(
  tx: Tx,
  v: Viewer,
  resignationId: string,
  employeeId: string,
  lastDay: string,
): Promise<void> {
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

export async function moveTaskDueDates(tx: Tx, resignationId: string, lastDay: string): Promise<void> {
  await tx.execute(
    sql`update offboarding_tasks set due_date = ${lastDay}::date + due_offset_days, updated_at = now() where resignation_id = ${resignationId} and status = 'open'`,
  );
}

/** A withdrawn resignation needs no offboarding: its open tasks are cancelled (done ones stay as a record). */
export async function cancelOpenTasks(tx: Tx, resignationId: string): Promise<void> {
  await tx.execute(
    sql`update offboarding_tasks set status = 'cancelled', updated_at = now() where resignation_id = ${resignationId} and status = 'open'`,
  );
}

export async function openMandatoryTasks(tx: Tx, resignationId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from offboarding_tasks where resignation_id = ${resignationId} and mandatory and status = 'open'`,
  );
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

const personOf = (number: unknown, name: unknown) =>
  number ? { employeeNumber: String(number), displayName: String(name) } : null;
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
  documents: ((r.documents as TaskDocumentView[] | null) ?? []).map((d) => ({
    ...d,
    uploadedAt: new Date(d.uploadedAt).toISOString(),
  })),
});

export async function tasksOfResignation(tx: Tx, resignationId: string): Promise<OffboardingTaskView[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${taskColumns} from offboarding_tasks t ${taskJoins} where t.resignation_id = ${resignationId} order by t.due_date, t.group_name, t.title`,
  );
  return rows.map(toTaskView);
}

/** A leaver's open tasks that have an owner, with the owner's recipient: who is told of new tasks. */
export async function newTaskNoticeRows(tx: Tx, resignationId: string) {
  return queryRows<{ title: string; due: string; leaver: string; to: Recipient | null }>(
    tx,
    sql`select t.title, t.due_date::text as due, e.display_name as leaver, ${recipientOfEmployee(sql`t.owner_id`)} as "to"
          from offboarding_tasks t join resignations r on r.id = t.resignation_id join employees e on e.id = r.employee_id
         where t.resignation_id = ${resignationId} and t.status = 'open' and t.owner_id is not null`,
  );
}

/** The tasks of one owner (or everyone's when `ownerId` is null), open first. */
export async function listTaskRows(
  tx: Tx,
  ownerId: string | null,
  status: 'open' | 'done' | 'cancelled' | undefined,
): Promise<OffboardingTaskView[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${taskColumns} from offboarding_tasks t ${taskJoins} where ${ownerId === null ? sql`true` : sql`t.owner_id = ${ownerId}`} and ${status ? sql`t.status = ${status}` : sql`true`}
         order by t.status = 'open' desc, t.due_date, t.id limit 500`,
  );
  return rows.map(toTaskView);
}

export async function loadTask(tx: Tx, id: string): Promise<OffboardingTaskView> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${taskColumns} from offboarding_tasks t ${taskJoins} where t.id = ${id}`,
  );
  return toTaskView(row!);
}

export async function lockTask(tx: Tx, id: string) {
  const [task] = await queryRows<{ owner_id: string | null; status: string; resignation_id: string }>(
    tx,
    sql`select owner_id, status, resignation_id from offboarding_tasks where id = ${id} for update`,
  );
  return task ?? null;
}

export async function markTaskDone(tx: Tx, id: string, completedBy: string | null): Promise<void> {
  await tx.execute(
    sql`update offboarding_tasks set status = 'done', completed_by = ${completedBy}, completed_at = now(), updated_at = now() where id = ${id}`,
  );
}

export async function insertTaskDocument(
  tx: Tx,
  d: {
    id: string;
    tenantCode: string;
    taskId: string;
    fileName: string;
    fileType: string;
    sizeBytes: number;
    storageKey: string;
    uploadedBy: string | null;
  },
): Promise<void> {
  await tx.execute(sql`insert into offboarding_task_documents (id, tenant_id, task_id, file_name, file_type, size_bytes, storage_key, uploaded_by)
                       values (${d.id}, ${d.tenantCode}, ${d.taskId}, ${d.fileName}, ${d.fileType}, ${d.sizeBytes}, ${d.storageKey}, ${d.uploadedBy})`);
}

export async function taskDocumentView(tx: Tx, id: string): Promise<TaskDocumentView> {
  const [view] = await queryRows<TaskDocumentView & { uploadedAt: Date | string }>(
    tx,
    sql`select d.id, d.task_id as "taskId", d.file_name as "fileName", d.size_bytes as "sizeBytes", u.display_name as "uploadedBy", d.created_at as "uploadedAt"
          from offboarding_task_documents d left join employees u on u.id = d.uploaded_by where d.id = ${id}`,
  );
  return { ...view!, uploadedAt: new Date(view!.uploadedAt).toISOString() };
}

export async function taskDocument(tx: Tx, taskId: string, documentId: string) {
  const [doc] = await queryRows<{ resignation_id: string; file_name: string; file_type: string; storage_key: string }>(
    tx,
    sql`select t.resignation_id, d.file_name, d.file_type, d.storage_key from offboarding_task_documents d join offboarding_tasks t on t.id = d.task_id
         where d.id = ${documentId} and d.task_id = ${taskId}`,
  );
  return doc ?? null;
}
