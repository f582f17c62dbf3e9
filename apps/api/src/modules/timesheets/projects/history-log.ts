import type { ProjectHistorySection } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { insertProjectChange } from './queries.ts';

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
  await insertProjectChange(tx, v.tenantCode, v.userId, change);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `project.${change.section}.${change.action}`,
    entity: 'project',
    entityId: change.projectId,
    before: change.before,
    after: change.after,
  });
}
