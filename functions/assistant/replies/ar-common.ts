import { iso, plain } from './ar-text';

/** What the Arabic catalogues share: how a list is named, a list of values, the YES/NO a delete asks for. */

export const YES_NO = (keep: string) => `ردّ بـ«نعم» للحذف أو «لا» ${keep}.`;
export const items = (values: string[]) => values.map(iso).join('، ');

export const SHOPPING = 'قائمة التسوق';

/** The default list's stored name is the English "Shopping"; every other list keeps the name its family gave it. */
export const listName = (name: string) => (name === 'Shopping' ? SHOPPING : iso(name));

/** A list as a sentence names it: "قائمة التسوق", "قائمة ⁨Holiday⁩" (a name that already says قائمة stays as it is). */
export function theList(l: string): string {
  const named = l.includes('\u2068') || l.includes('\u2067') || l === SHOPPING ? l : listName(l);
  return /^(قائمة|لائحة)/.test(plain(named)) ? named : `قائمة ${named}`;
}

/** Why a tool's input was refused (the schema's English message), said in Arabic. */
export function inputProblem(reason: string): string {
  if (/^Too big: expected string/.test(reason)) return 'النص أطول مما أستطيع حفظه';
  if (/^Too big/.test(reason)) return 'العناصر أكثر مما أستطيع حفظه في رسالة واحدة';
  if (/^Too small/.test(reason)) return 'ينقص الطلبَ شيءٌ';
  if (/either number or text/.test(reason)) return 'اذكر رقم المهمة أو كلماتها';
  if (/what to change/.test(reason)) return 'لم تذكر ما الذي أغيّره';
  return 'لم أفهم تفاصيل الطلب';
}
