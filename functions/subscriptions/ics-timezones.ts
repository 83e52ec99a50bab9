/**
 * How an event's times become instants: by the file's own VTIMEZONEs, else by the TZID's name placed as an IANA
 * zone, else floating (read in the family's timezone).
 */
import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';
import { DISPLAY_NAME_HINTS, WINDOWS_ZONES } from './windows-zones';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

/**
 * How to turn a wall-clock time into an instant: ical.js knows the zone (UTC or the file's VTIMEZONE), luxon does
 * by name, or the time is floating (dates too) and is read in the target timezone.
 */
export type ZoneRef = { kind: 'absolute' } | { kind: 'wall'; zone: string } | { kind: 'floating'; zone: string };

export function zoneRef(prop: IcalProperty, time: IcalTime, target: string): ZoneRef {
  if (time.isDate) return { kind: 'floating', zone: target };
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return { kind: 'absolute' };
  const tzid = prop.getParameter('tzid');
  const iana = typeof tzid === 'string' && tzid ? resolveTzid(tzid) : null;
  return iana ? { kind: 'wall', zone: iana } : { kind: 'floating', zone: target };
}

export function instantMs(time: IcalTime, ref: ZoneRef): number {
  if (ref.kind === 'absolute') return time.toUnixTime() * 1000;
  const { year, month, day, hour, minute, second } = time;
  return DateTime.fromObject({ year, month, day, hour, minute, second: Math.min(second, 59) }, { zone: ref.zone }).toMillis();
}

/** The file's VTIMEZONEs under one VCALENDAR, so ical.js resolves each event's TZID against them; broken ones are left out. */
export function timezoneRoot(timezones: string[]): IcalComponent {
  const root = new ICAL.Component('vcalendar');
  for (const text of timezones) {
    try {
      const zone = new ICAL.Component(ICAL.parse(text) as unknown[]);
      const tzid = zone.getFirstPropertyValue('tzid');
      if (typeof tzid !== 'string' || !tzid) continue;
      // Hydrate now: a VTIMEZONE that ical.js cannot read is dropped here rather than failing every event that uses it.
      new ICAL.Timezone({ component: zone, tzid });
      root.addSubcomponent(zone);
    } catch {
      // Events using it fall back to the TZID's name (IANA/Windows), else floating.
    }
  }
  return root;
}

const tzidCache = new Map<string, string | null>();

/** Best-effort IANA zone for a TZID with no VTIMEZONE in the file; null when it cannot be placed. */
export function resolveTzid(tzid: string): string | null {
  const cached = tzidCache.get(tzid);
  if (cached !== undefined) return cached;
  const found = placeTzid(tzid.replace(/^"|"$/g, '').trim());
  tzidCache.set(tzid, found);
  return found;
}

function placeTzid(name: string): string | null {
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  // Path-like TZIDs ("/Europe/London", "/mozilla.org/20050126_1/Europe/London"): the IANA name is a tail of the path.
  const parts = name.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const candidate = parts.slice(i).join('/');
    if (candidate.includes('/') || i === parts.length - 1) {
      if (IANAZone.isValidZone(candidate)) return candidate;
      if (WINDOWS_ZONES[candidate]) return WINDOWS_ZONES[candidate];
    }
  }
  for (const [pattern, zone] of DISPLAY_NAME_HINTS) if (pattern.test(name)) return zone;
  // "(UTC+05:30) Somewhere": a fixed offset is better than guessing a place (no DST, though).
  const offset = /^\(?(?:UTC|GMT)\s*([+-])(\d{1,2}):?(\d{2})?\)?/i.exec(name);
  if (offset) return `UTC${offset[1]}${Number(offset[2])}${offset[3] && offset[3] !== '00' ? `:${offset[3]}` : ''}`;
  return null;
}
