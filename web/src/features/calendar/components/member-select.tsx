import { Box, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { CheckboxControl } from '../../../components/ui/checkbox';
import { useState } from 'react';
import { chosenFamily, type PeopleChoice } from '../lib/people';

interface MemberSelectProps {
  label?: string;
  value: string;
  onChange: (memberId: string) => void;
  members: ReadonlyArray<{ id: string; name: string }>;
}

/** "For": the whole family ('' , sent as null) or one member. */
export function MemberSelect({ label, value, onChange, members }: MemberSelectProps) {
  const { _ } = useLingui();
  return (
    <Field.Root>
      <Field.Label>{label ?? _('calendar.field.for')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{_('calendar.wholeFamily')}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface PeopleFieldProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  families: readonly PeopleChoice[];
}

function PersonBoxes({ people, checked, onToggle }: { people: PeopleChoice['people']; checked: (id: string) => boolean; onToggle: (id: string) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
      {people.map((p) => (
        <CheckboxControl key={p.id} checked={checked(p.id)} onCheckedChange={() => onToggle(p.id)}>
          {p.name}
        </CheckboxControl>
      ))}
    </SimpleGrid>
  );
}

/**
 * "For": any number of people of one family, grouped by family when there are several; none for the whole family.
 * The adults are offered in every family; ticking someone in another family's group starts a new choice there.
 */
export function PeopleField({ value, onChange, families }: PeopleFieldProps) {
  // The group last ticked in: the adults alone do not tell which family they were chosen for.
  const [picked, setPicked] = useState<string | null>(null);
  const { _ } = useLingui();
  if (families.length === 0) return null;
  const active = picked ?? chosenFamily(families, value);
  const toggle = (familyId: string, id: string) => {
    setPicked(familyId);
    if (familyId !== active) onChange([id]);
    else onChange(value.includes(id) ? value.filter((c) => c !== id) : [...value, id]);
  };
  const listed = new Set(families.flatMap((f) => f.people.map((p) => p.id)));
  const removed = value.filter((id) => !listed.has(id)).map((id) => ({ id, name: _('calendar.removedMember'), adult: false }));
  const boxes = (f: PeopleChoice) => (
    <PersonBoxes people={f.people} checked={(id) => f.id === active && value.includes(id)} onToggle={(id) => toggle(f.id, id)} />
  );
  if (listed.size === 0 && removed.length === 0) return null;
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {_('calendar.field.for')}
      </Box>
      {families.length > 1 && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {_('calendar.oneFamily')}
        </Text>
      )}
      <Stack gap="3">
        {families.length > 1
          ? families.map((f) => (
              <Box as="fieldset" key={f.id} minW="0">
                <Box as="legend" fontSize="sm" color="fg.muted" mb="1">
                  {f.label}
                </Box>
                {boxes(f)}
              </Box>
            ))
          : boxes(families[0])}
        {removed.length > 0 && <PersonBoxes people={removed} checked={(id) => value.includes(id)} onToggle={(id) => onChange(value.filter((c) => c !== id))} />}
      </Stack>
    </Box>
  );
}
