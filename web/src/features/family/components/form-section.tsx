import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/form-fields-extra';

/** A titled group of fields inside a member dialog. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Name, date of birth and relationship: the first section of both member dialogs. */
export function BasicSection({ title, relationships }: { title: string; relationships: ReadonlyArray<readonly [string, string]> }) {
  const { _ } = useLingui();
  return (
    <FormSection title={title}>
      <TextField name="name" label={_('family.name')} autoComplete="off" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {/* max: the picker offers no date after today (UTC). */}
        <TextField name="date_of_birth" label={_('family.dateOfBirth')} type="date" max={new Date().toISOString().slice(0, 10)} />
        <SelectField name="relationship" label={_('family.relationship')} options={relationships} placeholder={_('family.selectRelationship')} />
      </SimpleGrid>
    </FormSection>
  );
}
