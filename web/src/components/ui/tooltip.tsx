import { IconButton, Portal, Tooltip as ChakraTooltip, type IconButtonProps } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { forwardRef, useState, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { TOOLTIP } from '../../../../shared/constants';

/**
 * When the last tooltip closed. Zag's tooltip has an open delay but no skip delay, so the skip window
 * (docs/decisions/0010: 700 ms delay, 300 ms skip) is kept here, shared by every tooltip of the page.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [openDelay, setOpenDelay] = useState<number>(TOOLTIP.openDelayMs);
  // Runs on pointer enter, before the pointer move that starts the delay, so the machine reads the right value.
  const chooseDelay = () => {
    const next = Date.now() - lastClosedAt < TOOLTIP.skipDelayMs ? 0 : TOOLTIP.openDelayMs;
    if (next !== openDelay) flushSync(() => setOpenDelay(next));
  };
  return (
    // The theme leaves the tooltip recipe out (it would weigh on the sign-in page), so it is passed here.
    <ChakraTooltip.Root
      recipe={tooltipSlotRecipe}
      openDelay={openDelay}
      lazyMount
      unmountOnExit
      onOpenChange={(e) => {
        if (!e.open) lastClosedAt = Date.now();
      }}
    >
      <ChakraTooltip.Trigger asChild onPointerEnter={chooseDelay}>
        {children}
      </ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}

export type TooltipIconButtonProps = Omit<IconButtonProps, 'aria-label'> & { label: string };

/** An icon-only button: its label is both its accessible name and its tooltip. */
export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(function TooltipIconButton({ label, ...rest }, ref) {
  return (
    <Tooltip content={label}>
      <IconButton ref={ref} aria-label={label} {...rest} />
    </Tooltip>
  );
});
