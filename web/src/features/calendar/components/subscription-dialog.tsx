import { Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useFormikContext } from 'formik';
import { translateKnown } from '../../../i18n/known-text';
import { boolean, object, string } from 'yup';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { CheckboxField, SelectField } from '../../../components/ui/form-fields-extra';
import { notify } from '../../../components/ui/toaster';
import { errorStatus, serverErrorMessage, serverFieldErrors } from '../../../lib/api-client';
import { useRefreshEvents } from '../api/calendar';
import { createSubscription, updateSubscription, useSubscriptionsCache, type Subscription } from '../api/subscriptions';
import { countText } from '../lib/subscriptions';
import { ColorSwatches } from './color-swatches';

/** Add a calendar, or change one: the mode stays set while the dialog closes. */
export type SubscriptionDialogMode = { kind: 'new'; color: string } | { kind: 'edit'; sub: Subscription };

interface FormValues {
  url: string;
  name: string;
  color: string;
  memberId: string;
  showInFeed: boolean;
}

/** The API's rules and messages (shared/schemas/subscriptions.ts), so most mistakes are caught before a fetch. */
const nameRule = string().trim().required('Name is required').max(60, 'Please keep the name to 60 characters or fewer');
const newSchema = object({
  url: string()
    .trim()
    .required('Address is required')
    .max(2000, 'That address is too long (2,000 characters at most)')
    .matches(/^(https?|webcal):\/\//i, 'Enter the calendar address starting with https:// or webcal://'),
  name: nameRule,
});
const editSchema = object({ name: nameRule, showInFeed: boolean() });

interface SubscriptionDialogProps {
  open: boolean;
  mode: SubscriptionDialogMode | null;
  members: ReadonlyArray<{ id: string; name: string }>;
  onOpenChange: (open: boolean) => void;
}

/** Shown while the first import runs: a big calendar takes a few seconds to fetch and read. */
function Fetching() {
  const { isSubmitting } = useFormikContext<FormValues>();
  const { _ } = useLingui();
  if (!isSubmitting) return null;
  return (
    <Flex align="center" gap="3" role="status">
      <Spinner size="sm" />
      <Text fontSize="sm">{_('calendar.sub.fetching')}</Text>
    </Flex>
  );
}

function Fields({ creating, members }: { creating: boolean; members: SubscriptionDialogProps['members'] }) {
  const { _ } = useLingui();
  const options: Array<readonly [string, string]> = [['', _('calendar.wholeFamily')], ...members.map((m) => [m.id, m.name] as const)];
  return (
    <Stack gap="4">
      {creating && (
        <TextField
          name="url"
          label={_('calendar.sub.address')}
          placeholder={_('calendar.sub.addressPlaceholder_same')}
          autoComplete="off"
          inputMode="url"
          hint={_('calendar.sub.addressHint')}
        />
      )}
      <TextField name="name" label={_('calendar.sub.name')} autoComplete="off" placeholder={creating ? _('calendar.sub.namePlaceholder') : undefined} />
      <ColorSwatches name="color" />
      <SelectField name="memberId" label={_('calendar.field.for')} options={options} unknownLabel={() => _('calendar.removedMember')} />
      {!creating && <CheckboxField name="showInFeed" label={_('calendar.sub.showInFeed')} />}
      {creating && <Fetching />}
    </Stack>
  );
}

/** "Add a calendar" (subscribes, which fetches it once) and "Edit calendar". */
export function SubscriptionDialog({ open, mode, members, onOpenChange }: SubscriptionDialogProps) {
  const cache = useSubscriptionsCache();
  const refreshEvents = useRefreshEvents();
  const { _ } = useLingui();
  const editing = mode?.kind === 'edit' ? mode.sub : null;
  const initialValues: FormValues | null = !mode
    ? null
    : mode.kind === 'new'
      ? { url: '', name: '', color: mode.color, memberId: '', showInFeed: true }
      : { url: '', name: mode.sub.name, color: mode.sub.color, memberId: mode.sub.memberId ?? '', showInFeed: mode.sub.showInFeed };

  return (
    <FormDialog<FormValues>
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? _('calendar.sub.editTitle') : _('calendar.follow.add')}
      description={editing ? editing.address : _('calendar.sub.addBody')}
      formKey={editing ? `edit:${editing.id}` : 'new'}
      initialValues={initialValues}
      validationSchema={editing ? editSchema : newSchema}
      onSubmit={async (values, { setErrors }) => {
        const name = values.name.trim();
        const memberId = values.memberId || null;
        try {
          if (editing) {
            await cache.put(await updateSubscription(editing.id, { name, color: values.color, memberId, showInFeed: values.showInFeed }));
            notify({ title: _('calendar.sub.updated'), type: 'success' });
          } else {
            const sub = await createSubscription({ url: values.url.trim(), name, color: values.color, memberId });
            await cache.put(sub);
            notify({ title: _('calendar.sub.subscribed', { name: sub.name, events: countText(sub.eventCount) }), type: 'success' });
          }
          onOpenChange(false);
          await refreshEvents();
        } catch (error) {
          const fields = serverFieldErrors(error);
          const message = serverErrorMessage(error);
          // A 400 is about what was typed, most often the address (it didn't answer, or not with a calendar): shown under it.
          if (fields && Object.keys(fields).length > 0) return setErrors(fields);
          if (!editing && errorStatus(error) === 400 && message) return setErrors({ url: message });
          notify({
            title: editing ? _('calendar.sub.saveFailed') : _('calendar.sub.subscribeFailed'),
            description: translateKnown(message) ?? _('calendar.tryAgain'),
            type: 'destructive',
          });
        }
      }}
      submitLabel={editing ? _('calendar.save') : _('calendar.sub.subscribe')}
      pendingLabel={editing ? _('calendar.saving') : _('calendar.sub.subscribing')}
    >
      <Fields creating={!editing} members={members} />
    </FormDialog>
  );
}

export default SubscriptionDialog;
