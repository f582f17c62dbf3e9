import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from './audit.ts';
import type { Tx } from './db.ts';
import type { SheetUpload } from './dry-run-routes.ts';
import type { JobRunner } from './jobs.ts';
import type { FileStorage } from './storage.ts';
import { auditActor, viewerOf } from './viewer.ts';

export interface StartedLoad {
  executionNumber: number;
  /** Where the checked file is kept (`<tenant>/bulk-uploads/…`), the record of what was loaded. */
  fileKey: string;
}

/** Keeps a checked file for its load job and queues the job; the start is audited. */
export async function startBulkLoad(
  request: FastifyRequest,
  deps: { storage: FileStorage; jobs: JobRunner },
  job: string,
  upload: SheetUpload,
  params: Record<string, unknown>,
): Promise<StartedLoad> {
  const v = viewerOf(request);
  const fileKey = `${v.tenantCode}/bulk-uploads/${randomUUID()}.${upload.fileType}`;
  await deps.storage.put(fileKey, upload.bytes);
  const executionNumber = await deps.jobs.enqueue({ tenantCode: v.tenantCode, userId: v.userId }, job, {
    ...params,
    fileKey,
    fileType: upload.fileType,
    fileName: upload.fileName,
  });
  await request.inTenant((tx) =>
    recordAudit(tx, {
      ...auditActor(v),
      action: `${job}.started`,
      entity: 'jobs',
      entityId: String(executionNumber),
      after: { kind: params.kind, fileName: upload.fileName },
    }),
  );
  return { executionNumber, fileKey };
}

/**
 * Bulk loads of one kind in a tenant take turns (a transaction lock named `lock`): the same file
 * loaded twice at once applies once, the second load finding its work done. Answers the kept file.
 */
export async function takeBulkTurn(
  tx: Tx,
  lock: string,
  storage: FileStorage,
  fileKey: string,
  goneMessage: string,
): Promise<Uint8Array> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
  const bytes = await storage.get(fileKey);
  if (!bytes) throw new Error(goneMessage);
  return bytes;
}
