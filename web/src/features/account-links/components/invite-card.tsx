import { Button, Card, Field, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { sendInvitation } from '../api/account-links';
import { DEFAULT_CALENDAR_RIGHT, isRelationshipType, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES, type CalendarRight } from '../lib/relationships';
import { CalendarRightSelect } from './calendar-right-select';

interface InviteValues {
  email: string;
  relationshipType: string;
  /** Null until the inviter picks one: the calendar then follows the relationship's default. */
  calendar: CalendarRight | null;
}

const EMPTY: InviteValues = { email: '', relationshipType: '', calendar: null };

const calendarOf = (values: InviteValues): CalendarRight =>
  values.calendar ?? (isRelationshipType(values.relationshipType) ? DEFAULT_CALENDAR_RIGHT[values.relationshipType] : 'none');

function CalendarField() {
  const { values, setFieldValue } = useFormikContext<InviteValues>();
  return (
    <CalendarRightSelect
      value={calendarOf(values)}
      onChange={(right) => void setFieldValue('calendar', right)}
      hint="Whether they can see your family calendar, or see and change it."
    />
  );
}

function RelationshipSelect({ name }: { name: string }) {
  const [field] = useField<string>(name);
  return (
    <Field.Root>
      <Field.Label>Relationship</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value ?? ''}>
          <option value="">Select relationship</option>
          {RELATIONSHIP_TYPES.map((type) => (
            <option key={type} value={type}>
              {RELATIONSHIP_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The Invite Family Member card (docs/decisions/0003): a button that reveals the invitation form. */
export function InviteCard({ onSent }: { onSent: () => unknown }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const revealRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      revealRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  const submit = async (values: InviteValues, resetForm: () => void) => {
    const email = values.email.trim();
    const relationshipType = values.relationshipType;
    if (!email || !isRelationshipType(relationshipType)) {
      notify({ title: 'Missing Information', description: 'Please provide both email and relationship type.', type: 'destructive' });
      return;
    }
    try {
      const result = await sendInvitation(email, relationshipType, calendarOf(values));
      notify({ title: 'Invitation Sent', description: result?.message || `An invitation was sent to ${email}.`, type: 'success' });
      resetForm();
      close();
      await onSent();
    } catch (error) {
      notify({ title: 'Failed to Send Invitation', description: serverErrorMessage(error) ?? 'Please try again', type: 'destructive' });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId} bg="white">
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          Invite Family Member
        </Card.Title>
        <Card.Description color="fg.muted">
          Invite your spouse, co-parent or a caregiver by email. They accept the invitation after signing in with that address.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {open ? (
          <Formik<InviteValues> initialValues={EMPTY} onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}>
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Invite Family Member">
                <Stack gap="4" maxW="md">
                  <TextField name="email" label="Email address" type="email" autoComplete="off" placeholder="name@example.com" />
                  <RelationshipSelect name="relationshipType" />
                  <CalendarField />
                  <Flex gap="2" wrap="wrap">
                    <Button type="submit" loading={isSubmitting} loadingText="Sending...">
                      Send Invitation
                    </Button>
                    <Button type="button" variant="outline" onClick={close} disabled={isSubmitting}>
                      Cancel
                    </Button>
                  </Flex>
                </Stack>
              </Form>
            )}
          </Formik>
        ) : (
          <Button ref={revealRef} alignSelf="flex-start" onClick={() => setOpen(true)}>
            Invite Family Member
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
