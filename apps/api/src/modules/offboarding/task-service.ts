import { OFFBOARDING_MESSAGES, type OffboardingTaskView } from '@tenure/domain/offboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notifyMany } from '../../platform/notifications.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { assertCanWorkOnTask, assertOffboardingHr } from './policy.ts';
import { listTaskRows, loadTask, lockTask, markTaskDone, newTaskNoticeRows } from './task-queries.ts';

/**
 * Each owner of a leaver's new tasks is told, in the app and by mail, what they must do by when
 * (one notice per task); returns the outbox ids to deliver after commit.
 */
export async function noticeNewTasks(tx: Tx, mailer: Mailer, v: Viewer, resignationId: string): Promise<string[]> {
  const rows = await newTaskNoticeRows(tx, resignationId);
  return notifyMany(
    tx,
    mailer,
    rows.flatMap((r) =>
      r.to
        ? [
            {
              tenantCode: v.tenantCode,
              to: r.to,
              says: (texts) => texts.offboardingTask({ leaver: r.leaver, task: r.title, due: r.due }),
              link: '/offboarding-tasks',
            },
          ]
        : [],
    ),
  );
}

/** /offboarding-tasks: the caller's own tasks, or every leaver's (HR). */
export async function listTasks(
  tx: Tx,
  v: Viewer,
  q: { scope: 'mine' | 'all'; status?: 'open' | 'done' | 'cancelled' | undefined },
) {
  if (q.scope === 'all') assertOffboardingHr(v);
  return listTaskRows(tx, q.scope === 'all' ? null : requireEmployee(v), q.status);
}

/** The owner (or HR) marks a task done; a task done or cancelled already is a 409. */
export async function completeTask(tx: Tx, v: Viewer, id: string): Promise<OffboardingTaskView> {
  const task = await lockTask(tx, id);
  if (!task) throw notFound();
  await assertCanWorkOnTask(tx, v, task);
  if (task.status !== 'open') throw conflict(OFFBOARDING_MESSAGES.taskNotOpen, undefined, 'ALREADY_DECIDED');
  await markTaskDone(tx, id, v.employeeId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'offboarding.task.complete',
    entity: 'offboarding_task',
    entityId: id,
    before: { status: 'open' },
    after: { status: 'done' },
  });
  return loadTask(tx, id);
}
