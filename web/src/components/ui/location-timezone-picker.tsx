import { Box, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import {
  CITIES,
  TIMEZONE_REGIONS,
  TIMEZONES,
  findTimezone,
  formatCity,
  suggestCities,
  type City,
} from '../../../../shared/places';

export type LocationTimezoneMode = 'city' | 'manual';

export interface LocationTimezoneValue {
  location: string;
  timezone: string;
}

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
  const [mode, setMode] = useState<LocationTimezoneMode>(defaultMode);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const listboxId = `${baseId}-city-suggestions`;
  const optionId = (index: number) => `${baseId}-city-option-${index}`;

  const suggestions = useMemo(
    () => (mode === 'city' ? suggestCities(location, maxSuggestions) : []),
    [mode, location, maxSuggestions],
  );
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  const typeLocation = (text: string) => {
    // A typed city with no timezone set yet falls back to UTC.
    const nextTimezone = text.trim() && !timezone ? DEFAULT_TIMEZONE : timezone;
    onChange({ location: text, timezone: nextTimezone });
    setOpen(true);
    setActive(-1);
  };

  const choose = (c: City) => {
    onChange({ location: formatCity(c), timezone: c.timezone });
    setOpen(false);
    setActive(-1);
  };

  const onLocationKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mode !== 'city') return;
    switch (event.key) {
      case 'ArrowDown': {
        if (!suggestions.length) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else {
          setActive((activeIndex + 1) % suggestions.length);
        }
        return;
      }
      case 'ArrowUp': {
        if (!suggestions.length) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(suggestions.length - 1);
        } else {
          setActive(activeIndex <= 0 ? suggestions.length - 1 : activeIndex - 1);
        }
        return;
      }
      case 'Enter': {
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(suggestions[activeIndex]);
        }
        return;
      }
      case 'Escape': {
        if (expanded) {
          // Keep the Escape from also closing a surrounding dialog.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      }
      default:
        return;
    }
  };

  const switchMode = (next: LocationTimezoneMode) => {
    setMode(next);
    setOpen(false);
    setActive(-1);
  };

  const timezoneListed = TIMEZONES.some((t) => t.value === timezone);

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" role="group" aria-label="How to set the timezone">
        <Button
          type="button"
          size="sm"
          variant={mode === 'city' ? 'solid' : 'outline'}
          aria-pressed={mode === 'city'}
          onClick={() => switchMode('city')}
          disabled={disabled}
        >
          Use City Detection
        </Button>
        <Button
          type="button"
          size="sm"
          variant={mode === 'manual' ? 'solid' : 'outline'}
          aria-pressed={mode === 'manual'}
          onClick={() => switchMode('manual')}
          disabled={disabled}
        >
          Set Timezone Manually
        </Button>
      </Stack>

      <Field.Root invalid={Boolean(locationError)} disabled={disabled}>
        <Field.Label>Location</Field.Label>
        <Box position="relative" width="full">
          <Input
            value={location}
            autoComplete="off"
            placeholder={mode === 'city' ? 'Start typing a city, e.g. Sydney' : 'City, Country'}
            onChange={(e) => typeLocation(e.target.value)}
            onKeyDown={onLocationKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            {...(mode === 'city'
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': expanded,
                  'aria-controls': listboxId,
                  'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
                }
              : {})}
          />
          {mode === 'city' && expanded && (
            <Box
              as="ul"
              id={listboxId}
              role="listbox"
              aria-label="City suggestions"
              position="absolute"
              zIndex="dropdown"
              insetInline="0"
              top="calc(100% + 4px)"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="md"
              boxShadow="md"
              py="1"
              m="0"
              listStyleType="none"
              maxH="72"
              overflowY="auto"
            >
              {suggestions.map((c, index) => {
                const selected = index === activeIndex;
                return (
                  <Box
                    as="li"
                    key={`${c.city}|${c.country}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    px="3"
                    py="2"
                    cursor="pointer"
                    display="flex"
                    justifyContent="space-between"
                    gap="3"
                    bg={selected ? 'bg.muted' : undefined}
                    _hover={{ bg: 'bg.muted' }}
                    // Keep focus in the input so the blur handler does not close the list first.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(c)}
                  >
                    <Text as="span">
                      {c.city}
                      <Text as="span" color="fg.muted">
                        , {c.country}
                      </Text>
                    </Text>
                    <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
                      {c.utcOffset}
                    </Text>
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
        {mode === 'city' && (
          <Field.HelperText>
            {timezone ? `Timezone: ${describeTimezone(timezone)}` : 'Timezone: not set yet'}
          </Field.HelperText>
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
