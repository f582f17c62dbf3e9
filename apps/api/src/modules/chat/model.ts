import { sanitizeChatInput } from '@tenure/domain/chat';
import { APPROVAL_SUBJECTS, CHAT_TOOLS, type ChatTool, type ToolArgs } from './intents.ts';
import type { ModelEndpoint } from './settings.ts';
import type { ToolAnswer } from './tools.ts';

/** What the model answered: the tool it called (run as the user) and the answer to show. */
export interface ModelTurn {
  tool: ChatTool | null;
  args?: ToolArgs;
  answer: ToolAnswer;
}

/** Runs one of our tools with the user's own session (the caller decides how). */
export type ToolRunner = (tool: ChatTool, args: ToolArgs) => Promise<ToolAnswer>;

const DATE = { type: 'string', description: 'yyyy-MM-dd' };
const TOOL_PARAMETERS: Record<ChatTool, { description: string; properties: Record<string, object> }> = {
  leaveBalance: {
    description: "The user's own leave balances",
    properties: { leaveType: { type: 'string', enum: ['CL', 'SL', 'EL', 'LOP', 'COMP'] } },
  },
  pendingLeaves: { description: "The user's own pending leave requests", properties: {} },
  leaveHistory: { description: "The user's own leave requests", properties: {} },
  holidays: { description: "The user's holiday calendar for the coming year", properties: {} },
  applyLeave: {
    description: 'Prepare a leave application for the user (the user confirms before it is applied)',
    properties: {
      leaveType: { type: 'string', enum: ['CL', 'SL', 'EL', 'LOP', 'COMP'] },
      startDate: DATE,
      endDate: DATE,
      halfDay: { type: 'boolean' },
    },
  },
  teamLeave: { description: "Leave of the user's team today and this week (managers)", properties: {} },
  myTeam: { description: 'The people who report to the user directly (managers)', properties: {} },
  myManager: { description: "The user's own reporting manager", properties: {} },
  pendingApprovals: {
    description: "Requests waiting for the user's decision as approver: leave, timesheets (all kinds when no subject)",
    properties: { subject: { type: 'string', enum: [...APPROVAL_SUBJECTS] } },
  },
  timesheetStatus: { description: "The user's timesheet for this week", properties: {} },
  myGoals: { description: "The user's goals", properties: {} },
  mySkills: { description: "The user's skills", properties: {} },
  whoIs: {
    description: "A colleague's public directory profile",
    properties: { query: { type: 'string', description: 'the name' } },
  },
  policySearch: {
    description: "Passages of the company's policy documents",
    properties: { query: { type: 'string', description: 'the question' } },
  },
};
const TOOLS = CHAT_TOOLS.map((name) => ({
  type: 'function',
  function: {
    name,
    description: TOOL_PARAMETERS[name].description,
    parameters: { type: 'object', properties: TOOL_PARAMETERS[name].properties },
  },
}));
/** What a model's answer to a tool result may be at most (the rest is cut). */
const ANSWER_MAX = 4000;

/** Only the arguments each tool knows, of the right type: whatever else the model sends is dropped. */
function toolArgsOf(raw: unknown): ToolArgs {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const args: ToolArgs = {};
  if (typeof input.leaveType === 'string' && ['CL', 'SL', 'EL', 'LOP', 'COMP'].includes(input.leaveType))
    args.leaveType = input.leaveType;
  for (const key of ['startDate', 'endDate'] as const) {
    const value = input[key];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) args[key] = value;
  }
  if (input.halfDay === true) args.halfDay = true;
  if (typeof input.query === 'string') args.query = input.query.slice(0, 300);
  const subject = APPROVAL_SUBJECTS.find((s) => s === input.subject);
  if (subject) args.subject = subject;
  return args;
}

type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };
interface ToolCall {
  id?: string;
  type?: string;
  function?: { name?: string; arguments?: string };
}
interface Completion {
  choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] | null } }[];
}

async function complete(
  endpoint: ModelEndpoint,
  messages: Message[],
  withTools: boolean,
  timeoutMs: number,
): Promise<{ content: string; call: ToolCall | null }> {
  const response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    signal: AbortSignal.timeout(timeoutMs),
    // A redirect could take the key elsewhere: the configured address answers, or nothing does.
    redirect: 'error',
    body: JSON.stringify({
      model: endpoint.model,
      messages,
      ...(withTools ? { tools: TOOLS, tool_choice: 'auto' } : {}),
    }),
  });
  if (!response.ok) throw new Error(`model answered ${response.status}`);
  const body = (await response.json()) as Completion;
  const message = body.choices?.[0]?.message;
  return {
    content: sanitizeChatInput(message?.content ?? '').slice(0, ANSWER_MAX),
    call: message?.tool_calls?.[0] ?? null,
  };
}

/**
 * One turn with a tenant's OpenAI-compatible model (function calling). The model may call one of
 * our tools; it runs here with the user's own session (so the API refuses what the user may not
 * see), its result goes back to the model, and the model's text is the answer, with the tool's
 * table and links. The second request offers no tools: nothing a tool returns (policy text)
 * can make another tool run. Throws on any failure; the caller falls back to the built-in engine.
 */
export async function answerWithModel(
  endpoint: ModelEndpoint,
  message: string,
  /** The user's day, and the instruction naming the language to answer in. */
  context: { today: string; language: string },
  run: ToolRunner,
  timeoutMs: number,
): Promise<ModelTurn> {
  const messages: Message[] = [
    {
      role: 'system',
      content: `You are an HR assistant. Today is ${context.today}. Answer by calling one tool; the user can only see their own data. Reply in plain text, never HTML. ${context.language}`,
    },
    { role: 'user', content: message },
  ];
  const first = await complete(endpoint, messages, true, timeoutMs);
  const name = first.call?.function?.name;
  if (!name) {
    if (!first.content) throw new Error('empty model answer');
    return { tool: null, answer: { content: first.content, table: null, links: [] } };
  }
  if (!(CHAT_TOOLS as readonly string[]).includes(name)) throw new Error(`unknown tool ${name}`);
  const tool = name as ChatTool;
  const args = toolArgsOf(first.call?.function?.arguments ? JSON.parse(first.call.function.arguments) : {});
  const result = await run(tool, args);
  // A refusal or a question back (which type, which dates, confirm?) is the user's next step: said as it is.
  if (result.refused || result.pending) return { tool, args, answer: result };

  const callId = first.call?.id ?? 'call_0';
  messages.push(
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: callId, type: 'function', function: { name, arguments: first.call?.function?.arguments ?? '{}' } },
      ],
    },
    { role: 'tool', tool_call_id: callId, content: JSON.stringify({ answer: result.content, table: result.table }) },
  );
  // The tool has run (and is audited): should the model fail now, the tool's own answer is given.
  const second = await complete(endpoint, messages, false, timeoutMs).catch(() => null);
  return { tool, args, answer: { ...result, content: second?.content || result.content } };
}

/** "Test connection": one plain question, no tools; never throws. */
export async function testModel(endpoint: ModelEndpoint, timeoutMs: number): Promise<{ ok: boolean; detail: string }> {
  try {
    const { content } = await complete(
      endpoint,
      [{ role: 'user', content: 'Reply with the single word OK.' }],
      false,
      timeoutMs,
    );
    return { ok: true, detail: content.slice(0, 200) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { ok: false, detail: `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 300) };
  }
}
