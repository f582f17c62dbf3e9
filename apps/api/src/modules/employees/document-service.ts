import { randomUUID } from 'node:crypto';
import { EMPLOYEE_MESSAGES, type DocumentCategory } from '@tenure/domain/employees';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { MIME_TYPES, type AllowedFileType } from '../../platform/file-types.ts';
import type { FileStorage } from '../../platform/storage.ts';
import {
  deleteDocumentRow,
  findDocument,
  insertDocument,
  listDocuments,
  setProfileImageUrl,
  toDocumentView,
} from './document-queries.ts';
import { loadEmployee } from './profile-service.ts';
import type { Upload } from '../../platform/uploads.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertEditable, assertVisible, canChangeProfileImage, profileAccess } from './policy.ts';

/** The file store, the one platform service these use-cases need. */
export interface StorageDeps {
  storage: FileStorage;
}

/** Documents follow the 'documents' section: visible to self and HR, editable per the profile rules. */
async function employeeForDocuments(tx: Tx, v: Viewer, employeeNumber: string, mode: 'read' | 'write') {
  const row = await loadEmployee(tx, employeeNumber, mode === 'write');
  const access = await profileAccess(tx, v, row.id);
  if (mode === 'read') assertVisible(access, 'documents');
  else assertEditable(access, 'documents');
  return row;
}

export async function listEmployeeDocuments(tx: Tx, v: Viewer, employeeNumber: string) {
  const row = await employeeForDocuments(tx, v, employeeNumber, 'read');
  return listDocuments(tx, row.id);
}

/** The row and the file are written in one transaction's scope: a failed write leaves no row. */
export async function uploadDocument(
  tx: Tx,
  v: Viewer,
  input: { employeeNumber: string; category: DocumentCategory; upload: Upload },
  { storage }: StorageDeps,
) {
  const { employeeNumber, category, upload } = input;
  const row = await employeeForDocuments(tx, v, employeeNumber, 'write');
  const id = randomUUID();
  const storageKey = `${v.tenantCode}/employees/${row.id}/documents/${id}`;
  const doc = await insertDocument(tx, {
    id,
    tenantId: v.tenantCode,
    employeeId: row.id,
    category,
    fileName: upload.fileName,
    fileType: upload.fileType,
    sizeBytes: upload.bytes.length,
    storageKey,
    uploadedBy: v.userId,
  });
  await storage.put(storageKey, upload.bytes);
  const view = toDocumentView(doc);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.document.upload',
    entity: 'employee_document',
    entityId: id,
    after: { employeeId: row.id, ...view },
  });
  return view;
}

export async function downloadDocument(
  tx: Tx,
  v: Viewer,
  input: { employeeNumber: string; documentId: string },
  { storage }: StorageDeps,
) {
  const { employeeNumber, documentId } = input;
  const row = await employeeForDocuments(tx, v, employeeNumber, 'read');
  const doc = await findDocument(tx, row.id, documentId);
  const bytes = doc && (await storage.get(doc.storageKey));
  if (!doc || !bytes) throw notFound();
  return {
    fileName: doc.fileName,
    mimeType: MIME_TYPES[doc.fileType as AllowedFileType] ?? 'application/octet-stream',
    bytes,
  };
}

/** Deletes the row now; the caller removes the file once the transaction has committed. */
export async function deleteDocument(tx: Tx, v: Viewer, employeeNumber: string, documentId: string) {
  const row = await employeeForDocuments(tx, v, employeeNumber, 'write');
  const doc = await findDocument(tx, row.id, documentId);
  if (!doc) throw notFound();
  await deleteDocumentRow(tx, doc.id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.document.delete',
    entity: 'employee_document',
    entityId: doc.id,
    before: { employeeId: row.id, ...toDocumentView(doc) },
  });
  return doc.storageKey;
}

/**
 * Each upload is stored under its own version (the `v` of the picture's URL), so removing or
 * replacing a picture after the commit deletes exactly the file it replaced, never a newer one.
 */
const profileImageKey = (tenantCode: string, employeeId: string, version: string) =>
  `${tenantCode}/employees/${employeeId}/profile-image/${version}`;
const PROFILE_IMAGE_VERSION = /[?&]v=([0-9a-f-]{36})$/;
const storedProfileImageKey = (tenantCode: string, row: { id: string; profileImage: string | null }) => {
  const version = row.profileImage ? PROFILE_IMAGE_VERSION.exec(row.profileImage)?.[1] : undefined;
  return version ? profileImageKey(tenantCode, row.id, version) : null;
};

/** The employee themself (with self edit) or HR (with HR edit) may change or remove the picture. */
async function employeeForProfileImage(tx: Tx, v: Viewer, employeeNumber: string) {
  const row = await loadEmployee(tx, employeeNumber, true);
  const access = await profileAccess(tx, v, row.id);
  if (!canChangeProfileImage(v, access)) throw forbidden();
  return row;
}

/**
 * Stores a new picture under a new version and points the employee at it; returns the replaced
 * picture's file for the caller to remove once the transaction has committed.
 */
export async function setProfileImage(
  tx: Tx,
  v: Viewer,
  input: { employeeNumber: string; upload: Upload },
  { storage }: StorageDeps,
) {
  const { employeeNumber, upload } = input;
  const row = await employeeForProfileImage(tx, v, employeeNumber);
  const version = randomUUID();
  await storage.put(profileImageKey(v.tenantCode, row.id, version), upload.bytes);
  // The version also makes browsers fetch the new picture instead of a cached one.
  const url = `/api/hrms/hris/employee/${encodeURIComponent(row.employeeNumber)}/profile-image?v=${version}`;
  await setProfileImageUrl(tx, row.id, url);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.profile-image.update',
    entity: 'employee',
    entityId: row.id,
    before: { profileImage: row.profileImage },
    after: { profileImage: url },
  });
  return { profileImage: url, replacedKey: storedProfileImageKey(v.tenantCode, row) };
}

/** Clears the picture now; returns its file for the caller to remove once the transaction has committed. */
export async function removeProfileImage(tx: Tx, v: Viewer, employeeNumber: string) {
  const row = await employeeForProfileImage(tx, v, employeeNumber);
  if (!row.profileImage) throw notFound(EMPLOYEE_MESSAGES.noProfileImage, 'NO_PROFILE_IMAGE');
  await setProfileImageUrl(tx, row.id, null);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.profile-image.delete',
    entity: 'employee',
    entityId: row.id,
    before: { profileImage: row.profileImage },
    after: { profileImage: null },
  });
  return storedProfileImageKey(v.tenantCode, row);
}

/** Any colleague may see the picture (the directory shows it). */
export async function getProfileImage(tx: Tx, v: Viewer, employeeNumber: string, { storage }: StorageDeps) {
  const row = await loadEmployee(tx, employeeNumber);
  const key = storedProfileImageKey(v.tenantCode, row);
  const bytes = key ? await storage.get(key) : null;
  if (!bytes) throw notFound();
  return { bytes, mimeType: bytes[0] === 0x89 ? MIME_TYPES.png : MIME_TYPES.jpeg };
}
