import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  LOGO_FILE_TYPES,
  ORG_MESSAGES,
  dateOfIncorporationToIso,
  formatDateOfIncorporation,
  type TenantProfileInput,
  type TenantProfileView,
} from '@tenure/domain/org';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { tenants } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { MIME_TYPES } from '../../platform/file-types.ts';
import { MAX_UPLOAD_BYTES, readUpload } from '../../platform/uploads.ts';

const profileColumns = {
  tenantCode: tenants.code,
  name: tenants.name,
  registrationNumber: tenants.registrationNumber,
  dateOfIncorporation: tenants.dateOfIncorporation,
  website: tenants.website,
  email: tenants.email,
  phone: tenants.phone,
  addressLine: tenants.addressLine,
  city: tenants.city,
  postalCode: tenants.postalCode,
  countryId: tenants.countryId,
  logoUrl: tenants.logoUrl,
  dateFormat: tenants.dateFormat,
};

/** The public address of a tenant's logo; the version makes browsers fetch a replaced logo at once. */
export const logoPath = (tenantCode: string, version: string) => `/api/hrms/hris/tenant/logo/${tenantCode}?v=${version}`;

async function findProfile(tx: Tx, tenantCode: string): Promise<TenantProfileView> {
  const [row] = await tx.select(profileColumns).from(tenants).where(eq(tenants.code, tenantCode));
  if (!row) throw notFound();
  return { ...row, dateOfIncorporation: row.dateOfIncorporation ? formatDateOfIncorporation(row.dateOfIncorporation) : null };
}

export const getProfile = (tx: Tx, request: FastifyRequest) => findProfile(tx, request.tenant!.code);

export async function updateProfile(tx: Tx, request: FastifyRequest, input: TenantProfileInput): Promise<TenantProfileView> {
  const tenantCode = request.tenant!.code;
  const before = await findProfile(tx, tenantCode);
  await tx
    .update(tenants)
    .set({
      ...input,
      dateOfIncorporation: input.dateOfIncorporation ? dateOfIncorporationToIso(input.dateOfIncorporation) : null,
      updatedAt: new Date(),
    })
    .where(eq(tenants.code, tenantCode));
  const after = await findProfile(tx, tenantCode);
  await recordAudit(tx, {
    tenantCode,
    actorUserId: request.auth!.userId,
    requestId: request.id,
    action: 'tenant.profile.update',
    entity: 'tenant',
    entityId: tenantCode,
    before,
    after,
  });
  return after;
}

/**
 * Stores an uploaded logo after checking its content is PNG or JPEG (the name alone proves
 * nothing), then points the tenant at it. The previous file is removed only once the new one is
 * committed, and a new file whose transaction failed is removed again.
 */
export async function replaceLogo(deps: ModuleDeps, request: FastifyRequest): Promise<{ logoUrl: string }> {
  const file = await readUpload(request, { maxBytes: MAX_UPLOAD_BYTES, allowed: LOGO_FILE_TYPES, typeMessage: ORG_MESSAGES.logoType, missingMessage: ORG_MESSAGES.logoMissing });
  const { bytes, fileType: type } = file;

  const tenantCode = request.tenant!.code;
  const version = randomUUID();
  const key = `${tenantCode}/tenant/logo-${version}.${type}`;
  await deps.storage.put(key, bytes);
  try {
    const previousKey = await request.inTenant(async (tx) => {
      const [before] = await tx.select({ logoKey: tenants.logoKey, logoUrl: tenants.logoUrl }).from(tenants).where(eq(tenants.code, tenantCode));
      const logoUrl = logoPath(tenantCode, version);
      await tx.update(tenants).set({ logoKey: key, logoType: MIME_TYPES[type], logoUrl, updatedAt: new Date() }).where(eq(tenants.code, tenantCode));
      await recordAudit(tx, {
        tenantCode,
        actorUserId: request.auth!.userId,
        requestId: request.id,
        action: 'tenant.logo.replace',
        entity: 'tenant',
        entityId: tenantCode,
        before: { logoUrl: before?.logoUrl ?? null },
        after: { logoUrl, fileName: file.fileName, bytes: bytes.length },
      });
      return before?.logoKey ?? null;
    });
    if (previousKey) await deps.storage.delete(previousKey);
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
  return { logoUrl: logoPath(tenantCode, version) };
}

/** The logo bytes of an active tenant, for the public logo route; null when it has none. */
export async function readLogo(deps: ModuleDeps, tenantCode: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  const tenant = await deps.tenants.full(tenantCode.toLowerCase());
  if (!tenant?.isActive || !tenant.logoKey || !tenant.logoType) return null;
  const bytes = await deps.storage.get(tenant.logoKey);
  return bytes ? { bytes, type: tenant.logoType } : null;
}
