import { Badge, Button, Field, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
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
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        Users
      </Heading>
      <Field.Root maxW="sm">
        <Field.Label>Search by email</Field.Label>
        <Input
          type="search"
          value={searchInput}
          onChange={(e) => onSearchInput(e.target.value)}
          placeholder="Start of an email address"
          autoComplete="off"
          spellCheck={false}
        />
        <Field.HelperText color="fg.muted">Matches addresses that start with what you type.</Field.HelperText>
      </Field.Root>
      <Table.ScrollArea {...scrollAreaProps} borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root recipe={tableRecipe} aria-labelledby={headingId} aria-busy={loading}>
          <HeaderRow columns={['Name', 'Email', 'Plan', 'Status', 'Joined', 'Phone']} />
          <Table.Body>
            {users.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6} color="fg.muted">
                  {search ? `No users with an email starting with "${search}".` : 'No users yet.'}
                </Table.Cell>
              </Table.Row>
            ) : (
              users.map((u) => (
                <Table.Row key={u.id}>
                  <Table.Cell>{fullName(u.first_name, u.last_name) || '—'}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{u.email}</Table.Cell>
                  <Table.Cell>{planLabel(u.subscription_type)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={LIVE_STATUSES.has(u.subscription_status) ? 'green' : 'gray'} variant="subtle">
                      {statusLabel(u.subscription_status)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={u.created_at}>{formatDay(u.created_at)}</time>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{u.phone_number || '—'}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex as="nav" aria-label="Users pages" justify="space-between" align="center" gap="4">
        <Button variant="outline" size="sm" disabled={!hasPrevious || loading} onClick={onPrevious}>
          Previous page
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {loading ? 'Loading…' : `Page ${page}`}
        </Text>
        <Button variant="outline" size="sm" disabled={!hasNext || loading} onClick={onNext}>
          Next page
        </Button>
      </Flex>
    </Stack>
  );
}
