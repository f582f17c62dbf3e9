import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ChatLink, ChatTable } from '@tenure/domain/chat';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { users } from './auth.ts';

/**
 * A conversation with the HR assistant: one per chat session of a user. `pending_action` holds a
 * step the assistant has proposed and waits for the user to confirm (applying for leave).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    pendingAction: jsonb('pending_action').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'chat_conversations_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('chat_conversations_user_id_fk', t, t.userId, users).onDelete('cascade'),
    index('chat_conversations_user').on(t.tenantId, t.userId, t.updatedAt),
    tenantIsolation('chat_conversations'),
  ],
);

/** A message of a conversation, the user's or the assistant's (with its table and links). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    tenantId: tenantId(),
    conversationId: uuid('conversation_id').notNull(),
    role: text('role').notNull().$type<'user' | 'bot'>(),
    text: text('text').notNull(),
    tool: text('tool'),
    table: jsonb('table').$type<ChatTable | null>(),
    links: jsonb('links').$type<ChatLink[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'chat_messages_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('chat_messages_conversation_id_fk', t, t.conversationId, chatConversations).onDelete('cascade'),
    index('chat_messages_conversation').on(t.tenantId, t.conversationId, t.createdAt),
    tenantIsolation('chat_messages'),
  ],
);

/** A tenant's assistant settings: how long conversations are kept, and an optional OpenAI-compatible model. */
export const chatSettings = pgTable(
  'chat_settings',
  {
    tenantId: tenantId().primaryKey(),
    retentionDays: integer('retention_days').notNull(),
    modelBaseUrl: text('model_base_url'),
    modelName: text('model_name'),
    /** The model's API key, sealed with platform/sealed-secrets. */
    modelKeySealed: text('model_key_sealed'),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  () => [tenantIsolation('chat_settings')],
);
