import { Button, Flex } from '@chakra-ui/react';
import { VIEWS, type CalendarView } from '../lib/views';

interface ViewSwitchProps {
  value: CalendarView;
  onChange: (view: CalendarView) => void;
}

/** Month / Week / Agenda: toggle buttons, the pressed one filled (and announced as pressed). */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  return (
    <Flex
      role="group"
      aria-label="Calendar view"
      mb="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="1"
      gap="1"
      w={{ base: 'full', sm: 'fit-content' }}
    >
      {VIEWS.map((v) => {
        const pressed = v.value === value;
        return (
          <Button
            key={v.value}
            size="sm"
            flex={{ base: '1', sm: 'initial' }}
            variant={pressed ? 'solid' : 'ghost'}
            aria-pressed={pressed}
            onClick={() => onChange(v.value)}
          >
            {v.label}
          </Button>
        );
      })}
    </Flex>
  );
}
