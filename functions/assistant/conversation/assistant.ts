import { appUrl, config } from '../../config';
import { isChild, relationshipOf } from '../../../shared/family';
import type { FamilyMember } from '../../../shared/schemas/family';
import { getUser, type UserItem } from '../../data/users';
import { interpret } from '../understanding/engine';
import { readFollowUp } from '../understanding/read-follow-up';
import { arabicQuestion } from '../replies/ar-questions';
import { sayIn } from '../replies/say';
import { writtenIn, type AssistantLanguage } from '../understanding/written-in';
import { pendingAlive } from './follow-up';
import { continueWith, tools } from '../tools/tools';
import { findsSomething, toldNews } from '../tools/probe';
import { householdMembers, type ToolContext } from '../tools/tool-common';
import { hasAssistant, householdOf, type Household } from './household';
import type { Interpretation, AssistantPending, ToolName } from '../understanding/types';

/**
 * What the queue worker calls for a connected account: text in, reply text out. No messaging-app types
 * here, so another engine (a language model with tool use) can drive the same `tools`.
 */
export interface AssistantReply {
  text: string;
  tool: ToolName | null;
  /** A question left waiting for the next message. */
  pending?: AssistantPending;
}

/** Tools every plan may use; the rest are the assistant of Simplify and Simplify+. */
export const OPEN_TO_ALL_PLANS: ReadonlySet<ToolName> = new Set<ToolName>(['help', 'signInLink', 'planStatus']);

export const upgradeAnswer = (lang?: AssistantLanguage) => sayIn(lang).upgrade(appUrl('/upgrade'));

/** Replies are in Arabic when the message is written in Arabic or the profile chose Arabic; otherwise in English. */
export const replyLanguage = (user: Pick<UserItem, 'preferred_language'>, text: string): AssistantLanguage =>
  writtenIn(text) === 'ar' || user.preferred_language === 'ar' ? 'ar' : 'en';

export { hasAssistant };

/** `household`: the speaker's links and the plan that covers them, when the caller has already read them. */
export async function answer(userId: string, text: string, now: Date = new Date(), household?: Household): Promise<AssistantReply> {
  const user = await getUser(userId);
  if (!user) return { text: `I couldn't find your Simplify account. Sign up or connect WhatsApp at ${appUrl()}`, tool: null };
  const { caller, payer } = household ?? (await householdOf(user));
  const paying = payer !== null;
  const members = paying ? await householdMembers({ userId, caller }) : [];
  const message = typeof text === 'string' ? text : '';
  // The model is for the plans that include the assistant (they carry the daily cap); the others get the built-in answers.
  if (paying && config().ASSISTANT_MODEL_ID && message.trim()) {
    // Loaded only where a model is set: the Bedrock client is no part of the built-in engine's cold start.
    const { ModelUnavailable, modelAnswer } = await import('../model/bedrock');
    try {
      const out = await modelAnswer(
        {
          userId,
          user,
          now,
          caller,
          lang: replyLanguage(user, message),
          members,
          allowed: (tool) => paying || OPEN_TO_ALL_PLANS.has(tool),
          notAllowed: upgradeAnswer(replyLanguage(user, message)),
        },
        message,
      );
      return { text: out.text, tool: out.tool, pending: out.pending };
    } catch (error) {
      // A tool that changed data already ran: its confirmation is the reply, so the change is not made twice.
      if (error instanceof ModelUnavailable && error.done.length) return { text: error.done.map((d) => d.text).join('\n\n'), tool: error.done.at(-1)!.tool };
    }
  }
  return builtIn({ userId, user, now, caller, lang: replyLanguage(user, message), message }, members, paying, message);
}

/**
 * An either/or question between two readings that name something to find (an event, a list item): when only one
 * of them finds it in the account, that one is what was meant, and nothing needs asking.
 */
async function settleEither(ctx: ToolContext, meant: Interpretation): Promise<Interpretation | null> {
  if (!('clarify' in meant) || meant.pending?.ask !== 'either') return null;
  const { choices } = meant.pending.input as { choices: Interpretation[] };
  const [a, b] = await Promise.all(choices.map((c) => findsSomething(ctx, c)));
  if (a === true && b === false) return choices[0];
  if (b === true && a === false) return choices[1];
  return null;
}

/** The built-in engine: one tool call (or a question back) from deterministic patterns. */
async function builtIn(ctx: ToolContext, members: FamilyMember[], paying: boolean, text: string): Promise<AssistantReply> {
  const meant = interpret(text, engineContext(ctx.user, members, ctx.now));
  return run(ctx, paying, (paying && (await toldNews(ctx, meant, text))) || meant);
}

const engineContext = (user: UserItem, members: FamilyMember[], now: Date) => ({
  timezone: user.timezone || 'UTC',
  now,
  memberNames: members.map((m) => m.name),
  childNames: members.filter((m) => isChild(m, now)).map((m) => m.name),
  sons: membersWhoAre('son', members),
  daughters: membersWhoAre('daughter', members),
});

const membersWhoAre = (relationship: string, members: FamilyMember[]) => members.filter((m) => relationshipOf(m) === relationship).map((m) => m.name);

async function run(ctx: ToolContext, paying: boolean, meant: Interpretation): Promise<AssistantReply> {
  const settled = paying ? await settleEither(ctx, meant) : null;
  if (settled) return run(ctx, paying, settled);
  if ('clarify' in meant) {
    // The English reader asks in English; a parent whose replies are Arabic gets the question in Arabic.
    const question = ctx.lang === 'ar' ? arabicQuestion(meant.clarify, meant.pending) : meant.clarify;
    return paying ? { text: question, tool: null, pending: meant.pending } : { text: upgradeAnswer(ctx.lang), tool: null };
  }
  if (!paying && !OPEN_TO_ALL_PLANS.has(meant.tool)) return { text: upgradeAnswer(ctx.lang), tool: meant.tool };
  const reply = await tools[meant.tool].run(ctx, meant.input);
  // Several requests in one message: each is done in turn, and the replies are read together.
  const texts = [reply.text || sayIn(ctx.lang).help];
  // (a question asked after the others is the one the next message answers)
  let pending = reply.pending;
  for (const next of meant.then ?? []) {
    const done = await run(ctx, paying, next);
    texts.push(done.text);
    pending = done.pending ?? pending;
  }
  return { text: texts.join('\n'), tool: meant.tool, pending };
}

/**
 * The next message while the assistant waits on a question it asked: its answer, or null when the
 * message is about something else (it is then answered afresh and the question is dropped).
 */
export async function answerFollowUp(
  userId: string,
  text: string,
  pending: AssistantPending,
  now: Date = new Date(),
  household?: Household,
): Promise<AssistantReply | null> {
  if (!pendingAlive(pending, now)) return null;
  const user = await getUser(userId);
  if (!user) return null;
  const { caller, payer } = household ?? (await householdOf(user));
  if (!payer) return null;
  const ctx: ToolContext = { userId, user, now, caller, lang: replyLanguage(user, text) };
  const members = await householdMembers(ctx);
  const said = readFollowUp(text, pending, engineContext(user, members, now));
  if (!said) return null;
  if ('meant' in said) return run(ctx, true, said.meant);
  if ('say' in said) return { text: said.say, tool: pending.tool };
  if ('rename' in said) return { text: (await continueWith.renameList(ctx, pending.input, said.rename)).text, tool: 'createList' };
  if ('retime' in said) {
    const eventId = String((pending.input as { eventId?: unknown }).eventId ?? '');
    const changes = { time: said.retime.time, ...(said.retime.date ? { date: said.retime.date } : {}) };
    const out = await continueWith.updateEvent(ctx, { target: { words: null, date: null, time: null, member: null }, changes }, { eventId, occurrence: null });
    return { text: out.text, tool: 'updateEvent' };
  }
  const say = sayIn(ctx.lang);
  if ('confirm' in said) {
    if (!said.confirm) {
      const kept =
        pending.tool === 'createEvent' ? say.notAdded : pending.tool === 'clearList' || pending.tool === 'clearTodos' ? say.keptList : say.keptEvents;
      return { text: kept, tool: pending.tool };
    }
    if (pending.tool === 'createEvent') return { ...(await tools.createEvent.run(ctx, pending.input)), tool: 'createEvent' };
    if (pending.tool === 'clearList') return { text: (await continueWith.clearList(ctx, pending.input)).text, tool: 'clearList' };
    if (pending.tool === 'clearTodos') return { text: (await continueWith.clearTodos(ctx)).text, tool: 'clearTodos' };
    const out = await continueWith.cancelEvent(ctx, pending.options ?? []);
    return { text: out.text, tool: 'cancelEvent' };
  }
  const options = pending.options ?? [];
  const chosen = options[said.choose - 1];
  if (!chosen) return { text: say.pickNumber(options.length), tool: pending.tool, pending };
  const out =
    pending.tool === 'updateEvent' ? await continueWith.updateEvent(ctx, pending.input, chosen) : await continueWith.cancelChosen(ctx, pending.input, chosen);
  return { text: out.text, tool: pending.tool, pending: out.pending };
}
