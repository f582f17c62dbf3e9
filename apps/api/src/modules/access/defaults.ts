import { ROLE_CODES, SEEDED_ROLES, type RoleCode } from '@tenure/domain/access';
import { roles } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** The roles every new tenant starts with (SEEDED_ROLES); returns their ids by code. */
export async function installDefaultRoles(tx: Tx, tenantId: string): Promise<Map<RoleCode, string>> {
  const ids = new Map<RoleCode, string>();
  for (const code of ROLE_CODES) {
    const role = SEEDED_ROLES[code];
    const [row] = await tx
      .insert(roles)
      .values({ tenantId, code, name: role.name, description: role.description, permissions: role.grants })
      .returning({ id: roles.id });
    ids.set(code, row!.id);
  }
  return ids;
}
