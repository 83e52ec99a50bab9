import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/known-text';
import { PasswordField } from './form-fields';

export const PASSWORD_RULES_HINT = 'At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.';

interface NewPasswordFieldsProps {
  /** Formik name of the new password; its confirmation is always `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
  /** Offer the show/hide button on the new password. */
  revealable?: boolean;
}

/** A new password with the rules under it, and its confirmation (register, reset, change password). */
export function NewPasswordFields({ name, label, confirmLabel, revealable }: NewPasswordFieldsProps) {
  useLingui();
  return (
    <>
      <PasswordField name={name} label={label} autoComplete="new-password" revealable={revealable} hint={translateKnown(PASSWORD_RULES_HINT)} />
      <PasswordField name="confirmPassword" label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
