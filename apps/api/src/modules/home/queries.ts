import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { attendanceSessions, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** The sessions clocked in on one local day; with `withOpen`, also a session still open from an earlier day. */
export const sessionsOfDay = (tx: Tx, employeeId: string, day: string, withOpen: boolean) =>
  tx
    .select({
      id: attendanceSessions.id,
      clockInAt: attendanceSessions.clockInAt,
      clockOutAt: attendanceSessions.clockOutAt,
    })
    .from(attendanceSessions)
    .where(
      and(
        eq(attendanceSessions.employeeId, employeeId),
        withOpen
          ? or(eq(attendanceSessions.workDate, day), isNull(attendanceSessions.clockOutAt))
          : eq(attendanceSessions.workDate, day),
      ),
    )
    .orderBy(asc(attendanceSessions.clockInAt));

/** Opens a session; undefined when one is already open (the partial unique index allows one per employee). */
export async function openSession(
  tx: Tx,
  values: { tenantId: string; employeeId: string; clockInAt: Date; timeZone: string; workDate: string },
) {
  const [opened] = await tx
    .insert(attendanceSessions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: attendanceSessions.id });
  return opened;
}

/** Closes the employee's open session; undefined when none is open. */
export async function closeOpenSession(tx: Tx, employeeId: string, at: Date) {
  const [closed] = await tx
    .update(attendanceSessions)
    .set({ clockOutAt: at })
    .where(and(eq(attendanceSessions.employeeId, employeeId), isNull(attendanceSessions.clockOutAt)))
    .returning({
      id: attendanceSessions.id,
      clockInAt: attendanceSessions.clockInAt,
      workDate: attendanceSessions.workDate,
    });
  return closed;
}

export const usernameOf = async (tx: Tx, userId: string) =>
  (await tx.select({ username: users.username }).from(users).where(eq(users.id, userId)))[0]?.username;
