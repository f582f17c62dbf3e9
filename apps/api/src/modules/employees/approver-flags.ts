import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db.ts';

export interface ApproverFlags {
  isDesignatedApprover: boolean;
  assignedAsProjectManager: boolean;
}

/**
 * The approver flags of an employee (SPEC §5, §6 menu rules), from the timesheet set-up: a designated
 * approver of a project, a manager of a project. Closed projects no longer count. Shared by the
 * permissions call and the approver-flags call.
 */
export async function approverFlagsOf(tx: Tx, employeeId: string): Promise<ApproverFlags> {
  const [row] = await queryRows<ApproverFlags>(
    tx,
    sql`select exists (select 1 from project_approvers pa join projects p on p.id = pa.project_id
                        where pa.employee_id = ${employeeId} and p.status <> 'Closed') as "isDesignatedApprover",
               exists (select 1 from project_managers pm join projects p on p.id = pm.project_id
                        where pm.employee_id = ${employeeId} and p.status <> 'Closed') as "assignedAsProjectManager"`,
  );
  return row!;
}
