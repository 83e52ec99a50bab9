import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

/** Formik fields of the event dialog: each labelled, with its message linked by Field.Root. */

function useVisibleError(name: string) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return meta.touched || submitCount > 0 ? meta.error : undefined;
}

interface InputFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'time' | 'number';
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  min?: number | string;
  max?: number | string;
}

export function InputField({ name, label, type = 'text', hint, disabled, required, min, max }: InputFieldProps) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...field} value={field.value ?? ''} type={type} autoComplete="off" min={min} max={max} inputMode={type === 'number' ? 'numeric' : undefined} />
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextareaField({ name, label }: { name: string; label: string }) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea recipe={textareaRecipe} {...field} value={field.value ?? ''} rows={3} autoresize />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  /** [value, label] pairs. */
  options: ReadonlyArray<readonly [string, string]>;
  /** Keeps a stored value that is not in the list selectable, with this label. */
  unknownLabel?: (value: string) => string;
}

export function SelectField({ name, label, options, unknownLabel = (v) => v }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  const value = field.value ?? '';
  const listed = options.some(([v]) => v === value);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={value}>
          {!listed && <option value={value}>{unknownLabel(value)}</option>}
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

/** A Chakra checkbox; the theme leaves out the checkbox recipe, so it is passed here. */
export function CheckboxControl({
  checked,
  onCheckedChange,
  children,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} checked={checked} disabled={disabled} onCheckedChange={(e) => onCheckedChange(e.checked === true)} alignItems="flex-start">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5">
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
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
