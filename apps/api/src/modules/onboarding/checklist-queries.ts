import { sql } from 'drizzle-orm';
import type { ChecklistTemplateInput, ChecklistTemplateView, ChecklistView } from '@tenure/domain/onboarding';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { ownedBy } from './policy.ts';

export interface TemplateRow {
  id: string;
  name: string;
  department_id: string | null;
  department_name: string | null;
  tasks: ChecklistTemplateView['tasks'];
}

const templateSelect = sql`
  select t.id, t.name, t.department_id, d.name as department_name,
         coalesce((select json_agg(json_build_object('title', k.title, 'ownerKind', k.owner_kind, 'ownerRoleCode', k.owner_role_code,
                                                     'ownerEmployeeNumber', o.employee_number, 'ownerEmployeeName', o.display_name,
                                                     'dueDays', k.due_days) order by k.position)
                     from onboarding_template_tasks k left join employees o on o.id = k.owner_employee_id
                    where k.template_id = t.id), '[]'::json) as tasks
    from onboarding_checklist_templates t left join departments d on d.id = t.department_id`;

/** The templates with their tasks, company-wide first, then by department. */
export function templateRows(tx: Tx) {
  return queryRows<TemplateRow>(tx, sql`${templateSelect} order by d.name nulls first, t.name`);
}

export async function templateRow(tx: Tx, id: string): Promise<TemplateRow | null> {
  const [row] = await queryRows<TemplateRow>(tx, sql`${templateSelect} where t.id = ${id}`);
  return row ?? null;
}

/** Ids of the employees not inactive under these (lower-cased) numbers. */
export function ownersByNumber(tx: Tx, numbers: readonly string[]) {
  return queryRows<{ id: string; number: string }>(
    tx,
    sql`select id, lower(employee_number) as number from employees where lower(employee_number) = any(${`{${numbers.join(',')}}`}::text[]) and status <> 'Inactive'`,
  );
}

/** Replaces the template's tasks; `owners[i]` is the named owner of task i. */
export async function replaceTemplateTasks(
  tx: Tx,
  tenantCode: string,
  templateId: string,
  input: ChecklistTemplateInput,
  owners: readonly (string | null)[],
): Promise<void> {
  await tx.execute(sql`delete from onboarding_template_tasks where template_id = ${templateId}`);
  for (const [i, task] of input.tasks.entries()) {
    await tx.execute(sql`
      insert into onboarding_template_tasks (tenant_id, template_id, position, title, owner_kind, owner_role_code, owner_employee_id, due_days)
      values (${tenantCode}, ${templateId}, ${i + 1}, ${task.title}, ${task.ownerKind},
              ${task.ownerKind === 'role' ? task.ownerRoleCode : null}, ${owners[i] ?? null}, ${task.dueDays})`);
  }
}

export async function insertTemplate(tx: Tx, tenantCode: string, input: ChecklistTemplateInput): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into onboarding_checklist_templates (tenant_id, name, department_id) values (${tenantCode}, ${input.name}, ${input.departmentId}) returning id`,
  );
  return row!.id;
}

export async function updateTemplateRow(tx: Tx, id: string, input: ChecklistTemplateInput): Promise<void> {
  await tx.execute(
    sql`update onboarding_checklist_templates set name = ${input.name}, department_id = ${input.departmentId}, updated_at = now() where id = ${id}`,
  );
}

/** Locks the template; false when there is none. */
export async function lockTemplate(tx: Tx, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from onboarding_checklist_templates where id = ${id} for update`,
  );
  return rows.length > 0;
}

export async function deleteTemplateRow(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`delete from onboarding_checklist_templates where id = ${id}`);
}

export interface TaskRow {
  id: string;
  title: string;
  owner_kind: ChecklistView['tasks'][number]['ownerKind'];
  owner_role_code: string | null;
  owner_name: string | null;
  due_date: string;
  done_at: Date | string | null;
  done_by_name: string | null;
  employee_number: string;
  employee_name: string;
  profile_image: string | null;
  started_at: Date | string;
}

const taskSelect = sql`
  select k.id, k.title, k.owner_kind, k.owner_role_code, o.display_name as owner_name, k.due_date::text as due_date, k.done_at,
         coalesce(de.display_name, du.username) as done_by_name, e.employee_number, e.display_name as employee_name,
         e.profile_image, c.created_at as started_at
    from onboarding_checklist_tasks k
    join onboarding_checklists c on c.id = k.checklist_id
    join employees e on e.id = c.employee_id
    left join employees o on o.id = k.owner_employee_id
    left join users du on du.id = k.done_by
    left join employees de on de.id = du.employee_id`;

export interface JoinerRow {
  id: string;
  employee_number: string;
  display_name: string;
  date_of_joining: string;
  manager_id: string | null;
  department_id: string | null;
}

/** An employee not inactive, locked when `lock`. */
export async function joinerRow(tx: Tx, employeeNumber: string, lock: boolean): Promise<JoinerRow | null> {
  const [row] = await queryRows<JoinerRow>(
    tx,
    sql`select id, employee_number, display_name, date_of_joining::text, manager_id, department_id from employees
         where lower(employee_number) = ${employeeNumber.toLowerCase()} and status <> 'Inactive' ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function checklistOfEmployee(
  tx: Tx,
  employeeId: string,
): Promise<{ id: string; template_name: string } | null> {
  const [checklist] = await queryRows<{ id: string; template_name: string }>(
    tx,
    sql`select id, template_name from onboarding_checklists where employee_id = ${employeeId}`,
  );
  return checklist ?? null;
}

export function checklistTasks(tx: Tx, checklistId: string) {
  return queryRows<TaskRow>(tx, sql`${taskSelect} where k.checklist_id = ${checklistId} order by k.position`);
}

/** The template of the department, else of the nearest parent department with one, else the company-wide one. */
export async function templateForDepartment(
  tx: Tx,
  departmentId: string | null,
): Promise<{ id: string; name: string } | null> {
  const [template] = await queryRows<{ id: string; name: string }>(
    tx,
    sql`with recursive up as (
          select id, parent_id, 0 as depth from departments where id = ${departmentId}
          union all
          select d.id, d.parent_id, up.depth + 1 from departments d join up on d.id = up.parent_id where up.depth < 20
        )
        select t.id, t.name from onboarding_checklist_templates t left join up on up.id = t.department_id
         where up.id is not null or t.department_id is null
         order by (t.department_id is null), up.depth limit 1`,
  );
  return template ?? null;
}

/**
 * The joiner's checklist with the template's tasks copied (the manager's tasks go to `managerId`,
 * due dates from the joining date); null when the joiner already has one.
 */
export async function insertChecklist(
  tx: Tx,
  c: {
    tenantCode: string;
    createdBy: string;
    template: { id: string; name: string };
    joiner: Pick<JoinerRow, 'id' | 'manager_id' | 'date_of_joining'>;
  },
): Promise<string | null> {
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into onboarding_checklists (tenant_id, employee_id, template_name, created_by)
        values (${c.tenantCode}, ${c.joiner.id}, ${c.template.name}, ${c.createdBy})
        on conflict (tenant_id, employee_id) do nothing returning id`,
  );
  if (!created) return null;
  await tx.execute(sql`
    insert into onboarding_checklist_tasks (tenant_id, checklist_id, position, title, owner_kind, owner_role_code, owner_employee_id, due_date)
    select ${c.tenantCode}, ${created.id}, k.position, k.title, k.owner_kind, k.owner_role_code,
           case k.owner_kind when 'manager' then ${c.joiner.manager_id}::uuid else k.owner_employee_id end,
           ${c.joiner.date_of_joining}::date + k.due_days
      from onboarding_template_tasks k where k.template_id = ${c.template.id}`);
  return created.id;
}

/** The task, locked, with whether the viewer owns it (policy ownedBy) and whether it is done. */
export async function lockedTask(
  tx: Tx,
  v: Viewer,
  taskId: string,
): Promise<{ id: string; mine: boolean; done: boolean } | null> {
  const [task] = await queryRows<{ id: string; mine: boolean; done: boolean }>(
    tx,
    sql`select k.id, ${ownedBy(v)} as mine, k.done_at is not null as done from onboarding_checklist_tasks k where k.id = ${taskId} for update`,
  );
  return task ?? null;
}

/** Marks the task done by `userId` (or not done, userId null); false when it already was. */
export async function markTask(tx: Tx, taskId: string, done: boolean, userId: string): Promise<boolean> {
  const changed = await queryRows<{ id: string }>(
    tx,
    done
      ? sql`update onboarding_checklist_tasks set done_at = now(), done_by = ${userId} where id = ${taskId} and done_at is null returning id`
      : sql`update onboarding_checklist_tasks set done_at = null, done_by = null where id = ${taskId} and done_at is not null returning id`,
  );
  return changed.length > 0;
}

export async function taskRow(tx: Tx, taskId: string): Promise<TaskRow | null> {
  const [row] = await queryRows<TaskRow>(tx, sql`${taskSelect} where k.id = ${taskId}`);
  return row ?? null;
}

/** The viewer's open tasks, due first. */
export const openTaskRows = (tx: Tx, v: Viewer, limit: number) =>
  queryRows<TaskRow>(
    tx,
    sql`${taskSelect} where k.done_at is null and ${ownedBy(v)} order by k.due_date, e.display_name, k.position limit ${limit}`,
  );

/** How many open tasks wait for the viewer. */
export async function countOpenTasks(tx: Tx, v: Viewer): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from onboarding_checklist_tasks k where k.done_at is null and ${ownedBy(v)}`,
  );
  return row?.n ?? 0;
}
