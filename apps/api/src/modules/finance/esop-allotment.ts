import { eq } from 'drizzle-orm';
import { esopAllotments } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/**
 * Whether the employee holds an ESOP grant: the ESOP menu and `isEsopAllotted` of the permissions
 * call follow it (the access and finance modules both ask).
 */
export async function isEsopAllotted(tx: Tx, employeeId: string): Promise<boolean> {
  const [row] = await tx.select({ id: esopAllotments.id }).from(esopAllotments).where(eq(esopAllotments.employeeId, employeeId)).limit(1);
  return Boolean(row);
}
