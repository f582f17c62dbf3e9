import { SEEDED_ROLES } from '@tenure/domain/access';
import { legalEntities, roles, tenants, userEntities, userEntityRoles, users } from '../src/db/schema/index.ts';
import type { Db } from '../src/platform/db.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import { DEMO_PASSWORD } from './harness.ts';

/**
 * A tenant (staging preset: plain bodies) with the least a company starts from: one legal entity, a Super Admin role and its
 * first admin (password DEMO_PASSWORD). Written as the owner, straight into the tables.
 */
export async function createFreshTenant(db: Db, code: string, adminUsername: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ code, name: `${code} Inc.`, hosts: [`${code}.localhost`], preset: 'staging' });
    const [entity] = await tx
      .insert(legalEntities)
      .values({ tenantId: code, code: 'US-01', name: `${code} US` })
      .returning({ id: legalEntities.id });
    const superAdmin = SEEDED_ROLES.SUPER_ADMIN;
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: code, code: 'SUPER_ADMIN', name: superAdmin.name, permissions: superAdmin.grants })
      .returning({ id: roles.id });
    const [user] = await tx
      .insert(users)
      .values({ tenantId: code, username: adminUsername, email: `${adminUsername}@${code}.example.com`, passwordHash })
      .returning({ id: users.id });
    const [mapping] = await tx
      .insert(userEntities)
      .values({ tenantId: code, userId: user!.id, legalEntityId: entity!.id, isDefault: true })
      .returning({ id: userEntities.id });
    await tx.insert(userEntityRoles).values({ tenantId: code, userEntityId: mapping!.id, roleId: role!.id });
  });
}
