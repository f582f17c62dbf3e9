import { desc, eq, sql } from 'drizzle-orm';
import { employees, legalEntities, policyDocuments, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

const documentColumns = {
  id: policyDocuments.id,
  title: policyDocuments.title,
  description: policyDocuments.description,
  fileName: policyDocuments.fileName,
  sizeBytes: policyDocuments.sizeBytes,
  storageKey: policyDocuments.storageKey,
  legalEntityId: policyDocuments.legalEntityId,
  legalEntityCode: legalEntities.code,
  legalEntityName: legalEntities.name,
  uploadedBy: sql<string | null>`coalesce(${employees.displayName}, ${users.username})`,
  uploadedAt: policyDocuments.uploadedAt,
  textLength: sql<number>`length(${policyDocuments.extractedText})`,
};

const documents = (tx: Tx) =>
  tx
    .select(documentColumns)
    .from(policyDocuments)
    .innerJoin(legalEntities, eq(legalEntities.id, policyDocuments.legalEntityId))
    .leftJoin(users, eq(users.id, policyDocuments.uploadedBy))
    .leftJoin(employees, eq(employees.id, users.employeeId));

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/** One legal entity's library, newest first. */
export const listDocuments = (tx: Tx, legalEntityId: string) =>
  documents(tx)
    .where(eq(policyDocuments.legalEntityId, legalEntityId))
    .orderBy(desc(policyDocuments.uploadedAt), desc(policyDocuments.id));

export const findDocument = async (tx: Tx, id: string) => (await documents(tx).where(eq(policyDocuments.id, id)))[0];

export const entityByCode = async (tx: Tx, code: string) =>
  (
    await tx
      .select({ id: legalEntities.id, code: legalEntities.code })
      .from(legalEntities)
      .where(sql`lower(${legalEntities.code}) = ${code.toLowerCase()}`)
  )[0];

export const insertDocument = (tx: Tx, values: typeof policyDocuments.$inferInsert) =>
  tx.insert(policyDocuments).values(values);
export const deleteDocumentRow = (tx: Tx, id: string) => tx.delete(policyDocuments).where(eq(policyDocuments.id, id));
