import { DateTime } from 'luxon';
import * as z from 'zod';
import { currentSubscription, PLAN_LABELS, subscriptionType, type BillingState } from '../../../shared/plans';
import { magicLink } from '../../accounts/emails';
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
  const say = sayIn(ctx.lang);
  // A link by message proves the number, not the mailbox: sessions are only for a confirmed email.
  if (!ctx.user.email_verified) return say.confirmEmailFirst(ctx.user.email, appUrl('/auth'));
  return say.signInLink(await magicLink(ctx.user, 'whatsapp'));
}

export async function planStatus(ctx: ToolContext, input: z.infer<typeof PlanStatusSchema>): Promise<string> {
  const say = sayIn(ctx.lang);
  const billing: BillingState = ctx.user;
  const type = subscriptionType(billing);
  const current = currentSubscription(billing);
  if (type === 'simplify' || type === 'simplify_plus') {
    const sub = current?.[1];
    const end = sub?.current_period_end ? DateTime.fromSeconds(sub.current_period_end, { zone: timezoneOf(ctx) }).toISODate()! : null;
    return say.planActive({
      plan: PLAN_LABELS[type],
      until: end && sub!.cancel_at_period_end ? end : null,
      renews: end && !sub!.cancel_at_period_end ? end : null,
      overdueUrl: sub?.status === 'past_due' ? appUrl('/settings') : null,
    });
  }
  return say.planInactive({ paymentPending: input.activation, assessmentPack: type === 'assessment_pack', url: appUrl('/upgrade') });
}

export { HELP_TEXT, NOT_UNDERSTOOD } from '../replies/en';

export async function helpTool(ctx: ToolContext, input: z.infer<typeof HelpSchema>): Promise<string> {
  const say = sayIn(ctx.lang);
  if (input.reason === 'thanks') return say.thanks;
  return input.reason === 'not-understood' ? say.notUnderstood : say.help;
}
