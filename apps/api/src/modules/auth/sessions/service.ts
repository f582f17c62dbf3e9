import { deviceOf, SESSION_MESSAGES, type EndedSessions, type SessionView } from '@tenure/domain/auth';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { endSession, endUserSessions, liveSessions } from '../../../platform/sessions.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import * as q from './queries.ts';

/**
 * A user's sessions (issue 36 item 7): the list of where they are signed in, and ending one or all
 * of them. A user acts on their own; an admin with ManageUsers on anyone's of the tenant (the users
 * module's routes). Every ending is audited; the current session is ended by logging out.
 */

/** The live sessions of `userId`, newest first; `current` marks the asking request's own. */
export async function sessionsOf(tx: Tx, userId: string, currentSessionId: string | null): Promise<SessionView[]> {
  await assertUser(tx, userId);
  return (await liveSessions(tx, userId)).map(({ userAgent, ...row }) => ({
    ...row,
    device: deviceOf(userAgent),
    current: row.sessionId === currentSessionId,
  }));
}

/** Ends one session of `userId` (not the asking request's own: that is a logout). */
export async function endSessionOf(
  tx: Tx,
  v: Viewer,
  target: { userId: string; sessionId: string; currentSessionId: string | null },
): Promise<EndedSessions> {
  if (target.sessionId === target.currentSessionId) throw badRequest(SESSION_MESSAGES.current);
  await assertUser(tx, target.userId);
  if (!(await endSession(tx, target.userId, target.sessionId))) throw notFound(SESSION_MESSAGES.notFound);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'auth.session.end',
    entity: 'session',
    entityId: target.sessionId,
    after: { userId: target.userId },
  });
  return { ended: 1 };
}

/** Ends every live session of `userId` but `keep` (the asking request's, when the user signs out their others). */
export async function endSessionsOf(tx: Tx, v: Viewer, userId: string, keep: string | null): Promise<EndedSessions> {
  await assertUser(tx, userId);
  const ended = await endUserSessions(tx, userId, keep ?? undefined);
  if (ended > 0)
    await recordAudit(tx, {
      ...auditActor(v),
      action: keep ? 'auth.session.end-others' : 'auth.session.end-all',
      entity: 'user',
      entityId: userId,
      after: { ended },
    });
  return { ended };
}

/** 404 for a user the tenant does not have (another tenant's id reads as unknown). */
async function assertUser(tx: Tx, userId: string): Promise<void> {
  if (!(await q.userExists(tx, userId))) throw notFound();
}
