import { Flex, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { VIEWS, type CalendarView } from '../lib/views';

interface ViewSwitchProps {
  value: CalendarView;
  onChange: (view: CalendarView) => void;
}

/** Month / Week / Agenda: toggle buttons, the pressed one filled (and announced as pressed). */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  const { _ } = useLingui();
  return (
    <Flex role="group" aria-label={_('calendar.viewSwitch')} mb="4" borderWidth="1px" borderColor="border" borderRadius="md" p="1" gap="1" maxW="20rem">
      {VIEWS.map((v) => {
        const pressed = v === value;
        return (
          <chakra.button
            key={v}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(v)}
            flex="1"
            minH="9"
            px="3"
            borderRadius="sm"
            fontSize="sm"
            fontWeight="medium"
            cursor="pointer"
            bg={pressed ? 'blue.700' : 'transparent'}
            color={pressed ? 'white' : 'fg'}
            _hover={{ bg: pressed ? 'blue.800' : 'gray.100' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '1px' }}
          >
            {_(`calendar.view.${v}`)}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
