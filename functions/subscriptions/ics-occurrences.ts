/** The occurrences a read keeps (the earliest, bounded), and the keys and hashes that identify them across refreshes. */
import { createHash } from 'node:crypto';
import { dayIndexOfIso } from './ics-dates';
import type { ReadOccurrence } from './read-ics';

/** Keeps the earliest `max` occurrences without holding an unbounded list (an hourly rule over a long window). */
export class Collector {
  private items: ReadOccurrence[] = [];
  private cut = false;
  /** Once full: the day (index) of the latest occurrence kept. */
  cutoffDay: number | null = null;
  constructor(private readonly max: number) {}

  add(item: ReadOccurrence): void {
    this.items.push(item);
    if (this.items.length > this.max * 2 + 100) this.trim();
  }

  markCut(): void {
    this.cut = true;
  }

  finish(): { occurrences: ReadOccurrence[]; truncated: boolean } {
    this.trim();
    return { occurrences: this.items, truncated: this.cut };
  }

  private trim(): void {
    this.items.sort(byStart);
    if (this.items.length > this.max) {
      this.items.length = this.max;
      this.cut = true;
    }
    const last = this.items[this.max - 1];
    if (last) this.cutoffDay = dayIndexOfIso(last.date);
  }
}

function byStart(a: ReadOccurrence, b: ReadOccurrence): number {
  return a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title) || a.key.localeCompare(b.key);
}

export function occurrenceKey(uid: string, id: string): string {
  const readable = `${uid}_${id}`;
  if (/^[A-Za-z0-9_-]+$/.test(readable) && readable.length <= 80) return readable;
  // Sanitising alone could make two UIDs collide ("a.b" and "a_b"), so anything lossy is hashed.
  const prefix = uid.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
  return `${prefix}_${sha256(`${uid}\n${id}`).slice(0, 32)}`;
}

/** Duplicate UIDs (copied events in a hand-made file) would give equal keys; later ones get a suffix in file order. */
export function uniqueKeys(items: ReadOccurrence[]): ReadOccurrence[] {
  const used = new Map<string, number>();
  return items.map((item) => {
    const n = (used.get(item.key) ?? 0) + 1;
    used.set(item.key, n);
    return n === 1 ? item : { ...item, key: `${item.key.slice(0, 76)}-${n}` };
  });
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
