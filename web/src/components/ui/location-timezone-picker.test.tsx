import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/language';
import { LocationTimezonePicker, type LocationTimezoneValue } from './location-timezone-picker';

afterEach(() => cleanup());

/** Holds the value like a form would, and reports every change to the spy. */
function Harness({ initial = { location: '', timezone: '' }, onChange }: { initial?: LocationTimezoneValue; onChange: (next: LocationTimezoneValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <LocationTimezonePicker
          location={value.location}
          timezone={value.timezone}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      </I18nProvider>
    </ChakraProvider>
  );
}

function setup(initial?: LocationTimezoneValue) {
  const onChange = vi.fn<(next: LocationTimezoneValue) => void>();
  render(<Harness initial={initial} onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Location' });
  return { onChange, input };
}

function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('LocationTimezonePicker', () => {
  it('shows Sydney with its offset when typing "syd" and fills location and timezone on click', () => {
    const { onChange, input } = setup({ location: '', timezone: 'Europe/London' });
    type(input, 'syd');

    const listbox = screen.getByRole('listbox', { name: 'City suggestions' });
    const option = within(listbox).getByRole('option', { name: /Sydney/ });
    expect(option.textContent).toContain('Australia');
    expect(option.textContent).toContain('UTC+10:00');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.mouseDown(option);
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith({ location: 'Sydney, Australia', timezone: 'Australia/Sydney' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Sydney, Australia');
    expect(screen.getByText(/Timezone: .*Sydney/)).toBeTruthy();
  });

  it('selects a suggestion with the keyboard and closes with Escape', () => {
    const { onChange, input } = setup({ location: '', timezone: 'UTC' });
    type(input, 'syd');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0];
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ location: 'Sydney, Australia', timezone: 'Australia/Sydney' });
  });

  it('moves through options with ArrowDown and ArrowUp', () => {
    const { onChange, input } = setup({ location: '', timezone: 'UTC' });
    type(input, 'united kingdom');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    const last = onChange.mock.lastCall?.[0];
    expect(last?.timezone).toBe('Europe/London');
    expect(last?.location).toMatch(/, United Kingdom$/);
  });

  it('defaults the timezone to UTC when a city is typed with no timezone set', () => {
    const { onChange, input } = setup({ location: '', timezone: '' });
    type(input, 'Springfield');
    expect(onChange).toHaveBeenLastCalledWith({ location: 'Springfield', timezone: 'UTC' });
  });

  it('keeps an existing timezone while typing', () => {
    const { onChange, input } = setup({ location: '', timezone: 'Asia/Tokyo' });
    type(input, 'Kyo');
    expect(onChange).toHaveBeenLastCalledWith({ location: 'Kyo', timezone: 'Asia/Tokyo' });
  });

  it('shows at most 8 suggestions', () => {
    const { input } = setup();
    type(input, 'a');
    expect(screen.getAllByRole('option')).toHaveLength(8);
  });

  it('switches to manual mode and sets the timezone from the grouped list', () => {
    const { onChange } = setup({ location: 'Sydney, Australia', timezone: 'Australia/Sydney' });
    const cityButton = screen.getByRole('button', { name: 'Use City Detection' });
    const manualButton = screen.getByRole('button', { name: 'Set Timezone Manually' });
    expect(cityButton.getAttribute('aria-pressed')).toBe('true');
    expect(manualButton.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(manualButton);
    expect(manualButton.getAttribute('aria-pressed')).toBe('true');
    expect(cityButton.getAttribute('aria-pressed')).toBe('false');

    const select = screen.getByRole('combobox', { name: 'Timezone' }) as HTMLSelectElement;
    expect(select.value).toBe('Australia/Sydney');
    const groups = Array.from(select.querySelectorAll('optgroup')).map((g) => g.label);
    expect(groups).toEqual(['North America', 'Europe', 'Asia', 'Australia/Pacific', 'Africa', 'South America']);
    expect(within(select).getByRole('option', { name: '(UTC-05:00) Eastern Time - New York' })).toBeTruthy();

    fireEvent.change(select, { target: { value: 'America/New_York' } });
    expect(onChange).toHaveBeenLastCalledWith({ location: 'Sydney, Australia', timezone: 'America/New_York' });
    expect(select.value).toBe('America/New_York');
  });

  it('shows errors passed in', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nProvider i18n={i18n}>
          <LocationTimezonePicker location="" timezone="" onChange={() => {}} locationError="Location is required" timezoneError="Timezone is required" />
        </I18nProvider>
      </ChakraProvider>,
    );
    expect(screen.getByText('Location is required')).toBeTruthy();
    expect(screen.getByText('Timezone is required')).toBeTruthy();
  });
});
