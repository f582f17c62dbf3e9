import { randomUUID } from 'node:crypto';
import {
  LOGO_FILE_TYPES,
  ORG_MESSAGES,
  dateOfIncorporationToIso,
  formatDateOfIncorporation,
  type TenantProfileInput,
  type TenantProfileView,
} from '@tenure/domain/org';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { MIME_TYPES } from '../../platform/file-types.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { MAX_UPLOAD_BYTES, type Upload, type UploadRule } from '../../platform/uploads.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import * as q from './profile-queries.ts';

/** What a logo upload may be: PNG or JPEG by content (the name alone proves nothing). */
export const LOGO_UPLOAD: UploadRule = {
  maxBytes: MAX_UPLOAD_BYTES,
  allowed: LOGO_FILE_TYPES,
  typeMessage: ORG_MESSAGES.logoType,
  missingMessage: ORG_MESSAGES.logoMissing,
};

/** The public address of a tenant's logo; the version makes browsers fetch a replaced logo at once. */
export const logoPath = (tenantCode: string, version: string) =>
  `/api/hrms/hris/tenant/logo/${tenantCode}?v=${version}`;

async function findProfile(tx: Tx, tenantCode: string): Promise<TenantProfileView> {
  const row = await q.findProfileRow(tx, tenantCode);
  if (!row) throw notFound();
  return {
    ...row,
    dateOfIncorporation: row.dateOfIncorporation ? formatDateOfIncorporation(row.dateOfIncorporation) : null,
  };
}

export const getProfile = (tx: Tx, v: Viewer) => findProfile(tx, v.tenantCode);

export async function updateProfile(tx: Tx, v: Viewer, input: TenantProfileInput): Promise<TenantProfileView> {
  const before = await findProfile(tx, v.tenantCode);
  await q.updateProfileRow(tx, v.tenantCode, {
    ...input,
    dateOfIncorporation: input.dateOfIncorporation ? dateOfIncorporationToIso(input.dateOfIncorporation) : null,
  });
  const after = await findProfile(tx, v.tenantCode);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'tenant.profile.update',
    entity: 'tenant',
    entityId: v.tenantCode,
    before,
    after,
  });
  return after;
}

/** What replacing the logo needs: the file store, and a transaction of its own (the file is stored first). */
export interface LogoDeps {
  storage: FileStorage;
  inTenant: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/**
 * Stores an uploaded logo (its content checked when it was read), then points the tenant at it.
 * The previous file is removed only once the new one is committed, and a new file whose
 * transaction failed is removed again.
 */
export async function replaceLogo(v: Viewer, upload: Upload, deps: LogoDeps): Promise<{ logoUrl: string }> {
  const tenantCode = v.tenantCode;
  const version = randomUUID();
  const key = `${tenantCode}/tenant/logo-${version}.${upload.fileType}`;
  const logoUrl = logoPath(tenantCode, version);
  await deps.storage.put(key, upload.bytes);
  try {
    const previousKey = await deps.inTenant(async (tx) => {
      const before = await q.findLogo(tx, tenantCode);
      await q.updateProfileRow(tx, tenantCode, { logoKey: key, logoType: MIME_TYPES[upload.fileType], logoUrl });
      await recordAudit(tx, {
        ...auditActor(v),
        action: 'tenant.logo.replace',
        entity: 'tenant',
        entityId: tenantCode,
        before: { logoUrl: before?.logoUrl ?? null },
        after: { logoUrl, fileName: upload.fileName, bytes: upload.bytes.length },
      });
      return before?.logoKey ?? null;
    });
    if (previousKey) await deps.storage.delete(previousKey);
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
  return { logoUrl };
}

/** The logo bytes of an active tenant, for the public logo route; null when it has none. */
export async function readLogo(
  input: { tenantCode: string },
  deps: Pick<ModuleDeps, 'tenants' | 'storage'>,
): Promise<{ bytes: Uint8Array; type: string } | null> {
  const tenant = await deps.tenants.full(input.tenantCode.toLowerCase());
  if (!tenant?.isActive || !tenant.logoKey || !tenant.logoType) return null;
  const bytes = await deps.storage.get(tenant.logoKey);
  return bytes ? { bytes, type: tenant.logoType } : null;
}
