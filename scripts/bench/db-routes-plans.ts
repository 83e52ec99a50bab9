import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { db, tableName } from '../../functions/data/client';
import { simulatorKeys } from '../../functions/data/keys';
import { event, subscription } from '../local/stripe-events';
import type { RouteBench } from './db-measure';

/** The paid features' routes measured for their DynamoDB round trips: plans and payments, then the VARK and DiSC assessments. */

export async function measurePlans({ api, measure, webhook, seed: { u, customer, children, adults, vark } }: RouteBench) {
  const tok = { token: u.token };
  // plans: a Simplify+ subscription through checkout + webhook, then status, portal, activation, cancel
  await measure('POST /api/create-checkout-session', 200, () =>
    api('POST', '/api/create-checkout-session', { ...tok, body: { subscriptionType: 'simplify_plus' } }),
  );
  const sub = subscription({ customer, userId: u.id, plan: 'simplify_plus' });
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...simulatorKeys.subscription(sub.id), gsi1pk: `SIMCUSTOMER#${customer}`, gsi1sk: sub.id, object: sub } }),
  );
  await measure('POST /api/stripe/webhook', 200, () => webhook(event('customer.subscription.created', sub)));
  await measure('GET /api/subscription-status', 200, () => api('GET', '/api/subscription-status', tok));
  await measure('POST /api/create-customer-portal', 200, () => api('POST', '/api/create-customer-portal', tok));
  const intent = `pi_local_${randomBytes(10).toString('hex')}`;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...simulatorKeys.intent(intent), customer, status: 'succeeded', metadata: { userId: u.id, plan: 'assessment_pack' } },
    }),
  );
  await measure('POST /api/activate-subscription', 200, () => api('POST', '/api/activate-subscription', { ...tok, body: { payment_intent: intent } }));
  await measure('POST /api/cancel-subscription', 200, () => api('POST', '/api/cancel-subscription', tok));

  // assessments
  await measure('GET /api/vark/assessments', 200, () => api('GET', '/api/vark/assessments', tok));
  await measure('GET /api/vark/access', 200, () => api('GET', '/api/vark/access', tok));
  const v2 = (
    await measure('POST /api/vark/assessments/start', 201, () =>
      api('POST', '/api/vark/assessments/start', { ...tok, body: { familyMemberId: children[1].id } }),
    )
  ).body as { assessment: { id: string }; currentQuestion: { id: string } };
  await measure('PATCH /api/vark/assessments/{id}', 200, () =>
    api('PATCH', `/api/vark/assessments/${v2.assessment.id}`, { ...tok, body: { responses: [{ questionId: v2.currentQuestion.id, answer: 'visual' }] } }),
  );
  await measure('GET /api/vark/assessments/{id}', 200, () => api('GET', `/api/vark/assessments/${vark.assessment.id}`, tok));
  await measure('POST /api/vark/comprehensive-report', 200, () =>
    api('POST', '/api/vark/comprehensive-report', { ...tok, body: { childName: children[0].name, scores: { V: 10, A: 4, R: 3, K: 3 } } }),
  );
  await measure('GET /api/disc/assessments', 200, () => api('GET', '/api/disc/assessments', tok));
  await measure('GET /api/disc/access', 200, () => api('GET', '/api/disc/access', tok));
  const d = (
    await measure('POST /api/disc/assessments/start', 201, () => api('POST', '/api/disc/assessments/start', { ...tok, body: { familyMemberId: adults[0].id } }))
  ).body as { assessment: { id: string }; currentQuestion: { id: string } };
  await measure('GET /api/disc/assessments/{id}/current', 200, () => api('GET', `/api/disc/assessments/${d.assessment.id}/current`, tok));
  await measure('PATCH /api/disc/assessments/{id}', 200, () =>
    api('PATCH', `/api/disc/assessments/${d.assessment.id}`, { ...tok, body: { responses: [{ questionId: d.currentQuestion.id, answer: 'dominant' }] } }),
  );
  await measure('DELETE /api/disc/assessments/{id}', 200, () => api('DELETE', `/api/disc/assessments/${d.assessment.id}`, tok));
}
