import { Button, CloseButton, Dialog, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { TextField } from '../../../components/ui/form-fields';
import { LocationTimezoneField } from '../../../components/ui/location-timezone-field';
import { notify } from '../../../components/ui/toaster';
import { serverFieldErrors } from '../../../lib/api-client';
import { deleteFamilyMember, updateFamilyMember, useRefreshFamily } from '../api/family-members';
import { editValuesFromMember, memberFormSchema, toUpdateBody, type EditMemberFormValues } from '../lib/member-form';
import { CURRICULUM_EDIT_OPTIONS, PERSONALITY_OPTIONS, RELATIONSHIP_EDIT_OPTIONS } from '../lib/member-options';
import { DateField } from './date-field';
import { FormSection } from './form-section';
import { SelectField } from './select-field';
import { DIALOG_FORM_STYLE } from '../../../components/ui/form-fields';

interface EditMemberDialogProps {
  member: FamilyMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful delete (the member view leaves for the dashboard). */
  onDeleted?: () => void;
}

/** Edit Family Member (part 1, 2.7): Save Changes and Delete (with a confirmation). */
export function EditMemberDialog({ member, open, onOpenChange, onDeleted }: EditMemberDialogProps) {
  const refresh = useRefreshFamily();
  const initialValues = useMemo(() => editValuesFromMember(member), [member]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      await deleteFamilyMember(member.id);
      notify({ title: 'Family member deleted successfully', type: 'success' });
      setConfirmOpen(false);
      onOpenChange(false);
      onDeleted?.();
      await refresh(member.id);
    } catch {
      notify({ title: 'Failed to delete family member', type: 'destructive' });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Formik<EditMemberFormValues>
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
              >
                {({ isSubmitting }) => (
                  <Form noValidate style={DIALOG_FORM_STYLE}>
                    <Dialog.Header>
                      <Dialog.Title>Edit Family Member</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="6">
                        <Dialog.Description asChild>
                          <Text color="fg.muted">Update {member.name}&apos;s details.</Text>
                        </Dialog.Description>
                        <FormSection title="Basic">
                          <TextField name="name" label="Name" autoComplete="off" />
                          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                            <DateField name="date_of_birth" label="Date of birth" />
                            <SelectField name="relationship" label="Relationship" options={RELATIONSHIP_EDIT_OPTIONS} placeholder="Select relationship" />
                          </SimpleGrid>
                        </FormSection>
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
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer justifyContent="space-between">
                      <Button type="button" colorPalette="red" variant="outline" color="red.700" onClick={() => setConfirmOpen(true)}>
                        Delete
                      </Button>
                      <Stack direction="row" gap="3">
                        <Dialog.ActionTrigger asChild>
                          <Button type="button" variant="outline">
                            Cancel
                          </Button>
                        </Dialog.ActionTrigger>
                        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
                          Save Changes
                        </Button>
                      </Stack>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <Dialog.Root role="alertdialog" open={confirmOpen} onOpenChange={(e) => setConfirmOpen(e.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Delete {member.name}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>
                  This permanently removes {member.name} and all of their assessments and reports. This cannot be undone.
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="button" colorPalette="red" bg="red.700" loading={deleting} loadingText="Deleting..." onClick={() => void remove()}>
                  Delete member
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
