import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Form, Formik } from 'formik';
import { useSWRConfig } from 'swr';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { PasswordField, TextField, WhatsappNumberField } from '../../../components/ui/form-fields';
import { LocationTimezoneField } from '../../../components/ui/location-timezone-field';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { serverErrorMessage } from '../../../lib/api-client';
import { settingsProfileFormSchemaFor, toSettingsProfileBody } from '../../../lib/form-schemas';
import { updateProfile } from '../../../lib/account';
import { USER_KEY } from '../../../lib/user';
import { PendingEmailNotice } from './pending-email-notice';
import { SettingsSection } from './settings-section';

/**
 * Profile Information: PUT /api/auth/profile with the settings form's fields (docs/decisions/0011).
 * A new email asks for the current password and waits for the new address to confirm it.
 */
export function ProfileSection({ user }: { user: PublicUser }) {
  const { mutate } = useSWRConfig();
  const { _ } = useLingui();
  return (
    <SettingsSection title={_('settings.profileTitle')} description={_('settings.profileDescription')}>
      {user.pending_email && <PendingEmailNotice pendingEmail={user.pending_email} />}
      <Formik
        enableReinitialize
        initialValues={{
          firstName: user.first_name ?? '',
          lastName: user.last_name ?? '',
          email: user.email ?? '',
          whatsappNumber: user.whatsapp_number ?? '',
          location: user.location ?? '',
          timezone: user.timezone ?? '',
          currentPassword: '',
        }}
        validationSchema={settingsProfileFormSchemaFor(user.email ?? '')}
        onSubmit={async (values) => {
          try {
            const updated = await updateProfile(toSettingsProfileBody(values, user.email));
            await (updated ? mutate(USER_KEY, updated, { revalidate: false }) : mutate(USER_KEY));
            const waiting = updated?.pending_email && updated.pending_email !== user.pending_email;
            notify(
              waiting
                ? {
                    title: _('settings.confirmNewEmail'),
                    description: _('settings.confirmNewEmailBody', { email: updated.pending_email }),
                    type: 'success',
                  }
                : { title: _('settings.profileUpdated'), description: _('settings.profileUpdatedBody'), type: 'success' },
            );
          } catch (error) {
            notify({
              title: _('settings.updateFailed'),
              description: translateKnown(serverErrorMessage(error)) ?? _('settings.updateFailedBody'),
              type: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting, dirty, values }) => (
          <Form noValidate>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="firstName" label={_('register.firstName')} autoComplete="given-name" />
                <TextField name="lastName" label={_('register.lastName')} autoComplete="family-name" />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="email" label={_('common.email')} type="email" autoComplete="email" />
                <WhatsappNumberField />
              </SimpleGrid>
              {values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase() && (
                <PasswordField name="currentPassword" label={_('settings.currentPassword')} hint={_('settings.emailPasswordHint')} />
              )}
              <LocationTimezoneField />
              <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText={_('settings.saving')} disabled={!dirty}>
                {_('settings.saveChanges')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </SettingsSection>
  );
}
