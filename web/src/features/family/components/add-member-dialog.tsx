import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/form-fields-extra';
import { notify } from '../../../components/ui/toaster';
import { serverFieldErrors } from '../../../lib/api-client';
import { useUser } from '../../auth';
import { createFamilyMember, useRefreshFamily } from '../api/family-members';
import { emptyMemberValues, memberFormSchema, toCreateBody, valuesAreChild, type MemberFormValues } from '../lib/member-form';
import { CURRICULUM_ADD_OPTIONS, LEARNING_STYLE_OPTIONS, PERSONALITY_OPTIONS, RELATIONSHIP_ADD_OPTIONS } from '../lib/member-options';
import { addFailureNotice } from '../lib/member-toasts';
import { BasicSection, FormSection } from './form-section';

interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AddMemberFields() {
  const { values } = useFormikContext<MemberFormValues>();
  const child = valuesAreChild(values);
  return (
    <Stack gap="6">
      <BasicSection title="Basic Information" relationships={RELATIONSHIP_ADD_OPTIONS} />
      {child ? (
        <FormSection title="School Information">
          <TextField name="school_name" label="School name" autoComplete="off" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="year_level" label="Year level" placeholder="e.g. Year 5" autoComplete="off" />
            <SelectField name="curriculum" label="Curriculum" options={CURRICULUM_ADD_OPTIONS} placeholder="Select curriculum" />
          </SimpleGrid>
        </FormSection>
      ) : (
        <FormSection title="Contact Information">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <TextField name="whatsapp_number" label="WhatsApp number" type="tel" inputMode="tel" autoComplete="off" placeholder="+44 7700 900123" />
          </SimpleGrid>
        </FormSection>
      )}
      <FormSection title="Learning & Personality Preferences">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField name="learning_style" label="Learning style" options={LEARNING_STYLE_OPTIONS} placeholder="Not sure yet" />
          <SelectField name="personality_type" label="Personality type" options={PERSONALITY_OPTIONS} placeholder="Not sure yet" />
        </SimpleGrid>
      </FormSection>
      <FormSection title="Interests & Academic Information">
        <TextField name="general_interests" label="General interests" hint="Separate with commas, e.g. football, drawing, music" autoComplete="off" />
        <TextField name="academic_interests" label="Academic interests" hint="Separate with commas, e.g. maths, science" autoComplete="off" />
        <TextField name="academic_challenges" label="Academic challenges" hint="Separate with commas, e.g. spelling, fractions" autoComplete="off" />
      </FormSection>
    </Stack>
  );
}

/** Add Family Member (docs/decisions/0009): validated with 5.1, toasts of 8.5; resets and closes on success. */
export function AddMemberDialog({ open, onOpenChange }: AddMemberDialogProps) {
  const { user } = useUser();
  const refresh = useRefreshFamily();
  return (
    <FormDialog<MemberFormValues>
      open={open}
      onOpenChange={onOpenChange}
      title="Add Family Member"
      description="Tell us about the person you are adding. Children need their school details; adults need an email and WhatsApp number."
      initialValues={emptyMemberValues}
      validationSchema={memberFormSchema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        if (!user) {
          notify(addFailureNotice(undefined, false));
          return;
        }
        try {
          await createFamilyMember(toCreateBody(values));
          notify({ title: 'Family member added successfully!', type: 'success' });
          resetForm();
          onOpenChange(false);
          await refresh();
        } catch (error) {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
          notify(addFailureNotice(error, true));
        }
      }}
      submitLabel="Add Family Member"
      pendingLabel="Adding..."
    >
      <AddMemberFields />
    </FormDialog>
  );
}
