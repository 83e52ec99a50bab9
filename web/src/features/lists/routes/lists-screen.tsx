import { Button, Flex, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/user';
import { createList, deleteList, renameList, useLists, useListsCache, type List } from '../api/lists';
import { ListNameDialog } from '../components/list-name-dialog';
import { ListNav, TODOS_ENTRY } from '../components/list-nav';
import { ListPanel } from '../components/list-panel';
import { TodosPanel } from '../components/todos-panel';
import { useTodoList } from '../hooks/use-todos';

/**
 * /lists (docs/decisions/0014): the family's lists, its to-dos (docs/decisions/0018) and linked families'
 * lists, and the chosen one's items. All are read again every few seconds and on focus while the screen is open.
 */
export function ListsScreen() {
  const { user } = useUser();
  const { _ } = useLingui();
  const { lists: read, error, isLoading, mutate } = useLists();
  const { setLists, setItems } = useListsCache();
  const { todos } = useTodoList();
  const [params, setParams] = useSearchParams();
  // The mode stays set while the dialog closes, so its title does not change.
  const [nameMode, setNameMode] = useState<'new' | 'rename'>('new');
  const [nameOpen, setNameOpen] = useState(false);
  // The list asked about stays set while its dialog closes, so the dialog's text does not change.
  const [deleting, setDeleting] = useState<{ list: List; count: number } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The overview comes from an index that can lag a change by a moment (docs/decisions/0014): lists this
  // screen created or deleted are kept that way, so a read just after does not take them back or return them.
  const [created, setCreated] = useState<List[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);

  const own = (list: List) => list.familyId === user?.id;
  const lists = useMemo(() => {
    if (!read) return undefined;
    const out = read.filter((l) => !deleted.includes(l.id));
    for (const list of created) {
      if (out.some((l) => l.id === list.id) || deleted.includes(list.id)) continue;
      // The caller's family's lists come first (as the API sends them): a new one goes after the last of them.
      out.splice(out.findLastIndex((l) => l.familyId === list.familyId) + 1, 0, list);
    }
    return out;
  }, [read, created, deleted]);
  const wanted = params.get('list');
  const showTodos = wanted === TODOS_ENTRY;
  const selected = showTodos ? null : (lists?.find((l) => l.id === wanted) ?? lists?.[0] ?? null);

  const select = (id: string | null) => setParams(id ? { list: id } : {}, { replace: true });

  async function create(name: string) {
    const list = await createList(name);
    setCreated((all) => [...all, list]);
    setParams({ list: list.id });
    notify({ title: _('lists.created'), type: 'success' });
  }

  async function rename(name: string) {
    if (!selected) return;
    const saved = await renameList(selected.id, name);
    await setLists((cur) => cur && { lists: cur.lists.map((l) => (l.id === saved.id ? { ...l, name: saved.name } : l)) });
    setCreated((all) => all.map((l) => (l.id === saved.id ? { ...l, name: saved.name } : l)));
    // The list's own read is the consistent one; the panel's title follows it.
    await setItems(saved.id, (cur) => cur && { ...cur, list: { ...cur.list, name: saved.name } });
    notify({ title: _('lists.renamed'), type: 'success' });
  }

  async function remove(list: List) {
    try {
      await deleteList(list.id);
      setDeleted((all) => [...all, list.id]);
      setConfirmOpen(false);
      select(null);
      notify({ title: _('lists.deleted'), type: 'success' });
    } catch (e) {
      notify({ title: _('lists.deleteFailed'), description: serverErrorMessage(e) ?? _('lists.tryAgainBody'), type: 'destructive' });
    }
  }

  function openNameDialog(mode: 'new' | 'rename') {
    setNameMode(mode);
    setNameOpen(true);
  }

  /** A list with items is deleted only after a question; an empty one at once. */
  function askDelete(list: List, count: number) {
    if (count === 0) return void remove(list);
    setDeleting({ list, count });
    setConfirmOpen(true);
  }

  let content;
  if (!lists && isLoading) {
    content = (
      <Flex justify="center" py="10">
        <Spinner size="lg" aria-label={_('lists.loading')} />
      </Flex>
    );
  } else if (!lists) {
    content = <LoadErrorAlert title={_('lists.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!selected && !showTodos) {
    content = <Text color="fg.muted">{_('lists.none')}</Text>;
  } else {
    content = (
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <ListNav lists={lists} selectedId={selected?.id ?? TODOS_ENTRY} userId={user?.id} openTodos={todos?.filter((t) => !t.isCompleted).length} />
        {selected ? (
          <ListPanel
            list={selected}
            linked={!own(selected)}
            userId={user?.id}
            timeZone={user?.timezone}
            onRename={() => openNameDialog('rename')}
            onDelete={(count) => askDelete(selected, count)}
          />
        ) : (
          <TodosPanel />
        )}
      </Grid>
    );
  }

  return (
    <Page
      title={_('lists.title')}
      description={_('lists.description')}
      actions={
        <Stack direction="row">
          <Button minH="11" onClick={() => openNameDialog('new')}>
            {_('lists.newList')}
          </Button>
        </Stack>
      }
    >
      {content}
      <ListNameDialog
        open={nameOpen}
        mode={nameMode}
        name={nameMode === 'rename' ? selected?.name : undefined}
        onOpenChange={setNameOpen}
        onSave={nameMode === 'rename' ? rename : create}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={_('lists.deleteTitle', { name: deleting?.list.name ?? '' })}
        description={_('lists.deleteQuestion', { count: deleting?.count ?? 0 })}
        confirmLabel={_('lists.deleteList')}
        busyLabel={_('lists.deleting')}
        onConfirm={() => (deleting ? remove(deleting.list) : undefined)}
        onOpenChange={(open) => !open && setConfirmOpen(false)}
      />
    </Page>
  );
}

export default ListsScreen;
