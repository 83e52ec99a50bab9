// TEMPORARY stand-in written by wa-transport until wa-engine's module lands (same path, so the merge
// conflicts visibly; take wa-engine's version). Only the seam from ASSISTANT-SEAMS.md, minimal.
import { subscriptionType, type BillingState } from '../../shared/plans';
import { config } from '../config';
import { getUser } from '../data/users';

export type ToolName = 'agenda' | 'createEvent' | 'listTodos' | 'addTodo' | 'completeTodo' | 'memberFacts' | 'signInLink' | 'planStatus' | 'help';
export interface AssistantReply { text: string; tool: ToolName | null }
export const OPEN_TO_ALL_PLANS: ReadonlySet<ToolName> = new Set<ToolName>(['help', 'signInLink', 'planStatus']);

export async function answer(userId: string, text: string, _now = new Date()): Promise<AssistantReply> {
  const user = await getUser(userId);
  if (!user) return { text: 'Your account was not found.', tool: null };
  const plan = subscriptionType(user as unknown as BillingState);
  if (/^help$/i.test(text.trim())) return { text: 'I can help with your agenda, events and to-dos.', tool: 'help' };
  if (plan === 'free' || plan === 'assessment_pack') return { text: `The assistant is part of Simplify and Simplify+: ${config().APP_URL}/upgrade`, tool: null };
  return { text: `You said: ${text}`, tool: 'help' };
}
