import { eq, sql } from 'drizzle-orm';
import { esopAllotments, esopDocuments } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';

/** Whether the employee holds ESOPs: the ESOP menu and `isEsopAllotted` of the permissions call follow it. */
export async function isEsopAllotted(tx: Tx, employeeId: string): Promise<boolean> {
  const [row] = await tx.select({ id: esopAllotments.id }).from(esopAllotments).where(eq(esopAllotments.employeeId, employeeId));
  return Boolean(row);
}

export const esopDocumentRows = (tx: Tx) => tx.select({ kind: esopDocuments.kind, fileName: esopDocuments.fileName, content: esopDocuments.content }).from(esopDocuments);

/**
 * The approver flags of an employee, from the roles their user holds in any entity. Until projects
 * and approver set-up exist these follow the Designated Approver and Project Manager roles.
 */
export async function approverFlagsOf(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{ isDesignatedApprover: boolean; assignedAsProjectManager: boolean }>(
    tx,
    sql`select coalesce(bool_or(r.code = 'DESIGNATED_APPROVER'), false) as "isDesignatedApprover",
               coalesce(bool_or(r.code = 'PROJECT_MANAGER'), false) as "assignedAsProjectManager"
        from users u
        join user_entities ue on ue.user_id = u.id
        join user_entity_roles uer on uer.user_entity_id = ue.id
        join roles r on r.id = uer.role_id and r.is_active
        where u.employee_id = ${employeeId} and u.is_active`,
  );
  return row ?? { isDesignatedApprover: false, assignedAsProjectManager: false };
}
