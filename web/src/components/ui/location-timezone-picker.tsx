import { Box, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { CITIES, TIMEZONE_REGIONS, TIMEZONES, findTimezone } from '../../../../shared/places';
import { translateKnown } from '../../i18n/known-text';
import { CitySuggestionList } from './city-suggestion-list';
import { useCitySuggestions, type LocationTimezoneMode, type LocationTimezoneValue } from './use-city-suggestions';

export type { LocationTimezoneMode, LocationTimezoneValue };

/** Each mode's catalogue key. */
const MODES: [LocationTimezoneMode, string][] = [
  ['city', 'location.cityMode'],
  ['manual', 'location.manualMode'],
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
  locationError: locationErrorText,
  timezoneError: timezoneErrorText,
  defaultMode = 'city',
  maxSuggestions = 8,
  disabled = false,
}: LocationTimezonePickerProps) {
  const combo = useCitySuggestions({ location, timezone, onChange, defaultMode, maxSuggestions });
  const { _ } = useLingui();
  // The form's messages are the shared schemas' English texts (i18n/known-text.ts).
  const locationError = translateKnown(locationErrorText);
  const timezoneError = translateKnown(timezoneErrorText);
  const { mode, expanded, activeIndex } = combo;

  const timezoneListed = TIMEZONES.some((t) => t.value === timezone);

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" role="group" aria-label={_('location.how')}>
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
            {_(label)}
          </Button>
        ))}
      </Stack>

      <Field.Root invalid={Boolean(locationError)} disabled={disabled}>
        <Field.Label>{_('location.label')}</Field.Label>
        <Box position="relative" width="full">
          <Input
            value={location}
            autoComplete="off"
            placeholder={mode === 'city' ? _('location.cityPlaceholder') : _('location.manualPlaceholder')}
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
        {mode === 'city' && (
          <Field.HelperText>{timezone ? _('location.timezoneIs', { timezone: describeTimezone(timezone) }) : _('location.timezoneNotSet')}</Field.HelperText>
        )}
        <Field.ErrorText>{locationError}</Field.ErrorText>
      </Field.Root>

      {mode === 'city' && timezoneError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {timezoneError}
        </Text>
      )}

      {mode === 'manual' && (
        <Field.Root invalid={Boolean(timezoneError)} disabled={disabled}>
          <Field.Label>{_('location.timezone')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={timezone}
              placeholder={timezone ? undefined : _('location.selectTimezone')}
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
