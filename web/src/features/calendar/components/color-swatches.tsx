import { Flex, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useField } from 'formik';
import { SUBSCRIPTION_COLORS } from '../api/subscriptions';
import { colorName } from '../lib/subscriptions';

/**
 * The colour of a followed calendar: native radio buttons drawn as swatches, so arrow keys move between
 * them and each is announced by its colour's name. The chosen one is ringed, not told by colour alone.
 */
export function ColorSwatches({ name, legend }: { name: string; legend?: string }) {
  const { _ } = useLingui();
  const [field, , helpers] = useField<string>(name);
  const current = (field.value ?? '').toLowerCase();
  // A colour set elsewhere (another app, an older list) stays choosable.
  const colors: string[] = [...SUBSCRIPTION_COLORS];
  if (current && !colors.includes(current)) colors.push(current);
  return (
    <chakra.fieldset border="0" m="0" p="0" minW="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5" p="0">
        {legend ?? _('calendar.colour')}
      </chakra.legend>
      <Flex gap="3" wrap="wrap" py="1" px="1">
        {colors.map((hex) => (
          <chakra.input
            key={hex}
            type="radio"
            name={name}
            value={hex}
            aria-label={colorName(hex)}
            checked={current === hex}
            onChange={() => void helpers.setValue(hex)}
            appearance="none"
            w="8"
            h="8"
            m="0"
            borderRadius="full"
            cursor="pointer"
            bg={hex}
            borderWidth="2px"
            borderColor="white"
            outline="2px solid transparent"
            outlineOffset="1px"
            _checked={{ outlineColor: 'fg', boxShadow: 'inset 0 0 0 2px white' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}
          />
        ))}
      </Flex>
    </chakra.fieldset>
  );
}
