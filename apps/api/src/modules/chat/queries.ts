import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { ChatConversationSummary, ChatConversationView, ChatLink, ChatTable } from '@tenure/domain/chat';
import { chatConversations, chatMessages, employees, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import type { PendingLeave } from './tools.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Conversation {
  id: string;
  pending: PendingLeave | null;
}

/** The user's own conversation with that session id (null: none, or not theirs). */
export async function findConversation(
  tx: Tx,
  userId: string,
  sessionId: string | null | undefined,
): Promise<Conversation | null> {
  if (!sessionId || !UUID.test(sessionId)) return null;
  const [found] = await tx
    .select({ id: chatConversations.id, pending: chatConversations.pendingAction })
    .from(chatConversations)
    .where(and(eq(chatConversations.id, sessionId), eq(chatConversations.userId, userId)));
  return found ? { id: found.id, pending: (found.pending as PendingLeave | null) ?? null } : null;
}

export interface StoredMessage {
  role: 'user' | 'bot';
  text: string;
  tool?: string | null;
  table?: ChatTable | null;
  links?: ChatLink[];
}

/**
 * Stores an exchange. A new conversation (`create`) is inserted here with its first messages, so
 * that a first question costs one write transaction; its id was chosen by the caller.
 */
export async function appendMessages(
  tx: Tx,
  conversation: { tenantCode: string; userId: string; id: string; create: boolean },
  messages: StoredMessage[],
  pending: PendingLeave | null,
): Promise<void> {
  const { tenantCode, id: conversationId } = conversation;
  if (conversation.create)
    await tx
      .insert(chatConversations)
      .values({ id: conversationId, tenantId: tenantCode, userId: conversation.userId, pendingAction: pending });
  // One statement; each message a microsecond after the one before keeps their order (now() is the transaction's).
  await tx.insert(chatMessages).values(
    messages.map((m, i) => ({
      tenantId: tenantCode,
      conversationId,
      role: m.role,
      text: m.text,
      tool: m.tool ?? null,
      table: m.table ?? null,
      links: m.links ?? [],
      createdAt: sql`now() + ${`${i} microseconds`}::interval`,
    })),
  );
  if (!conversation.create)
    await tx
      .update(chatConversations)
      .set({ pendingAction: pending, updatedAt: sql`now()` })
      .where(eq(chatConversations.id, conversationId));
}

export async function listConversations(tx: Tx, userId: string): Promise<ChatConversationSummary[]> {
  const rows = await tx
    .select({
      sessionId: chatConversations.id,
      startedAt: chatConversations.createdAt,
      lastMessageAt: chatConversations.updatedAt,
      title: sql<
        string | null
      >`(select m.text from chat_messages m where m.conversation_id = chat_conversations.id and m.role = 'user' order by m.created_at limit 1)`,
    })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(50);
  return rows.map((r) => ({
    sessionId: r.sessionId,
    startedAt: r.startedAt.toISOString(),
    lastMessageAt: r.lastMessageAt.toISOString(),
    title: r.title ?? '',
  }));
}

export async function conversationOf(tx: Tx, userId: string, sessionId: string): Promise<ChatConversationView | null> {
  if (!UUID.test(sessionId)) return null;
  const [conversation] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, sessionId), eq(chatConversations.userId, userId)));
  if (!conversation) return null;
  const messages = await tx
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, sessionId))
    .orderBy(asc(chatMessages.createdAt));
  return {
    sessionId,
    startedAt: conversation.createdAt.toISOString(),
    lastMessageAt: conversation.updatedAt.toISOString(),
    messages: messages.map((m) => ({
      id: m.id,
      isUser: m.role === 'user',
      text: m.text,
      table: m.table ?? null,
      links: m.links,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** Deletes one of the user's conversations (or all of them); returns how many went. */
export async function deleteConversations(tx: Tx, userId: string, sessionId: string | null): Promise<number> {
  if (sessionId !== null && !UUID.test(sessionId)) return 0;
  const deleted = await tx
    .delete(chatConversations)
    .where(and(eq(chatConversations.userId, userId), sessionId ? eq(chatConversations.id, sessionId) : undefined))
    .returning({ id: chatConversations.id });
  return deleted.length;
}

/** The retention purge: conversations untouched for longer than the tenant keeps them. */
export async function purgeConversations(tx: Tx, retentionDays: number, asOf: Date): Promise<number> {
  const cutoff = new Date(asOf.getTime() - retentionDays * 86_400_000);
  const deleted = await tx
    .delete(chatConversations)
    .where(lt(chatConversations.updatedAt, cutoff))
    .returning({ id: chatConversations.id });
  return deleted.length;
}

/** The caller's own employee number (null for a user without an employee record). */
export async function ownEmployeeNumber(tx: Tx, employeeId: string | null): Promise<string | null> {
  if (!employeeId) return null;
  return (
    (await tx.select({ number: employees.employeeNumber }).from(employees).where(eq(employees.id, employeeId)))[0]
      ?.number ?? null
  );
}

/** The language kept on the caller's account (null: never chosen, English). */
export async function languageOf(tx: Tx, userId: string): Promise<string | null> {
  return (await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language ?? null;
}
