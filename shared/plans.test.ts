import { describe, expect, it } from 'vitest';
import { currentSubscription, hasAssessmentAccess, subscriptionType, type BillingState, type SubscriptionState } from './plans';

const sub = (plan: SubscriptionState['plan'], status: string): SubscriptionState => ({
  plan,
  status,
  cancel_at_period_end: false,
  current_period_end: 2_000_000_000,
});

describe('subscriptionType and hasAssessmentAccess, for every combination', () => {
  const plus = [null, 'active', 'canceled'] as const;
  const basic = [null, 'active', 'canceled'] as const;
  const pack = [false, true] as const;
  for (const p of plus)
    for (const s of basic)
      for (const k of pack) {
        const state: BillingState = { assessment_pack: k, subscriptions: {} };
        if (p) state.subscriptions!.sub_plus = sub('simplify_plus', p);
        if (s) state.subscriptions!.sub_basic = sub('simplify', s);
        const expectedType = p === 'active' ? 'simplify_plus' : s === 'active' ? 'simplify' : k ? 'assessment_pack' : 'free';
        const expectedAccess = p === 'active' || k;
        it(`plus=${p} simplify=${s} pack=${k} → ${expectedType}, access ${expectedAccess}`, () => {
          expect(subscriptionType(state)).toBe(expectedType);
          expect(hasAssessmentAccess(state)).toBe(expectedAccess);
        });
      }

  it('treats trialing and past_due as still active, incomplete and unpaid as not', () => {
    expect(subscriptionType({ subscriptions: { a: sub('simplify', 'trialing') } })).toBe('simplify');
    expect(subscriptionType({ subscriptions: { a: sub('simplify', 'past_due') } })).toBe('simplify');
    expect(subscriptionType({ subscriptions: { a: sub('simplify', 'incomplete') } })).toBe('free');
    expect(subscriptionType({ subscriptions: { a: sub('simplify_plus', 'unpaid') } })).toBe('free');
    expect(subscriptionType({})).toBe('free');
  });

  it('picks Simplify+ as the current subscription when both are live', () => {
    expect(currentSubscription({ subscriptions: { a: sub('simplify', 'active'), b: sub('simplify_plus', 'active') } })?.[0]).toBe('b');
    expect(currentSubscription({ subscriptions: { a: sub('simplify', 'canceled') } })).toBeNull();
  });
});
