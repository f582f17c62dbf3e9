import { eq } from 'drizzle-orm';
import { esopAllotments, esopDocuments } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** Whether the employee holds ESOPs: the ESOP menu and `isEsopAllotted` of the permissions call follow it. */
export async function isEsopAllotted(tx: Tx, employeeId: string): Promise<boolean> {
  const [row] = await tx.select({ id: esopAllotments.id }).from(esopAllotments).where(eq(esopAllotments.employeeId, employeeId));
  return Boolean(row);
}

export const esopDocumentRows = (tx: Tx) => tx.select({ kind: esopDocuments.kind, fileName: esopDocuments.fileName, content: esopDocuments.content }).from(esopDocuments);
