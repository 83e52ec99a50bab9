import { Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
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

export const ADDRESS_HINT =
  'Schools and clubs list it as “Subscribe” or “iCal”; Google Calendar calls it “Secret address in iCal format”; Outlook, a published calendar’s ICS link.';

interface SubscriptionDialogProps {
  open: boolean;
  mode: SubscriptionDialogMode | null;
  members: ReadonlyArray<{ id: string; name: string }>;
  onOpenChange: (open: boolean) => void;
}

/** Shown while the first import runs: a big calendar takes a few seconds to fetch and read. */
function Fetching() {
  const { isSubmitting } = useFormikContext<FormValues>();
  if (!isSubmitting) return null;
  return (
    <Flex align="center" gap="3" role="status">
      <Spinner size="sm" />
      <Text fontSize="sm">Fetching the calendar and its events…</Text>
    </Flex>
  );
}

function Fields({ creating, members }: { creating: boolean; members: SubscriptionDialogProps['members'] }) {
  const options: Array<readonly [string, string]> = [['', 'Whole family'], ...members.map((m) => [m.id, m.name] as const)];
  return (
    <Stack gap="4">
      {creating && (
        <TextField name="url" label="Calendar address" placeholder="https://… or webcal://…" autoComplete="off" inputMode="url" hint={ADDRESS_HINT} />
      )}
      <TextField name="name" label="Name" autoComplete="off" placeholder={creating ? 'e.g. School term dates' : undefined} />
      <ColorSwatches name="color" />
      <SelectField name="memberId" label="For" options={options} unknownLabel={() => 'Removed family member'} />
      {!creating && <CheckboxField name="showInFeed" label="Show in my published calendar feed" />}
      {creating && <Fetching />}
    </Stack>
  );
}

/** "Add a calendar" (subscribes, which fetches it once) and "Edit calendar". */
export function SubscriptionDialog({ open, mode, members, onOpenChange }: SubscriptionDialogProps) {
  const cache = useSubscriptionsCache();
  const refreshEvents = useRefreshEvents();
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
      title={editing ? 'Edit calendar' : 'Add a calendar'}
      description={editing ? editing.address : 'Events from the calendar appear in yours and stay up to date.'}
      formKey={editing ? `edit:${editing.id}` : 'new'}
      initialValues={initialValues}
      validationSchema={editing ? editSchema : newSchema}
      onSubmit={async (values, { setErrors }) => {
        const name = values.name.trim();
        const memberId = values.memberId || null;
        try {
          if (editing) {
            await cache.put(await updateSubscription(editing.id, { name, color: values.color, memberId, showInFeed: values.showInFeed }));
            notify({ title: 'Calendar updated', type: 'success' });
          } else {
            const sub = await createSubscription({ url: values.url.trim(), name, color: values.color, memberId });
            await cache.put(sub);
            notify({ title: `Subscribed to ${sub.name}: ${countText(sub.eventCount)}`, type: 'success' });
          }
          onOpenChange(false);
          await refreshEvents();
        } catch (error) {
          const fields = serverFieldErrors(error);
          const message = serverErrorMessage(error);
          // A 400 is about what was typed, most often the address (it didn't answer, or not with a calendar): shown under it.
          if (fields && Object.keys(fields).length > 0) return setErrors(fields);
          if (!editing && errorStatus(error) === 400 && message) return setErrors({ url: message });
          notify({ title: editing ? 'Failed to save calendar' : 'Failed to subscribe', description: message ?? 'Please try again.', type: 'destructive' });
        }
      }}
      submitLabel={editing ? 'Save' : 'Subscribe'}
      pendingLabel={editing ? 'Saving...' : 'Subscribing...'}
    >
      <Fields creating={!editing} members={members} />
    </FormDialog>
  );
}

export default SubscriptionDialog;
