import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

/** Whether the user is one of the tenant's (row-level security leaves out every other tenant's). */
export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
