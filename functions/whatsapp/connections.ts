// TEMPORARY stand-in written by wa-transport until wa-web's module lands (same path, so the merge conflicts
// visibly; take wa-web's version). Only the seam from ASSISTANT-SEAMS.md, minimal.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { config } from '../config';
import { db, tableName } from '../data/client';

const codeKey = (code: string) => ({ pk: `WACONNECT#${code}`, sk: 'CODE' });
const numberKey = (digits: string) => ({ pk: `WAVERIFIED#${digits}`, sk: 'NUMBER' });

export async function startConnection(userId: string): Promise<{ code: string; message: string; url: string; expiresAt: string }> {
  const code = randomBytes(4).toString('hex').toUpperCase().slice(0, 6);
  const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...codeKey(code), userId, expiresAt } }));
  const message = `Connect my Simplify account: ${code}`;
  return { code, message, url: `https://wa.me/${config().SUPPORT_WHATSAPP}?text=${encodeURIComponent(message)}`, expiresAt };
}

export function findConnectCode(text: string): string | null {
  return /connect my simplify account:\s*([A-F0-9]{6})\b/i.exec(text)?.[1]?.toUpperCase() ?? null;
}

export async function completeConnection(code: string, fromDigits: string): Promise<{ userId: string } | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: codeKey(code) }));
  if (!Item || String(Item.expiresAt) < new Date().toISOString()) return null;
  await db().send(new DeleteCommand({ TableName: tableName(), Key: codeKey(code) }));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...numberKey(fromDigits), userId: Item.userId } }));
  return { userId: String(Item.userId) };
}

export async function accountForNumber(fromDigits: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: numberKey(fromDigits) }));
  return Item ? String(Item.userId) : null;
}
