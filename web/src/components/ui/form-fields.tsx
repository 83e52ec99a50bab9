import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useState, type ReactNode } from 'react';

/** A field's message shows once it was left or the form was submitted. */
function useVisibleError(name: string) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return meta.touched || submitCount > 0 ? meta.error : undefined;
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  hint?: ReactNode;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: InputProps['inputMode'];
  disabled?: boolean;
}

/** A labelled formik text input with its hint and its validation message (linked by aria-describedby). */
export function TextField({ name, label, type = 'text', hint, autoComplete, placeholder, inputMode, disabled }: TextFieldProps) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...field}
        value={field.value ?? ''}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
      />
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
  hint?: ReactNode;
  /** Adds a "Show password" / "Hide password" button. */
  revealable?: boolean;
}

/** A password input, optionally with a button that shows the typed text. */
export function PasswordField({ name, label, autoComplete = 'current-password', hint, revealable = false }: PasswordFieldProps) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  const [visible, setVisible] = useState(false);
  const input = <Input {...field} value={field.value ?? ''} type={visible ? 'text' : 'password'} autoComplete={autoComplete} />;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {revealable ? (
        <InputGroup
          endElementProps={{ pe: '1' }}
          endElement={
            // No tooltip here: the tooltip code and its positioning engine would push /auth past its 200 KB gzip budget.
            <IconButton
              type="button"
              variant="ghost"
              size="sm"
              aria-label={visible ? 'Hide password' : 'Show password'}
              onClick={() => setVisible((v) => !v)}
            >
              <EyeIcon crossed={visible} />
            </IconButton>
          }
        >
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A form inside a dialog must not be a box of its own: with `display: contents` the dialog's header,
 * body and footer stay its direct children, so `scrollBehavior="inside"` scrolls the body on small screens.
 */
export const DIALOG_FORM_STYLE = { display: 'contents' } as const;
