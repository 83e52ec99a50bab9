import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';

/** An arrow drawn for left to right, turned around on a right-to-left page so it still points back or on. */
function Arrow({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="inline-flex" data-direction-icon="" _rtl={{ transform: 'scaleX(-1)' }}>
      <LineIcon>{children}</LineIcon>
    </Box>
  );
}

/** Back: points to where reading starts (left, or right in Arabic). */
export function BackIcon() {
  return (
    <Arrow>
      <path d="M19 12H5" />
      <path d="M12 19l-7-7 7-7" />
    </Arrow>
  );
}

/** Next: points the way reading goes. */
export function NextIcon() {
  return (
    <Arrow>
      <path d="M5 12h14" />
      <path d="M12 5l7 7-7 7" />
    </Arrow>
  );
}
