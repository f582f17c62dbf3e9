import { sql } from 'drizzle-orm';
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
