import { sql } from 'drizzle-orm';
import { resignationVerbsFor, type DecisionEntry, type ResignationDetailView } from '@tenure/domain/offboarding';
import { queryRows, type Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { actorsFor, isOffboardingHr } from './access.ts';
import { currentStepOf, exitSteps } from './exit-service.ts';
import { openMandatoryTasks, tasksOfResignation } from './task-service.ts';
import { loadResignation } from './views.ts';

/** A timeline row as read: each kind of decision with its own statuses (the request type is the kind). */
type TimelineRow<E = DecisionEntry> = E extends DecisionEntry ? Omit<E, 'decidedAt' | 'decidedBy'> & { decidedAt: Date; number: string | null; name: string | null } : never;

/** The resignation's and its exit's decisions, oldest first: the page's timeline. */
async function timeline(tx: Tx, id: string): Promise<DecisionEntry[]> {
  const rows = await queryRows<TimelineRow>(
    tx,
    sql`select d.request_type as kind, d.from_status as "fromStatus", d.to_status as "toStatus",
               d.reason, d.created_at as "decidedAt", x.employee_number as number, x.display_name as name
          from approval_decisions d left join employees x on x.id = d.decided_by
         where (d.request_type in ('resignation', 'exit') and d.request_id = ${id})
            or (d.request_type = 'exitApproval' and d.request_id in (select id from exit_approvals where resignation_id = ${id}))
         order by d.created_at, d.id`,
  );
  return rows.map(({ number, name, ...r }): DecisionEntry => ({ ...r, decidedAt: new Date(r.decidedAt).toISOString(), decidedBy: number ? { employeeNumber: number, displayName: name ?? '' } : null }));
}

/** Exit approvers and task owners read the exit they work on. */
async function involvedIn(tx: Tx, id: string, me: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from exit_approvals where resignation_id = ${id} and approver_id = ${me})
            or exists (select 1 from offboarding_tasks where resignation_id = ${id} and owner_id = ${me}) as ok`,
  );
  return row?.ok ?? false;
}

/** Its employee, its managers, its exit approvers, task owners and HR read a resignation (and its tasks' documents); the caller's roles towards it. */
export async function readableResignation(tx: Tx, v: Viewer, id: string) {
  const [row] = await queryRows<{ employeeId: string; approverId: string | null; status: string }>(
    tx,
    sql`select employee_id as "employeeId", approver_id as "approverId", status from resignations where id = ${id}`,
  );
  if (!row) throw notFound();
  const actors = await actorsFor(tx, v, row);
  if (actors.length === 0 && !(v.employeeId !== null && (await involvedIn(tx, id, v.employeeId)))) throw forbidden();
  return actors;
}

/** /offboarding-request/{id} for its employee, its managers, its exit approvers, task owners and HR. */
export async function resignationDetail(tx: Tx, v: Viewer, id: string): Promise<ResignationDetailView> {
  const actors = await readableResignation(tx, v, id);
  const me = v.employeeId;
  const steps = await exitSteps(tx, id);
  const tasks = await tasksOfResignation(tx, id);
  const view = await loadResignation(tx, id);
  const current = currentStepOf(steps);
  const [mine] = current && me ? await queryRows<{ id: string }>(tx, sql`select id from exit_approvals where id = ${current.id} and approver_id = ${me}`) : [];
  const myStepId = view.exitStatus === 'InProgress' && current && (mine || isOffboardingHr(v)) ? current.id : null;
  return {
    ...view,
    steps,
    tasks,
    history: await timeline(tx, id),
    verbs: resignationVerbsFor(view.status, actors),
    myStepId,
    canComplete: isOffboardingHr(v) && view.exitStatus === 'Approved' && (await openMandatoryTasks(tx, id)) === 0,
  };
}
