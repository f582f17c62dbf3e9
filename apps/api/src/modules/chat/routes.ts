import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import {
  CHAT_MESSAGES,
  chatConversationSummary,
  chatConversationView,
  chatReply,
  chatRequest,
  chatModelTestInput,
  chatModelTestResult,
  chatSettingsInput,
  chatSettingsView,
  type ChatReply,
} from '@tenure/domain/chat';
import { minuteAllowance } from '../../platform/call-allowance.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { callerOf } from '../../platform/internal-calls.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createSecretBox } from '../../platform/sealed-secrets.ts';
import { viewerOf } from '../../platform/viewer.ts';
import * as chat from './chat-service.ts';
import { defineChatJobs } from './jobs.ts';
import { testModel } from './model.ts';
import { ModelEndpoints, readChatSettings, saveChatSettings, storedModelKey } from './settings.ts';

const tags = ['chat'];
const user = { requires: feature('DASHBOARD', 'ShowChatbot'), scope: 'self' } as const;
const manage = { requires: feature('ADMINISTRATION', 'ManageFeatureFlags'), scope: 'all' } as const;
const sessionParam = z.object({ sessionId: z.string().max(100) });
/** newAIChatbot (SPEC §7): the session and the user travel as headers. */
const SESSION_HEADER = 'x-session-id';
const USER_HEADER = 'x-user-id';

/** Splits an answer into the growing texts a stream sends before its final reply. */
function partialsOf(content: string): string[] {
  const words = content.split(/(?<=\s)/);
  const step = Math.max(1, Math.ceil(words.length / 8));
  const partials: string[] = [];
  for (let i = step; i < words.length; i += step) partials.push(words.slice(0, i).join(''));
  return partials;
}

/** The HR assistant (SPEC §7 chatbot): POST /agent/chat, its stream and newAIChatbot variants, history and settings. */
export function chatRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secrets = createSecretBox(deps.config);
  const services: chat.ChatServices = {
    secrets,
    endpoints: new ModelEndpoints(secrets),
    modelTimeoutMs: deps.config.CHAT_MODEL_TIMEOUT_MS,
  };
  const allowance = minuteAllowance(fastify, deps.database, {
    name: 'chat',
    max: deps.config.CHAT_MESSAGES_PER_MINUTE,
    message: CHAT_MESSAGES.rateLimited,
  });
  defineChatJobs(deps.jobs);

  const answer = (
    request: FastifyRequest,
    message: string,
    sessionId: string | null | undefined,
  ): Promise<ChatReply> => {
    allowance.take(`${request.tenant!.code}:${request.auth!.userId}`);
    return chat.answerMessage(
      viewerOf(request),
      { message, sessionId },
      { ...services, call: callerOf(fastify, request), inTenant: (work) => request.inTenant(work), log: request.log },
    );
  };
  const chatRoute = {
    config: { access: user, flag: 'chatbot' as const },
    schema: { tags, body: chatRequest, response: { 200: chatReply } },
  };

  for (const url of ['/agent/chat', '/hrms/chatbot/chat']) {
    app.post(url, {
      ...chatRoute,
      handler: (request) => answer(request, request.body.message, request.body.session_id),
    });
  }

  app.post('/agent/v2/chat', {
    config: { access: user, flag: 'newAIChatbot' },
    schema: { tags, body: chatRequest.pick({ message: true }), response: { 200: chatReply } },
    handler: async (request) => {
      const sessionId = request.headers[SESSION_HEADER];
      const userId = request.headers[USER_HEADER];
      if (typeof userId !== 'string' || !userId)
        throw badRequest(CHAT_MESSAGES.sessionHeadersRequired, undefined, 'CHAT_HEADERS_REQUIRED');
      await request.inTenant((tx) => chat.assertNamedCaller(tx, viewerOf(request), { userHeader: userId }));
      return answer(request, request.body.message, typeof sessionId === 'string' ? sessionId : null);
    },
  });

  // Server-sent events: growing partial replies (is_final false), then the full reply (is_final true).
  // Exempt from payload encryption: an event stream cannot be one sealed body.
  app.post('/agent/chat/stream', {
    config: { access: user, flag: 'streamingChatbot', plainPayload: true },
    schema: { tags, body: chatRequest },
    handler: async (request, reply) => {
      if (!(await deps.flags.forRequest(request)).chatbot) throw notFound();
      const final = await answer(request, request.body.message, request.body.session_id);
      streamReply(reply, final);
    },
  });

  app.get('/agent/conversations', {
    config: { access: user, flag: 'chatbot' },
    schema: { tags, response: { 200: z.array(chatConversationSummary) } },
    handler: (request) => request.inTenant((tx) => chat.conversations(tx, viewerOf(request))),
  });
  app.get('/agent/conversations/:sessionId', {
    config: { access: user, flag: 'chatbot' },
    schema: { tags, params: sessionParam, response: { 200: chatConversationView } },
    handler: (request) => request.inTenant((tx) => chat.conversation(tx, viewerOf(request), request.params)),
  });
  app.delete('/agent/conversations/:sessionId', {
    config: { access: user, flag: 'chatbot' },
    schema: { tags, params: sessionParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => chat.deleteConversation(tx, viewerOf(request), request.params));
      return reply.code(204).send();
    },
  });
  app.delete('/agent/conversations', {
    config: { access: user, flag: 'chatbot' },
    schema: { tags },
    handler: async (request, reply) => {
      await request.inTenant((tx) => chat.deleteAllConversations(tx, viewerOf(request)));
      return reply.code(204).send();
    },
  });

  app.get('/agent/settings', {
    config: { access: manage },
    schema: { tags, response: { 200: chatSettingsView } },
    handler: (request) => request.inTenant((tx) => readChatSettings(tx)),
  });
  app.put('/agent/settings', {
    config: { access: manage },
    schema: { tags, body: chatSettingsInput, response: { 200: chatSettingsView } },
    handler: async (request) => {
      const saved = await request.inTenant((tx) =>
        saveChatSettings(tx, viewerOf(request), services.secrets, request.body),
      );
      services.endpoints.forget(request.tenant!.code);
      return saved;
    },
  });
  // "Test connection" on the settings page: the endpoint as typed (the stored key when none is typed).
  app.post('/agent/settings/test', {
    config: { access: manage },
    schema: { tags, body: chatModelTestInput, response: { 200: chatModelTestResult } },
    handler: async (request) => {
      const { modelBaseUrl, modelName, modelKey } = request.body;
      const apiKey =
        modelKey || (modelKey === '' ? null : await request.inTenant((tx) => storedModelKey(tx, services.secrets)));
      return testModel({ baseUrl: modelBaseUrl!, model: modelName!, apiKey }, services.modelTimeoutMs);
    },
  });
}

function streamReply(reply: FastifyReply, final: ChatReply): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  const event = (data: ChatReply) => reply.raw.write(`data: ${JSON.stringify(data)}\n\n`);
  for (const partial of partialsOf(final.content))
    event({ ...final, content: partial, is_final: false, table: null, links: [] });
  event(final);
  reply.raw.end();
}
