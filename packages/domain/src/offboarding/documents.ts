import { z } from 'zod';

/** Files kept against an offboarding task (a signed hand-over note, an asset receipt, a relieving letter). */
export const TASK_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'jpeg', 'jpg', 'png'] as const;
export const TASK_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const TASK_DOCUMENT_MESSAGES = {
  typeNotAllowed: 'Only PDF, Word, Excel, CSV, JPEG or PNG files can be attached to a task.',
  notYours: 'Only the owner of this task or HR can attach documents to it.',
} as const;

export const taskDocumentView = z.object({
  id: z.uuid(),
  taskId: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type TaskDocumentView = z.infer<typeof taskDocumentView>;
