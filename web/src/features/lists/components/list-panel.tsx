import { Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';
import type { List, ListItem } from '../api/lists';
import { rowSelector, useItemActions } from '../hooks/use-item-actions';
import { useListView } from '../hooks/use-list-view';
import { aisleLabel, type ItemGroup } from '../lib/aisles';
import { AddItemsForm, type AddItemsFormHandle } from './add-items-form';
import { ItemDialog } from './item-dialog';
import { ItemRow, PendingItemRow } from './item-row';

/** Points down when open, else towards the reading direction's end (mirrored right to left). */
function ChevronIcon({ open }: { open: boolean }) {
  return (
    <Box as="span" display="inline-flex" _rtl={open ? undefined : { transform: 'scaleX(-1)' }}>
      <LineIcon size={16}>{open ? <path d="m6 9 6 6 6-6" /> : <path d="m9 6 6 6-6 6" />}</LineIcon>
    </Box>
  );
}

/** The minute the "5 min ago" texts count from, moved on every minute while the screen is open. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface ListPanelProps {
  list: List;
  /** True for a linked family's list: the header names that family. */
  linked: boolean;
  userId?: string;
  timeZone?: string;
  onRename: () => void;
  onDelete: (itemCount: number) => void;
}

/**
 * The selected list: its name, the "Add item" field, the open items (under aisle headings on the shopping
 * list) and the done ones collapsed under "Done (n)" with "Clear done".
 */
export function ListPanel({ list, linked, userId, timeZone, onRename, onDelete }: ListPanelProps) {
  const view = useListView(list.id, list.isShopping);
  const now = useMinute();
  const form = useRef<AddItemsFormHandle>(null);
  const { notice, setNotice, announcement, clearing, drag, add, toggle, remove, move, clear } = useItemActions(list.id, view, form);
  const [showDone, setShowDone] = useState(false);
  const [editing, setEditing] = useState<ListItem | null>(null);
  const editTrigger = useRef<HTMLElement | null>(null);
  const { _ } = useLingui();

  // Another list: its done items collapsed.
  useEffect(() => {
    setShowDone(false);
  }, [list.id]);

  const openCount = view.open.reduce((n, g) => n + g.items.length, 0);
  const itemCount = view.items?.length ?? list.openCount + list.doneCount;
  const loading = !view.items && !view.error;

  /** What every row gets, open or done. */
  const rowProps = (item: ListItem) => ({
    item,
    userId,
    timeZone,
    now,
    onToggle: () => toggle(item),
    onEdit: () => {
      editTrigger.current = document.querySelector<HTMLElement>(`${rowSelector(item.id)} button[aria-haspopup]`);
      setEditing(item);
    },
    onDelete: () => remove(item),
  });

  function rows(group: ItemGroup) {
    const ids = group.items.map((i) => i.id);
    return group.items.map((item, index) => (
      <ItemRow
        key={item.id}
        {...rowProps(item)}
        onMoveUp={index > 0 ? () => move(group, item.id, index - 1) : undefined}
        onMoveDown={index < group.items.length - 1 ? () => move(group, item.id, index + 1) : undefined}
        drag={{ handle: drag.handleProps(item.id), style: drag.rowStyle(item.id, index, ids) }}
      />
    ));
  }

  return (
    <Card.Root as="section" aria-labelledby="list-title" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
            <Heading as="h2" size="lg" id="list-title" wordBreak="break-word">
              {(view.list ?? list).name}
            </Heading>
            {linked && (
              <Text fontSize="sm" color="fg.muted">
                {_('lists.familyOf', { name: list.familyName })}
              </Text>
            )}
          </Stack>
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" size="sm" minH="11" onClick={onRename}>
              {_('lists.rename')}
            </Button>
            {!list.isShopping && (
              <Button variant="outline" size="sm" minH="11" color="red.700" onClick={() => onDelete(itemCount)}>
                {_('lists.deleteList')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <AddItemsForm ref={form} shopping={list.isShopping} onAdd={(texts) => void add(texts)} onTyping={() => setNotice(null)} />
          <Box role="status" aria-live="polite" fontSize="sm" color="fg.muted">
            {notice}
          </Box>

          {view.pendingAdds.length > 0 && (
            <Box as="ul" listStyleType="none" aria-label={_('lists.beingAdded')}>
              {view.pendingAdds.flatMap((batch) => batch.texts.map((text, i) => <PendingItemRow key={`${batch.token}-${i}`} text={text} />))}
            </Box>
          )}

          {loading ? (
            <Flex justify="center" py="6">
              <Spinner aria-label={_('lists.loadingItems')} />
            </Flex>
          ) : view.error && !view.items ? (
            <Stack gap="2" align="flex-start">
              <Text>{_('lists.listLoadFailed')}</Text>
              <Button size="sm" variant="outline" minH="11" onClick={() => void view.reload()}>
                {_('lists.tryAgain')}
              </Button>
            </Stack>
          ) : openCount === 0 && view.pendingAdds.length === 0 ? (
            <Text color="fg.muted">{view.done.length > 0 ? _('lists.allDone') : _('lists.empty')}</Text>
          ) : (
            view.open.map((group) =>
              group.aisle ? (
                <Box as="section" key={group.aisle} aria-labelledby={`aisle-${group.aisle.replace(/\s+/g, '-')}`}>
                  <Heading
                    as="h3"
                    size="sm"
                    id={`aisle-${group.aisle.replace(/\s+/g, '-')}`}
                    color="fg.muted"
                    textTransform="uppercase"
                    letterSpacing="wide"
                    mb="1"
                  >
                    {aisleLabel(group.aisle)}
                  </Heading>
                  <Box as="ul" listStyleType="none" data-aisle={group.aisle}>
                    {rows(group)}
                  </Box>
                </Box>
              ) : (
                <Box as="ul" key="open" listStyleType="none" aria-label={_('lists.openItems')}>
                  {rows(group)}
                </Box>
              ),
            )
          )}

          {view.done.length > 0 && (
            <Box>
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Button
                  id="lists-done-toggle"
                  variant="ghost"
                  minH="11"
                  px="2"
                  aria-expanded={showDone}
                  aria-controls="lists-done-items"
                  onClick={() => setShowDone((s) => !s)}
                >
                  <ChevronIcon open={showDone} />
                  {_('lists.doneToggle', { count: view.done.length })}
                </Button>
                <Button variant="outline" size="sm" minH="11" loading={clearing} loadingText={_('lists.clearing')} onClick={() => void clear()}>
                  {_('lists.clearDone')}
                </Button>
              </Flex>
              <Box as="ul" id="lists-done-items" listStyleType="none" hidden={!showDone} aria-label={_('lists.doneItems')}>
                {showDone && view.done.map((item) => <ItemRow key={item.id} {...rowProps(item)} />)}
              </Box>
            </Box>
          )}
          <Box srOnly aria-live="polite">
            {announcement}
          </Box>
        </Stack>
      </Card.Body>
      <ItemDialog
        item={editing}
        shopping={list.isShopping}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={view.edit}
        finalFocusEl={() => (editTrigger.current?.isConnected ? editTrigger.current : null)}
      />
    </Card.Root>
  );
}
