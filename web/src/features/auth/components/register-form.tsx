import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Formik } from 'formik';
import { TextField, WhatsappNumberField } from '../../../components/ui/form-fields';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { notify } from '../../../components/ui/toaster';
import { registerFormSchema, toRegisterBody } from '../../../lib/form-schemas';
import { register } from '../api/email-requests';
import { clearToken, recordRecentAuthAction } from '../../../lib/auth-storage';
import { registrationFailure, type FailureNotice } from '../lib/failure-messages';
import { LocationTimezoneField } from '../../../components/ui/location-timezone-field';
import { translateNotice } from '../../../i18n/known-text';
import { currentLanguage } from '../../../i18n/language';
import { AuthFormBody } from './auth-form-body';

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  whatsappNumber: '',
  location: '',
  timezone: '',
  password: '',
  confirmPassword: '',
};

/**
 * The registration form of /register and the Sign Up tab; calls `onRegistered` with the address to
 * verify. `failure` picks the toast for a failed attempt (the two screens word them differently).
 */
export function RegisterForm({
  onRegistered,
  failure = registrationFailure,
}: {
  onRegistered: (email: string) => void;
  failure?: (error: unknown) => FailureNotice;
}) {
  const { _ } = useLingui();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registerFormSchema}
      onSubmit={async (values) => {
        // The account starts in the language the form was filled in (its profile's preferred_language).
        const body = { ...toRegisterBody(values), preferred_language: currentLanguage() };
        try {
          const res = await register(body);
          recordRecentAuthAction();
          notify({ title: _('register.successTitle'), description: _('register.successBody'), type: 'success' });
          onRegistered(res?.email ?? body.email);
        } catch (error) {
          clearToken();
          notify({ ...translateNotice(failure(error)), type: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <AuthFormBody submit={_('register.submit')} submitting={_('register.submitting')} isSubmitting={isSubmitting}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="firstName" label={_('register.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={_('register.lastName')} autoComplete="family-name" />
          </SimpleGrid>
          <TextField name="email" label={_('common.email')} type="email" autoComplete="email" placeholder={_('common.emailPlaceholder')} />
          <WhatsappNumberField placeholder={_('register.whatsappPlaceholder')} />
          <LocationTimezoneField />
          <NewPasswordFields name="password" label={_('common.password')} confirmLabel={_('register.confirmPassword')} revealable />
        </AuthFormBody>
      )}
    </Formik>
  );
}
