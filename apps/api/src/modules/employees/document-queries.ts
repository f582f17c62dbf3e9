import { and, desc, eq } from 'drizzle-orm';
import type { DocumentView } from '@tenure/domain/employees';
import { employeeDocuments, employees } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

const documentColumns = {
  id: employeeDocuments.id,
  category: employeeDocuments.category,
  fileName: employeeDocuments.fileName,
  fileType: employeeDocuments.fileType,
  sizeBytes: employeeDocuments.sizeBytes,
  createdAt: employeeDocuments.createdAt,
  storageKey: employeeDocuments.storageKey,
};

type DocumentRow = {
  id: string;
  category: string;
  fileName: string;
  fileType: string;
  sizeBytes: number;
  createdAt: Date;
};

export const toDocumentView = (d: DocumentRow): DocumentView => ({
  id: d.id,
  category: d.category,
  fileName: d.fileName,
  fileType: d.fileType,
  sizeBytes: d.sizeBytes,
  uploadedAt: d.createdAt.toISOString(),
});

export async function listDocuments(tx: Tx, employeeId: string): Promise<DocumentView[]> {
  const rows = await tx
    .select(documentColumns)
    .from(employeeDocuments)
    .where(eq(employeeDocuments.employeeId, employeeId))
    .orderBy(desc(employeeDocuments.createdAt));
  return rows.map(toDocumentView);
}

export const findDocument = (tx: Tx, employeeId: string, documentId: string) =>
  tx
    .select(documentColumns)
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.employeeId, employeeId), eq(employeeDocuments.id, documentId)))
    .then((r) => r[0] ?? null);

export async function insertDocument(tx: Tx, values: typeof employeeDocuments.$inferInsert) {
  const [doc] = await tx.insert(employeeDocuments).values(values).returning();
  return doc!;
}

export const deleteDocumentRow = (tx: Tx, id: string) =>
  tx.delete(employeeDocuments).where(eq(employeeDocuments.id, id));

/** Points the employee at a picture's address (null: no picture). */
export const setProfileImageUrl = (tx: Tx, employeeId: string, url: string | null) =>
  tx.update(employees).set({ profileImage: url, updatedAt: new Date() }).where(eq(employees.id, employeeId));
