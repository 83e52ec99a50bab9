import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { AdminUsage } from '../api/admin-dashboard';
import { scrollAreaProps, tableRecipe } from './admin-recipes';
import { formatCount, formatDay } from '../lib/format';

const NUMBER_COLUMNS = [
  ['calendar_events', 'Calendar events'],
  ['whatsapp_sessions', 'WhatsApp sessions'],
  ['whatsapp_messages', 'WhatsApp messages'],
  ['assessment_purchases', 'Assessment purchases'],
] as const;

/** Activity of the users on the shown page. */
export function UsageTable({ usage, loading }: { usage: AdminUsage[]; loading: boolean }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h3" size="md" id={headingId}>
          Usage
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          For the users on the page shown above.
        </Text>
      </Stack>
      <Table.ScrollArea {...scrollAreaProps} borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root recipe={tableRecipe} aria-labelledby={headingId} aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Email</Table.ColumnHeader>
              {NUMBER_COLUMNS.map(([key, label]) => (
                <Table.ColumnHeader key={key} scope="col" textAlign="end">
                  {label}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader scope="col">Last active</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {usage.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={NUMBER_COLUMNS.length + 2} color="fg.muted">
                  No usage to show.
                </Table.Cell>
              </Table.Row>
            ) : (
              usage.map((u) => (
                <Table.Row key={u.user_id}>
                  <Table.Cell wordBreak="break-all">{u.email}</Table.Cell>
                  {NUMBER_COLUMNS.map(([key]) => (
                    <Table.Cell key={key} textAlign="end">
                      {formatCount(u[key])}
                    </Table.Cell>
                  ))}
                  <Table.Cell whiteSpace="nowrap">{u.last_active ? <time dateTime={u.last_active}>{formatDay(u.last_active)}</time> : 'Never'}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
