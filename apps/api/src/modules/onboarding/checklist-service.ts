import {
  LIFECYCLE_MESSAGES,
  type ChecklistTemplateInput,
  type ChecklistTaskView,
  type ChecklistTemplateView,
  type ChecklistView,
  type MyChecklistTaskView,
} from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import { sqlStateOf, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import {
  checklistOfEmployee,
  checklistTasks,
  deleteTemplateRow,
  insertChecklist,
  insertTemplate,
  joinerRow,
  lockedTask,
  lockTemplate,
  markTask,
  openTaskRows,
  ownersByNumber,
  replaceTemplateTasks,
  taskRow,
  templateForDepartment,
  templateRow,
  templateRows,
  updateTemplateRow,
  type TaskRow,
  type TemplateRow,
} from './checklist-queries.ts';
import { assertCanTickTask } from './policy.ts';

/** Where a task owner ticks their tasks (HR follows whole checklists on the dashboard). */
export const MY_ONBOARDING_TASKS_PATH = '/onboarding-tasks';

// ---- templates -------------------------------------------------------------------------------

const templateView = (r: TemplateRow): ChecklistTemplateView => ({
  id: r.id,
  name: r.name,
  departmentId: r.department_id,
  departmentName: r.department_name,
  tasks: r.tasks,
});

export async function listTemplates(tx: Tx): Promise<ChecklistTemplateView[]> {
  return (await templateRows(tx)).map(templateView);
}

async function templateById(tx: Tx, id: string): Promise<ChecklistTemplateView> {
  const row = await templateRow(tx, id);
  if (!row) throw notFound();
  return templateView(row);
}

/** The named owners' employee ids; an unknown or inactive number is a field error naming the task. */
async function ownerIds(tx: Tx, input: ChecklistTemplateInput): Promise<(string | null)[]> {
  const numbers = [
    ...new Set(
      input.tasks.flatMap((t) =>
        t.ownerKind === 'employee' && t.ownerEmployeeNumber ? [t.ownerEmployeeNumber.toLowerCase()] : [],
      ),
    ),
  ];
  const found = numbers.length ? await ownersByNumber(tx, numbers) : [];
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
  await replaceTemplateTasks(tx, v.tenantCode, templateId, input, owners);
}

/** The unique index allows one template per department (and one company-wide): a second is a 409. */
async function departmentUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === '23505')
      throw conflict(
        LIFECYCLE_MESSAGES.templateDepartmentTaken,
        { departmentId: LIFECYCLE_MESSAGES.templateDepartmentTaken },
        'TEMPLATE_EXISTS',
      );
    throw error;
  }
}

export async function createTemplate(tx: Tx, v: Viewer, input: ChecklistTemplateInput): Promise<ChecklistTemplateView> {
  const id = await departmentUnique(() => insertTemplate(tx, v.tenantCode, input));
  await writeTasks(tx, v, id, input);
  const after = await templateById(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboardingTemplate.create',
    entity: 'onboardingTemplate',
    entityId: id,
    after,
  });
  return after;
}

export async function updateTemplate(
  tx: Tx,
  v: Viewer,
  id: string,
  input: ChecklistTemplateInput,
): Promise<ChecklistTemplateView> {
  if (!(await lockTemplate(tx, id))) throw notFound();
  const before = await templateById(tx, id);
  await departmentUnique(() => updateTemplateRow(tx, id, input));
  await writeTasks(tx, v, id, input);
  const after = await templateById(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboardingTemplate.update',
    entity: 'onboardingTemplate',
    entityId: id,
    before,
    after,
  });
  return after;
}

export async function deleteTemplate(tx: Tx, v: Viewer, id: string): Promise<void> {
  if (!(await lockTemplate(tx, id))) throw notFound();
  const before = await templateById(tx, id);
  // Started checklists keep their copied tasks.
  await deleteTemplateRow(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboardingTemplate.delete',
    entity: 'onboardingTemplate',
    entityId: id,
    before,
  });
}

// ---- a joiner's checklist ----------------------------------------------------------------------

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

const myTaskView = (r: TaskRow): MyChecklistTaskView => ({
  ...taskView(r),
  employeeNumber: r.employee_number,
  employeeName: r.employee_name,
});

async function joiner(tx: Tx, employeeNumber: string, lock = false) {
  const row = await joinerRow(tx, employeeNumber, lock);
  if (!row) throw notFound(LIFECYCLE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  return row;
}

export async function checklistOf(tx: Tx, employeeNumber: string): Promise<ChecklistView> {
  const person = await joiner(tx, employeeNumber);
  const checklist = await checklistOfEmployee(tx, person.id);
  if (!checklist) throw notFound(LIFECYCLE_MESSAGES.noChecklist, 'NO_CHECKLIST');
  const tasks = await checklistTasks(tx, checklist.id);
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
  const template = await templateForDepartment(tx, person.department_id);
  if (!template) throw conflict(LIFECYCLE_MESSAGES.noTemplate, undefined, 'NO_TEMPLATE');
  const created = await insertChecklist(tx, {
    tenantCode: v.tenantCode,
    createdBy: v.userId,
    template,
    joiner: person,
  });
  if (!created) throw conflict(LIFECYCLE_MESSAGES.checklistStarted, undefined, 'CHECKLIST_EXISTS');
  const after = await checklistOf(tx, person.employee_number);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboardingChecklist.start',
    entity: 'employee',
    entityId: person.id,
    after,
  });
  return after;
}

/**
 * Marks a task done or not done (a conditional update: the second of two identical clicks is a
 * 409 and changes nothing). The task's owner may, and HR with the onboarding dashboard.
 */
export async function setTaskDone(tx: Tx, v: Viewer, taskId: string, done: boolean): Promise<MyChecklistTaskView> {
  const task = await lockedTask(tx, v, taskId);
  if (!task) throw notFound(LIFECYCLE_MESSAGES.taskNotFound, 'TASK_NOT_FOUND');
  assertCanTickTask(v, task);
  if (!(await markTask(tx, taskId, done, v.userId)))
    throw conflict(
      done ? LIFECYCLE_MESSAGES.taskAlreadyDone : LIFECYCLE_MESSAGES.taskNotDone,
      undefined,
      done ? 'ALREADY_DONE' : 'NOT_DONE',
    );
  const after = myTaskView((await taskRow(tx, taskId))!);
  await recordAudit(tx, {
    ...auditActor(v),
    action: done ? 'onboardingTask.done' : 'onboardingTask.undone',
    entity: 'onboardingTask',
    entityId: taskId,
    before: { done: task.done },
    after,
  });
  return after;
}

/** At most this many open tasks are listed to their owner. */
const MY_TASKS_LIMIT = 200;

export async function myOpenTasks(tx: Tx, v: Viewer): Promise<MyChecklistTaskView[]> {
  return (await openTaskRows(tx, v, MY_TASKS_LIMIT)).map(myTaskView);
}
