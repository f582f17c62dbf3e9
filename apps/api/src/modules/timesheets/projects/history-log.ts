import { count, desc, eq, sql } from 'drizzle-orm';
import type { ProjectHistorySection, ProjectHistoryView } from '@tenure/domain/timesheets';
import { employees, projectHistoryLogs, users } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';

export interface ProjectChange {
  projectId: string;
  section: ProjectHistorySection;
  action: string;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change of a project's set-up in its history log (projectSetupHistoryLogs) and in the
 * audit log, in the change's own transaction. The log keeps the actor's name as it was then.
 */
export async function recordProjectChange(tx: Tx, v: Viewer, change: ProjectChange): Promise<void> {
  const [actor] = await tx
    .select({ name: sql<string>`coalesce(${employees.displayName}, ${users.username})` })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(users.id, v.userId));
  await tx.insert(projectHistoryLogs).values({
    tenantId: v.tenantCode,
    ...change,
    before: change.before ?? null,
    after: change.after ?? null,
    changedBy: v.userId,
    changedByName: actor?.name ?? '',
    // The moment of each change, not of the transaction: a project's creation precedes its managers.
    changedAt: sql`clock_timestamp()`,
  });
  await recordAudit(tx, {
    ...auditActor(v),
    action: `project.${change.section}.${change.action}`,
    entity: 'project',
    entityId: change.projectId,
    before: change.before,
    after: change.after,
  });
}

/** A project's history log, latest change first. */
export async function projectHistory(tx: Tx, projectId: string, page: number, size: number) {
  const where = eq(projectHistoryLogs.projectId, projectId);
  const items = await tx
      .select({
        id: projectHistoryLogs.id,
        section: projectHistoryLogs.section,
        action: projectHistoryLogs.action,
        summary: projectHistoryLogs.summary,
        before: projectHistoryLogs.before,
        after: projectHistoryLogs.after,
        changedByName: projectHistoryLogs.changedByName,
        changedAt: projectHistoryLogs.changedAt,
      })
      .from(projectHistoryLogs)
      .where(where)
      .orderBy(desc(projectHistoryLogs.changedAt), desc(projectHistoryLogs.id))
      .limit(size)
      .offset((page - 1) * size);
  const [total] = await tx.select({ n: count() }).from(projectHistoryLogs).where(where);
  return {
    items: items.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }) as ProjectHistoryView),
    total: total?.n ?? 0,
    page,
    size,
  };
}
