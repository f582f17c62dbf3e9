import {
  PROJECT_MESSAGES,
  type CustomTaskInput,
  type TaskEstimateInput,
  type TaskView,
} from '@tenure/domain/timesheets';
import { sqlStateOf, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { recordProjectChange } from '../projects/history-log.ts';
import { lockManagedProject, requireReadableProject } from '../policy.ts';
import * as q from './queries.ts';

export { allTasks } from './queries.ts';

/**
 * Saves the catalogue tasks a project uses: the list replaces the selection (custom tasks stay).
 * A task dropped from the selection that timesheets already use is refused by the database (409).
 */
export async function saveSelectedTasks(
  tx: Tx,
  v: Viewer,
  projectId: string,
  taskIds: readonly string[],
): Promise<TaskView[]> {
  await lockManagedProject(tx, v, projectId);
  const wanted = [...new Set(taskIds)];
  const catalogue = await q.activeCatalogueTasks(tx, wanted);
  if (catalogue.length !== wanted.length)
    throw badRequest(PROJECT_MESSAGES.unknownTask, { taskIds: PROJECT_MESSAGES.unknownTask });
  const selected = await q.selectedCatalogueTasks(tx, projectId);
  const removed = selected.filter((s) => !wanted.includes(s.taskId!));
  const added = catalogue.filter((t) => !selected.some((s) => s.taskId === t.id));
  for (const t of added) {
    if (await q.nameTaken(tx, projectId, t.name))
      throw conflict(PROJECT_MESSAGES.taskNameTaken, { taskIds: PROJECT_MESSAGES.taskNameTaken }, 'DUPLICATE_NAME');
  }
  if (removed.length) {
    await removeTasks(() =>
      q.deleteUnselectedTasks(
        tx,
        projectId,
        selected.filter((s) => wanted.includes(s.taskId!)).map((s) => s.id),
      ),
    );
  }
  if (added.length) {
    await q.insertSelectedTasks(tx, v.tenantCode, projectId, added);
  }
  if (added.length || removed.length) {
    await recordProjectChange(tx, v, {
      projectId,
      section: 'tasks',
      action: 'selected',
      summary: [
        added.length ? `Added ${added.map((t) => t.name).join(', ')}` : '',
        removed.length ? `Removed ${removed.map((t) => t.name).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
      before: selected.map((s) => s.name),
      after: [...selected.filter((s) => wanted.includes(s.taskId!)).map((s) => s.name), ...added.map((t) => t.name)],
    });
  }
  return q.projectTaskList(tx, projectId);
}

export async function addCustomTask(tx: Tx, v: Viewer, projectId: string, input: CustomTaskInput): Promise<TaskView> {
  await lockManagedProject(tx, v, projectId);
  if (await q.nameTaken(tx, projectId, input.taskName))
    throw conflict(PROJECT_MESSAGES.taskNameTaken, { taskName: PROJECT_MESSAGES.taskNameTaken }, 'DUPLICATE_NAME');
  const row = await q.insertCustomTask(tx, v.tenantCode, projectId, input);
  await recordProjectChange(tx, v, {
    projectId,
    section: 'tasks',
    action: 'custom-added',
    summary: `Added custom task ${input.taskName}`,
    after: input,
  });
  return row;
}

async function findProjectTask(tx: Tx, projectId: string, id: string) {
  const task = await q.findProjectTaskRow(tx, projectId, id);
  if (!task) throw notFound(PROJECT_MESSAGES.unknownTask);
  return task;
}

export async function updateCustomTask(
  tx: Tx,
  v: Viewer,
  projectId: string,
  id: string,
  input: CustomTaskInput,
): Promise<TaskView> {
  await lockManagedProject(tx, v, projectId);
  const task = await findProjectTask(tx, projectId, id);
  if (!task.isCustom) throw badRequest(PROJECT_MESSAGES.unknownTask);
  if (await q.nameTaken(tx, projectId, input.taskName, id))
    throw conflict(PROJECT_MESSAGES.taskNameTaken, { taskName: PROJECT_MESSAGES.taskNameTaken }, 'DUPLICATE_NAME');
  const row = await q.updateCustomTaskRow(tx, id, input);
  const before = { taskName: task.name, taskType: task.taskType, isBillable: task.isBillable };
  await recordProjectChange(tx, v, {
    projectId,
    section: 'tasks',
    action: 'custom-updated',
    summary: `Changed custom task ${task.name}`,
    before,
    after: input,
  });
  return row;
}

/** Sets the project-level plan's estimate of one of the project's tasks (plpEstimatedHours). */
export async function setTaskEstimate(
  tx: Tx,
  v: Viewer,
  projectId: string,
  id: string,
  input: TaskEstimateInput,
): Promise<TaskView> {
  await lockManagedProject(tx, v, projectId);
  const task = await findProjectTask(tx, projectId, id);
  const view = await q.setTaskEstimateRow(tx, id, input);
  await recordProjectChange(tx, v, {
    projectId,
    section: 'tasks',
    action: 'estimate-updated',
    summary: `Changed the estimate of task ${task.name}`,
    before: { plpEstimatedHours: task.plpEstimatedHours },
    after: input,
  });
  return view;
}

/** Deletes a task by id and isCustom: a custom task goes, a selected task leaves the selection. */
export async function deleteProjectTask(
  tx: Tx,
  v: Viewer,
  projectId: string,
  id: string,
  isCustom: boolean,
): Promise<void> {
  await lockManagedProject(tx, v, projectId);
  const task = await findProjectTask(tx, projectId, id);
  if (task.isCustom !== isCustom) throw notFound(PROJECT_MESSAGES.unknownTask);
  await removeTasks(() => q.deleteProjectTaskRow(tx, id));
  await recordProjectChange(tx, v, {
    projectId,
    section: 'tasks',
    action: isCustom ? 'custom-deleted' : 'unselected',
    summary: `Removed ${isCustom ? 'custom ' : ''}task ${task.name}`,
    before: { taskName: task.name, taskType: task.taskType },
  });
}

/** Tasks timesheet lines point at stay: the foreign key refuses the delete, answered as 409. */
async function removeTasks(remove: () => PromiseLike<unknown>): Promise<void> {
  try {
    await remove();
  } catch (err) {
    if (sqlStateOf(err) === '23503') throw conflict(PROJECT_MESSAGES.taskInUse, undefined, 'IN_USE');
    throw err;
  }
}

/** A project's tasks, for its managers, approvers, team and administrators. */
export async function readProjectTasks(
  tx: Tx,
  v: Viewer,
  projectId: string,
  page: number,
  estimates: boolean,
): Promise<TaskView[]> {
  await requireReadableProject(tx, v, projectId, true);
  return q.projectTaskList(tx, projectId, page, estimates);
}
