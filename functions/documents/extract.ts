import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_LABELS, MAX_FOUND_DATES, type DocumentType, type FoundDate } from '../../shared/schemas/documents';
import { isoOf, wallClock } from '../assistant/understanding/dates';
import { readWhen } from '../assistant/understanding/en/read-when';
import { config } from '../config';
import { errorNamed } from '../errors';

/**
 * What a school document says: its real type from its first bytes (never its name or the sender's
 * claim), its text (PDF text layer through unpdf, plain text as is, images only through the configured
 * language model), and the dates in it, read by the assistant's own date parser on the account's wall clock.
 */

/** Rounded up, so a file just over the limit never reads as the limit itself. */
const mb = (bytes: number) => `${String(Math.ceil((bytes / 1024 / 1024) * 10) / 10)} MB`;
const LIMIT = mb(DOCUMENT_MAX_BYTES);
const KINDS = 'PDF, plain text (.txt), JPEG or PNG';

/** Why a file is refused, in words a parent can act on. */
export const refusals = {
  tooBig: (bytes: number) =>
    `That file is ${mb(bytes)}; documents can be at most ${LIMIT}. Please send a smaller file, for example a PDF of just the pages with the dates.`,
  empty: () => 'That file is empty. Please send the document again.',
  zip: () => `That file is a zip archive (whatever its name says), and I can only read ${KINDS} files. Please send the document itself.`,
  unsupported: () => `I can only read ${KINDS} files, at most ${LIMIT}. Please send the document in one of those formats.`,
  encrypted: () => 'That PDF is protected with a password, so I can’t read it. Please send a copy without the password.',
  damaged: () => 'I couldn’t open that PDF: it seems to be damaged. Please send it again or save it as a new PDF first.',
  noText: () => 'That PDF has no text I can read (it looks like a scan). Please send the original PDF, or type the dates to me.',
  imageNeedsModel: () =>
    'I can read photos of letters only when the assistant’s language model is switched on, and it isn’t here. Please send the letter as a PDF, or type the dates to me.',
  imageUnreadable: () => 'I couldn’t read any text in that photo. Please send a clearer photo or the letter as a PDF.',
};

export class DocumentRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DocumentRefused';
  }
}

const startsWith = (bytes: Buffer, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/** The file's real type from its magic bytes; text only when it is valid UTF-8 without control bytes. */
export function sniffType(bytes: Buffer): DocumentType | 'zip' | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return 'text/plain';
  } catch {
    // not UTF-8
  }
  return null;
}

/** Size and type checks before anything is stored; throws DocumentRefused. */
export function checkFile(bytes: Buffer): DocumentType {
  if (bytes.length > DOCUMENT_MAX_BYTES) throw new DocumentRefused(refusals.tooBig(bytes.length));
  if (!bytes.length) throw new DocumentRefused(refusals.empty());
  const type = sniffType(bytes);
  if (type === 'zip') throw new DocumentRefused(refusals.zip());
  if (!type) throw new DocumentRefused(refusals.unsupported());
  return type;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch (error) {
    if (errorNamed(error, 'PasswordException')) throw new DocumentRefused(refusals.encrypted());
    throw new DocumentRefused(refusals.damaged());
  }
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/** A photo's text through Bedrock (only when ASSISTANT_MODEL_ID is set): the model transcribes, nothing else. */
async function imageText(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<string> {
  const { ASSISTANT_MODEL_ID, ASSISTANT_MODEL_TIMEOUT_MS } = config();
  if (!ASSISTANT_MODEL_ID) throw new DocumentRefused(refusals.imageNeedsModel());
  const { ConverseCommand } = await import('@aws-sdk/client-bedrock-runtime');
  const { bedrock } = await import('../assistant/model/bedrock');
  const out = await bedrock().send(
    new ConverseCommand({
      modelId: ASSISTANT_MODEL_ID,
      messages: [
        {
          role: 'user',
          content: [
            { image: { format: type === 'image/png' ? 'png' : 'jpeg', source: { bytes: new Uint8Array(bytes) } } },
            { text: 'Copy out the text of this school letter exactly, one line per line of the letter. Reply with the text only.' },
          ],
        },
      ],
      inferenceConfig: { maxTokens: 2048 },
    }),
    { abortSignal: AbortSignal.timeout(ASSISTANT_MODEL_TIMEOUT_MS * 2) },
  );
  const text = (out.output?.message?.content ?? []).map((c) => ('text' in c && c.text) || '').join('\n');
  if (!text.trim()) throw new DocumentRefused(refusals.imageUnreadable());
  return text;
}

/** The document's text; throws DocumentRefused for what cannot be read. */
export async function documentText(bytes: Buffer, type: DocumentType): Promise<string> {
  let text: string;
  if (type === 'application/pdf') text = await pdfText(bytes);
  else if (type === 'text/plain') text = bytes.toString('utf8');
  else text = await imageText(bytes, type);
  if (!text.replace(/\s+/g, '')) throw new DocumentRefused(type === 'application/pdf' ? refusals.noText() : refusals.imageUnreadable());
  return text;
}

/**
 * Dates and times in the text, one per line or sentence (the first date mentioned in it), today or later,
 * titled with the rest of the line: "Sports day Friday 12 June at 9:00" → Sports day, 12 June, 09:00.
 */
export function findDates(text: string, timezone: string, now: Date, fallbackTitle: string): FoundDate[] {
  const wall = wallClock(timezone, now);
  const today = isoOf(wall.today);
  const found: FoundDate[] = [];
  const seen = new Set<string>();
  const pieces = text
    .split(/\r?\n|(?<=[.;!?])\s+(?=[A-Z])/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length >= 4 && /\p{L}/u.test(l));
  for (const line of pieces) {
    if (found.length >= MAX_FOUND_DATES) break;
    const when = readWhen(line.slice(0, 300), wall, timezone);
    if (!when?.date || when.date < today) continue;
    // The words before the date name it ("Sports day 12 June at 9:00, on the field"); else the words after.
    const tidy = (t: string) =>
      t
        .replace(/\s+/g, ' ')
        .replace(/^[\s,;:.\-–•*·]+|[\s,;:.\-–•*·]+$/g, '')
        .replace(/\s+(?:on|at|from|by|is|will be|starts?|begins?)$/i, '')
        .replace(/^(?:on|at|from)\s+/i, '')
        .trim();
    let before = when.source.slice(0, when.index);
    let after = when.source.slice(when.index + when.text.length);
    let time = when.time;
    // A time apart from the date ("On 3 March: parents evening at 6pm") is read from the rest of the line.
    if (!time) {
      const t = readWhen(after, wall, timezone);
      if (t?.time && !t.date) {
        time = t.time;
        after = `${t.source.slice(0, t.index)} ${t.source.slice(t.index + t.text.length)}`;
      } else {
        const b = readWhen(before, wall, timezone);
        if (b?.time && !b.date) {
          time = b.time;
          before = `${b.source.slice(0, b.index)} ${b.source.slice(b.index + b.text.length)}`;
        }
      }
    }
    let title = tidy(before) || tidy(after.split(/[,;]/)[0]);
    if (title.length < 2) title = fallbackTitle;
    title = title.slice(0, 100);
    title = title[0].toUpperCase() + title.slice(1);
    const id = `${title.toLowerCase()}|${when.date}|${time}`;
    if (seen.has(id)) continue;
    seen.add(id);
    found.push({ title, date: when.date, time });
  }
  return found;
}

export const typeLabel = (type: string) => DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type;
