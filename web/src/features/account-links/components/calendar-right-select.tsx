import { Field, NativeSelect } from '@chakra-ui/react';
import { CALENDAR_RIGHT_OPTIONS, isCalendarRight, type CalendarRight } from '../lib/relationships';

interface CalendarRightSelectProps {
  value: CalendarRight;
  onChange: (right: CalendarRight) => void;
  disabled?: boolean;
  hint?: string;
}

/** "Family calendar": not shared, view, or view and change. */
export function CalendarRightSelect({ value, onChange, disabled, hint }: CalendarRightSelectProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>Family calendar</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => isCalendarRight(e.currentTarget.value) && onChange(e.currentTarget.value)}>
          {CALENDAR_RIGHT_OPTIONS.map(([right, label]) => (
            <option key={right} value={right}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
    </Field.Root>
  );
}
