import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it, vi } from 'vitest';

// As in AWS: both Stripe secrets by ARN, as the stack creates them (random placeholders at first).
// Secrets Manager is reachable only in AWS, so it is mocked here.
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.STRIPE_SECRET_KEY;
process.env.STRIPE_SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:StripeSecretKey-abc';
process.env.STRIPE_WEBHOOK_SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:StripeWebhookSecret-def';
const { stripeConfigProblem } = await import('./secrets');

const sm = mockClient(SecretsManagerClient);
const values = { key: 'Gq3kR8zPlaceholderFromGenerateSecretString0001', webhook: 'Vx9PlaceholderFromGenerateSecretString00000002' };
sm.on(GetSecretValueCommand).callsFake((input: { SecretId: string }) => ({ SecretString: input.SecretId.includes('Webhook') ? values.webhook : values.key }));
afterAll(() => sm.restore());

describe('the Stripe configuration rule with secrets in Secrets Manager', () => {
  it('refuses placeholders, then takes the real values within a minute without a cold start', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    expect(await stripeConfigProblem()).toMatch(/webhook signing secret is not a whsec_ value/);
    values.webhook = 'whsec_real_value_put_by_the_operator';
    // Read at most once a minute: a flood of forged webhooks does not become a flood of Secrets Manager calls.
    clock.mockReturnValue(start + 30_000);
    expect(await stripeConfigProblem()).toMatch(/whsec_/);
    const readsBefore = sm.commandCalls(GetSecretValueCommand).length;
    clock.mockReturnValue(start + 61_000);
    expect(await stripeConfigProblem()).toBe('the Stripe API key is not an sk_ or rk_ value');
    expect(sm.commandCalls(GetSecretValueCommand).length).toBeGreaterThan(readsBefore);
    values.key = 'rk_live_restricted_key_put_by_the_operator';
    clock.mockReturnValue(start + 130_000);
    expect(await stripeConfigProblem()).toBeNull();
    clock.mockRestore();
  });
});
