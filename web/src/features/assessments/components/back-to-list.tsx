import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BackIcon } from './direction-icons';

/**
 * Back to the assessment list, at the top of a take or report screen: on a phone the report's own
 * back link is far below, and during the questions there is none. Left out of the printout.
 */
export function BackToList({ to }: { to: string }) {
  const { _ } = useLingui();
  return (
    <Box data-print-hide="" alignSelf={{ base: 'flex-start', md: 'center' }}>
      <Button asChild variant="outline">
        <RouterLink to={to}>
          <BackIcon />
          {_('assessments.back')}
        </RouterLink>
      </Button>
    </Box>
  );
}
