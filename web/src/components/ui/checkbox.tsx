import { Checkbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface CheckboxControlProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
}

/** A Chakra checkbox; the theme leaves out the checkbox recipe, so it is passed here. */
export function CheckboxControl({ checked, onCheckedChange, children, disabled }: CheckboxControlProps) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onCheckedChange(e.checked === true)}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5">
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
