import { Button, Card, Field, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { currentLanguage } from '../../../i18n/language';
import { sendInvitation } from '../api/account-links';
import { DEFAULT_CALENDAR_RIGHT, isRelationshipType, relationshipKey, RELATIONSHIP_TYPES, type CalendarRight } from '../lib/relationships';
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
  const { _ } = useLingui();
  return <CalendarRightSelect value={calendarOf(values)} onChange={(right) => void setFieldValue('calendar', right)} hint={_('links.invite.calendarHint')} />;
}

function RelationshipSelect({ name }: { name: string }) {
  const [field] = useField<string>(name);
  const { _ } = useLingui();
  return (
    <Field.Root>
      <Field.Label>{_('links.relationship.label')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value ?? ''}>
          <option value="">{_('links.relationship.select')}</option>
          {RELATIONSHIP_TYPES.map((type) => (
            <option key={type} value={type}>
              {_(relationshipKey(type))}
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
  const { _ } = useLingui();

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
      notify({ title: _('links.invite.missingTitle'), description: _('links.invite.missingBody'), type: 'destructive' });
      return;
    }
    try {
      const result = await sendInvitation(email, relationshipType, calendarOf(values));
      // The server's confirmation is English: other languages say it in their own words.
      const sent = (currentLanguage() === 'en' && result?.message) || _('links.invite.sentBody', { email });
      notify({ title: _('links.invite.sentTitle'), description: sent, type: 'success' });
      resetForm();
      close();
      await onSent();
    } catch (error) {
      notify({ title: _('links.invite.failedTitle'), description: serverErrorMessage(error) ?? _('links.tryAgain'), type: 'destructive' });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId} bg="white">
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {_('links.invite.title')}
        </Card.Title>
        <Card.Description color="fg.muted">{_('links.invite.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        {open ? (
          <Formik<InviteValues> initialValues={EMPTY} onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}>
            {({ isSubmitting }) => (
              <Form noValidate aria-label={_('links.invite.title')}>
                <Stack gap="4" maxW="md">
                  <TextField
                    name="email"
                    label={_('links.invite.email')}
                    type="email"
                    autoComplete="off"
                    placeholder={_('links.invite.emailPlaceholder_same')}
                  />
                  <RelationshipSelect name="relationshipType" />
                  <CalendarField />
                  <Flex gap="2" wrap="wrap">
                    <Button type="submit" loading={isSubmitting} loadingText={_('links.invite.sending')}>
                      {_('links.invite.send')}
                    </Button>
                    <Button type="button" variant="outline" onClick={close} disabled={isSubmitting}>
                      {_('common.cancel')}
                    </Button>
                  </Flex>
                </Stack>
              </Form>
            )}
          </Formik>
        ) : (
          <Button ref={revealRef} alignSelf="flex-start" onClick={() => setOpen(true)}>
            {_('links.invite.title')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
