import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { AdminUsage } from '../api/admin-dashboard';
import { scrollAreaProps, tableRecipe } from './admin-recipes';
import { formatCount, formatDay } from '../lib/format';

/** The counted columns and their headers' keys. */
const NUMBER_COLUMNS = [
  ['calendar_events', 'admin.usage.calendarEvents'],
  ['whatsapp_sessions', 'admin.usage.whatsappSessions'],
  ['whatsapp_messages', 'admin.usage.whatsappMessages'],
  ['assessment_purchases', 'admin.usage.assessmentPurchases'],
] as const;

/** Activity of the users on the shown page. */
export function UsageTable({ usage, loading }: { usage: AdminUsage[]; loading: boolean }) {
  const headingId = useId();
  const { _ } = useLingui();
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h3" size="md" id={headingId}>
          {_('admin.usage.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {_('admin.usage.description')}
        </Text>
      </Stack>
      <Table.ScrollArea {...scrollAreaProps} borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root recipe={tableRecipe} aria-labelledby={headingId} aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{_('admin.column.email')}</Table.ColumnHeader>
              {NUMBER_COLUMNS.map(([key, label]) => (
                <Table.ColumnHeader key={key} scope="col" textAlign="end">
                  {_(label)}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader scope="col">{_('admin.column.lastActive')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {usage.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={NUMBER_COLUMNS.length + 2} color="fg.muted">
                  {_('admin.usage.none')}
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
                  <Table.Cell whiteSpace="nowrap">
                    {u.last_active ? <time dateTime={u.last_active}>{formatDay(u.last_active)}</time> : _('admin.usage.never')}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
