/** Text fields as a family reads them: unescaped, HTML shown as plain text, whitespace tidied, length capped. */
import type ICAL from 'ical.js';

type IcalComponent = InstanceType<typeof ICAL.Component>;

export const TITLE_MAX = 200;
export const LOCATION_MAX = 200;
const DESCRIPTION_MAX = 2000;

export function stringValue(event: IcalComponent, name: string): string {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function readDescription(event: IcalComponent): string | null {
  let text = plainText(stringValue(event, 'description'));
  if (!text.trim()) {
    // Outlook puts the formatted body in X-ALT-DESC;FMTTYPE=text/html, sometimes with an empty DESCRIPTION.
    const alt = event.getFirstProperty('x-alt-desc');
    const raw = alt?.jCal[3];
    if (typeof raw === 'string') text = htmlToText(unescapeText(raw));
  }
  const tidy = text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cut(tidy, DESCRIPTION_MAX) || null;
}

const HTML_HINT = /<\/?(?:p|br|div|span|a|b|i|u|strong|em|ul|ol|li|html|body|table|tr|td|font|h[1-6])\b[^>]*>/i;

/** Text as written, or HTML shown as text when the producer put markup in a plain-text field. */
export function plainText(value: string): string {
  const text = value.replace(/\r\n?/g, '\n');
  return HTML_HINT.test(text) ? htmlToText(text) : decodeEntitiesIfHtmlish(text);
}

/** Some producers escape entities in otherwise plain text ("Fish &amp; chips"). */
function decodeEntitiesIfHtmlish(text: string): string {
  return /&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text) ? decodeEntities(text) : text;
}

function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Source newlines are layout in HTML; only tags make lines.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/?(?:p|div|tr|ul|ol|table|h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  pound: '£',
  euro: '€',
  copy: '©',
  bull: '•',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
