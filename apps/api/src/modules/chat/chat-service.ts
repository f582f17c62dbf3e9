import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, chatReplies, sanitizeChatInput, type ChatReply } from '@tenure/domain/chat';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { ApiCaller } from '../../platform/internal-calls.ts';
import { todayOf } from '../employees/index.ts';
import { searchPolicyPassages } from '../policies/index.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import * as q from './queries.ts';
import { leaveSlotsOf, recogniseIntent, type ChatTool, type Intent, type ToolArgs } from './intents.ts';
import { answerWithModel } from './model.ts';
import type { ModelEndpoints } from './settings.ts';
import { confirmLeave, runTool, type PendingLeave, type ToolAnswer, type ToolContext } from './tools.ts';

/** What the assistant keeps for the life of the server. */
export interface ChatServices {
  secrets: SecretBox;
  endpoints: ModelEndpoints;
  /** How long a tenant's model may take before the built-in engine answers. */
  modelTimeoutMs: number;
}

/**
 * What one message needs besides the viewer: the assistant's services, the API called as the
 * user (the tools), short transactions of the user's tenant (none held across a tool's call), and
 * a log for a model that failed.
 */
export interface ChatDeps extends ChatServices {
  call: ApiCaller;
  inTenant: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  log: { warn(obj: object, msg: string): void };
}

interface Turn {
  answer: ToolAnswer;
  tool: ChatTool | null;
  args?: ToolArgs;
  /** Which engine chose the tool, for the audit. */
  engine: 'builtin' | 'model';
}

const say = (content: string): ToolAnswer => ({ content, table: null, links: [], pending: null });

const isComplete = (p: PendingLeave | null): p is PendingLeave => Boolean(p?.leaveTypeId && p.startDate && p.endDate);

/**
 * A turn of the built-in engine. While a leave application waits, a message that names a type or
 * dates fills it in; "yes" applies it through the leave API, "no" drops it.
 */
async function builtinTurn(
  ctx: ToolContext,
  message: string,
  intent: Intent,
  pending: PendingLeave | null,
): Promise<Turn> {
  const { words } = ctx.replies;
  if (intent.kind === 'confirm') {
    if (!isComplete(pending)) return { answer: say(words.nothingToConfirm), tool: null, engine: 'builtin' };
    return {
      answer: await confirmLeave(ctx, pending),
      tool: 'applyLeave',
      args: { startDate: pending.startDate!, endDate: pending.endDate! },
      engine: 'builtin',
    };
  }
  if (intent.kind === 'cancel') return { answer: say(words.cancelled), tool: null, engine: 'builtin' };
  if (intent.kind === 'refuse') return { answer: say(words[intent.reason]), tool: null, engine: 'builtin' };
  if (intent.kind === 'greeting') return { answer: say(words.greeting), tool: null, engine: 'builtin' };
  if (
    pending &&
    (intent.kind === 'unknown' ||
      (intent.kind === 'tool' && (intent.tool === 'policySearch' || intent.tool === 'applyLeave')))
  ) {
    const slots =
      intent.kind === 'tool' && intent.tool === 'applyLeave' ? intent.args : leaveSlotsOf(message, ctx.today);
    if (Object.keys(slots).length > 0)
      return {
        answer: await runTool(ctx, 'applyLeave', slots, pending),
        tool: 'applyLeave',
        args: slots,
        engine: 'builtin',
      };
  }
  if (intent.kind === 'unknown') return { answer: say(words.notUnderstood), tool: null, engine: 'builtin' };
  return {
    answer: await runTool(ctx, intent.tool, intent.args, null),
    tool: intent.tool,
    args: intent.args,
    engine: 'builtin',
  };
}

/**
 * Answers one message of the user's conversation. Short transactions, none held across the tools'
 * own API calls: the conversation is read (when the message continues one), the tools run as the
 * user, then the exchange (a new conversation with it), the pending step and the audit of every
 * tool call are written together.
 */
export async function answerMessage(
  viewer: Viewer,
  input: { message: string; sessionId: string | null | undefined },
  deps: ChatDeps,
): Promise<ChatReply> {
  const message = sanitizeChatInput(input.message);
  if (!message) throw badRequest(CHAT_MESSAGES.emptyReply, { message: CHAT_MESSAGES.emptyReply });
  const { sessionId } = input;
  const endpoint = await deps.endpoints.of(viewer.tenantCode, (load) => deps.inTenant(load));
  // "Today", "tomorrow" and the tools' dates are the user's days, in the time zone of their place of
  // work; the answers are in the language kept on their account, dates in the tenant's pattern.
  const { found, day, replies } = await deps.inTenant(async (tx) => ({
    found: sessionId ? await q.findConversation(tx, viewer.userId, sessionId) : null,
    day: await todayOf(tx, viewer),
    replies: chatReplies(await q.languageOf(tx, viewer.userId), await tenantDateFormat(tx, viewer.tenantCode)),
  }));
  // A message outside a conversation of the user's starts one, stored with its first exchange.
  const conversation = found ?? { id: randomUUID(), pending: null };
  const ctx: ToolContext = {
    call: deps.call,
    today: day,
    replies,
    ownEmployeeNumber: () => deps.inTenant((tx) => q.ownEmployeeNumber(tx, viewer.employeeId)),
    searchPolicies: (ids, question) => deps.inTenant((tx) => searchPolicyPassages(tx, ids, question)),
  };

  const intent = recogniseIntent(message, day);
  // Confirmations, refusals and the steps of a leave application stay with the built-in rules;
  // a configured model chooses the tool for the rest, and any failure of it falls back.
  let turn: Turn | null = null;
  const conversational = intent.kind !== 'tool' && intent.kind !== 'unknown';
  if (endpoint && !conversational && !conversation.pending) {
    try {
      const modelTurn = await answerWithModel(
        endpoint,
        message,
        { today: day, language: replies.words.modelLanguage },
        (tool, args) => runTool(ctx, tool, args, null),
        deps.modelTimeoutMs,
      );
      turn = { ...modelTurn, engine: 'model' };
    } catch (error) {
      deps.log.warn({ err: error }, 'chat model failed; the built-in engine answers');
    }
  }
  turn ??= await builtinTurn(ctx, message, intent, conversation.pending);

  const { answer } = turn;
  const content = answer.content.trim() || replies.words.emptyReply;
  await deps.inTenant(async (tx) => {
    await q.appendMessages(
      tx,
      { tenantCode: viewer.tenantCode, userId: viewer.userId, id: conversation.id, create: !found },
      [
        { role: 'user', text: message },
        { role: 'bot', text: content, tool: turn.tool, table: answer.table, links: answer.links },
      ],
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
  return {
    content,
    is_final: true,
    session_id: conversation.id,
    table: answer.table,
    links: answer.links,
    tool: turn.tool,
  };
}

/**
 * The newAIChatbot variant names its caller in a header (employee number, or "anonymous" without
 * one), never someone else: 403 for another's.
 */
export async function assertNamedCaller(tx: Tx, viewer: Viewer, { userHeader }: { userHeader: string }): Promise<void> {
  if (userHeader !== ((await q.ownEmployeeNumber(tx, viewer.employeeId)) ?? 'anonymous')) throw forbidden();
}

/** The viewer's conversations, newest first. */
export const conversations = (tx: Tx, v: Viewer) => q.listConversations(tx, v.userId);

/** One of the viewer's conversations; another's is as unknown as a missing one (404). */
export async function conversation(tx: Tx, v: Viewer, { sessionId }: { sessionId: string }) {
  const found = await q.conversationOf(tx, v.userId, sessionId);
  if (!found) throw notFound(CHAT_MESSAGES.notFound);
  return found;
}

/** Deletes one of the viewer's conversations (404 when they have none of that id). */
export async function deleteConversation(tx: Tx, v: Viewer, { sessionId }: { sessionId: string }): Promise<void> {
  if (!(await q.deleteConversations(tx, v.userId, sessionId))) throw notFound(CHAT_MESSAGES.notFound);
}

/** Deletes every conversation of the viewer. */
export async function deleteAllConversations(tx: Tx, v: Viewer): Promise<void> {
  await q.deleteConversations(tx, v.userId, null);
}
