import { Field, NativeSelect } from '@chakra-ui/react';

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
