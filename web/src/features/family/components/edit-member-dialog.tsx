import { Button, SimpleGrid } from '@chakra-ui/react';
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
import { CURRICULUM_EDIT_OPTIONS, PERSONALITY_OPTIONS, RELATIONSHIP_EDIT_OPTIONS } from '../lib/member-options';
import { BasicSection, FormSection } from './form-section';

interface EditMemberDialogProps {
  member: FamilyMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful delete (the member view leaves for the dashboard). */
  onDeleted?: () => void;
}

function EditMemberFields() {
  return (
    <>
      <BasicSection title="Basic" relationships={RELATIONSHIP_EDIT_OPTIONS} />
      <FormSection title="Contact">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="email" label="Email" type="email" autoComplete="off" hint="Required for adults" />
          <TextField name="whatsapp_number" label="WhatsApp number" type="tel" inputMode="tel" autoComplete="off" hint="Required for adults" />
        </SimpleGrid>
        <LocationTimezoneField />
      </FormSection>
      <FormSection title="School">
        <TextField name="school_name" label="School name" autoComplete="off" hint="Required for children" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="year_level" label="Year level" autoComplete="off" />
          <SelectField name="curriculum" label="Curriculum" options={CURRICULUM_EDIT_OPTIONS} placeholder="Select curriculum" />
        </SimpleGrid>
      </FormSection>
      <FormSection title="Academic">
        <TextField name="academic_interests" label="Academic interests" hint="Separate with commas" autoComplete="off" />
        <TextField name="academic_challenges" label="Academic challenges" hint="Separate with commas" autoComplete="off" />
      </FormSection>
      <FormSection title="Personal">
        <TextField name="general_interests" label="General interests" hint="Separate with commas" autoComplete="off" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="learning_style" label="Learning style" hint="e.g. visual, or several: visual, kinesthetic" autoComplete="off" />
          <SelectField name="personality_type" label="Personality type" options={PERSONALITY_OPTIONS} placeholder="Not set" />
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

  async function remove() {
    try {
      await deleteFamilyMember(member.id);
      notify({ title: 'Family member deleted successfully', type: 'success' });
      setConfirmOpen(false);
      onOpenChange(false);
      onDeleted?.();
      await refresh(member.id);
    } catch {
      notify({ title: 'Failed to delete family member', type: 'destructive' });
    }
  }

  return (
    <>
      <FormDialog<EditMemberFormValues>
        open={open}
        onOpenChange={onOpenChange}
        title="Edit Family Member"
        description={<>Update {member.name}&apos;s details.</>}
        initialValues={initialValues}
        enableReinitialize
        validationSchema={memberFormSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            await updateFamilyMember(member.id, toUpdateBody(values, initialValues.learning_style));
            notify({ title: 'Family member updated successfully', type: 'success' });
            onOpenChange(false);
            await refresh(member.id);
          } catch (error) {
            const fields = serverFieldErrors(error);
            if (fields) setErrors(fields);
            notify({ title: 'Failed to update family member', type: 'destructive' });
          }
        }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        bodyGap="6"
        footerStart={
          <Button type="button" colorPalette="red" variant="outline" color="red.700" onClick={() => setConfirmOpen(true)}>
            Delete
          </Button>
        }
      >
        <EditMemberFields />
      </FormDialog>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete ${member.name}?`}
        description={`This permanently removes ${member.name} and all of their assessments and reports. This cannot be undone.`}
        confirmLabel="Delete member"
        busyLabel="Deleting..."
        onConfirm={remove}
      />
    </>
  );
}
