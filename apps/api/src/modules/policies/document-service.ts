import { randomUUID } from 'node:crypto';
import { POLICY_MESSAGES, policyDocumentFields, type PolicyDocumentView } from '@tenure/domain/policies';
import { recordAudit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, forbidden, notFound, toFieldErrors } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import type { Upload } from '../../platform/uploads.ts';
import { canSetupPolicies } from './policy.ts';
import * as q from './document-queries.ts';

/** The legal entity chosen in the header (X-EntityID): whose library a caller sees by default. */
export type HeaderEntity = AuthContext['entity'];

const toView = ({ storageKey: _key, legalEntityId: _entity, ...row }: q.DocumentRow): PolicyDocumentView => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** Another entity's library is for HR who set policies up; everyone else sees the header entity's. */
async function libraryEntity(
  tx: Tx,
  v: Viewer,
  header: HeaderEntity,
  code: string | undefined,
): Promise<{ id: string; code: string }> {
  if (!code || code.toLowerCase() === header.code.toLowerCase()) return header;
  if (!canSetupPolicies(v)) throw forbidden();
  const entity = await q.entityByCode(tx, code);
  if (!entity)
    throw badRequest(POLICY_MESSAGES.unknownLegalEntity, { legalEntityCode: POLICY_MESSAGES.unknownLegalEntity });
  return entity;
}

export async function listPolicyDocuments(tx: Tx, v: Viewer, header: HeaderEntity, legalEntityCode?: string) {
  const entity = await libraryEntity(tx, v, header, legalEntityCode);
  return (await q.listDocuments(tx, entity.id)).map(toView);
}

/**
 * Stores the PDF and its text (extracted before the transaction, so a slow parse holds no
 * connection). The file is written before the commit; a failed commit leaves an unreferenced file,
 * never a row without its file.
 */
export async function uploadPolicyDocument(
  tx: Tx,
  v: Viewer,
  input: { header: HeaderEntity; upload: Upload; text: string },
  { storage }: { storage: FileStorage },
) {
  const { header, upload, text } = input;
  const parsed = policyDocumentFields.safeParse(upload.fields);
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error.issues);
    throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const fields = parsed.data;
  const entity = await libraryEntity(tx, v, header, fields.legalEntityCode);
  const id = randomUUID();
  const storageKey = `${v.tenantCode}/policy-documents/${entity.id}/${id}`;
  await q.insertDocument(tx, {
    id,
    tenantId: v.tenantCode,
    legalEntityId: entity.id,
    title: fields.title,
    description: fields.description,
    fileName: upload.fileName,
    storageKey,
    sizeBytes: upload.bytes.length,
    extractedText: text,
    uploadedBy: v.userId,
  });
  await storage.put(storageKey, upload.bytes);
  const view = toView((await q.findDocument(tx, id))!);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.document.upload',
    entity: 'policy_document',
    entityId: id,
    after: view,
  });
  return view;
}

/** A document the caller may see: their header entity's, or any entity's for HR who set policies up. */
async function visibleDocument(tx: Tx, v: Viewer, header: HeaderEntity, id: string) {
  const doc = await q.findDocument(tx, id);
  if (!doc) throw notFound();
  if (doc.legalEntityId !== header.id && !canSetupPolicies(v)) throw forbidden();
  return doc;
}

export async function policyDocumentFile(
  tx: Tx,
  v: Viewer,
  input: { header: HeaderEntity; id: string },
  { storage }: { storage: FileStorage },
) {
  const { header, id } = input;
  const doc = await visibleDocument(tx, v, header, id);
  const bytes = await storage.get(doc.storageKey);
  if (!bytes) throw notFound();
  return { fileName: doc.fileName, bytes };
}

/** Deletes the row now; the caller removes the file once the transaction has committed. */
export async function deletePolicyDocument(tx: Tx, v: Viewer, id: string) {
  const doc = await q.findDocument(tx, id);
  if (!doc) throw notFound();
  await q.deleteDocumentRow(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.document.delete',
    entity: 'policy_document',
    entityId: id,
    before: toView(doc),
  });
  return doc.storageKey;
}
