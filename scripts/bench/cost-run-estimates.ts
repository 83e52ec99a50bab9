import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { historyMessages, systemPrompt, toolSpecs } from '../../functions/assistant/model/bedrock';
import { db, tableName } from '../../functions/data/client';
import { listMembersByUser } from '../../functions/data/members';
import { getUser } from '../../functions/data/users';
import { sessionHistory } from '../../functions/whatsapp/conversation';
import type { FamilyMonth } from './cost-month';
import { MINUTE } from './cost-run-timeline';

/** What the month's replay cannot meter, estimated from what it left: the language model's prompts and the family's storage. */

/** Model tokens (estimated): what the Bedrock engine would send for the 12 messages that reach it. */
export async function modelPrompts(accountId: string, modelMessages: Array<{ text: string; at: number; reply: string }>): Promise<FamilyMonth['model']> {
  const user = (await getUser(accountId))!;
  const familyMembers = await listMembersByUser(accountId);
  const toolChars = JSON.stringify(toolSpecs()).length;
  const model = [];
  for (const m of modelMessages) {
    const history = historyMessages(await sessionHistory(accountId, new Date(m.at + MINUTE)));
    const historyChars = JSON.stringify(history).length;
    const systemChars = systemPrompt(user, familyMembers, new Date(m.at)).length;
    model.push({ systemChars, toolChars, historyChars, messageChars: m.text.length, replyChars: m.reply.length });
  }
  return model;
}

/** Storage: the family's items (table and index copies); the document bytes are the S3 meter's. */
export async function familyStorage(accountId: string) {
  const items = (await db().send(new ScanCommand({ TableName: tableName() }))).Items ?? [];
  const mine = items.filter((i) => String(i.pk).includes(accountId) || String(i.gsi2pk ?? '').includes(accountId));
  const itemBytes = mine.reduce(
    (n, i) => n + JSON.stringify(i).length + 100 + (i.gsi1pk ? JSON.stringify(i).length + 100 : 0) + (i.gsi2pk ? JSON.stringify(i).length + 100 : 0),
    0,
  );
  return { items: mine.length, itemBytes };
}
