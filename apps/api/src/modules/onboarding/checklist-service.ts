import { sql } from 'drizzle-orm';
import {
  LIFECYCLE_MESSAGES,
  type ChecklistTemplateInput,
  type ChecklistTaskView,
  type ChecklistTemplateView,
  type ChecklistView,
  type MyChecklistTaskView,
} from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, sqlStateOf, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanTickTask, ownedBy } from './policy.ts';

/** Where a task owner ticks their tasks (HR follows whole checklists on the dashboard). */
export const MY_ONBOARDING_TASKS_PATH = '/onboarding-tasks';

// ---- templates -------------------------------------------------------------------------------

interface TemplateRow {
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

const templateView = (r: TemplateRow): ChecklistTemplateView => ({ id: r.id, name: r.name, departmentId: r.department_id, departmentName: r.department_name, tasks: r.tasks });

export async function listTemplates(tx: Tx): Promise<ChecklistTemplateView[]> {
  const rows = await queryRows<TemplateRow>(tx, sql`${templateSelect} order by d.name nulls first, t.name`);
  return rows.map(templateView);
}

async function templateById(tx: Tx, id: string): Promise<ChecklistTemplateView> {
  const [row] = await queryRows<TemplateRow>(tx, sql`${templateSelect} where t.id = ${id}`);
  if (!row) throw notFound();
  return templateView(row);
}

/** The named owners' employee ids; an unknown or inactive number is a field error naming the task. */
async function ownerIds(tx: Tx, input: ChecklistTemplateInput): Promise<(string | null)[]> {
  const numbers = [...new Set(input.tasks.flatMap((t) => (t.ownerKind === 'employee' && t.ownerEmployeeNumber ? [t.ownerEmployeeNumber.toLowerCase()] : [])))];
  const found = numbers.length
    ? await queryRows<{ id: string; number: string }>(
        tx,
        sql`select id, lower(employee_number) as number from employees where lower(employee_number) = any(${`{${numbers.join(',')}}`}::text[]) and status <> 'Inactive'`,
      )
    : [];
  const byNumber = new Map(found.map((r) => [r.number, r.id]));
  const fieldErrors: Record<string, string> = {};
  const ids = input.tasks.map((t, i) => {
    if (t.ownerKind !== 'employee') return null;
    const id = byNumber.get(t.ownerEmployeeNumber!.toLowerCase());
    if (!id) fieldErrors[`tasks.${i}.ownerEmployeeNumber`] = LIFECYCLE_MESSAGES.unknownOwner;
    return id ?? null;
  });
  if (Object.keys(fieldErrors).length) throw badRequest(LIFECYCLE_MESSAGES.unknownOwner, fieldErrors);
  return ids;
}

async function writeTasks(tx: Tx, v: Viewer, templateId: string, input: ChecklistTemplateInput) {
  const owners = await ownerIds(tx, input);
  await tx.execute(sql`delete from onboarding_template_tasks where template_id = ${templateId}`);
  for (const [i, task] of input.tasks.entries()) {
    await tx.execute(sql`
      insert into onboarding_template_tasks (tenant_id, template_id, position, title, owner_kind, owner_role_code, owner_employee_id, due_days)
      values (${v.tenantCode}, ${templateId}, ${i + 1}, ${task.title}, ${task.ownerKind},
              ${task.ownerKind === 'role' ? task.ownerRoleCode : null}, ${owners[i] ?? null}, ${task.dueDays})`);
  }
}

/** The unique index allows one template per department (and one company-wide): a second is a 409. */
async function departmentUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw conflict(LIFECYCLE_MESSAGES.templateDepartmentTaken, { departmentId: LIFECYCLE_MESSAGES.templateDepartmentTaken }, 'TEMPLATE_EXISTS');
    throw error;
  }
}

export async function createTemplate(tx: Tx, v: Viewer, input: ChecklistTemplateInput): Promise<ChecklistTemplateView> {
  const [row] = await departmentUnique(() =>
    queryRows<{ id: string }>(
      tx,
      sql`insert into onboarding_checklist_templates (tenant_id, name, department_id) values (${v.tenantCode}, ${input.name}, ${input.departmentId}) returning id`,
    ),
  );
  await writeTasks(tx, v, row!.id, input);
  const after = await templateById(tx, row!.id);
  await recordAudit(tx, { ...auditActor(v), action: 'onboardingTemplate.create', entity: 'onboardingTemplate', entityId: row!.id, after });
  return after;
}

export async function updateTemplate(tx: Tx, v: Viewer, id: string, input: ChecklistTemplateInput): Promise<ChecklistTemplateView> {
  const [locked] = await queryRows<{ id: string }>(tx, sql`select id from onboarding_checklist_templates where id = ${id} for update`);
  if (!locked) throw notFound();
  const before = await templateById(tx, id);
  await departmentUnique(() =>
    tx.execute(sql`update onboarding_checklist_templates set name = ${input.name}, department_id = ${input.departmentId}, updated_at = now() where id = ${id}`),
  );
  await writeTasks(tx, v, id, input);
  const after = await templateById(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'onboardingTemplate.update', entity: 'onboardingTemplate', entityId: id, before, after });
  return after;
}

export async function deleteTemplate(tx: Tx, v: Viewer, id: string): Promise<void> {
  const [locked] = await queryRows<{ id: string }>(tx, sql`select id from onboarding_checklist_templates where id = ${id} for update`);
  if (!locked) throw notFound();
  const before = await templateById(tx, id);
  // Started checklists keep their copied tasks.
  await tx.execute(sql`delete from onboarding_checklist_templates where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'onboardingTemplate.delete', entity: 'onboardingTemplate', entityId: id, before });
}

// ---- a joiner's checklist ----------------------------------------------------------------------

interface TaskRow {
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

const taskView = (r: TaskRow): ChecklistTaskView => ({
  id: r.id,
  title: r.title,
  ownerKind: r.owner_kind,
  ownerRoleCode: r.owner_role_code,
  ownerName: r.owner_name,
  dueDate: r.due_date,
  doneAt: r.done_at ? new Date(r.done_at).toISOString() : null,
  doneByName: r.done_by_name,
});

const myTaskView = (r: TaskRow): MyChecklistTaskView => ({ ...taskView(r), employeeNumber: r.employee_number, employeeName: r.employee_name });

interface JoinerRow {
  id: string;
  employee_number: string;
  display_name: string;
  date_of_joining: string;
  manager_id: string | null;
  department_id: string | null;
}

async function joiner(tx: Tx, employeeNumber: string, lock = false): Promise<JoinerRow> {
  const [row] = await queryRows<JoinerRow>(
    tx,
    sql`select id, employee_number, display_name, date_of_joining::text, manager_id, department_id from employees
         where lower(employee_number) = ${employeeNumber.toLowerCase()} and status <> 'Inactive' ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound(LIFECYCLE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  return row;
}

export async function checklistOf(tx: Tx, employeeNumber: string): Promise<ChecklistView> {
  const person = await joiner(tx, employeeNumber);
  const [checklist] = await queryRows<{ id: string; template_name: string }>(tx, sql`select id, template_name from onboarding_checklists where employee_id = ${person.id}`);
  if (!checklist) throw notFound(LIFECYCLE_MESSAGES.noChecklist, 'NO_CHECKLIST');
  const tasks = await queryRows<TaskRow>(tx, sql`${taskSelect} where k.checklist_id = ${checklist.id} order by k.position`);
  return {
    employeeNumber: person.employee_number,
    employeeName: person.display_name,
    dateOfJoining: person.date_of_joining,
    templateName: checklist.template_name,
    tasks: tasks.map(taskView),
  };
}

/**
 * Starts a joiner's checklist from the template of their department, else of the nearest parent
 * department with one, else the company-wide template: tasks copied with owners resolved (the
 * manager's tasks go to the joiner's manager of today) and due dates fixed from the joining date.
 */
export async function startChecklist(tx: Tx, v: Viewer, employeeNumber: string): Promise<ChecklistView> {
  const person = await joiner(tx, employeeNumber, true);
  const [template] = await queryRows<{ id: string; name: string }>(
    tx,
    sql`with recursive up as (
          select id, parent_id, 0 as depth from departments where id = ${person.department_id}
          union all
          select d.id, d.parent_id, up.depth + 1 from departments d join up on d.id = up.parent_id where up.depth < 20
        )
        select t.id, t.name from onboarding_checklist_templates t left join up on up.id = t.department_id
         where up.id is not null or t.department_id is null
         order by (t.department_id is null), up.depth limit 1`,
  );
  if (!template) throw conflict(LIFECYCLE_MESSAGES.noTemplate, undefined, 'NO_TEMPLATE');
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into onboarding_checklists (tenant_id, employee_id, template_name, created_by)
        values (${v.tenantCode}, ${person.id}, ${template.name}, ${v.userId})
        on conflict (tenant_id, employee_id) do nothing returning id`,
  );
  if (!created) throw conflict(LIFECYCLE_MESSAGES.checklistStarted, undefined, 'CHECKLIST_EXISTS');
  await tx.execute(sql`
    insert into onboarding_checklist_tasks (tenant_id, checklist_id, position, title, owner_kind, owner_role_code, owner_employee_id, due_date)
    select ${v.tenantCode}, ${created.id}, k.position, k.title, k.owner_kind, k.owner_role_code,
           case k.owner_kind when 'manager' then ${person.manager_id}::uuid else k.owner_employee_id end,
           ${person.date_of_joining}::date + k.due_days
      from onboarding_template_tasks k where k.template_id = ${template.id}`);
  const after = await checklistOf(tx, person.employee_number);
  await recordAudit(tx, { ...auditActor(v), action: 'onboardingChecklist.start', entity: 'employee', entityId: person.id, after });
  return after;
}

/**
 * Marks a task done or not done (a conditional update: the second of two identical clicks is a
 * 409 and changes nothing). The task's owner may, and HR with the onboarding dashboard.
 */
export async function setTaskDone(tx: Tx, v: Viewer, taskId: string, done: boolean): Promise<MyChecklistTaskView> {
  const [task] = await queryRows<{ id: string; mine: boolean; done: boolean }>(
    tx,
    sql`select k.id, ${ownedBy(v)} as mine, k.done_at is not null as done from onboarding_checklist_tasks k where k.id = ${taskId} for update`,
  );
  if (!task) throw notFound(LIFECYCLE_MESSAGES.taskNotFound, 'TASK_NOT_FOUND');
  assertCanTickTask(v, task);
  const changed = await queryRows<{ id: string }>(
    tx,
    done
      ? sql`update onboarding_checklist_tasks set done_at = now(), done_by = ${v.userId} where id = ${taskId} and done_at is null returning id`
      : sql`update onboarding_checklist_tasks set done_at = null, done_by = null where id = ${taskId} and done_at is not null returning id`,
  );
  if (!changed.length) throw conflict(done ? LIFECYCLE_MESSAGES.taskAlreadyDone : LIFECYCLE_MESSAGES.taskNotDone, undefined, done ? 'ALREADY_DONE' : 'NOT_DONE');
  const [row] = await queryRows<TaskRow>(tx, sql`${taskSelect} where k.id = ${taskId}`);
  const after = myTaskView(row!);
  await recordAudit(tx, { ...auditActor(v), action: done ? 'onboardingTask.done' : 'onboardingTask.undone', entity: 'onboardingTask', entityId: taskId, before: { done: task.done }, after });
  return after;
}

/** The viewer's open tasks, due first. */
export const openTaskRows = (tx: Tx, v: Viewer, limit: number) =>
  queryRows<TaskRow>(tx, sql`${taskSelect} where k.done_at is null and ${ownedBy(v)} order by k.due_date, e.display_name, k.position limit ${limit}`);

/** At most this many open tasks are listed to their owner. */
const MY_TASKS_LIMIT = 200;

export async function myOpenTasks(tx: Tx, v: Viewer): Promise<MyChecklistTaskView[]> {
  return (await openTaskRows(tx, v, MY_TASKS_LIMIT)).map(myTaskView);
}

/** How many open tasks wait for the viewer. */
export async function countOpenTasks(tx: Tx, v: Viewer): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from onboarding_checklist_tasks k where k.done_at is null and ${ownedBy(v)}`);
  return row?.n ?? 0;
}
