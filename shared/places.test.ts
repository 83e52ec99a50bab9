import { describe, expect, it } from 'vitest';
import { CITIES, TIMEZONES, TIMEZONE_REGIONS, findTimezone, formatCity, suggestCities } from './places';

function isValidZone(id: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: id }).format(new Date(0));
    return true;
  } catch {
    return false;
  }
}

const OFFSET = /^UTC[+-](0\d|1[0-4]):(00|30|45)$/;

describe('CITIES', () => {
  it('holds about 100 cities', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(90);
    expect(CITIES.length).toBeLessThanOrEqual(120);
  });

  it('has unique city/country pairs', () => {
    const keys = CITIES.map((c) => `${c.city}|${c.country}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every city a country, a valid IANA timezone and an offset label', () => {
    for (const c of CITIES) {
      expect(c.city.trim(), JSON.stringify(c)).not.toBe('');
      expect(c.country.trim(), JSON.stringify(c)).not.toBe('');
      expect(isValidZone(c.timezone), c.timezone).toBe(true);
      expect(c.utcOffset, c.city).toMatch(OFFSET);
    }
  });

  it('covers the big cities of the main countries', () => {
    const countries = new Set(CITIES.map((c) => c.country));
    for (const country of [
      'United States',
      'United Kingdom',
      'United Arab Emirates',
      'Australia',
      'India',
      'Canada',
      'New Zealand',
      'France',
      'Germany',
      'Japan',
      'South Africa',
      'Brazil',
    ]) {
      expect(countries.has(country), country).toBe(true);
    }
    const names = new Set(CITIES.map((c) => c.city));
    for (const city of ['New York', 'London', 'Dubai', 'Sydney', 'Mumbai', 'Toronto', 'Auckland', 'Tokyo']) {
      expect(names.has(city), city).toBe(true);
    }
  });
});

describe('TIMEZONES', () => {
  it('offers 50 to 60 entries', () => {
    expect(TIMEZONES.length).toBeGreaterThanOrEqual(50);
    expect(TIMEZONES.length).toBeLessThanOrEqual(60);
  });

  it('has unique ids, all valid for Intl.DateTimeFormat', () => {
    const ids = TIMEZONES.map((t) => t.value);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isValidZone(id), id).toBe(true);
  });

  it('covers all six regions and uses only those regions', () => {
    expect([...TIMEZONE_REGIONS]).toEqual(['North America', 'Europe', 'Asia', 'Australia/Pacific', 'Africa', 'South America']);
    for (const region of TIMEZONE_REGIONS) {
      expect(
        TIMEZONES.some((t) => t.region === region),
        region,
      ).toBe(true);
    }
    for (const t of TIMEZONES) expect(TIMEZONE_REGIONS).toContain(t.region);
  });

  it('labels each entry with its offset and a place', () => {
    for (const t of TIMEZONES) expect(t.label, t.value).toMatch(/^\(UTC[+-]\d\d:\d\d\) .+ - .+$/);
    expect(findTimezone('America/New_York')?.label).toBe('(UTC-05:00) Eastern Time - New York');
    expect(findTimezone('Mars/Olympus_Mons')).toBeUndefined();
  });
});

describe('suggestCities', () => {
  it('returns nothing for empty or blank text', () => {
    expect(suggestCities('')).toEqual([]);
    expect(suggestCities('   ')).toEqual([]);
  });

  it('caps suggestions at 8 by default and honours a smaller limit', () => {
    expect(suggestCities('a').length).toBe(8);
    expect(suggestCities('united states').length).toBe(8);
    expect(suggestCities('a', 3).length).toBe(3);
  });

  it('matches the city case-insensitively', () => {
    const hits = suggestCities('SYD');
    expect(hits[0]).toMatchObject({ city: 'Sydney', country: 'Australia', timezone: 'Australia/Sydney', utcOffset: 'UTC+10:00' });
    expect(suggestCities('sydney')[0].city).toBe('Sydney');
  });

  it('matches the country case-insensitively', () => {
    const hits = suggestCities('new zealand');
    expect(hits.length).toBeGreaterThan(0);
    for (const c of hits) expect(c.country).toBe('New Zealand');
    expect(suggestCities('INDIA').every((c) => c.country === 'India')).toBe(true);
  });

  it('puts city-prefix matches before other matches', () => {
    // "can" starts "Canberra" and appears in the country "Canada".
    const hits = suggestCities('can');
    expect(hits[0].city).toBe('Canberra');
    expect(hits.slice(1).some((c) => c.country === 'Canada')).toBe(true);
    const firstOther = hits.findIndex((c) => !c.city.toLowerCase().startsWith('can'));
    expect(hits.slice(firstOther).every((c) => !c.city.toLowerCase().startsWith('can'))).toBe(true);
  });

  it('ignores accents', () => {
    expect(suggestCities('sao paulo')[0].city).toBe('São Paulo');
    expect(suggestCities('bogota')[0].country).toBe('Colombia');
  });

  it('returns nothing when no city or country matches', () => {
    expect(suggestCities('zzzz')).toEqual([]);
  });
});

describe('formatCity', () => {
  it('joins city and country', () => {
    expect(formatCity({ city: 'Sydney', country: 'Australia', timezone: 'Australia/Sydney', utcOffset: 'UTC+10:00' })).toBe('Sydney, Australia');
  });
});
