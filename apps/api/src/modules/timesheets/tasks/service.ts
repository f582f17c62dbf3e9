import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { PROJECT_MESSAGES, TASKS_PAGE_SIZE, type CustomTaskInput, type TaskEstimateInput, type TaskView } from '@tenure/domain/timesheets';
import { projectTasks, tasks } from '../../../db/schema/index.ts';
import { sqlStateOf, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { taskLoggedHoursSql } from '../estimates/queries.ts';
import { recordProjectChange } from '../projects/history-log.ts';
import { lockManagedProject, requireReadableProject } from '../policy.ts';

const taskColumns = {
  taskId: projectTasks.id,
  taskName: projectTasks.name,
  taskType: projectTasks.taskType,
  isCustom: projectTasks.isCustom,
  isBillable: projectTasks.isBillable,
  catalogueTaskId: projectTasks.taskId,
};

/** With plpEstimatedHours: the plan's estimate of each task and the team's hours on it. */
const planColumns = {
  ...taskColumns,
  plpEstimatedHours: projectTasks.plpEstimatedHours,
  loggedHours: sql<number>`${taskLoggedHoursSql(sql`${projectTasks.id}`)}`,
};

/** A project's tasks (selected and custom), a page of 100 (SPEC §9); with `estimates`, their plan figures. */
export const projectTaskList = (tx: Tx, projectId: string, page = 1, estimates = false): Promise<TaskView[]> =>
  tx
    .select(estimates ? planColumns : taskColumns)
    .from(projectTasks)
    .where(eq(projectTasks.projectId, projectId))
    .orderBy(asc(projectTasks.isCustom), sql`lower(${projectTasks.name})`, asc(projectTasks.id))
    .limit(TASKS_PAGE_SIZE)
    .offset((page - 1) * TASKS_PAGE_SIZE);

/** The task catalogue ("all tasks"), a page of 100. */
export const allTasks = (tx: Tx, page = 1): Promise<TaskView[]> =>
  tx
    .select({ taskId: tasks.id, taskName: tasks.name, taskType: tasks.taskType, isCustom: sql<boolean>`false`, isBillable: sql<boolean>`true`, catalogueTaskId: tasks.id })
    .from(tasks)
    .where(eq(tasks.isActive, true))
    .orderBy(sql`${tasks.orderId} nulls last`, sql`lower(${tasks.name})`)
    .limit(TASKS_PAGE_SIZE)
    .offset((page - 1) * TASKS_PAGE_SIZE);

async function nameTaken(tx: Tx, projectId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, projectId), sql`lower(${projectTasks.name}) = lower(${name})`, exceptId ? ne(projectTasks.id, exceptId) : undefined));
  return Boolean(row);
}

/**
 * Saves the catalogue tasks a project uses: the list replaces the selection (custom tasks stay).
 * A task dropped from the selection that timesheets already use is refused by the database (409).
 */
export async function saveSelectedTasks(tx: Tx, v: Viewer, projectId: string, taskIds: readonly string[]): Promise<TaskView[]> {
  await lockManagedProject(tx, v, projectId);
  const wanted = [...new Set(taskIds)];
  const catalogue = wanted.length ? await tx.select().from(tasks).where(and(inArray(tasks.id, wanted), eq(tasks.isActive, true))) : [];
  if (catalogue.length !== wanted.length) throw badRequest(PROJECT_MESSAGES.unknownTask, { taskIds: PROJECT_MESSAGES.unknownTask });
  const selected = await tx
    .select({ id: projectTasks.id, taskId: projectTasks.taskId, name: projectTasks.name })
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, projectId), isNotNull(projectTasks.taskId)));
  const removed = selected.filter((s) => !wanted.includes(s.taskId!));
  const added = catalogue.filter((t) => !selected.some((s) => s.taskId === t.id));
  for (const t of added) {
    if (await nameTaken(tx, projectId, t.name)) throw conflict(PROJECT_MESSAGES.taskNameTaken, { taskIds: PROJECT_MESSAGES.taskNameTaken }, 'DUPLICATE_NAME');
  }
  if (removed.length) {
    await removeTasks(tx, and(eq(projectTasks.projectId, projectId), notInArray(projectTasks.id, selected.filter((s) => wanted.includes(s.taskId!)).map((s) => s.id)), isNotNull(projectTasks.taskId)));
  }
  if (added.length) {
    await tx.insert(projectTasks).values(added.map((t) => ({ tenantId: v.tenantCode, projectId, taskId: t.id, name: t.name, taskType: t.taskType })));
  }
  if (added.length || removed.length) {
    await recordProjectChange(tx, v, {
      projectId,
      section: 'tasks',
      action: 'selected',
      summary: [added.length ? `Added ${added.map((t) => t.name).join(', ')}` : '', removed.length ? `Removed ${removed.map((t) => t.name).join(', ')}` : '']
        .filter(Boolean)
        .join('; '),
      before: selected.map((s) => s.name),
      after: [...selected.filter((s) => wanted.includes(s.taskId!)).map((s) => s.name), ...added.map((t) => t.name)],
    });
  }
  return projectTaskList(tx, projectId);
}

export async function addCustomTask(tx: Tx, v: Viewer, projectId: string, input: CustomTaskInput): Promise<TaskView> {
  await lockManagedProject(tx, v, projectId);
  if (await nameTaken(tx, projectId, input.taskName)) throw conflict(PROJECT_MESSAGES.taskNameTaken, { taskName: PROJECT_MESSAGES.taskNameTaken }, 'DUPLICATE_NAME');
  const [row] = await tx
    .insert(projectTasks)
    .values({ tenantId: v.tenantCode, projectId, name: input.taskName, taskType: input.taskType, isBillable: input.isBillable, isCustom: true })
    .returning(taskColumns);
  await recordProjectChange(tx, v, { projectId, section: 'tasks', action: 'custom-added', summary: `Added custom task ${input.taskName}`, after: input });
  return row!;
}

async function findProjectTask(tx: Tx, projectId: string, id: string) {
  const [task] = await tx.select().from(projectTasks).where(and(eq(projectTasks.id, id), eq(projectTasks.projectId, projectId)));
  if (!task) throw notFound(PROJECT_MESSAGES.unknownTask);
  return task;
}

export async function updateCustomTask(tx: Tx, v: Viewer, projectId: string, id: string, input: CustomTaskInput): Promise<TaskView> {
  await lockManagedProject(tx, v, projectId);
  const task = await findProjectTask(tx, projectId, id);
  if (!task.isCustom) throw badRequest(PROJECT_MESSAGES.unknownTask);
  if (await nameTaken(tx, projectId, input.taskName, id)) throw conflict(PROJECT_MESSAGES.taskNameTaken, { taskName: PROJECT_MESSAGES.taskNameTaken }, 'DUPLICATE_NAME');
  const [row] = await tx
    .update(projectTasks)
    .set({ name: input.taskName, taskType: input.taskType, isBillable: input.isBillable, updatedAt: new Date() })
    .where(eq(projectTasks.id, id))
    .returning(taskColumns);
  const before = { taskName: task.name, taskType: task.taskType, isBillable: task.isBillable };
  await recordProjectChange(tx, v, { projectId, section: 'tasks', action: 'custom-updated', summary: `Changed custom task ${task.name}`, before, after: input });
  return row!;
}

/** Sets the project-level plan's estimate of one of the project's tasks (plpEstimatedHours). */
export async function setTaskEstimate(tx: Tx, v: Viewer, projectId: string, id: string, input: TaskEstimateInput): Promise<TaskView> {
  await lockManagedProject(tx, v, projectId);
  const task = await findProjectTask(tx, projectId, id);
  const [row] = await tx
    .update(projectTasks)
    .set({ plpEstimatedHours: input.plpEstimatedHours, updatedAt: new Date() })
    .where(eq(projectTasks.id, id))
    .returning({ taskId: projectTasks.id });
  await recordProjectChange(tx, v, {
    projectId,
    section: 'tasks',
    action: 'estimate-updated',
    summary: `Changed the estimate of task ${task.name}`,
    before: { plpEstimatedHours: task.plpEstimatedHours },
    after: input,
  });
  const [view] = await tx.select(planColumns).from(projectTasks).where(eq(projectTasks.id, row!.taskId));
  return view!;
}

/** Deletes a task by id and isCustom: a custom task goes, a selected task leaves the selection. */
export async function deleteProjectTask(tx: Tx, v: Viewer, projectId: string, id: string, isCustom: boolean): Promise<void> {
  await lockManagedProject(tx, v, projectId);
  const task = await findProjectTask(tx, projectId, id);
  if (task.isCustom !== isCustom) throw notFound(PROJECT_MESSAGES.unknownTask);
  await removeTasks(tx, eq(projectTasks.id, id));
  await recordProjectChange(tx, v, {
    projectId,
    section: 'tasks',
    action: isCustom ? 'custom-deleted' : 'unselected',
    summary: `Removed ${isCustom ? 'custom ' : ''}task ${task.name}`,
    before: { taskName: task.name, taskType: task.taskType },
  });
}

/** Tasks timesheet lines point at stay: the foreign key refuses the delete, answered as 409. */
async function removeTasks(tx: Tx, where: SQL | undefined): Promise<void> {
  try {
    await tx.delete(projectTasks).where(where);
  } catch (err) {
    if (sqlStateOf(err) === '23503') throw conflict(PROJECT_MESSAGES.taskInUse, undefined, 'IN_USE');
    throw err;
  }
}

/** A project's tasks, for its managers, approvers, team and administrators. */
export async function readProjectTasks(tx: Tx, v: Viewer, projectId: string, page: number, estimates: boolean): Promise<TaskView[]> {
  await requireReadableProject(tx, v, projectId, true);
  return projectTaskList(tx, projectId, page, estimates);
}
