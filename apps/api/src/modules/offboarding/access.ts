import { sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** HR of offboarding: submits for others, releases, sets up chains and completes exits. */
export const isOffboardingHr = (v: Viewer) => hasAccess(v.permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));

/**
 * The roles the caller holds towards a resignation: its employee (requester), its approver (the
 * reporting manager when it was submitted, or any manager above with TeamOffboarding), HR.
 * Nobody decides their own resignation.
 */
export async function actorsFor(tx: Tx, v: Viewer, row: { employeeId: string; approverId: string | null }): Promise<ApprovalActor[]> {
  const me = v.employeeId;
  if (me !== null && me === row.employeeId) return ['requester'];
  const actors: ApprovalActor[] = [];
  if (isOffboardingHr(v)) actors.push('approver', 'hrAdmin');
  else if (me !== null && (row.approverId === me || (hasAccess(v.permissions, feature('OFFBOARDING', 'TeamOffboarding')) && (await isAbove(tx, me, row.employeeId))))) {
    actors.push('approver');
  }
  return actors;
}

/**
 * A resignation (`r`) waiting for the caller: its decision (its approver; HR any submitted one),
 * its release or the exit's completion (HR), or the exit step now at the caller. Never their own.
 */
export function waitingOn(v: Viewer): SQL {
  const me = v.employeeId;
  if (me === null) return sql`false`;
  const hr = isOffboardingHr(v) ? sql`r.status in ('Submitted', 'Accepted') or r.exit_status = 'Approved'` : sql`false`;
  return sql`(r.employee_id <> ${me} and (${hr} or (r.status = 'Submitted' and r.approver_id = ${me})
              or (r.exit_status = 'InProgress' and exists (select 1 from exit_approvals x where x.resignation_id = r.id and x.approver_id = ${me} and x.status = 'pending'
                    and x.sequence = (select min(y.sequence) from exit_approvals y where y.resignation_id = r.id and y.status = 'pending')))))`;
}

async function isAbove(tx: Tx, managerId: string, employeeId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`with recursive up(id, manager_id, depth) as (
          select id, manager_id, 0 from employees where id = ${employeeId}
          union all select e.id, e.manager_id, up.depth + 1 from employees e join up on e.id = up.manager_id where up.depth < 20)
        select exists (select 1 from up where manager_id = ${managerId}) as ok`,
  );
  return row?.ok ?? false;
}
