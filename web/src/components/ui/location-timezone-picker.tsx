import { Box, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CITIES, TIMEZONE_REGIONS, TIMEZONES, findTimezone } from '../../../../shared/places';
import { CitySuggestionList } from './city-suggestion-list';
import { useCitySuggestions, type LocationTimezoneMode, type LocationTimezoneValue } from './use-city-suggestions';

export type { LocationTimezoneMode, LocationTimezoneValue };

const MODES: [LocationTimezoneMode, string][] = [
  ['city', 'Use City Detection'],
  ['manual', 'Set Timezone Manually'],
];

export interface LocationTimezonePickerProps {
  location: string;
  timezone: string;
  onChange: (next: LocationTimezoneValue) => void;
  locationError?: string;
  timezoneError?: string;
  /** Mode shown first; city detection unless told otherwise. */
  defaultMode?: LocationTimezoneMode;
  /** Most suggestions shown while typing a city (the spec caps it at 8). */
  maxSuggestions?: number;
  disabled?: boolean;
}

/** Short description of a timezone id for the line under the city input. */
function describeTimezone(timezone: string): string {
  const listed = findTimezone(timezone);
  if (listed) return listed.label;
  const city = CITIES.find((c) => c.timezone === timezone);
  if (city) return `${timezone} (${city.utcOffset})`;
  return timezone;
}

/**
 * Location and timezone picker (part 1 section 2.9): either type a city and
 * pick one of up to 8 suggestions (which fills the location and its
 * timezone), or set the timezone by hand from a fixed list grouped by region.
 * Controlled: the parent owns `location` and `timezone`.
 */
export function LocationTimezonePicker({
  location,
  timezone,
  onChange,
  locationError,
  timezoneError,
  defaultMode = 'city',
  maxSuggestions = 8,
  disabled = false,
}: LocationTimezonePickerProps) {
  const combo = useCitySuggestions({ location, timezone, onChange, defaultMode, maxSuggestions });
  const { mode, expanded, activeIndex } = combo;

  const timezoneListed = TIMEZONES.some((t) => t.value === timezone);

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" role="group" aria-label="How to set the timezone">
        {MODES.map(([value, label]) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={mode === value ? 'solid' : 'outline'}
            aria-pressed={mode === value}
            onClick={() => combo.switchMode(value)}
            disabled={disabled}
          >
            {label}
          </Button>
        ))}
      </Stack>

      <Field.Root invalid={Boolean(locationError)} disabled={disabled}>
        <Field.Label>Location</Field.Label>
        <Box position="relative" width="full">
          <Input
            value={location}
            autoComplete="off"
            placeholder={mode === 'city' ? 'Start typing a city, e.g. Sydney' : 'City, Country'}
            onChange={(e) => combo.typeLocation(e.target.value)}
            onKeyDown={combo.onLocationKeyDown}
            onFocus={combo.openList}
            onBlur={combo.close}
            {...(mode === 'city'
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': expanded,
                  'aria-controls': combo.listboxId,
                  'aria-activedescendant': activeIndex >= 0 ? combo.optionId(activeIndex) : undefined,
                }
              : {})}
          />
          {mode === 'city' && expanded && (
            <CitySuggestionList
              id={combo.listboxId}
              suggestions={combo.suggestions}
              activeIndex={activeIndex}
              optionId={combo.optionId}
              onHover={combo.setActive}
              onChoose={combo.choose}
            />
          )}
        </Box>
        {mode === 'city' && <Field.HelperText>{timezone ? `Timezone: ${describeTimezone(timezone)}` : 'Timezone: not set yet'}</Field.HelperText>}
        <Field.ErrorText>{locationError}</Field.ErrorText>
      </Field.Root>

      {mode === 'city' && timezoneError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {timezoneError}
        </Text>
      )}

      {mode === 'manual' && (
        <Field.Root invalid={Boolean(timezoneError)} disabled={disabled}>
          <Field.Label>Timezone</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={timezone}
              placeholder={timezone ? undefined : 'Select a timezone'}
              onChange={(e) => onChange({ location, timezone: e.target.value })}
            >
              {timezone && !timezoneListed && <option value={timezone}>{describeTimezone(timezone)}</option>}
              {TIMEZONE_REGIONS.map((region) => (
                <optgroup key={region} label={region}>
                  {TIMEZONES.filter((t) => t.region === region).map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{timezoneError}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}

export default LocationTimezonePicker;
