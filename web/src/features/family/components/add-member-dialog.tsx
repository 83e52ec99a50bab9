import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useFormikContext } from 'formik';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/form-fields-extra';
import { notify } from '../../../components/ui/toaster';
import { serverFieldErrors } from '../../../lib/api-client';
import { useUser } from '../../auth';
import { createFamilyMember, useRefreshFamily } from '../api/family-members';
import { emptyMemberValues, memberFormSchema, toCreateBody, valuesAreChild, type MemberFormValues } from '../lib/member-form';
import { curriculumAddOptions, learningStyleOptions, personalityOptions, relationshipAddOptions } from '../lib/member-options';
import { addFailureNotice } from '../lib/member-toasts';
import { BasicSection, FormSection } from './form-section';

interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function AddMemberFields() {
  const { values } = useFormikContext<MemberFormValues>();
  const child = valuesAreChild(values);
  const { _ } = useLingui();
  return (
    <Stack gap="6">
      <BasicSection title={_('family.basicInformation')} relationships={relationshipAddOptions()} />
      {child ? (
        <FormSection title={_('family.schoolInformation')}>
          <TextField name="school_name" label={_('family.schoolName')} autoComplete="off" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="year_level" label={_('family.yearLevel')} placeholder={_('family.yearLevelPlaceholder')} autoComplete="off" />
            <SelectField name="curriculum" label={_('family.curriculum')} options={curriculumAddOptions()} placeholder={_('family.selectCurriculum')} />
          </SimpleGrid>
        </FormSection>
      ) : (
        <FormSection title={_('family.contactInformation')}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="email" label={_('family.email')} type="email" autoComplete="off" />
            <TextField
              name="whatsapp_number"
              label={_('family.whatsapp')}
              type="tel"

              inputMode="tel"
              autoComplete="off"
              placeholder={_('family.whatsappPlaceholder_same')}
            />
          </SimpleGrid>
        </FormSection>
      )}
      <FormSection title={_('family.learningPersonalityPreferences')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField name="learning_style" label={_('family.learningStyle')} options={learningStyleOptions()} placeholder={_('family.notSureYet')} />
          <SelectField name="personality_type" label={_('family.personalityType')} options={personalityOptions()} placeholder={_('family.notSureYet')} />
        </SimpleGrid>
      </FormSection>
      <FormSection title={_('family.interestsAcademicInformation')}>
        <TextField name="general_interests" label={_('family.generalInterests')} hint={_('family.generalInterestsHint')} autoComplete="off" />
        <TextField name="academic_interests" label={_('family.academicInterests')} hint={_('family.academicInterestsHint')} autoComplete="off" />
        <TextField name="academic_challenges" label={_('family.academicChallenges')} hint={_('family.academicChallengesHint')} autoComplete="off" />
      </FormSection>
    </Stack>
  );
}

/** Add Family Member (docs/decisions/0009): validated with 5.1, toasts of 8.5; resets and closes on success. */
export function AddMemberDialog({ open, onOpenChange }: AddMemberDialogProps) {
  const { user } = useUser();
  const refresh = useRefreshFamily();
  const { _ } = useLingui();
  return (
    <FormDialog<MemberFormValues>
      open={open}
      onOpenChange={onOpenChange}
      title={_('family.addTitle')}
      description={_('family.addDescription')}
      initialValues={emptyMemberValues}
      validationSchema={memberFormSchema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        if (!user) {
          notify(addFailureNotice(undefined, false));
          return;
        }
        try {
          await createFamilyMember(toCreateBody(values));
          notify({ title: _('family.added'), type: 'success' });
          resetForm();
          onOpenChange(false);
          await refresh();
        } catch (error) {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
          notify(addFailureNotice(error, true));
        }
      }}
      submitLabel={_('family.addTitle')}
      pendingLabel={_('family.adding')}
    >
      <AddMemberFields />
    </FormDialog>
  );
}
