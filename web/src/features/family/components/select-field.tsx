import { Field, NativeSelect } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';

interface SelectFieldProps {
  name: string;
  label: string;
  /** [value, label] pairs. */
  options: ReadonlyArray<readonly [string, string]>;
  placeholder?: string;
}

/** A labelled formik select (Chakra NativeSelect) with its validation message. */
export function SelectField({ name, label, options, placeholder = 'Select…' }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.touched || submitCount > 0 ? meta.error : undefined;
  const value = field.value ?? '';
  const known = value === '' || options.some(([v]) => v === value);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={value}>
          <option value="">{placeholder}</option>
          {!known && <option value={value}>{value}</option>}
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
