import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, sanitizeChatInput, type ChatReply } from '@tenure/domain/chat';
import { employees } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { callerOf } from '../../platform/internal-calls.ts';
import { utcDay } from '../../platform/jobs.ts';
import { searchPolicyPassages } from '../policies/index.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import { auditActor, viewerOf } from '../../platform/viewer.ts';
import { appendMessages, findConversation } from './conversations.ts';
import { leaveSlotsOf, recogniseIntent, type ChatTool, type Intent, type ToolArgs } from './intents.ts';
import { answerWithModel } from './model.ts';
import type { ModelEndpoints } from './settings.ts';
import { confirmLeave, runTool, type PendingLeave, type ToolAnswer, type ToolContext } from './tools.ts';

export interface ChatServices {
  app: FastifyInstance;
  secrets: SecretBox;
  endpoints: ModelEndpoints;
  /** How long a tenant's model may take before the built-in engine answers. */
  modelTimeoutMs: number;
}

interface Turn {
  answer: ToolAnswer;
  tool: ChatTool | null;
  args?: ToolArgs;
  /** Which engine chose the tool, for the audit. */
  engine: 'builtin' | 'model';
}

/** The caller's own employee number (null for a user without an employee record). */
export async function ownEmployeeNumber(tx: Tx, employeeId: string | null): Promise<string | null> {
  if (!employeeId) return null;
  return (await tx.select({ number: employees.employeeNumber }).from(employees).where(eq(employees.id, employeeId)))[0]?.number ?? null;
}

const say = (content: string): ToolAnswer => ({ content, table: null, links: [], pending: null });

const isComplete = (p: PendingLeave | null): p is PendingLeave => Boolean(p?.leaveTypeId && p.startDate && p.endDate);

/**
 * A turn of the built-in engine. While a leave application waits, a message that names a type or
 * dates fills it in; "yes" applies it through the leave API, "no" drops it.
 */
async function builtinTurn(ctx: ToolContext, message: string, intent: Intent, pending: PendingLeave | null): Promise<Turn> {
  if (intent.kind === 'confirm') {
    if (!isComplete(pending)) return { answer: say(CHAT_MESSAGES.nothingToConfirm), tool: null, engine: 'builtin' };
    return { answer: await confirmLeave(ctx, pending), tool: 'applyLeave', args: { startDate: pending.startDate!, endDate: pending.endDate! }, engine: 'builtin' };
  }
  if (intent.kind === 'cancel') return { answer: say(CHAT_MESSAGES.cancelled), tool: null, engine: 'builtin' };
  if (intent.kind === 'refuse') return { answer: say(CHAT_MESSAGES[intent.reason]), tool: null, engine: 'builtin' };
  if (intent.kind === 'greeting') return { answer: say(CHAT_MESSAGES.greeting), tool: null, engine: 'builtin' };
  if (pending && (intent.kind === 'unknown' || (intent.kind === 'tool' && (intent.tool === 'policySearch' || intent.tool === 'applyLeave')))) {
    const slots = intent.kind === 'tool' && intent.tool === 'applyLeave' ? intent.args : leaveSlotsOf(message, ctx.today);
    if (Object.keys(slots).length > 0) return { answer: await runTool(ctx, 'applyLeave', slots, pending), tool: 'applyLeave', args: slots, engine: 'builtin' };
  }
  if (intent.kind === 'unknown') return { answer: say(CHAT_MESSAGES.notUnderstood), tool: null, engine: 'builtin' };
  return { answer: await runTool(ctx, intent.tool, intent.args, null), tool: intent.tool, args: intent.args, engine: 'builtin' };
}

/**
 * Answers one message of the user's conversation. Short transactions, none held across the tools'
 * own API calls: the conversation is read (when the message continues one), the tools run as the
 * user, then the exchange (a new conversation with it), the pending step and the audit of every
 * tool call are written together.
 */
export async function answerMessage(services: ChatServices, request: FastifyRequest, raw: string, sessionId: string | null | undefined): Promise<ChatReply> {
  const message = sanitizeChatInput(raw);
  if (!message) throw badRequest(CHAT_MESSAGES.emptyReply, { message: CHAT_MESSAGES.emptyReply });
  const viewer = viewerOf(request);
  const today = utcDay();
  const endpoint = await services.endpoints.of(viewer.tenantCode, (load) => request.inTenant(load));
  const found = sessionId ? await request.inTenant((tx) => findConversation(tx, viewer.userId, sessionId)) : null;
  // A message outside a conversation of the user's starts one, stored with its first exchange.
  const conversation = found ?? { id: randomUUID(), pending: null };
  const ctx: ToolContext = {
    call: callerOf(services.app, request),
    today,
    ownEmployeeNumber: () => request.inTenant((tx) => ownEmployeeNumber(tx, viewer.employeeId)),
    searchPolicies: (ids, question) => request.inTenant((tx) => searchPolicyPassages(tx, ids, question)),
  };

  const intent = recogniseIntent(message, today);
  // Confirmations, refusals and the steps of a leave application stay with the built-in rules;
  // a configured model chooses the tool for the rest, and any failure of it falls back.
  let turn: Turn | null = null;
  const conversational = intent.kind !== 'tool' && intent.kind !== 'unknown';
  if (endpoint && !conversational && !conversation.pending) {
    try {
      const modelTurn = await answerWithModel(endpoint, message, today, (tool, args) => runTool(ctx, tool, args, null), services.modelTimeoutMs);
      turn = { ...modelTurn, engine: 'model' };
    } catch (error) {
      request.log.warn({ err: error }, 'chat model failed; the built-in engine answers');
    }
  }
  turn ??= await builtinTurn(ctx, message, intent, conversation.pending);

  const { answer } = turn;
  const content = answer.content.trim() || CHAT_MESSAGES.emptyReply;
  await request.inTenant(async (tx) => {
    await appendMessages(
      tx,
      { tenantCode: viewer.tenantCode, userId: viewer.userId, id: conversation.id, create: !found },
      [{ role: 'user', text: message }, { role: 'bot', text: content, tool: turn.tool, table: answer.table, links: answer.links }],
      answer.pending ?? null,
    );
    if (turn.tool) {
      await recordAudit(tx, {
        ...auditActor(viewer),
        action: `chat.tool.${turn.tool}`,
        entity: 'chat_conversations',
        entityId: conversation.id,
        after: { engine: turn.engine, args: turn.args ?? {}, refused: answer.refused ?? false },
      });
    }
  });
  return { content, is_final: true, session_id: conversation.id, table: answer.table, links: answer.links, tool: turn.tool };
}
