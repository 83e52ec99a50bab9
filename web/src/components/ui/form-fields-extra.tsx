import { NativeSelect, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useField, useFormikContext } from 'formik';
import { CheckboxControl } from './checkbox';
import { FieldFrame } from './form-fields';

/** The formik fields that only signed-in forms use (kept out of form-fields.tsx, which /auth loads). */

export function TextareaField({ name, label }: { name: string; label: string }) {
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label}>
      <Textarea recipe={textareaRecipe} {...field} value={field.value ?? ''} rows={3} autoresize />
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  /** [value, label] pairs. */
  options: ReadonlyArray<readonly [string, string]>;
  /** A first, empty choice with this label. */
  placeholder?: string;
  /** Keeps a stored value that is not in the list selectable, with this label. */
  unknownLabel?: (value: string) => string;
}

/** A Chakra NativeSelect. */
export function SelectField({ name, label, options, placeholder, unknownLabel = (v) => v }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const value = field.value ?? '';
  const known = (placeholder !== undefined && value === '') || options.some(([v]) => v === value);
  return (
    <FieldFrame name={name} label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={value}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {!known && <option value={value}>{unknownLabel(value)}</option>}
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>(name);
  const { setFieldValue } = useFormikContext();
  return (
    <CheckboxControl checked={Boolean(field.value)} onCheckedChange={(checked) => void setFieldValue(name, checked)}>
      {label}
    </CheckboxControl>
  );
}
