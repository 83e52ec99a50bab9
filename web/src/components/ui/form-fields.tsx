import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useField, useFormikContext } from 'formik';
import { useState, type ReactNode } from 'react';
import { translateKnown } from '../../i18n/known-text';

/**
 * The app's formik fields, each labelled, with its hint and its message linked by Field.Root (aria-describedby).
 * Select, textarea and checkbox fields are in form-fields-extra.tsx, so /auth does not download their code.
 */

/** A field's message shows once it was left or the form was submitted, in the current language. */
function useVisibleError(name: string) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  useLingui();
  return meta.touched || submitCount > 0 ? translateKnown(meta.error) : undefined;
}

interface FrameProps {
  name: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control, hint and validation message of one field. */
export function FieldFrame({ name, label, hint, disabled, children }: FrameProps) {
  const error = useVisibleError(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {children}
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'number';
  hint?: ReactNode;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: InputProps['inputMode'];
  disabled?: boolean;
  min?: number | string;
  max?: number | string;
}

/** A text, date, time or number input; a number input brings up the numeric keypad. */
export function TextField({ name, label, type = 'text', hint, autoComplete, placeholder, inputMode, disabled, min, max }: TextFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} hint={hint} disabled={disabled}>
      <Input
        {...field}
        value={field.value ?? ''}
        type={type}
        // Addresses and numbers read left to right, also on an Arabic page (no dots or + jumping to the far end).
        dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode ?? (type === 'number' ? 'numeric' : undefined)}
        min={min}
        max={max}
      />
    </FieldFrame>
  );
}

/** The user's WhatsApp number, asked for with its country code (registration, profile). */
export function WhatsappNumberField({ placeholder }: { placeholder?: string }) {
  const { _ } = useLingui();
  return (
    <TextField
      name="whatsappNumber"
      label={_('register.whatsapp')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder}
      hint={_('register.whatsappHint')}
    />
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
  const [visible, setVisible] = useState(false);
  const { _ } = useLingui();
  const input = <Input {...field} value={field.value ?? ''} type={visible ? 'text' : 'password'} autoComplete={autoComplete} />;
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {revealable ? (
        <InputGroup
          endElementProps={{ pe: '1' }}
          endElement={
            // No tooltip here: the tooltip code and its positioning engine would push /auth past its 200 KB gzip budget.
            <IconButton
              type="button"
              variant="ghost"
              size="sm"
              aria-label={visible ? _('common.hidePassword') : _('common.showPassword')}
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
    </FieldFrame>
  );
}
