import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';

const STYLES: Record<string, { bg: string; color: string }> = {
  completed: { bg: 'green.100', color: 'green.900' },
  in_progress: { bg: 'blue.100', color: 'blue.900' },
  abandoned: { bg: 'gray.200', color: 'gray.900' },
};

/** An assessment's status (docs/decisions/0004); abandoned is display only. */
export function StatusBadge({ status }: { status: string }) {
  const { _ } = useLingui();
  const known = Object.prototype.hasOwnProperty.call(STYLES, status) ? STYLES[status] : undefined;
  // An unknown status is shown as the server wrote it.
  const label = known ? _(`assessments.status.${status}`) : status ? status.replace(/_/g, ' ') : _('assessments.status.pending');
  const style = known ?? { bg: 'orange.100', color: 'orange.900' };
  return (
    <Badge bg={style.bg} color={style.color} textTransform="capitalize">
      {label}
    </Badge>
  );
}
