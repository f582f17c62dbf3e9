import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { chatConversationSummary, chatConversationView, chatReply, type ChatReply } from '@tenure/domain/chat';
import { api } from '../../lib/api/index.ts';
import { finalOfStream } from './chatState.ts';

const BASE = '/api/agent';
/** SPEC §9: the chatbot session id lives in session storage. */
const SESSION_KEY = 'chatbotSessionId';

export const storedSessionId = () => sessionStorage.getItem(SESSION_KEY);
export const storeSessionId = (id: string | null) =>
  id ? sessionStorage.setItem(SESSION_KEY, id) : sessionStorage.removeItem(SESSION_KEY);

export interface ChatEndpointFlags {
  newAIChatbot: boolean;
  streamingChatbot: boolean;
}

/**
 * Sends one message by the endpoint the flags choose (SPEC §7): the new chatbot with session and
 * user headers, the stream (its final event), or POST /agent/chat.
 */
export async function sendChatMessage(message: string, userId: string, flags: ChatEndpointFlags): Promise<ChatReply> {
  // SPEC §4: a session id is made on the first message; the server's replaces it.
  const sessionId = storedSessionId() ?? crypto.randomUUID();
  let reply: ChatReply | null;
  if (flags.newAIChatbot) {
    reply = await api.request(`${BASE}/v2/chat`, chatReply, {
      method: 'POST',
      body: { message },
      headers: { 'x-session-id': sessionId, 'x-user-id': userId },
    });
  } else if (flags.streamingChatbot) {
    const file = await api.download(`${BASE}/chat/stream`, {
      method: 'POST',
      body: { message, user_id: userId, session_id: sessionId },
      plain: true,
    });
    reply = finalOfStream(await file.blob.text());
  } else {
    reply = await api.request(`${BASE}/chat`, chatReply, {
      method: 'POST',
      body: { message, user_id: userId, session_id: sessionId },
    });
  }
  if (!reply) throw new Error('');
  storeSessionId(reply.session_id);
  return reply;
}

export const useConversation = (sessionId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['chat', 'conversation', sessionId],
    queryFn: () => api.request(`${BASE}/conversations/${sessionId}`, chatConversationView),
    enabled: enabled && sessionId !== null,
    retry: false,
    staleTime: Infinity,
  });

const LIST_KEY = ['chat', 'conversations'] as const;

/** The user's earlier conversations, latest first (title: the first question). */
export const useConversations = (enabled: boolean) =>
  useQuery({
    queryKey: LIST_KEY,
    queryFn: () => api.request(`${BASE}/conversations`, z.array(chatConversationSummary)),
    enabled,
    staleTime: 0,
  });

export const fetchConversation = (sessionId: string) =>
  api.request(`${BASE}/conversations/${sessionId}`, chatConversationView);

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.request(`${BASE}/conversations/${sessionId}`, z.null(), { method: 'DELETE' }),
    onSettled: (_data, _error, sessionId) => {
      client.removeQueries({ queryKey: ['chat', 'conversation', sessionId] });
      return client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}
