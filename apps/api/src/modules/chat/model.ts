import { sanitizeChatInput } from '@tenure/domain/chat';
import { CHAT_TOOLS, type ChatTool, type ToolArgs } from './intents.ts';
import type { ModelEndpoint } from './settings.ts';

/** What the model chose: one of our tools with its arguments, or a plain answer of its own. */
export type ModelChoice = { tool: ChatTool; args: ToolArgs } | { text: string };

const DATE = { type: 'string', description: 'yyyy-MM-dd' };
const TOOL_PARAMETERS: Record<ChatTool, { description: string; properties: Record<string, object> }> = {
  leaveBalance: { description: "The user's own leave balances", properties: { leaveType: { type: 'string', enum: ['CL', 'SL', 'EL', 'LOP', 'COMP'] } } },
  pendingLeaves: { description: "The user's own pending leave requests", properties: {} },
  leaveHistory: { description: "The user's own leave requests", properties: {} },
  holidays: { description: "The user's holiday calendar for the coming year", properties: {} },
  applyLeave: {
    description: 'Prepare a leave application for the user (the user confirms before it is applied)',
    properties: { leaveType: { type: 'string', enum: ['CL', 'SL', 'EL', 'LOP', 'COMP'] }, startDate: DATE, endDate: DATE, halfDay: { type: 'boolean' } },
  },
  teamLeave: { description: "Leave of the user's team today and this week (managers)", properties: {} },
  timesheetStatus: { description: "The user's timesheet for this week", properties: {} },
  myGoals: { description: "The user's goals", properties: {} },
  mySkills: { description: "The user's skills", properties: {} },
  whoIs: { description: "A colleague's public directory profile", properties: { query: { type: 'string', description: 'the name' } } },
  policySearch: { description: "Passages of the company's policy documents", properties: { query: { type: 'string', description: 'the question' } } },
};

const TIMEOUT_MS = 8000;

/** Only the arguments each tool knows, of the right type: whatever else the model sends is dropped. */
function toolArgsOf(raw: unknown): ToolArgs {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const args: ToolArgs = {};
  if (typeof input.leaveType === 'string' && ['CL', 'SL', 'EL', 'LOP', 'COMP'].includes(input.leaveType)) args.leaveType = input.leaveType;
  for (const key of ['startDate', 'endDate'] as const) {
    const value = input[key];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) args[key] = value;
  }
  if (input.halfDay === true) args.halfDay = true;
  if (typeof input.query === 'string') args.query = input.query.slice(0, 300);
  return args;
}

/**
 * Asks a tenant's OpenAI-compatible model which tool answers the message (function calling). The
 * model only chooses: the tool runs here with the user's own session, and its result goes to the
 * user, not back to the model, so nothing a tool returns (policy text) can steer a next step.
 * Throws on any failure; the caller falls back to the built-in engine.
 */
export async function chooseWithModel(endpoint: ModelEndpoint, message: string, today: string): Promise<ModelChoice> {
  const response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    body: JSON.stringify({
      model: endpoint.model,
      messages: [
        { role: 'system', content: `You are an HR assistant. Today is ${today}. Answer by calling one tool; the user can only see their own data. Reply in plain text, never HTML.` },
        { role: 'user', content: message },
      ],
      tools: CHAT_TOOLS.map((name) => ({
        type: 'function',
        function: { name, description: TOOL_PARAMETERS[name].description, parameters: { type: 'object', properties: TOOL_PARAMETERS[name].properties } },
      })),
      tool_choice: 'auto',
    }),
  });
  if (!response.ok) throw new Error(`model answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string | null; tool_calls?: { function?: { name?: string; arguments?: string } }[] } }[] };
  const choice = body.choices?.[0]?.message;
  const call = choice?.tool_calls?.[0]?.function;
  if (call?.name) {
    if (!(CHAT_TOOLS as readonly string[]).includes(call.name)) throw new Error(`unknown tool ${call.name}`);
    return { tool: call.name as ChatTool, args: toolArgsOf(call.arguments ? JSON.parse(call.arguments) : {}) };
  }
  const text = sanitizeChatInput(choice?.content ?? '');
  if (!text) throw new Error('empty model answer');
  return { text };
}
