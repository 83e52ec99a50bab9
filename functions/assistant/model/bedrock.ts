import { BedrockRuntimeClient, ConverseCommand, type ContentBlock, type Message, type Tool as BedrockTool } from '@aws-sdk/client-bedrock-runtime';
import { DateTime } from 'luxon';
import * as z from 'zod';
import { ARABIC_DIALECT_LABELS, DEFAULT_RESPONSE_STYLE, type ArabicDialect, type ResponseStyle } from '../../../shared/constants';
import { ageFromBirthDate, isChild } from '../../../shared/family';
import type { FamilyMember } from '../../../shared/schemas/family';
import { awsClientConfig } from '../../adapters/aws';
import { config } from '../../config';
import type { Caller } from '../../links/links';
import type { UserItem } from '../../data/users';
import { logLine, type LogLevel } from '../../log';
import { sessionHistory, type SessionTurn } from '../../whatsapp/conversation';
import { countTokens, tokensToday } from '../../whatsapp/limits';
import { tools } from '../tools/tools';
import type { AssistantLanguage } from '../understanding/written-in';
import type { AssistantPending, ToolName } from '../understanding/types';

/**
 * The language-model engine: Amazon Bedrock Converse with tool use, over exactly the built-in engine's
 * tools (same zod schemas, converted to JSON schema). The model only proposes tool calls; each input is
 * validated again here and the plan rule applied before anything runs.
 *
 * Bounds: at most MAX_ROUNDS model calls per message, one deadline (ASSISTANT_MODEL_TIMEOUT_MS) for all of
 * them, MAX_REPLY_TOKENS per call, a memory of at most HISTORY_TOKENS of the current session, and a daily
 * token budget per account (ASSISTANT_DAILY_TOKENS, counted on the request cap's day item). Any
 * Bedrock error, the deadline or the round cut-off throws `ModelUnavailable`; the caller then answers
 * with the built-in engine, unless a tool that changes data already ran (then its confirmation is the
 * reply, so nothing is done twice).
 */

export const MAX_ROUNDS = 5;
export const MAX_REPLY_TOKENS = 1024;
/** Session memory sent to the model, estimated at ~4 characters per token (newest messages kept). */
export const HISTORY_TOKENS = 2000;
export const CHARS_PER_TOKEN = 4;
/** Tools whose run changes something (or issues a link): never run twice for one message. */
const EFFECTS: ReadonlySet<ToolName> = new Set<ToolName>([
  'createEvent',
  'updateEvent',
  'cancelEvent',
  'undo',
  'addTodo',
  'completeTodo',
  'addHomework',
  'signInLink',
]);

export interface ModelContext {
  userId: string;
  user: UserItem;
  now: Date;
  /** The speaker with their link sides (tool-common.ts). */
  caller?: Caller;
  /** The conversation's language: the tools' confirmations come in it, as with the built-in engine. */
  lang?: AssistantLanguage;
  members: FamilyMember[];
  /** The plan rule (assistant.ts): may this account use this tool? */
  allowed(tool: ToolName): boolean;
  /** The answer when a tool is not on the account's plan. */
  notAllowed: string;
}

export interface ModelReply {
  text: string;
  tool: ToolName | null;
  tokens: number;
  /** A question a tool left waiting (a numbered choice, a YES before deleting): the next message answers it. */
  pending?: AssistantPending;
}

/** Why the model could not answer; `done` holds replies of data-changing tools that already ran. */
export class ModelUnavailable extends Error {
  constructor(
    reason: string,
    readonly done: { text: string; tool: ToolName }[],
    readonly tokens: number,
  ) {
    super(reason);
    this.name = 'ModelUnavailable';
  }
}

let client: BedrockRuntimeClient | undefined;
export function bedrock(): BedrockRuntimeClient {
  client ??= new BedrockRuntimeClient(awsClientConfig('bedrock'));
  return client;
}

/** The tool list sent to the model: every tool, its description and its input schema as JSON schema. */
export function toolSpecs(): BedrockTool[] {
  return (Object.keys(tools) as ToolName[]).map((name) => ({
    toolSpec: { name, description: tools[name].description, inputSchema: { json: z.toJSONSchema(tools[name].input, { io: 'input' }) as never } },
  }));
}

const STYLE: Record<ResponseStyle, string> = {
  concise: 'Be concise: one or two short sentences, or a short list.',
  standard: 'Be friendly and clear, a few sentences at most.',
  detailed: 'Be thorough: explain what you did and mention useful details, still in plain language.',
};

export function systemPrompt(user: UserItem, members: FamilyMember[], now: Date): string {
  const tz = user.timezone && DateTime.local().setZone(user.timezone).isValid ? user.timezone : 'UTC';
  const local = DateTime.fromJSDate(now, { zone: tz });
  const family = members.length
    ? members
        .map((m) => {
          const age = ageFromBirthDate(m.date_of_birth, now);
          return `- ${m.name}: ${isChild(m, now) ? 'child' : 'adult'}${age != null ? `, ${age} years old` : ''}${m.relationship ? ` (${m.relationship})` : ''}`;
        })
        .join('\n')
    : '- (no family members added yet)';
  const language =
    user.preferred_language === 'ar'
      ? `Reply in Arabic, in the ${ARABIC_DIALECT_LABELS[(user as { arabic_dialect?: ArabicDialect }).arabic_dialect ?? 'msa'] ?? ARABIC_DIALECT_LABELS.msa} dialect. Keep names, dates and links as they are.`
      : 'Reply in English.';
  const style = STYLE[(user.response_style as ResponseStyle) in STYLE ? (user.response_style as ResponseStyle) : DEFAULT_RESPONSE_STYLE];
  return [
    `You are Simplify, a family assistant that parents reach on WhatsApp. You are talking to ${user.first_name || 'a parent'}.`,
    `Today is ${local.toFormat('cccc d LLLL yyyy')} (${local.toISODate()}), the time is ${local.toFormat('HH:mm')}; the account's timezone is ${tz}. Read every date and time the parent gives on that wall clock; tool dates are YYYY-MM-DD and times HH:MM (24-hour).`,
    `The family:\n${family}`,
    'Use the tools for anything about the calendar, the to-do list, family facts, sign-in links or the plan; never invent events, to-dos or facts. If a request is ambiguous (no day, no time, unclear person), ask one short question instead of guessing. You cannot change or delete events, send emails or see anything outside these tools: say so and point to the Simplify app.',
    `${language} ${style} Write plain text for WhatsApp (no Markdown tables, no HTML).`,
  ].join('\n\n');
}

/** Memory: the newest turns of the session that fit HISTORY_TOKENS, as alternating user/assistant messages. */
export function historyMessages(turns: SessionTurn[], budgetTokens = HISTORY_TOKENS): Message[] {
  let chars = budgetTokens * CHARS_PER_TOKEN;
  const kept: SessionTurn[] = [];
  for (let i = turns.length - 1; i >= 0 && turns[i].text.length <= chars; i--) {
    kept.unshift(turns[i]);
    chars -= turns[i].text.length;
  }
  const messages: Message[] = [];
  for (const turn of kept) {
    const role = turn.direction === 'in' ? 'user' : 'assistant';
    const last = messages.at(-1);
    if (last?.role === role) last.content!.push({ text: turn.text });
    else if (messages.length || role === 'user') messages.push({ role, content: [{ text: turn.text }] });
  }
  return messages;
}

const issuesText = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');

/** One message answered by the model, or `ModelUnavailable`. Tokens are counted on the account's day either way. */
export async function modelAnswer(ctx: ModelContext, text: string): Promise<ModelReply> {
  const { ASSISTANT_MODEL_ID: modelId, ASSISTANT_MODEL_TIMEOUT_MS: timeoutMs, ASSISTANT_DAILY_TOKENS: budget } = config();
  if (!modelId) throw new ModelUnavailable('no model configured', [], 0);
  const done: { text: string; tool: ToolName }[] = [];
  let tokens = 0;
  let lastTool: ToolName | null = null;
  let pending: AssistantPending | undefined;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  deadline.catch(() => undefined);
  const started = Date.now();
  try {
    const [turns, used] = await Promise.race([Promise.all([sessionHistory(ctx.userId, ctx.now), budget ? tokensToday(ctx.user, ctx.now) : 0]), deadline]);
    if (budget && used >= budget) throw new Error(`daily token budget used (${used} of ${budget})`);
    const history = historyMessages(turns);
    const messages: Message[] =
      history.at(-1)?.role === 'user'
        ? [...history.slice(0, -1), { role: 'user', content: [...history.at(-1)!.content!, { text }] }]
        : [...history, { role: 'user', content: [{ text }] }];
    const system = [{ text: systemPrompt(ctx.user, ctx.members, ctx.now) }];
    const toolConfig = { tools: toolSpecs() };
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const out = await Promise.race([
        bedrock().send(new ConverseCommand({ modelId, system, messages, toolConfig, inferenceConfig: { maxTokens: MAX_REPLY_TOKENS } }), {
          abortSignal: abort.signal,
        }),
        deadline,
      ]);
      tokens += out.usage?.totalTokens ?? (out.usage?.inputTokens ?? 0) + (out.usage?.outputTokens ?? 0);
      const content = out.output?.message?.content ?? [];
      const uses = content.filter((c) => c.toolUse).map((c) => c.toolUse!);
      if (out.stopReason !== 'tool_use' || !uses.length) {
        const reply = content
          .map((c) => c.text ?? '')
          .join('')
          .trim();
        if (!reply) throw new Error(`empty reply (stop reason ${out.stopReason})`);
        log({ level: 'info', what: 'model reply', rounds: round, tokens, ms: Date.now() - started, tool: lastTool });
        return { text: reply, tool: lastTool, tokens, pending };
      }
      messages.push({ role: 'assistant', content });
      const results: ContentBlock[] = [];
      for (const use of uses) {
        const result = await runTool(ctx, use.name, use.input);
        if (result.ran) {
          lastTool = result.ran;
          pending = result.pending;
          if (EFFECTS.has(result.ran)) done.push({ text: result.text, tool: result.ran });
        }
        results.push({ toolResult: { toolUseId: use.toolUseId, content: [{ text: result.text }], status: result.ok ? 'success' : 'error' } });
      }
      messages.push({ role: 'user', content: results });
    }
    throw new Error(`no final answer after ${MAX_ROUNDS} rounds`);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log({ level: 'warn', what: 'model unavailable, built-in engine answers', reason, tokens, ms: Date.now() - started });
    throw new ModelUnavailable(reason, done, tokens);
  } finally {
    clearTimeout(timer);
    if (tokens > 0) await countTokens(ctx.user, ctx.now, tokens).catch((e) => log({ level: 'error', what: 'token count failed', err: String(e) }));
  }
}

/** One model tool call: known tool, on the plan, input valid by its zod schema; otherwise the model is told why. */
async function runTool(
  ctx: ModelContext,
  name: string | undefined,
  input: unknown,
): Promise<{ ok: boolean; text: string; ran?: ToolName; pending?: AssistantPending }> {
  if (!name || !Object.hasOwn(tools, name)) return { ok: false, text: `Unknown tool "${name}". Use one of: ${Object.keys(tools).join(', ')}.` };
  const tool = name as ToolName;
  if (!ctx.allowed(tool)) return { ok: false, text: `This account's plan does not include "${tool}". Tell the parent: ${ctx.notAllowed}` };
  const parsed = tools[tool].input.safeParse(input ?? {});
  if (!parsed.success) {
    log({ level: 'warn', what: 'model tool input rejected', tool, issues: parsed.error.issues.length });
    return { ok: false, text: `Invalid input for ${tool}: ${issuesText(parsed.error)}. Fix the input and call the tool again, or ask the parent.` };
  }
  const out = await tools[tool].run({ userId: ctx.userId, user: ctx.user, now: ctx.now, caller: ctx.caller, lang: ctx.lang }, parsed.data);
  return { ok: true, text: out.text, ran: tool, pending: out.pending };
}

function log({ level = 'info', ...line }: Record<string, unknown>) {
  logLine(level as LogLevel, { worker: 'assistant/bedrock', ...line });
}
