import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import {
  TASKS_PAGE_SIZE,
  type CustomTaskInput,
  type TaskEstimateInput,
  type TaskView,
} from '@tenure/domain/timesheets';
import { projectTasks, tasks } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import { taskLoggedHoursSql } from '../estimates/queries.ts';

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
    .select({
      taskId: tasks.id,
      taskName: tasks.name,
      taskType: tasks.taskType,
      isCustom: sql<boolean>`false`,
      isBillable: sql<boolean>`true`,
      catalogueTaskId: tasks.id,
    })
    .from(tasks)
    .where(eq(tasks.isActive, true))
    .orderBy(sql`${tasks.orderId} nulls last`, sql`lower(${tasks.name})`)
    .limit(TASKS_PAGE_SIZE)
    .offset((page - 1) * TASKS_PAGE_SIZE);

export async function nameTaken(tx: Tx, projectId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(
      and(
        eq(projectTasks.projectId, projectId),
        sql`lower(${projectTasks.name}) = lower(${name})`,
        exceptId ? ne(projectTasks.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/** The active catalogue tasks of the ids. */
export const activeCatalogueTasks = (tx: Tx, ids: readonly string[]) =>
  ids.length
    ? tx
        .select()
        .from(tasks)
        .where(and(inArray(tasks.id, [...ids]), eq(tasks.isActive, true)))
    : Promise.resolve([]);

/** The catalogue tasks the project has selected. */
export const selectedCatalogueTasks = (tx: Tx, projectId: string) =>
  tx
    .select({ id: projectTasks.id, taskId: projectTasks.taskId, name: projectTasks.name })
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, projectId), isNotNull(projectTasks.taskId)));

/** Removes the project's selected catalogue tasks but those of `keepIds` (the foreign key of a used one refuses it). */
export const deleteUnselectedTasks = (tx: Tx, projectId: string, keepIds: readonly string[]) =>
  tx
    .delete(projectTasks)
    .where(
      and(
        eq(projectTasks.projectId, projectId),
        notInArray(projectTasks.id, [...keepIds]),
        isNotNull(projectTasks.taskId),
      ),
    );

/** Removes one project task (the foreign key of a used one refuses it). */
export const deleteProjectTaskRow = (tx: Tx, id: string) => tx.delete(projectTasks).where(eq(projectTasks.id, id));

export const insertSelectedTasks = (
  tx: Tx,
  tenantId: string,
  projectId: string,
  added: readonly { id: string; name: string; taskType: string }[],
) =>
  tx
    .insert(projectTasks)
    .values(added.map((t) => ({ tenantId, projectId, taskId: t.id, name: t.name, taskType: t.taskType })));

export async function insertCustomTask(
  tx: Tx,
  tenantId: string,
  projectId: string,
  input: CustomTaskInput,
): Promise<TaskView> {
  const [row] = await tx
    .insert(projectTasks)
    .values({
      tenantId,
      projectId,
      name: input.taskName,
      taskType: input.taskType,
      isBillable: input.isBillable,
      isCustom: true,
    })
    .returning(taskColumns);
  return row!;
}

export async function findProjectTaskRow(tx: Tx, projectId: string, id: string) {
  const [task] = await tx
    .select()
    .from(projectTasks)
    .where(and(eq(projectTasks.id, id), eq(projectTasks.projectId, projectId)));
  return task;
}

export async function updateCustomTaskRow(tx: Tx, id: string, input: CustomTaskInput): Promise<TaskView> {
  const [row] = await tx
    .update(projectTasks)
    .set({ name: input.taskName, taskType: input.taskType, isBillable: input.isBillable, updatedAt: new Date() })
    .where(eq(projectTasks.id, id))
    .returning(taskColumns);
  return row!;
}

/** Sets the task's plan estimate; the task with its plan figures. */
export async function setTaskEstimateRow(tx: Tx, id: string, input: TaskEstimateInput): Promise<TaskView> {
  await tx
    .update(projectTasks)
    .set({ plpEstimatedHours: input.plpEstimatedHours, updatedAt: new Date() })
    .where(eq(projectTasks.id, id));
  const [view] = await tx.select(planColumns).from(projectTasks).where(eq(projectTasks.id, id));
  return view!;
}
