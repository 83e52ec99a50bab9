import { signedPayload, status, wamid, webhookPayload } from '../local/whatsapp-events';
import { call } from '../../tests/helpers/api';
import type { CallOptions } from '../../tests/helpers/request';
import { expectStatus } from './seed';
import { PHONE_NUMBER_ID } from './cost-run-env';
import { invocation, simulator } from './cost-run-meters';

// ---------------------------------------------------------------- the API as API Gateway calls it

/** A route called as API Gateway calls it, metered as one invocation of the step. */
export const api = (step: string, method: string, path: string, opts: CallOptions = {}) => invocation(step, () => call(method, path, opts), { api: true });

/** Post one signed webhook delivery as Meta does. */
export async function webhook(step: string, payload: object) {
  const { body, signature } = signedPayload(payload, process.env.WHATSAPP_APP_SECRET!);
  expectStatus(
    await api(step, 'POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } }),
    200,
    'webhook',
  );
}

/**
 * Meta reports every message the business sends as sent, delivered and read: three more webhook deliveries
 * (acknowledged, never answered) for each outbound message.
 */
export async function deliveryStatuses(sentBefore: number, to: string) {
  for (const m of simulator.outbox.slice(sentBefore))
    for (const value of ['sent', 'delivered', 'read'] as const)
      await webhook('WhatsApp delivery statuses (webhook)', webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, statuses: [status(wamid(), m.to ?? to, value)] }));
}
