import { Badge, Button, Field, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { AdminUser } from '../api/admin-dashboard';
import { scrollAreaProps, tableRecipe } from './admin-recipes';
import { HeaderRow } from './header-row';
import { formatDay, fullName, planLabel, statusLabel } from '../lib/format';

interface UsersTableProps {
  users: AdminUser[];
  searchInput: string;
  onSearchInput: (value: string) => void;
  /** The search the shown page answers (after the debounce). */
  search: string;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The page or search asked for has not arrived yet. */
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

const LIVE_STATUSES = new Set(['active', 'trialing']);

/** Users one page at a time, newest first, with an email prefix search. */
export function UsersTable({ users, searchInput, onSearchInput, search, page, hasPrevious, hasNext, loading, onPrevious, onNext }: UsersTableProps) {
  const headingId = useId();
  const { _ } = useLingui();
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {_('admin.users.heading')}
      </Heading>
      <Field.Root maxW="sm">
        <Field.Label>{_('admin.users.search')}</Field.Label>
        <Input
          type="search"
          value={searchInput}
          onChange={(e) => onSearchInput(e.target.value)}
          placeholder={_('admin.users.searchPlaceholder')}
          // An address reads left to right, also on an Arabic page.
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
        />
        <Field.HelperText color="fg.muted">{_('admin.users.searchHint')}</Field.HelperText>
      </Field.Root>
      <Table.ScrollArea {...scrollAreaProps} borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root recipe={tableRecipe} aria-labelledby={headingId} aria-busy={loading}>
          <HeaderRow columns={['name', 'email', 'plan', 'status', 'joined', 'phone'].map((column) => _(`admin.column.${column}`))} />
          <Table.Body>
            {users.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6} color="fg.muted">
                  {search ? _('admin.users.noneMatching', { search }) : _('admin.users.none')}
                </Table.Cell>
              </Table.Row>
            ) : (
              users.map((u) => (
                <Table.Row key={u.id}>
                  <Table.Cell>{fullName(u.first_name, u.last_name) || '—'}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{u.email}</Table.Cell>
                  <Table.Cell>{planLabel(_, u.subscription_type)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={LIVE_STATUSES.has(u.subscription_status) ? 'green' : 'gray'} variant="subtle">
                      {statusLabel(_, u.subscription_status)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={u.created_at}>{formatDay(u.created_at)}</time>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{u.phone_number ? <bdi dir="ltr">{u.phone_number}</bdi> : '—'}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex as="nav" aria-label={_('admin.users.pages')} justify="space-between" align="center" gap="4">
        <Button variant="outline" size="sm" disabled={!hasPrevious || loading} onClick={onPrevious}>
          {_('admin.users.previous')}
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {loading ? _('admin.users.loading') : _('admin.users.page', { page })}
        </Text>
        <Button variant="outline" size="sm" disabled={!hasNext || loading} onClick={onNext}>
          {_('admin.users.next')}
        </Button>
      </Flex>
    </Stack>
  );
}
