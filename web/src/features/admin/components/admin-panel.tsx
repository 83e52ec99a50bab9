import { Alert, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useAdminDashboard } from '../api/admin-dashboard';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../lib/admin-constants';
import { AdminStats } from './admin-stats';
import { RevenueCard } from './revenue-card';
import { UsageTable } from './usage-table';
import { UsersTable } from './users-table';

interface Paging {
  /** The search these cursors belong to. */
  search: string;
  cursor?: string;
  /** The cursors of the pages before this one, for Previous page. */
  previous: (string | undefined)[];
}

function ErrorNotice() {
  const { _ } = useLingui();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{_('admin.error')}</Alert.Title>
    </Alert.Root>
  );
}

/** The Admin tab of the family dashboard (docs/decisions/0008): stats, revenue, users, usage. */
export function AdminPanel() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState<Paging>({ search: '', previous: [] });
  // A new search starts again from its first page.
  const current: Paging = paging.search === search ? paging : { search, previous: [] };
  const { data, error, isLoading } = useAdminDashboard({ cursor: current.cursor, search: current.search });
  const { _ } = useLingui();

  let body;
  if (data === undefined && isLoading) {
    body = (
      <Flex justify="center" py="10">
        <Spinner aria-label={_('admin.loading')} />
      </Flex>
    );
  } else if (!data) {
    body = error ? <ErrorNotice /> : <Text>{_('admin.empty')}</Text>;
  } else if (!data.stats || !data.revenue) {
    body = <Text>{_('admin.empty')}</Text>;
  } else {
    body = (
      <Stack gap="8">
        {error && <ErrorNotice />}
        <AdminStats stats={data.stats} />
        <RevenueCard revenue={data.revenue} />
        <UsersTable
          users={data.users ?? []}
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          search={current.search}
          page={current.previous.length + 1}
          hasPrevious={current.previous.length > 0}
          hasNext={Boolean(data.nextCursor)}
          loading={isLoading}
          onPrevious={() => setPaging({ search: current.search, cursor: current.previous.at(-1), previous: current.previous.slice(0, -1) })}
          onNext={() => data.nextCursor && setPaging({ search: current.search, cursor: data.nextCursor, previous: [...current.previous, current.cursor] })}
        />
        <UsageTable usage={data.usage ?? []} loading={isLoading} />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {_('admin.title')}
        </Heading>
        <Text color="fg.muted">{_('admin.subtitle')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

export default AdminPanel;
