import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { formatCity, suggestCities, type City } from '../../../../shared/places';

export type LocationTimezoneMode = 'city' | 'manual';

export interface LocationTimezoneValue {
  location: string;
  timezone: string;
}

interface Options {
  location: string;
  timezone: string;
  onChange: (next: LocationTimezoneValue) => void;
  defaultMode: LocationTimezoneMode;
  maxSuggestions: number;
}

/**
 * State of the picker's city combobox: the mode, the suggestion list, which
 * option is active, and the keyboard handling of a WAI-ARIA list autocomplete.
 */
export function useCitySuggestions({ location, timezone, onChange, defaultMode, maxSuggestions }: Options) {
  const [mode, setMode] = useState<LocationTimezoneMode>(defaultMode);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const listboxId = `${baseId}-city-suggestions`;
  const optionId = (index: number) => `${baseId}-city-option-${index}`;

  const suggestions = useMemo(() => (mode === 'city' ? suggestCities(location, maxSuggestions) : []), [mode, location, maxSuggestions]);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const typeLocation = (text: string) => {
    // A typed city with no timezone set yet falls back to UTC.
    const nextTimezone = text.trim() && !timezone ? DEFAULT_TIMEZONE : timezone;
    onChange({ location: text, timezone: nextTimezone });
    setOpen(true);
    setActive(-1);
  };

  const choose = (c: City) => {
    onChange({ location: formatCity(c), timezone: c.timezone });
    close();
  };

  /** Opens the list on `first` or moves the active option by `step`, wrapping around. */
  const move = (step: 1 | -1, first: number) => {
    if (!expanded) {
      setOpen(true);
      setActive(first);
    } else if (step === 1) {
      setActive((activeIndex + 1) % suggestions.length);
    } else {
      setActive(activeIndex <= 0 ? suggestions.length - 1 : activeIndex - 1);
    }
  };

  const onLocationKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mode !== 'city') return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!suggestions.length) return;
        event.preventDefault();
        if (event.key === 'ArrowDown') move(1, 0);
        else move(-1, suggestions.length - 1);
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
          close();
        }
        return;
      }
      default:
        return;
    }
  };

  const switchMode = (next: LocationTimezoneMode) => {
    setMode(next);
    close();
  };

  return {
    mode,
    switchMode,
    suggestions,
    expanded,
    activeIndex,
    setActive,
    listboxId,
    optionId,
    typeLocation,
    choose,
    onLocationKeyDown,
    openList: () => setOpen(true),
    close,
  };
}
