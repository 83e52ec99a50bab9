import { SimpleGrid } from '@chakra-ui/react';
import { Formik } from 'formik';
import { TextField, WhatsappNumberField } from '../../../components/ui/form-fields';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { notify } from '../../../components/ui/toaster';
import { registerFormSchema, toRegisterBody } from '../../../lib/form-schemas';
import { register } from '../api/email-requests';
import { clearToken, recordRecentAuthAction } from '../../../lib/auth-storage';
import { registrationFailure, type FailureNotice } from '../lib/failure-messages';
import { LocationTimezoneField } from '../../../components/ui/location-timezone-field';
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
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registerFormSchema}
      onSubmit={async (values) => {
        const body = toRegisterBody(values);
        try {
          const res = await register(body);
          recordRecentAuthAction();
          notify({ title: 'Registration successful', description: 'Check your email for a link to verify your account.', type: 'success' });
          onRegistered(res?.email ?? body.email);
        } catch (error) {
          clearToken();
          notify({ ...failure(error), type: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <AuthFormBody submit="Create Account" submitting="Creating Accounts..." isSubmitting={isSubmitting}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
          </SimpleGrid>
          <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
          <WhatsappNumberField placeholder="+44 7700 900123" />
          <LocationTimezoneField />
          <NewPasswordFields name="password" label="Password" confirmLabel="Confirm password" revealable />
        </AuthFormBody>
      )}
    </Formik>
  );
}
