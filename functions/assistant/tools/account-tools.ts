import { DateTime } from 'luxon';
import * as z from 'zod';
import { currentSubscription, PLAN_LABELS, subscriptionType, type BillingState } from '../../../shared/plans';
import { magicLink } from '../../accounts/emails';
import { displayDate } from '../understanding/dates';
import { timezoneOf, type ToolContext } from './tool-common';
import { sayIn } from '../replies/say';
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

export { HELP_TEXT, NOT_UNDERSTOOD } from '../replies/en';

export async function helpTool(ctx: ToolContext, input: z.infer<typeof HelpSchema>): Promise<string> {
  const say = sayIn(ctx.lang);
  if (input.reason === 'thanks') return say.thanks;
  return input.reason === 'not-understood' ? say.notUnderstood : say.help;
}
