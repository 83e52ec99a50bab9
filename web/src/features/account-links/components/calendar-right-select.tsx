import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { CALENDAR_RIGHT_OPTIONS, isCalendarRight, type CalendarRight } from '../lib/relationships';

interface CalendarRightSelectProps {
  value: CalendarRight;
  onChange: (right: CalendarRight) => void;
  disabled?: boolean;
  hint?: string;
}

/** "Family calendar": not shared, view, or view and change. */
export function CalendarRightSelect({ value, onChange, disabled, hint }: CalendarRightSelectProps) {
  const { _ } = useLingui();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{_('links.calendar.label')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => isCalendarRight(e.currentTarget.value) && onChange(e.currentTarget.value)}>
          {CALENDAR_RIGHT_OPTIONS.map(([right, key]) => (
            <option key={right} value={right}>
              {_(key)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
    </Field.Root>
  );
}
