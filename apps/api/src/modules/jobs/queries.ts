import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { JobHistoryQuery } from '@tenure/domain/jobs';
import { jobs, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** A page of the tenant's jobs, newest first, with who started each and the total. */
export async function jobPage(tx: Tx, query: JobHistoryQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(jobs.status, query.status));
  if (query.kind) filters.push(eq(jobs.kind, query.kind));
  const where = and(...filters);
  const [total] = await tx.select({ n: count() }).from(jobs).where(where);
  const rows = await tx
    .select({ job: jobs, username: users.username })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.executionNumber))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows, total: total?.n ?? 0 };
}

export async function usernameOf(tx: Tx, userId: string): Promise<string | null> {
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return user?.username ?? null;
}
