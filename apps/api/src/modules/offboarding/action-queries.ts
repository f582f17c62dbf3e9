import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { decidableBy } from './policy.ts';

/** One waiting item of My Actions, as its source query yields it. */
export interface WaitingRow {
  id: string;
  resignation_id: string;
  employee_number: string;
  display_name: string;
  profile_image: string | null;
  title: string;
  start_date: string | null;
  end_date: string | null;
  reason: string | null;
  created_at: Date | string;
}

/** A query yielding the WaitingRow columns for the employee `me`. */
export type WaitingSource = (me: string) => SQL;

export async function countWaiting(tx: Tx, source: WaitingSource, me: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from (${source(me)}) w`);
  return row?.n ?? 0;
}

export function listWaiting(tx: Tx, source: WaitingSource, me: string, limit: number) {
  return queryRows<WaitingRow>(tx, sql`select * from (${source(me)}) w order by w.created_at, w.id limit ${limit}`);
}

const employeeColumns = sql`e.employee_number, e.display_name, e.profile_image`;

/** Resignations waiting for `me`'s decision. */
export const resignationsWaiting: WaitingSource = (me) => sql`
  select r.id, r.id as resignation_id, ${employeeColumns}, 'Resignation' as title, r.created_at::date::text as start_date, r.proposed_last_day::text as end_date, r.reason, r.created_at
    from resignations r join employees e on e.id = r.employee_id where r.approver_id = ${me} and r.status = 'Submitted'`;

/** Exit steps waiting for `me`: only the chain's current step. */
export const exitStepsWaiting: WaitingSource = (me) => sql`
  select x.id, r.id as resignation_id, ${employeeColumns}, 'Exit approval' as title, null::text as start_date, r.last_working_day::text as end_date, null::text as reason, x.created_at
    from exit_approvals x join resignations r on r.id = x.resignation_id join employees e on e.id = r.employee_id
   where x.approver_id = ${me} and x.status = 'pending' and r.exit_status = 'InProgress'
     and x.sequence = (select min(y.sequence) from exit_approvals y where y.resignation_id = x.resignation_id and y.status = 'pending')`;

/** Offboarding tasks open for their owner `me`. */
export const tasksWaiting: WaitingSource = (me) => sql`
  select t.id, r.id as resignation_id, ${employeeColumns}, t.title, null::text as start_date, t.due_date::text as end_date, t.group_name as reason, t.created_at
    from offboarding_tasks t join resignations r on r.id = t.resignation_id join employees e on e.id = r.employee_id
   where t.owner_id = ${me} and t.status = 'open'`;

/** Pending transfers the caller may decide (policy decidableBy). */
const transfersWaitingFor = (v: Viewer) => sql`
  from transfer_requests tr join employees e on e.id = tr.employee_id join legal_entities le on le.id = tr.to_legal_entity_id
 where ${decidableBy(v)}`;

export async function countTransfersWaiting(tx: Tx, v: Viewer): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n ${transfersWaitingFor(v)}`);
  return row?.n ?? 0;
}

export function listTransfersWaiting(tx: Tx, v: Viewer, limit: number) {
  return queryRows<{
    id: string;
    employee_number: string;
    display_name: string;
    profile_image: string | null;
    entity: string;
    effective_date: string;
    reason: string | null;
    created_at: Date | string;
  }>(
    tx,
    sql`select tr.id, e.employee_number, e.display_name, e.profile_image, le.name as entity, tr.effective_date::text as effective_date, tr.reason, tr.created_at
        ${transfersWaitingFor(v)} order by tr.created_at, tr.id limit ${limit}`,
  );
}
