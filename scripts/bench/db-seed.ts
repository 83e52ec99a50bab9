import { getUser } from '../../functions/data/users';
import { VARK_QUESTIONS } from '../../shared/assessments/vark-questions';
import { linkIn, waitForEmail } from '../../tests/helpers/mail';
import { checkoutSession, event, sessionIdOf, signed } from '../local/stripe-events';
import { addFamily, addMonthOfEvents, expectStatus, mailClock, monthRange, signUp, type ApiCall } from './seed';

/** The accounts the DynamoDB round trips are measured against, made through the API, and what making them needs. */

/** A Stripe webhook delivery, signed with the webhook secret. */
export const stripeWebhook = (api: ApiCall) => (evt: object) => {
  const { payload, header } = signed(evt, process.env.STRIPE_WEBHOOK_SECRET!);
  return api('POST', '/api/stripe/webhook', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
};

/** The token of the account-link invitation emailed to `email` after `after`. */
export const accountLinkToken = (mailUrl: string) => async (email: string, after: number) =>
  linkIn(await waitForEmail(email, /invited you/, { mailUrl, after }), '/account-link/').split('/account-link/')[1];

export async function seedAccounts(api: ApiCall, mailUrl: string, warnings: string[], log: (line: string) => void) {
  const webhook = stripeWebhook(api);
  const linkToken = accountLinkToken(mailUrl);
  const customerOf = async (userId: string) => String(((await getUser(userId)) as unknown as { stripe_customer_id: string }).stripe_customer_id);

  // ---- seed: a parent with 20 members, a busy month, to-dos, a completed VARK, a linked co-parent; an admin
  log('seeding: parent with 20 family members, a month of recurring events, a completed VARK, an account link, an admin...');
  const u = await signUp(api, mailUrl, { firstName: 'Maya' });
  const members = await addFamily(api, u.token, 20);
  const children = members.filter((m) => m.child);
  const adults = members.filter((m) => !m.child);
  const range = monthRange();
  await addMonthOfEvents(
    api,
    u.token,
    members.map((m) => m.id),
  ).catch((e: Error) => warnings.push(`seeding events failed: ${e.message}`));
  for (const task of ['Pack swim bag', 'Sign permission slip', 'Book dentist'])
    expectStatus(await api('POST', '/api/todos', { body: { task }, token: u.token }), 201, 'seed todo');
  const packCheckout = expectStatus(
    await api('POST', '/api/create-checkout-session', { body: { subscriptionType: 'assessment_pack' }, token: u.token }),
    200,
    'seed checkout',
  ).body as { url: string };
  const customer = await customerOf(u.id);
  expectStatus(
    await webhook(event('checkout.session.completed', checkoutSession({ id: sessionIdOf(packCheckout.url), customer, userId: u.id, plan: 'assessment_pack' }))),
    200,
    'seed pack',
  );
  const vark = expectStatus(
    await api('POST', '/api/vark/assessments/start', { body: { familyMemberId: children[0].id }, token: u.token }),
    201,
    'seed vark start',
  ).body;
  const bank = VARK_QUESTIONS[vark.assessment.age_group as keyof typeof VARK_QUESTIONS];
  const answers = bank.map((q, i) => ({ questionId: q.id, answer: (['visual', 'auditory', 'readingWriting', 'kinesthetic'] as const)[i % 4] }));
  const varkDone = expectStatus(
    await api('PATCH', `/api/vark/assessments/${vark.assessment.id}`, { body: { responses: answers }, token: u.token }),
    200,
    'seed vark answers',
  ).body;
  if (!varkDone.completed) throw new Error('seed: the VARK assessment did not complete');
  const partner = await signUp(api, mailUrl, { firstName: 'Ben' });
  const t = mailClock();
  expectStatus(
    // The household: the co-parent shares the calendar, so the parent's calendar read also reads the partner's family.
    await api('POST', '/api/account-links/invite', {
      body: { targetEmail: partner.email, relationshipType: 'co_parent', permissions: ['view_calendar', 'edit_calendar'] },
      token: u.token,
    }),
    201,
    'seed invite',
  );
  expectStatus(await api('POST', `/api/account-links/accept/${await linkToken(partner.email, t)}`, { token: partner.token }), 200, 'seed accept');
  const admin = await signUp(api, mailUrl, { email: 'admin.bench@example.com', firstName: 'Ada' });
  return { u, members, children, adults, range, customer, vark, partner, admin };
}

export type DbSeed = Awaited<ReturnType<typeof seedAccounts>>;
