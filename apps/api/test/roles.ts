import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loginAs } from './harness.ts';

type Headers = Record<string, string>;

/**
 * A custom role with exactly these permissions ({ MODULE: { sectionAccess, featureAccess } }),
 * made by the super admin and given to a demo user in one legal entity; returns that user's
 * headers working in the entity. For tests of "this key alone is not enough".
 */
export async function giveCustomRole(
  app: FastifyInstance,
  username: string,
  entity: string,
  name: string,
  permissions: object,
): Promise<Headers> {
  const admin = { ...(await loginAs(app, 'superadmin')).headers, 'x-entityid': entity };
  const role = await app.inject({
    method: 'POST',
    url: '/api/auth/roles',
    headers: admin,
    payload: { name, description: '', permissions },
  });
  expect(role.statusCode, role.body).toBe(201);
  const users = (
    await app.inject({
      method: 'GET',
      url: `/api/auth/users?size=100&search=${encodeURIComponent(username)}`,
      headers: admin,
    })
  ).json() as { items: { username: string; userId: string }[] };
  const userId = users.items.find((u) => u.username === username)!.userId;
  const granted = await app.inject({
    method: 'POST',
    url: '/api/auth/users/roles',
    headers: admin,
    payload: { action: 'assign', legalEntityCode: entity, roleIds: [role.json().id], userIds: [userId] },
  });
  expect(granted.json()).toEqual({ users: 1, changed: 1 });
  return { ...(await loginAs(app, username)).headers, 'x-entityid': entity };
}
