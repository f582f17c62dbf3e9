import {
  CHAT_MESSAGES,
  isBlankMessage,
  sanitizeChatInput,
  type ChatLink,
  type ChatReply,
  type ChatTable,
} from '@tenure/domain/chat';

/** SPEC §3 chat message (text, isUser, id), with the table and links of an answer. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  table: ChatTable | null;
  links: ChatLink[];
}

export interface ChatState {
  messages: ChatMessage[];
  /** Whether the greeting was shown (SPEC §4: once). */
  greeted: boolean;
}

let counter = 0;
const nextId = () => `m${Date.now()}-${++counter}`;

export const initialChatState: ChatState = { messages: [], greeted: false };

/** The greeting, once per window session. */
export function greet(state: ChatState, greeting: string): ChatState {
  if (state.greeted) return state;
  return {
    greeted: true,
    messages: [...state.messages, { id: nextId(), text: greeting, isUser: false, table: null, links: [] }],
  };
}

/**
 * What of the user's input gets sent: sanitised and not blank (SPEC §5), and not the same as the
 * user's previous message (SPEC §4 suppresses consecutive identical messages). Null: nothing to send.
 */
export function outgoing(state: ChatState, input: string): string | null {
  if (isBlankMessage(input)) return null;
  const text = sanitizeChatInput(input);
  if (!text) return null;
  const previous = state.messages.findLast((m) => m.isUser);
  return previous?.text === text ? null : text;
}

export const withUserMessage = (state: ChatState, text: string): ChatState => ({
  ...state,
  messages: [...state.messages, { id: nextId(), text, isUser: true, table: null, links: [] }],
});

/** A reply is shown only when final (SPEC §4); an empty one says so (SPEC §8). */
export function withReply(
  state: ChatState,
  reply: Pick<ChatReply, 'content' | 'is_final' | 'table' | 'links'>,
): ChatState {
  if (!reply.is_final) return state;
  const text = reply.content.trim() || CHAT_MESSAGES.emptyReply;
  return {
    ...state,
    messages: [...state.messages, { id: nextId(), text, isUser: false, table: reply.table, links: reply.links }],
  };
}

/** SPEC §8: the server's error text as a bot message; else the error's message; else the generic one. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const body = 'body' in error ? (error as { body?: { message?: unknown } }).body : undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  }
  return CHAT_MESSAGES.somethingWentWrong;
}

export const withBotText = (state: ChatState, text: string): ChatState => ({
  ...state,
  messages: [...state.messages, { id: nextId(), text, isUser: false, table: null, links: [] }],
});

/** The final reply of a server-sent event stream (partials are never final, SPEC §4). */
export function finalOfStream(body: string): ChatReply | null {
  const events = body
    .split(/\n\n/)
    .map((chunk) => chunk.replace(/^data: /, '').trim())
    .filter(Boolean)
    .map((data) => JSON.parse(data) as ChatReply);
  return events.filter((e) => e.is_final).at(-1) ?? null;
}
