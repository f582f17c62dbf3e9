import { z } from 'zod';
import { CHAT_MESSAGES } from './messages.ts';

export * from './sanitize.ts';
export * from './messages.ts';
export * from './replies/index.ts';

/** SPEC §9: a table answer shows 5 rows a page, 10 when the window is maximised. */
export const CHAT_TABLE_PAGE_SIZE = 5;
export const CHAT_TABLE_PAGE_SIZE_MAXIMISED = 10;
/** SPEC §9: the chat input grows up to this height, then scrolls. */
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;
export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_RETENTION_DAYS_DEFAULT = 90;
export const CHAT_RETENTION_DAYS_MAX = 3650;

/** SPEC §9: what an exported table is called. */
export const chatTableFileName = (at: Date = new Date()) => `table_data_${at.getTime()}`;

/** SPEC §9 suggestion chips: the data questions, then the policy topics. */
export const CHAT_SUGGESTIONS = [
  'leave balance',
  'pending leaves',
  'leave history',
  'holidays list',
  'apply leave',
  'Holiday',
  'POSH',
  'Leave',
  'Security',
  'Health Insurance',
  'Training Assistance',
  'Whistle Blower',
] as const;

export const chatTable = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  totalRows: z.number().int(),
});
export type ChatTable = z.infer<typeof chatTable>;

/** A figure in an answer and the page that shows its record. */
export const chatLink = z.object({ label: z.string(), href: z.string() });
export type ChatLink = z.infer<typeof chatLink>;

/** SPEC §3 chat request: message, user_id (employee number or anonymous), session_id. */
export const chatRequest = z.object({
  message: z.string().max(CHAT_MESSAGE_MAX),
  user_id: z.string().max(100).optional(),
  session_id: z.string().max(100).nullish(),
});
export type ChatRequest = z.infer<typeof chatRequest>;

/** SPEC §3 chat reply: content (the text), is_final, session_id; plus a table and links when the answer has them. */
export const chatReply = z.object({
  content: z.string(),
  is_final: z.boolean(),
  session_id: z.string(),
  table: chatTable.nullable(),
  links: z.array(chatLink),
  /** Which tool answered (null for small talk and refusals): shown nowhere, kept for tests and audit. */
  tool: z.string().nullable(),
});
export type ChatReply = z.infer<typeof chatReply>;

export const chatMessageView = z.object({
  id: z.string(),
  isUser: z.boolean(),
  text: z.string(),
  table: chatTable.nullable(),
  links: z.array(chatLink),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

export const chatConversationView = z.object({
  sessionId: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  messages: z.array(chatMessageView),
});
export type ChatConversationView = z.infer<typeof chatConversationView>;

export const chatSettingsView = z.object({
  retentionDays: z.number().int(),
  modelBaseUrl: z.string().nullable(),
  modelName: z.string().nullable(),
  /** Whether a key is stored; the key itself never leaves the server. */
  hasModelKey: z.boolean(),
});
export type ChatSettingsView = z.infer<typeof chatSettingsView>;

const modelBaseUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), CHAT_MESSAGES.endpointInvalid)
  .transform((v) => v || null)
  .nullable()
  .default(null);
const modelName = z
  .string()
  .trim()
  .max(100)
  .transform((v) => v || null)
  .nullable()
  .default(null);

export const chatSettingsInput = z
  .object({
    retentionDays: z
      .number()
      .int()
      .min(1, CHAT_MESSAGES.retentionInvalid)
      .max(CHAT_RETENTION_DAYS_MAX, CHAT_MESSAGES.retentionInvalid),
    modelBaseUrl,
    modelName,
    /** A new key; left out keeps the stored one, '' removes it. */
    modelKey: z.string().max(500).optional(),
  })
  // A service without a model name cannot be asked anything.
  .refine((v) => !v.modelBaseUrl || v.modelName, { message: CHAT_MESSAGES.modelNameRequired, path: ['modelName'] });
export type ChatSettingsInput = z.input<typeof chatSettingsInput>;

export const chatConversationSummary = z.object({
  sessionId: z.string(),
  /** The conversation's first question. */
  title: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummary>;

/** "Test connection": the endpoint as typed in the form; without a key, the stored one is used. */
export const chatModelTestInput = z.object({
  modelBaseUrl: modelBaseUrl.refine((v) => v !== null, CHAT_MESSAGES.endpointInvalid),
  modelName: modelName.refine((v) => v !== null, CHAT_MESSAGES.modelNameRequired),
  modelKey: z.string().max(500).optional(),
});
export type ChatModelTestInput = z.input<typeof chatModelTestInput>;

/** Whether the model answered a one-line question; `detail` is its answer or what went wrong. */
export const chatModelTestResult = z.object({ ok: z.boolean(), detail: z.string() });
export type ChatModelTestResult = z.infer<typeof chatModelTestResult>;
