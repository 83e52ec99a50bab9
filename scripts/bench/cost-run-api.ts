import { invokeApi } from '../local/api-adapter';
import { signedPayload, status, wamid, webhookPayload } from '../local/whatsapp-events';
import { apiRequest } from '../../tests/helpers/api';
import { jsonOf, type CallOptions } from '../../tests/helpers/request';
import { PHONE_NUMBER_ID } from './cost-run-env';
import { invocation, simulator } from './cost-run-meters';

// ---------------------------------------------------------------- the API as API Gateway calls it

export async function api(step: string, method: string, path: string, opts: CallOptions = {}) {
  const res = await invocation(step, () => invokeApi(apiRequest(method, path, opts)), { api: true });
  return { status: res.statusCode, body: jsonOf(res.body), text: res.body };
}
export const ok = <T extends { status: number; text: string }>(res: T, what: string, expected = 200) => {
  if (res.status !== expected) throw new Error(`${what}: expected ${expected}, got ${res.status} ${res.text.slice(0, 300)}`);
  return res;
};

/** Post one signed webhook delivery as Meta does. */
export async function webhook(step: string, payload: object) {
  const { body, signature } = signedPayload(payload, process.env.WHATSAPP_APP_SECRET!);
  ok(
    await api(step, 'POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } }),
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
