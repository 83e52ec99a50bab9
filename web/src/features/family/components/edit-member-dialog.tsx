import { Button, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/form-fields-extra';
import { LocationTimezoneField } from '../../../components/ui/location-timezone-field';
import { notify } from '../../../components/ui/toaster';
import { serverFieldErrors } from '../../../lib/api-client';
import { deleteFamilyMember, updateFamilyMember, useRefreshFamily } from '../api/family-members';
import { editValuesFromMember, memberFormSchema, toUpdateBody, type EditMemberFormValues } from '../lib/member-form';
import { curriculumEditOptions, personalityOptions, relationshipEditOptions } from '../lib/member-options';
import { BasicSection, FormSection } from './form-section';

interface EditMemberDialogProps {
  member: FamilyMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful delete (the member view leaves for the dashboard). */
  onDeleted?: () => void;
}

function EditMemberFields() {
  const { _ } = useLingui();
  return (
    <>
      <BasicSection title={_('family.sectionBasic')} relationships={relationshipEditOptions()} />
      <FormSection title={_('family.sectionContact')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="email" label={_('family.email')} type="email" autoComplete="off" hint={_('family.requiredAdults')} />
          <TextField name="whatsapp_number" label={_('family.whatsapp')} type="tel" inputMode="tel" autoComplete="off" hint={_('family.requiredAdults')} />
        </SimpleGrid>
        <LocationTimezoneField />
      </FormSection>
      <FormSection title={_('family.sectionSchool')}>
        <TextField name="school_name" label={_('family.schoolName')} autoComplete="off" hint={_('family.requiredChildren')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="year_level" label={_('family.yearLevel')} autoComplete="off" />
          <SelectField name="curriculum" label={_('family.curriculum')} options={curriculumEditOptions()} placeholder={_('family.selectCurriculum')} />
        </SimpleGrid>
      </FormSection>
      <FormSection title={_('family.sectionAcademic')}>
        <TextField name="academic_interests" label={_('family.academicInterests')} hint={_('family.separateWithCommas')} autoComplete="off" />
        <TextField name="academic_challenges" label={_('family.academicChallenges')} hint={_('family.separateWithCommas')} autoComplete="off" />
      </FormSection>
      <FormSection title={_('family.sectionPersonal')}>
        <TextField name="general_interests" label={_('family.generalInterests')} hint={_('family.separateWithCommas')} autoComplete="off" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="learning_style" label={_('family.learningStyle')} hint={_('family.learningStyleHint')} autoComplete="off" />
          <SelectField name="personality_type" label={_('family.personalityType')} options={personalityOptions()} placeholder={_('family.notSet')} />
        </SimpleGrid>
      </FormSection>
    </>
  );
}

/** Edit Family Member (docs/decisions/0009): Save Changes and Delete (with a confirmation). */
export function EditMemberDialog({ member, open, onOpenChange, onDeleted }: EditMemberDialogProps) {
  const refresh = useRefreshFamily();
  const initialValues = useMemo(() => editValuesFromMember(member), [member]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { _ } = useLingui();

  async function remove() {
    try {
      await deleteFamilyMember(member.id);
      notify({ title: _('family.deleted'), type: 'success' });
      setConfirmOpen(false);
      onOpenChange(false);
      onDeleted?.();
      await refresh(member.id);
    } catch {
      notify({ title: _('family.deleteFailed'), type: 'destructive' });
    }
  }

  return (
    <>
      <FormDialog<EditMemberFormValues>
        open={open}
        onOpenChange={onOpenChange}
        title={_('family.editTitle')}
        // The name is a child, not a value: Trans would read tags inside a value ("Jo <b>Lee</b>") as its own.
        description={<Trans id="family.editDescription" components={{ 0: <bdi>{member.name}</bdi> }} />}
        initialValues={initialValues}
        enableReinitialize
        validationSchema={memberFormSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            await updateFamilyMember(member.id, toUpdateBody(values, initialValues.learning_style));
            notify({ title: _('family.updated'), type: 'success' });
            onOpenChange(false);
            await refresh(member.id);
          } catch (error) {
            const fields = serverFieldErrors(error);
            if (fields) setErrors(fields);
            notify({ title: _('family.updateFailed'), type: 'destructive' });
          }
        }}
        submitLabel={_('family.saveChanges')}
        pendingLabel={_('family.saving')}
        bodyGap="6"
        footerStart={
          <Button type="button" colorPalette="red" variant="outline" color="red.700" onClick={() => setConfirmOpen(true)}>
            {_('family.delete')}
          </Button>
        }
      >
        <EditMemberFields />
      </FormDialog>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={_('family.deleteTitle', { name: member.name })}
        description={_('family.deleteBody', { name: member.name })}
        confirmLabel={_('family.deleteMember')}
        busyLabel={_('family.deleting')}
        onConfirm={remove}
      />
    </>
  );
}
