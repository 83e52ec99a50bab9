/**
 * The file's text as content lines, cut into VEVENT and VTIMEZONE blocks: a stray line or a damaged block is dropped
 * on its own rather than sinking the file.
 */
import { collapse, cut, TITLE_MAX, unescapeText } from './ics-text';

/** A content line: NAME, then parameters (quoted values may hold ':' and ';'), then ':'. */
const CONTENT_LINE = /^[A-Za-z0-9-]+(?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*:/;

/** Unfolds continuation lines and drops lines that are not content lines (one stray line must not sink the file). */
export function contentLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line.trim()) lines.push(line.trimEnd());
  }
  return lines.filter((line) => CONTENT_LINE.test(line)).map(markDates);
}

const DATE_PROPERTIES = /^(?:DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)(?=[;:])/i;

/** "DTSTART:20260105" is a date, but ical.js reads a value without VALUE=DATE as a date-time; say so explicitly. */
function markDates(line: string): string {
  if (!DATE_PROPERTIES.test(line)) return line;
  const colon = valueStart(line);
  const params = line.slice(0, colon);
  if (/;VALUE=/i.test(params) || !/^\d{8}(?:,\d{8})*$/.test(line.slice(colon + 1).trim())) return line;
  return `${params};VALUE=DATE${line.slice(colon)}`;
}

/** The ':' that ends the name and parameters (quoted parameter values may contain ':'). */
function valueStart(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

interface Blocks {
  name: string | null;
  timezones: string[];
  events: string[];
}

const BLOCK_KINDS = new Set(['VEVENT', 'VTIMEZONE']);
const TOP_KINDS = new Set(['VCALENDAR', 'VEVENT', 'VTIMEZONE', 'VTODO', 'VJOURNAL', 'VFREEBUSY']);

/** Cuts the file into VEVENT and VTIMEZONE texts, each parsed on its own so a damaged one stays contained. */
export function splitBlocks(lines: string[]): Blocks {
  const blocks: Blocks = { name: null, timezones: [], events: [] };
  let block: { kind: string; lines: string[]; depth: number } | null = null;
  let ignoredDepth = 0;
  const close = () => {
    if (!block) return;
    while (block.depth-- > 0) block.lines.push(`END:${block.kind}`);
    (block.kind === 'VEVENT' ? blocks.events : blocks.timezones).push(block.lines.join('\r\n'));
    block = null;
  };
  for (const line of lines) {
    const marker = /^(BEGIN|END):(.+)$/i.exec(line);
    const tag = marker?.[1].toUpperCase();
    const kind = marker?.[2].trim().toUpperCase() ?? '';
    if (block) {
      // A missing END:VEVENT shows up as the next top-level BEGIN (or the calendar's END): close the block there.
      if ((tag === 'BEGIN' && TOP_KINDS.has(kind)) || (tag === 'END' && kind === 'VCALENDAR')) close();
      else {
        block.lines.push(line);
        if (tag === 'BEGIN') block.depth++;
        if (tag === 'END' && --block.depth === 0) close();
        continue;
      }
    }
    if (ignoredDepth > 0) {
      if (tag === 'BEGIN') ignoredDepth++;
      if (tag === 'END') ignoredDepth--;
      continue;
    }
    if (tag === 'BEGIN' && BLOCK_KINDS.has(kind)) block = { kind, lines: [`BEGIN:${kind}`], depth: 1 };
    else if (tag === 'BEGIN' && kind !== 'VCALENDAR') ignoredDepth = 1;
    else if (!tag && blocks.name === null && /^X-WR-CALNAME[;:]/i.test(line)) blocks.name = calendarName(line);
  }
  close();
  return blocks;
}

function calendarName(line: string): string | null {
  const value = line.slice(valueStart(line) + 1);
  const name = cut(collapse(unescapeText(value)), TITLE_MAX);
  return name || null;
}
