import { Field, Input } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';

/** A labelled native date input (YYYY-MM-DD) bound to formik, with its validation message. */
export function DateField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.touched || submitCount > 0 ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...field} value={field.value ?? ''} type="date" max={new Date().toISOString().slice(0, 10)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
