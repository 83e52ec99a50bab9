import { Box, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckboxControl } from '../../../components/ui/checkbox';
import { toggleChosen, type PeopleChoice } from '../lib/people';

interface MemberSelectProps {
  label?: string;
  value: string;
  onChange: (memberId: string) => void;
  members: ReadonlyArray<{ id: string; name: string }>;
}

/** "For": the whole family ('' , sent as null) or one member. */
export function MemberSelect({ label = 'For', value, onChange, members }: MemberSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Whole family</option>
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

function PersonBoxes({ people, value, onToggle }: { people: PeopleChoice['people']; value: readonly string[]; onToggle: (id: string) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
      {people.map((p) => (
        <CheckboxControl key={p.id} checked={value.includes(p.id)} onCheckedChange={() => onToggle(p.id)}>
          {p.name}
        </CheckboxControl>
      ))}
    </SimpleGrid>
  );
}

/** "For": any number of people of one family, grouped by family when there are several; none for the whole family. */
export function PeopleField({ value, onChange, families }: PeopleFieldProps) {
  const toggle = (id: string) => onChange(toggleChosen(value, id, families));
  const listed = new Set(families.flatMap((f) => f.people.map((p) => p.id)));
  const removed = value.filter((id) => !listed.has(id)).map((id) => ({ id, name: 'Removed family member' }));
  const grouped = families.length > 1;
  if (listed.size === 0 && removed.length === 0) return null;
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontSize="sm" fontWeight="medium" mb="2">
        For
      </Box>
      {grouped && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          Choose people from one family
        </Text>
      )}
      <Stack gap="3">
        {grouped
          ? families.map((f) => (
              <Box as="fieldset" key={f.id} minW="0">
                <Box as="legend" fontSize="sm" color="fg.muted" mb="1">
                  {f.label}
                </Box>
                <PersonBoxes people={f.people} value={value} onToggle={toggle} />
              </Box>
            ))
          : families.map((f) => <PersonBoxes key={f.id} people={f.people} value={value} onToggle={toggle} />)}
        {removed.length > 0 && <PersonBoxes people={removed} value={value} onToggle={toggle} />}
      </Stack>
    </Box>
  );
}
