import { Badge, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useSWRConfig } from 'swr';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField, WhatsappNumberField } from '../../../components/ui/form-fields';
import { LocationTimezoneField } from '../../../components/ui/location-timezone-field';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { completeProfileFormSchema, toCompleteProfileBody } from '../../../lib/form-schemas';
import { USER_KEY, updateProfile } from '../../auth';

/** WhatsApp reminders need a number, a place and a timezone. */
export function missingWhatsappDetails(user: Pick<PublicUser, 'whatsapp_number' | 'location' | 'timezone'>): boolean {
  return !user.whatsapp_number || !user.location?.trim() || !user.timezone?.trim();
}

interface CompleteProfileDialogProps {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Complete Your Profile" (docs/decisions/0011): every field optional; only the filled ones are sent. */
export function CompleteProfileDialog({ user, open, onOpenChange }: CompleteProfileDialogProps) {
  const { mutate } = useSWRConfig();
  const { _ } = useLingui();
  const initialValues = {
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    whatsappNumber: user.whatsapp_number ?? '',
    location: user.location ?? '',
    timezone: user.timezone ?? '',
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={_('settings.completeTitle')}
      titleAside={
        missingWhatsappDetails(user) && (
          <Badge colorPalette="orange" variant="subtle" color="orange.800">
            {_('settings.requiredForWhatsapp')}
          </Badge>
        )
      }
      description={_('settings.completeDescription')}
      initialValues={initialValues}
      enableReinitialize
      validationSchema={completeProfileFormSchema}
      onSubmit={async (values, { setFieldError }) => {
        try {
          const updated = await updateProfile(toCompleteProfileBody(values));
          await (updated ? mutate(USER_KEY, updated, { revalidate: false }) : mutate(USER_KEY));
          notify({ title: _('settings.profileUpdated'), description: _('settings.completeUpdatedBody'), type: 'success' });
          onOpenChange(false);
        } catch (error) {
          // A number already in use (409) is the user's to fix: say which field and why, in the server's words.
          const server = errorStatus(error) === 409 ? serverErrorMessage(error) : undefined;
          if (server && /whatsapp|number/i.test(server)) setFieldError('whatsappNumber', translateKnown(server));
          notify({ title: _('settings.updateFailed'), description: translateKnown(server) ?? _('settings.completeFailedBody'), type: 'destructive' });
        }
      }}
      cancelLabel={_('settings.later')}
      submitLabel={_('settings.saveProfile')}
      pendingLabel={_('settings.saving')}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="firstName" label={_('register.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={_('register.lastName')} autoComplete="family-name" />
      </SimpleGrid>
      <WhatsappNumberField placeholder={_('register.whatsappPlaceholder')} />
      <LocationTimezoneField />
    </FormDialog>
  );
}
