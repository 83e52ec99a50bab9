import { subscriptionType, type BillingState } from '../../shared/plans';
import { config } from '../config';
import { listMembersByUser } from '../data/members';
import { getUser } from '../data/users';
import { interpret } from './engine';
import { HELP_TEXT, tools, type ToolName } from './tools';

/**
 * What the queue worker calls for a connected account: text in, reply text out. No messaging-app types
 * here, so another engine (a language model with tool use) can drive the same `tools`.
 */
export interface AssistantReply {
  text: string;
  tool: ToolName | null;
}

/** Tools every plan may use; the rest are the assistant of Simplify and Simplify+. */
export const OPEN_TO_ALL_PLANS: ReadonlySet<ToolName> = new Set<ToolName>(['help', 'signInLink', 'planStatus']);

export const upgradeAnswer = () =>
  `The WhatsApp assistant is part of the Simplify and Simplify+ plans. Upgrade here: ${config().APP_URL.replace(/\/$/, '')}/upgrade\nYou can still send "login" for a sign-in link, "my plan" or "help".`;

const hasAssistant = (billing: BillingState) => {
  const type = subscriptionType(billing);
  return type === 'simplify' || type === 'simplify_plus';
};

export async function answer(userId: string, text: string, now: Date = new Date()): Promise<AssistantReply> {
  const user = await getUser(userId);
  if (!user) return { text: `I couldn't find your Simplify account. Sign up or connect WhatsApp at ${config().APP_URL.replace(/\/$/, '')}`, tool: null };
  const paying = hasAssistant(user as unknown as BillingState);
  const members = paying ? await listMembersByUser(userId) : [];
  const meant = interpret(typeof text === 'string' ? text : '', { timezone: user.timezone || 'UTC', now, memberNames: members.map((m) => m.name) });
  if ('clarify' in meant) return paying ? { text: meant.clarify, tool: null } : { text: upgradeAnswer(), tool: null };
  if (!paying && !OPEN_TO_ALL_PLANS.has(meant.tool)) return { text: upgradeAnswer(), tool: meant.tool };
  const reply = await tools[meant.tool].run({ userId, user, now }, meant.input);
  return { text: reply || HELP_TEXT, tool: meant.tool };
}
