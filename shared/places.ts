/**
 * Location and timezone reference data for the picker (part 1 section 2.9).
 *
 * Shared by the server and the web app, so this module must stay free of
 * imports from either side. Offsets are standard-time (non-daylight) offsets
 * and are meant as a hint for people choosing a city, not for arithmetic.
 */

export interface City {
  /** City name as shown to people, e.g. "Sydney". */
  city: string;
  /** Country name in English, e.g. "Australia". */
  country: string;
  /** IANA timezone id, e.g. "Australia/Sydney". */
  timezone: string;
  /** Standard-time offset label, e.g. "UTC+10:00". */
  utcOffset: string;
}

export const TIMEZONE_REGIONS = ['North America', 'Europe', 'Asia', 'Australia/Pacific', 'Africa', 'South America'] as const;

export type TimezoneRegion = (typeof TIMEZONE_REGIONS)[number];

export interface TimezoneOption {
  /** IANA timezone id stored on the account. */
  value: string;
  /** Human label, e.g. "(UTC-05:00) Eastern Time - New York". */
  label: string;
  region: TimezoneRegion;
}

/** Compact row form: [city, country, IANA id, offset]. Expanded into CITIES below. */
type CityRow = readonly [string, string, string, string];

const CITY_ROWS: readonly CityRow[] = [
  // United States
  ['New York', 'United States', 'America/New_York', 'UTC-05:00'],
  ['Los Angeles', 'United States', 'America/Los_Angeles', 'UTC-08:00'],
  ['Chicago', 'United States', 'America/Chicago', 'UTC-06:00'],
  ['Houston', 'United States', 'America/Chicago', 'UTC-06:00'],
  ['Phoenix', 'United States', 'America/Phoenix', 'UTC-07:00'],
  ['San Francisco', 'United States', 'America/Los_Angeles', 'UTC-08:00'],
  ['Seattle', 'United States', 'America/Los_Angeles', 'UTC-08:00'],
  ['Denver', 'United States', 'America/Denver', 'UTC-07:00'],
  ['Boston', 'United States', 'America/New_York', 'UTC-05:00'],
  ['Miami', 'United States', 'America/New_York', 'UTC-05:00'],
  ['Atlanta', 'United States', 'America/New_York', 'UTC-05:00'],
  ['Dallas', 'United States', 'America/Chicago', 'UTC-06:00'],
  ['Washington', 'United States', 'America/New_York', 'UTC-05:00'],
  ['Anchorage', 'United States', 'America/Anchorage', 'UTC-09:00'],
  ['Honolulu', 'United States', 'Pacific/Honolulu', 'UTC-10:00'],
  // Canada
  ['Toronto', 'Canada', 'America/Toronto', 'UTC-05:00'],
  ['Montreal', 'Canada', 'America/Toronto', 'UTC-05:00'],
  ['Vancouver', 'Canada', 'America/Vancouver', 'UTC-08:00'],
  ['Calgary', 'Canada', 'America/Edmonton', 'UTC-07:00'],
  ['Ottawa', 'Canada', 'America/Toronto', 'UTC-05:00'],
  ['Winnipeg', 'Canada', 'America/Winnipeg', 'UTC-06:00'],
  ['Halifax', 'Canada', 'America/Halifax', 'UTC-04:00'],
  // Mexico and Central America
  ['Mexico City', 'Mexico', 'America/Mexico_City', 'UTC-06:00'],
  ['Panama City', 'Panama', 'America/Panama', 'UTC-05:00'],
  // United Kingdom and Ireland
  ['London', 'United Kingdom', 'Europe/London', 'UTC+00:00'],
  ['Manchester', 'United Kingdom', 'Europe/London', 'UTC+00:00'],
  ['Edinburgh', 'United Kingdom', 'Europe/London', 'UTC+00:00'],
  ['Belfast', 'United Kingdom', 'Europe/London', 'UTC+00:00'],
  ['Dublin', 'Ireland', 'Europe/Dublin', 'UTC+00:00'],
  // Continental Europe
  ['Paris', 'France', 'Europe/Paris', 'UTC+01:00'],
  ['Berlin', 'Germany', 'Europe/Berlin', 'UTC+01:00'],
  ['Munich', 'Germany', 'Europe/Berlin', 'UTC+01:00'],
  ['Madrid', 'Spain', 'Europe/Madrid', 'UTC+01:00'],
  ['Barcelona', 'Spain', 'Europe/Madrid', 'UTC+01:00'],
  ['Rome', 'Italy', 'Europe/Rome', 'UTC+01:00'],
  ['Amsterdam', 'Netherlands', 'Europe/Amsterdam', 'UTC+01:00'],
  ['Brussels', 'Belgium', 'Europe/Brussels', 'UTC+01:00'],
  ['Zurich', 'Switzerland', 'Europe/Zurich', 'UTC+01:00'],
  ['Vienna', 'Austria', 'Europe/Vienna', 'UTC+01:00'],
  ['Stockholm', 'Sweden', 'Europe/Stockholm', 'UTC+01:00'],
  ['Oslo', 'Norway', 'Europe/Oslo', 'UTC+01:00'],
  ['Copenhagen', 'Denmark', 'Europe/Copenhagen', 'UTC+01:00'],
  ['Helsinki', 'Finland', 'Europe/Helsinki', 'UTC+02:00'],
  ['Warsaw', 'Poland', 'Europe/Warsaw', 'UTC+01:00'],
  ['Prague', 'Czech Republic', 'Europe/Prague', 'UTC+01:00'],
  ['Lisbon', 'Portugal', 'Europe/Lisbon', 'UTC+00:00'],
  ['Athens', 'Greece', 'Europe/Athens', 'UTC+02:00'],
  ['Istanbul', 'Turkey', 'Europe/Istanbul', 'UTC+03:00'],
  ['Moscow', 'Russia', 'Europe/Moscow', 'UTC+03:00'],
  ['Kyiv', 'Ukraine', 'Europe/Kyiv', 'UTC+02:00'],
  // Middle East
  ['Dubai', 'United Arab Emirates', 'Asia/Dubai', 'UTC+04:00'],
  ['Abu Dhabi', 'United Arab Emirates', 'Asia/Dubai', 'UTC+04:00'],
  ['Doha', 'Qatar', 'Asia/Qatar', 'UTC+03:00'],
  ['Riyadh', 'Saudi Arabia', 'Asia/Riyadh', 'UTC+03:00'],
  ['Tel Aviv', 'Israel', 'Asia/Jerusalem', 'UTC+02:00'],
  // South Asia
  ['Mumbai', 'India', 'Asia/Kolkata', 'UTC+05:30'],
  ['Delhi', 'India', 'Asia/Kolkata', 'UTC+05:30'],
  ['Bangalore', 'India', 'Asia/Kolkata', 'UTC+05:30'],
  ['Chennai', 'India', 'Asia/Kolkata', 'UTC+05:30'],
  ['Kolkata', 'India', 'Asia/Kolkata', 'UTC+05:30'],
  ['Hyderabad', 'India', 'Asia/Kolkata', 'UTC+05:30'],
  ['Karachi', 'Pakistan', 'Asia/Karachi', 'UTC+05:00'],
  ['Dhaka', 'Bangladesh', 'Asia/Dhaka', 'UTC+06:00'],
  ['Kathmandu', 'Nepal', 'Asia/Kathmandu', 'UTC+05:45'],
  // East and South-East Asia
  ['Tokyo', 'Japan', 'Asia/Tokyo', 'UTC+09:00'],
  ['Seoul', 'South Korea', 'Asia/Seoul', 'UTC+09:00'],
  ['Beijing', 'China', 'Asia/Shanghai', 'UTC+08:00'],
  ['Shanghai', 'China', 'Asia/Shanghai', 'UTC+08:00'],
  ['Hong Kong', 'China', 'Asia/Hong_Kong', 'UTC+08:00'],
  ['Singapore', 'Singapore', 'Asia/Singapore', 'UTC+08:00'],
  ['Kuala Lumpur', 'Malaysia', 'Asia/Kuala_Lumpur', 'UTC+08:00'],
  ['Bangkok', 'Thailand', 'Asia/Bangkok', 'UTC+07:00'],
  ['Jakarta', 'Indonesia', 'Asia/Jakarta', 'UTC+07:00'],
  ['Manila', 'Philippines', 'Asia/Manila', 'UTC+08:00'],
  ['Ho Chi Minh City', 'Vietnam', 'Asia/Ho_Chi_Minh', 'UTC+07:00'],
  // Australia
  ['Sydney', 'Australia', 'Australia/Sydney', 'UTC+10:00'],
  ['Melbourne', 'Australia', 'Australia/Melbourne', 'UTC+10:00'],
  ['Brisbane', 'Australia', 'Australia/Brisbane', 'UTC+10:00'],
  ['Perth', 'Australia', 'Australia/Perth', 'UTC+08:00'],
  ['Adelaide', 'Australia', 'Australia/Adelaide', 'UTC+09:30'],
  ['Canberra', 'Australia', 'Australia/Sydney', 'UTC+10:00'],
  ['Darwin', 'Australia', 'Australia/Darwin', 'UTC+09:30'],
  // New Zealand and Pacific
  ['Auckland', 'New Zealand', 'Pacific/Auckland', 'UTC+12:00'],
  ['Wellington', 'New Zealand', 'Pacific/Auckland', 'UTC+12:00'],
  ['Suva', 'Fiji', 'Pacific/Fiji', 'UTC+12:00'],
  // Africa
  ['Cairo', 'Egypt', 'Africa/Cairo', 'UTC+02:00'],
  ['Lagos', 'Nigeria', 'Africa/Lagos', 'UTC+01:00'],
  ['Nairobi', 'Kenya', 'Africa/Nairobi', 'UTC+03:00'],
  ['Johannesburg', 'South Africa', 'Africa/Johannesburg', 'UTC+02:00'],
  ['Cape Town', 'South Africa', 'Africa/Johannesburg', 'UTC+02:00'],
  ['Casablanca', 'Morocco', 'Africa/Casablanca', 'UTC+01:00'],
  ['Accra', 'Ghana', 'Africa/Accra', 'UTC+00:00'],
  ['Addis Ababa', 'Ethiopia', 'Africa/Addis_Ababa', 'UTC+03:00'],
  // South America
  ['São Paulo', 'Brazil', 'America/Sao_Paulo', 'UTC-03:00'],
  ['Rio de Janeiro', 'Brazil', 'America/Sao_Paulo', 'UTC-03:00'],
  ['Buenos Aires', 'Argentina', 'America/Argentina/Buenos_Aires', 'UTC-03:00'],
  ['Santiago', 'Chile', 'America/Santiago', 'UTC-04:00'],
  ['Lima', 'Peru', 'America/Lima', 'UTC-05:00'],
  ['Bogotá', 'Colombia', 'America/Bogota', 'UTC-05:00'],
  ['Caracas', 'Venezuela', 'America/Caracas', 'UTC-04:00'],
];

/** About 100 cities worldwide, each with its country, IANA timezone and standard offset. */
export const CITIES: readonly City[] = Object.freeze(
  CITY_ROWS.map(([city, country, timezone, utcOffset]) => Object.freeze({ city, country, timezone, utcOffset })),
);

type ZoneRow = readonly [value: string, label: string];

const ZONES_BY_REGION: Readonly<Record<TimezoneRegion, readonly ZoneRow[]>> = {
  'North America': [
    ['Pacific/Honolulu', '(UTC-10:00) Hawaii - Honolulu'],
    ['America/Anchorage', '(UTC-09:00) Alaska - Anchorage'],
    ['America/Los_Angeles', '(UTC-08:00) Pacific Time - Los Angeles'],
    ['America/Vancouver', '(UTC-08:00) Pacific Time - Vancouver'],
    ['America/Denver', '(UTC-07:00) Mountain Time - Denver'],
    ['America/Phoenix', '(UTC-07:00) Mountain Time, no daylight saving - Phoenix'],
    ['America/Chicago', '(UTC-06:00) Central Time - Chicago'],
    ['America/Mexico_City', '(UTC-06:00) Central Time - Mexico City'],
    ['America/New_York', '(UTC-05:00) Eastern Time - New York'],
    ['America/Toronto', '(UTC-05:00) Eastern Time - Toronto'],
    ['America/Halifax', '(UTC-04:00) Atlantic Time - Halifax'],
    ['America/St_Johns', '(UTC-03:30) Newfoundland Time - St. John\u2019s'],
  ],
  Europe: [
    ['Europe/London', '(UTC+00:00) Greenwich Mean Time - London'],
    ['Europe/Dublin', '(UTC+00:00) Greenwich Mean Time - Dublin'],
    ['Europe/Lisbon', '(UTC+00:00) Western European Time - Lisbon'],
    ['Europe/Paris', '(UTC+01:00) Central European Time - Paris'],
    ['Europe/Berlin', '(UTC+01:00) Central European Time - Berlin'],
    ['Europe/Madrid', '(UTC+01:00) Central European Time - Madrid'],
    ['Europe/Rome', '(UTC+01:00) Central European Time - Rome'],
    ['Europe/Athens', '(UTC+02:00) Eastern European Time - Athens'],
    ['Europe/Helsinki', '(UTC+02:00) Eastern European Time - Helsinki'],
    ['Europe/Istanbul', '(UTC+03:00) Turkey Time - Istanbul'],
    ['Europe/Moscow', '(UTC+03:00) Moscow Time - Moscow'],
  ],
  Asia: [
    ['Asia/Jerusalem', '(UTC+02:00) Israel Time - Jerusalem'],
    ['Asia/Riyadh', '(UTC+03:00) Arabia Time - Riyadh'],
    ['Asia/Dubai', '(UTC+04:00) Gulf Time - Dubai'],
    ['Asia/Karachi', '(UTC+05:00) Pakistan Time - Karachi'],
    ['Asia/Kolkata', '(UTC+05:30) India Time - Kolkata, Mumbai, New Delhi'],
    ['Asia/Kathmandu', '(UTC+05:45) Nepal Time - Kathmandu'],
    ['Asia/Dhaka', '(UTC+06:00) Bangladesh Time - Dhaka'],
    ['Asia/Bangkok', '(UTC+07:00) Indochina Time - Bangkok'],
    ['Asia/Jakarta', '(UTC+07:00) Western Indonesia Time - Jakarta'],
    ['Asia/Singapore', '(UTC+08:00) Singapore Time - Singapore'],
    ['Asia/Shanghai', '(UTC+08:00) China Time - Beijing, Shanghai'],
    ['Asia/Tokyo', '(UTC+09:00) Japan Time - Tokyo'],
    ['Asia/Seoul', '(UTC+09:00) Korea Time - Seoul'],
  ],
  'Australia/Pacific': [
    ['Australia/Perth', '(UTC+08:00) Western Australia - Perth'],
    ['Australia/Darwin', '(UTC+09:30) Central Australia, no daylight saving - Darwin'],
    ['Australia/Adelaide', '(UTC+09:30) Central Australia - Adelaide'],
    ['Australia/Brisbane', '(UTC+10:00) Eastern Australia, no daylight saving - Brisbane'],
    ['Australia/Sydney', '(UTC+10:00) Eastern Australia - Sydney, Canberra'],
    ['Australia/Melbourne', '(UTC+10:00) Eastern Australia - Melbourne'],
    ['Pacific/Auckland', '(UTC+12:00) New Zealand Time - Auckland, Wellington'],
    ['Pacific/Fiji', '(UTC+12:00) Fiji Time - Suva'],
  ],
  Africa: [
    ['Africa/Accra', '(UTC+00:00) Greenwich Mean Time - Accra'],
    ['Africa/Casablanca', '(UTC+01:00) Morocco Time - Casablanca'],
    ['Africa/Lagos', '(UTC+01:00) West Africa Time - Lagos'],
    ['Africa/Cairo', '(UTC+02:00) Eastern European Time - Cairo'],
    ['Africa/Johannesburg', '(UTC+02:00) South Africa Time - Johannesburg'],
    ['Africa/Nairobi', '(UTC+03:00) East Africa Time - Nairobi'],
  ],
  'South America': [
    ['America/Bogota', '(UTC-05:00) Colombia Time - Bogot\u00e1'],
    ['America/Lima', '(UTC-05:00) Peru Time - Lima'],
    ['America/Caracas', '(UTC-04:00) Venezuela Time - Caracas'],
    ['America/Santiago', '(UTC-04:00) Chile Time - Santiago'],
    ['America/Sao_Paulo', '(UTC-03:00) Brasilia Time - S\u00e3o Paulo'],
    ['America/Argentina/Buenos_Aires', '(UTC-03:00) Argentina Time - Buenos Aires'],
  ],
};

/** The fixed manual-mode list: about 55 IANA zones, in region order then offset order. */
export const TIMEZONES: readonly TimezoneOption[] = Object.freeze(
  TIMEZONE_REGIONS.flatMap((region) => ZONES_BY_REGION[region].map(([value, label]) => Object.freeze({ value, label, region }))),
);

/** Lower-cases and strips accents so "sao" finds "São Paulo" and "bogota" finds "Bogotá". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * Cities matching the typed text, case- and accent-insensitively, against the
 * city or the country. Cities whose name starts with the text come first, then
 * other matches (country prefix, or the text anywhere in city or country), each
 * group in list order. Empty text gives no suggestions.
 */
export function suggestCities(text: string, limit = 8): City[] {
  const query = fold(text);
  if (!query || limit <= 0) return [];
  const cityPrefix: City[] = [];
  const others: City[] = [];
  for (const c of CITIES) {
    const city = fold(c.city);
    const country = fold(c.country);
    if (city.startsWith(query)) cityPrefix.push(c);
    else if (city.includes(query) || country.includes(query)) others.push(c);
  }
  return [...cityPrefix, ...others].slice(0, limit);
}

/** Display form stored as the location, e.g. "Sydney, Australia". */
export function formatCity(c: City): string {
  return `${c.city}, ${c.country}`;
}

/** The manual-list entry for an IANA id, if it is one of ours. */
export function findTimezone(value: string): TimezoneOption | undefined {
  return TIMEZONES.find((t) => t.value === value);
}
