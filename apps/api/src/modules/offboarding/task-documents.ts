import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { OFFBOARDING_MESSAGES, TASK_DOCUMENT_MAX_BYTES, TASK_DOCUMENT_MESSAGES, type TaskDocumentView } from '@tenure/domain/offboarding';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { MIME_TYPES, type AllowedFileType } from '../../platform/file-types.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { readUpload, type Upload } from '../../platform/uploads.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { isOffboardingHr } from './access.ts';
import { readableResignation } from './detail.ts';

const TASK_DOCUMENT_TYPES = Object.keys(MIME_TYPES) as AllowedFileType[];

export const readTaskDocumentUpload = (request: FastifyRequest) =>
  readUpload(request, { maxBytes: TASK_DOCUMENT_MAX_BYTES, allowed: TASK_DOCUMENT_TYPES, typeMessage: TASK_DOCUMENT_MESSAGES.typeNotAllowed });

/**
 * The task's owner or HR attaches a file to an open or done task (a cancelled one is closed).
 * The row and the file are written in the transaction's scope: a refused upload leaves nothing.
 */
export async function uploadTaskDocument(tx: Tx, v: Viewer, storage: FileStorage, taskId: string, upload: Upload): Promise<TaskDocumentView> {
  const [task] = await queryRows<{ owner_id: string | null; status: string }>(tx, sql`select owner_id, status from offboarding_tasks where id = ${taskId} for update`);
  if (!task) throw notFound();
  if (!(isOffboardingHr(v) || (v.employeeId !== null && task.owner_id === v.employeeId))) throw forbidden(TASK_DOCUMENT_MESSAGES.notYours);
  if (task.status === 'cancelled') throw conflict(OFFBOARDING_MESSAGES.taskNotOpen, undefined, 'TASK_CANCELLED');
  const id = randomUUID();
  const storageKey = `${v.tenantCode}/offboarding/tasks/${taskId}/${id}`;
  await tx.execute(sql`insert into offboarding_task_documents (id, tenant_id, task_id, file_name, file_type, size_bytes, storage_key, uploaded_by)
                       values (${id}, ${v.tenantCode}, ${taskId}, ${upload.fileName}, ${upload.fileType}, ${upload.bytes.length}, ${storageKey}, ${v.employeeId})`);
  await storage.put(storageKey, upload.bytes);
  const [view] = await queryRows<TaskDocumentView & { uploadedAt: Date | string }>(
    tx,
    sql`select d.id, d.task_id as "taskId", d.file_name as "fileName", d.size_bytes as "sizeBytes", u.display_name as "uploadedBy", d.created_at as "uploadedAt"
          from offboarding_task_documents d left join employees u on u.id = d.uploaded_by where d.id = ${id}`,
  );
  const result = { ...view!, uploadedAt: new Date(view!.uploadedAt).toISOString() };
  await recordAudit(tx, { ...auditActor(v), action: 'offboarding.task.document.upload', entity: 'offboarding_task_document', entityId: id, after: result });
  return result;
}

/** Whoever may read the resignation may download its tasks' documents. */
export async function downloadTaskDocument(tx: Tx, v: Viewer, storage: FileStorage, taskId: string, documentId: string) {
  const [doc] = await queryRows<{ resignation_id: string; file_name: string; file_type: string; storage_key: string }>(
    tx,
    sql`select t.resignation_id, d.file_name, d.file_type, d.storage_key from offboarding_task_documents d join offboarding_tasks t on t.id = d.task_id
         where d.id = ${documentId} and d.task_id = ${taskId}`,
  );
  if (!doc) throw notFound();
  await readableResignation(tx, v, doc.resignation_id);
  const bytes = await storage.get(doc.storage_key);
  if (!bytes) throw notFound();
  return { fileName: doc.file_name, mimeType: MIME_TYPES[doc.file_type as AllowedFileType] ?? 'application/octet-stream', bytes };
}
