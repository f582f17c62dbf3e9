import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

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

export const findProfileRow = (tx: Tx, tenantCode: string) =>
  tx
    .select(profileColumns)
    .from(tenants)
    .where(eq(tenants.code, tenantCode))
    .then((r) => r[0] ?? null);

export const updateProfileRow = (tx: Tx, tenantCode: string, values: Partial<typeof tenants.$inferInsert>) =>
  tx
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.code, tenantCode));

export const findLogo = (tx: Tx, tenantCode: string) =>
  tx
    .select({ logoKey: tenants.logoKey, logoUrl: tenants.logoUrl })
    .from(tenants)
    .where(eq(tenants.code, tenantCode))
    .then((r) => r[0] ?? null);
