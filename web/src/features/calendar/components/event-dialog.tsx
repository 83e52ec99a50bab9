import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useFormikContext } from 'formik';
import { MAX_EVENT_DAYS } from '../../../../../shared/schemas/calendar';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { CheckboxField, SelectField, TextareaField } from '../../../components/ui/form-fields-extra';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage, serverFieldErrors } from '../../../lib/api-client';
import { translateKnown } from '../../../i18n/known-text';
import { createEvent, linkedFamily, updateEvent, useRefreshEvents, type CalendarOccurrence } from '../api/calendar';
import {
  emptyEventValues,
  eventFormSchema,
  priorityOptions,
  recurrenceOptions,
  reminderLabel,
  reminderOptions,
  toEventBody,
  typeOptions,
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

const SCOPE_TEXT = { event: null, occurrence: 'calendar.scope.occurrenceNote', series: 'calendar.scope.seriesNote' } as const;

function EventFields({ families, repeatable }: { families: EventDialogProps['families']; repeatable: boolean }) {
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  const { _ } = useLingui();
  return (
    <Stack gap="4">
      <TextField name="title" label={_('calendar.field.title')} autoComplete="off" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="date" label={_('calendar.field.date')} type="date" autoComplete="off" />
        <TextField
          name="time"
          label={_('calendar.field.time')}
          type="time"
          autoComplete="off"
          disabled={values.allDay}
          hint={values.allDay ? _('calendar.field.timeNotNeeded') : undefined}
        />
      </SimpleGrid>
      <CheckboxField name="allDay" label={_('calendar.field.allDay')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="duration" label={_('calendar.field.duration')} type="number" autoComplete="off" min={1} max={1440 * MAX_EVENT_DAYS} />
        <SelectField name="type" label={_('calendar.field.type')} options={typeOptions()} />
        <SelectField name="priority" label={_('calendar.field.priority')} options={priorityOptions()} />
        {repeatable && <SelectField name="recurrence" label={_('calendar.field.repeats')} options={recurrenceOptions()} />}
        {repeatable && values.recurrence !== 'none' && (
          <TextField name="recurrenceEnd" label={_('calendar.field.endsOn')} type="date" autoComplete="off" min={values.date || undefined} />
        )}
        <SelectField name="reminderMinutes" label={_('calendar.field.reminder')} options={reminderOptions()} unknownLabel={(v) => reminderLabel(Number(v))} />
      </SimpleGrid>
      <PeopleField value={values.memberIds} onChange={(ids) => void setFieldValue('memberIds', ids)} families={families} />
      <TextField name="location" label={_('calendar.field.location')} autoComplete="off" />
      <TextareaField name="description" label={_('calendar.field.description')} />
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
  const { _ } = useLingui();
  const editing = mode?.kind === 'edit' ? mode : null;
  const scopeText = editing && SCOPE_TEXT[editing.scope];
  const scope = editing ? editing.scope : 'new';
  const initialValues = !mode ? null : mode.kind === 'new' ? emptyEventValues(mode.date) : valuesFromOccurrence(mode.occurrence);

  return (
    <FormDialog<EventFormValues>
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? _('calendar.editTitle') : _('calendar.addEvent')}
      description={scopeText ? _(scopeText) : null}
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
          notify({ title: editing ? _('calendar.eventUpdated') : _('calendar.eventAdded'), type: 'success' });
          onClose();
          await refresh();
        } catch (error) {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
          notify({ title: _('calendar.saveFailed'), description: translateKnown(serverErrorMessage(error)) ?? _('calendar.tryAgain'), type: 'destructive' });
        }
      }}
      submitLabel={editing ? _('calendar.saveChanges') : _('calendar.addEvent')}
      pendingLabel={_('calendar.saving')}
    >
      <EventFields families={editing ? familiesOf(editing.occurrence, families) : families} repeatable={scope !== 'occurrence'} />
    </FormDialog>
  );
}
