import { DateTime } from 'luxon';
import * as z from 'zod';
import { currentSubscription, PLAN_LABELS, subscriptionType, type BillingState } from '../../../shared/plans';
import { magicLink } from '../../accounts/emails';
import { displayDate } from '../understanding/dates';
import { timezoneOf, type ToolContext } from './tool-common';
import { appUrl } from '../../config';

/** The account tools: a sign-in link, the plan (and the activation message after paying), help. */

export const PlanStatusSchema = z.object({ activation: z.boolean().describe('True when the parent says they just paid and asks for activation') });
export const HelpSchema = z.object({
  reason: z
    .enum(['asked', 'not-understood', 'thanks'])
    .describe('asked: the parent asked for help; not-understood: the message was not understood; thanks: the parent said thanks or ok'),
});

export async function signInLinkTool(ctx: ToolContext): Promise<string> {
  // A link by message proves the number, not the mailbox: sessions are only for a confirmed email.
  if (!ctx.user.email_verified)
    return `Please confirm your email address first: open the verification email we sent to ${ctx.user.email}, or ask for a new one at ${appUrl('/auth')}. Then send "login" again.`;
  return `Here is your sign-in link for Simplify. It works once and expires in 15 minutes:\n${await magicLink(ctx.user, 'whatsapp')}`;
}

export async function planStatus(ctx: ToolContext, input: z.infer<typeof PlanStatusSchema>): Promise<string> {
  const billing: BillingState = ctx.user;
  const type = subscriptionType(billing);
  const current = currentSubscription(billing);
  if (type === 'simplify' || type === 'simplify_plus') {
    const sub = current?.[1];
    const end = sub?.current_period_end ? displayDate(DateTime.fromSeconds(sub.current_period_end, { zone: timezoneOf(ctx) }).toISODate()!) : null;
    const when = end ? (sub!.cancel_at_period_end ? ` until ${end} (it won't renew)` : ` and renews on ${end}`) : '';
    const overdue = sub?.status === 'past_due' ? ` The last payment failed; please update your card: ${appUrl('/settings')}` : '';
    return `Your ${PLAN_LABELS[type]} plan is active${when}.${overdue} The assistant is ready: try "what's on today?" or "help".`;
  }
  const pending = input.activation ? 'I can’t see a payment on your account yet; it can take a minute to arrive. Send your message again shortly. ' : '';
  const current_ = type === 'assessment_pack' ? 'You have the Assessment Pack (VARK and DiSC assessments).' : 'You are on the Free plan.';
  return `${pending}${current_} The WhatsApp assistant is part of Simplify and Simplify+: ${appUrl('/upgrade')}`;
}

export const HELP_TEXT = [
  'I can help with your family calendar and list. Try:',
  '• "what\'s on today?", "tomorrow", "this week", "what does Mia have on Friday?"',
  '• "add swimming for Mia tomorrow at 4pm", "dentist on 3 March at 10:30 for 45 minutes", "piano every Tuesday at 5pm, remind me 30 minutes before"',
  '• to-dos: "todo buy milk", "my list", "done 2"',
  '• shared lists: "add milk, eggs and bread to the shopping list", "we need nappies", "what\'s on the shopping list", "got the milk", "new list for the holiday", "what lists do i have"',
  '• changes: "move the dentist to 11am", "cancel swimming next week", "undo"; questions: "am i free at 4pm?", "when is Mia\'s dentist?"',
  '• "homework: maths worksheet for Sam due Thursday", "Sam\'s homework"',
  "• forward a school letter (PDF, text or photo) and I'll offer to add its dates",
  '• "what is Mia\'s learning style?", "Sam\'s DiSC style?", "when is Mia\'s birthday?", "which school is Sam at?"',
  '• "login" for a sign-in link, "my plan" for your plan',
].join('\n');

/** Short on purpose: what the assistant does, with one example each, and the way to the full help. */
export const NOT_UNDERSTOOD = [
  'Sorry, I didn\'t understand that. I can add to the calendar ("swimming for Mia tomorrow at 4pm"), say what\'s on ("what\'s on this week?"),',
  'keep your lists ("add milk to the shopping list") and reminders ("remind me to call the school at 9am"). Send "help" for more.',
].join(' ');

export async function helpTool(_ctx: ToolContext, input: z.infer<typeof HelpSchema>): Promise<string> {
  if (input.reason === 'thanks') return 'You’re welcome! Send "help" any time to see what I can do.';
  return input.reason === 'not-understood' ? NOT_UNDERSTOOD : `Hi! ${HELP_TEXT}`;
}
