import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { CheckboxField, SelectField, TextareaField } from '../../../components/ui/form-fields-extra';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage, serverFieldErrors } from '../../../lib/api-client';
import { createEvent, linkedFamily, updateEvent, useRefreshEvents, type CalendarOccurrence } from '../api/calendar';
import {
  emptyEventValues,
  eventFormSchema,
  PRIORITY_OPTIONS,
  RECURRENCE_OPTIONS,
  reminderLabel,
  REMINDER_OPTIONS,
  toEventBody,
  TYPE_OPTIONS,
  valuesFromOccurrence,
  type EventFormValues,
} from '../lib/event-form';
import type { PeopleChoice } from '../lib/people';
import { PeopleField } from './member-select';

/** What the dialog is for: a new event on a day, or a change to an event, one occurrence or a whole series. */
export type EventDialogMode = { kind: 'new'; date: string } | { kind: 'edit'; occurrence: CalendarOccurrence; scope: 'event' | 'occurrence' | 'series' };

interface EventDialogProps {
  mode: EventDialogMode | null;
  /** The families whose people an event can be for (lib/people.ts). */
  families: readonly PeopleChoice[];
  onClose: () => void;
}

const SCOPE_TEXT = {
  event: null,
  occurrence: 'Changes apply to this event only; the rest of the series stays as it is.',
  series: 'Changes apply to every event in the series.',
} as const;

function EventFields({ families, repeatable }: { families: EventDialogProps['families']; repeatable: boolean }) {
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  return (
    <Stack gap="4">
      <TextField name="title" label="Title" autoComplete="off" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="date" label="Date" type="date" autoComplete="off" />
        <TextField
          name="time"
          label="Time"
          type="time"
          autoComplete="off"
          disabled={values.allDay}
          hint={values.allDay ? 'Not needed for an all-day event' : undefined}
        />
      </SimpleGrid>
      <CheckboxField name="allDay" label="All day" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="duration" label="Duration (minutes)" type="number" autoComplete="off" min={1} max={1440 * 14} />
        <SelectField name="type" label="Type" options={TYPE_OPTIONS} />
        <SelectField name="priority" label="Priority" options={PRIORITY_OPTIONS} />
        {repeatable && <SelectField name="recurrence" label="Repeats" options={RECURRENCE_OPTIONS} />}
        {repeatable && values.recurrence !== 'none' && (
          <TextField name="recurrenceEnd" label="Ends on (optional)" type="date" autoComplete="off" min={values.date || undefined} />
        )}
        <SelectField name="reminderMinutes" label="Reminder" options={REMINDER_OPTIONS} unknownLabel={(v) => reminderLabel(Number(v))} />
      </SimpleGrid>
      <PeopleField value={values.memberIds} onChange={(ids) => void setFieldValue('memberIds', ids)} families={families} />
      <TextField name="location" label="Location" autoComplete="off" />
      <TextareaField name="description" label="Description" />
    </Stack>
  );
}

/** A changed event stays in its family: only that family's people are offered. */
const familiesOf = (e: CalendarOccurrence, families: readonly PeopleChoice[]) => {
  const family = linkedFamily(e);
  return families.filter((f) => (family ? f.id === family.id : f.own));
};

/** Add Event / Edit Event, validated with the server's rules and messages; toasts on success and failure. */
export function EventDialog({ mode, families, onClose }: EventDialogProps) {
  const refresh = useRefreshEvents();
  const editing = mode?.kind === 'edit' ? mode : null;
  const scope = editing ? editing.scope : 'new';
  const initialValues = !mode ? null : mode.kind === 'new' ? emptyEventValues(mode.date) : valuesFromOccurrence(mode.occurrence);

  return (
    <FormDialog<EventFormValues>
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Event' : 'Add Event'}
      description={editing ? SCOPE_TEXT[editing.scope] : null}
      formKey={editing ? `${editing.occurrence.id}:${editing.scope}` : `new:${initialValues?.date}`}
      initialValues={initialValues}
      validationSchema={eventFormSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          if (!editing) await createEvent(toEventBody(values, 'new'));
          else {
            const target = editing.scope === 'occurrence' ? editing.occurrence.id : editing.occurrence.eventId;
            await updateEvent(target, toEventBody(values, editing.scope, editing.occurrence.date));
          }
          notify({ title: editing ? 'Event updated' : 'Event added', type: 'success' });
          onClose();
          await refresh();
        } catch (error) {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
          notify({ title: 'Failed to save event', description: serverErrorMessage(error) ?? 'Please try again.', type: 'destructive' });
        }
      }}
      submitLabel={editing ? 'Save Changes' : 'Add Event'}
      pendingLabel="Saving..."
    >
      <EventFields families={editing ? familiesOf(editing.occurrence, families) : families} repeatable={scope !== 'occurrence'} />
    </FormDialog>
  );
}
