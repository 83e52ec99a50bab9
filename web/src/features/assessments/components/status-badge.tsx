import { Badge } from '@chakra-ui/react';

const STYLES: Record<string, { label: string; bg: string; color: string }> = {
  completed: { label: 'Completed', bg: 'green.100', color: 'green.900' },
  in_progress: { label: 'In Progress', bg: 'blue.100', color: 'blue.900' },
  abandoned: { label: 'Abandoned', bg: 'gray.200', color: 'gray.900' },
};

/** An assessment's status (docs/decisions/0004); abandoned is display only. */
export function StatusBadge({ status }: { status: string }) {
  const style = STYLES[status] ?? { label: status ? status.replace(/_/g, ' ') : 'Pending', bg: 'orange.100', color: 'orange.900' };
  return (
    <Badge bg={style.bg} color={style.color} textTransform="capitalize">
      {style.label}
    </Badge>
  );
}
