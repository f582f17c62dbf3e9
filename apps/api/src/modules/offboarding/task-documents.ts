import { randomUUID } from 'node:crypto';
import { OFFBOARDING_MESSAGES, TASK_DOCUMENT_MESSAGES, type TaskDocumentView } from '@tenure/domain/offboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { MIME_TYPES, type AllowedFileType } from '../../platform/file-types.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanWorkOnTask, readableResignation } from './policy.ts';
import { insertTaskDocument, lockTask, taskDocument, taskDocumentView } from './task-queries.ts';

/** The file kinds a task document may be (every kind the platform checks by content). */
export const TASK_DOCUMENT_TYPES = Object.keys(MIME_TYPES) as AllowedFileType[];

/**
 * The task's owner or HR attaches a file to an open or done task (a cancelled one is closed).
 * The row and the file are written in the transaction's scope: a refused upload leaves nothing.
 */
export async function uploadTaskDocument(
  tx: Tx,
  v: Viewer,
  input: { taskId: string; upload: Upload },
  deps: { storage: FileStorage },
): Promise<TaskDocumentView> {
  const { taskId, upload } = input;
  const task = await lockTask(tx, taskId);
  if (!task) throw notFound();
  await assertCanWorkOnTask(tx, v, task, TASK_DOCUMENT_MESSAGES.notYours);
  if (task.status === 'cancelled') throw conflict(OFFBOARDING_MESSAGES.taskNotOpen, undefined, 'TASK_CANCELLED');
  const id = randomUUID();
  const storageKey = `${v.tenantCode}/offboarding/tasks/${taskId}/${id}`;
  await insertTaskDocument(tx, {
    id,
    tenantCode: v.tenantCode,
    taskId,
    fileName: upload.fileName,
    fileType: upload.fileType,
    sizeBytes: upload.bytes.length,
    storageKey,
    uploadedBy: v.employeeId,
  });
  await deps.storage.put(storageKey, upload.bytes);
  const result = await taskDocumentView(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'offboarding.task.document.upload',
    entity: 'offboarding_task_document',
    entityId: id,
    after: result,
  });
  return result;
}

/** Whoever may read the resignation may download its tasks' documents. */
export async function downloadTaskDocument(
  tx: Tx,
  v: Viewer,
  input: { taskId: string; documentId: string },
  deps: { storage: FileStorage },
) {
  const doc = await taskDocument(tx, input.taskId, input.documentId);
  if (!doc) throw notFound();
  await readableResignation(tx, v, doc.resignation_id);
  const bytes = await deps.storage.get(doc.storage_key);
  if (!bytes) throw notFound();
  return {
    fileName: doc.file_name,
    mimeType: MIME_TYPES[doc.file_type as AllowedFileType] ?? 'application/octet-stream',
    bytes,
  };
}
