import { Box, Checkbox, Flex, IconButton, Menu, Portal, Spinner, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useLingui } from '@lingui/react';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';
import type { ListItem } from '../api/lists';
import { intlLocale } from '../../../i18n/language';
import { addedByText, whenText } from '../lib/added';

function GripIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="9" cy="6" r="1" />
      <circle cx="15" cy="6" r="1" />
      <circle cx="9" cy="12" r="1" />
      <circle cx="15" cy="12" r="1" />
      <circle cx="9" cy="18" r="1" />
      <circle cx="15" cy="18" r="1" />
    </LineIcon>
  );
}

function MoreIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </LineIcon>
  );
}

/** The item's words as one line: "milk (2 litres)". */
export function itemName(item: Pick<ListItem, 'text' | 'quantity'>): string {
  return item.quantity ? `${item.text} (${item.quantity})` : item.text;
}

interface ItemRowProps {
  item: ListItem;
  userId?: string;
  timeZone?: string;
  now: number;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Open items only: moving within their group (undefined at the group's ends). */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  /** Open items only: the drag handle's pointer handlers and the row's style while dragging. */
  drag?: {
    handle: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => void;
      onPointerMove: (e: PointerEvent<HTMLElement>) => void;
      onPointerUp: (e: PointerEvent<HTMLElement>) => void;
      onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
    };
    style?: CSSProperties;
  };
}

/**
 * One item: a checkbox with its text and quantity, who added it and when, a drag handle (open items) and a
 * menu with Edit, Move up, Move down and Delete. Every target is at least 44 px for thumbs; Alt+Arrow Up and
 * Down anywhere in the row move an open item too.
 */
export function ItemRow({ item, userId, timeZone, now, onToggle, onEdit, onDelete, onMoveUp, onMoveDown, drag }: ItemRowProps) {
  const name = itemName(item);
  const metaId = `item-meta-${item.id}`;
  const movable = Boolean(drag);
  const { _ } = useLingui();

  function onKeyDown(e: KeyboardEvent) {
    if (!movable || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    if (e.key === 'ArrowUp') onMoveUp?.();
    else onMoveDown?.();
  }

  return (
    <Box as="li" data-item-id={item.id} borderBottomWidth="1px" borderColor="border.muted" bg="bg" style={drag?.style} onKeyDown={onKeyDown}>
      <Flex align="flex-start" gap="1">
        {drag && (
          <Box
            aria-hidden="true"
            title={_('lists.dragToReorder')}
            data-drag-handle=""
            flexShrink={0}
            w="11"
            h="11"
            display="flex"
            alignItems="center"
            justifyContent="center"
            color="fg.muted"
            cursor="grab"
            style={{ touchAction: 'none' }}
            {...drag.handle}
          >
            <GripIcon />
          </Box>
        )}
        <Box flex="1" minW="0" ps={drag ? undefined : '2'}>
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            checked={item.done}
            onCheckedChange={onToggle}
            alignItems="center"
            minH="11"
            w="full"
            gap="3"
            cursor="pointer"
          >
            <Checkbox.HiddenInput aria-describedby={metaId} />
            <Checkbox.Control />
            <Checkbox.Label
              flex="1"
              minW="0"
              wordBreak="break-word"
              textDecoration={item.done ? 'line-through' : undefined}
              color={item.done ? 'fg.muted' : 'fg'}
            >
              {item.text}
              {item.quantity && (
                <>
                  {' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({item.quantity})
                  </Text>
                </>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
          <Text id={metaId} fontSize="xs" color="fg.muted" ps="8" mt="-2" pb="2">
            {addedByText(item, userId)}{' '}
            <time dateTime={item.added_at} title={new Date(item.added_at).toLocaleString(intlLocale())}>
              {whenText(item.added_at, now, timeZone)}
            </time>
          </Text>
        </Box>
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton variant="ghost" aria-label={_('lists.actionsFor', { name })} minW="11" h="11" flexShrink={0}>
              <MoreIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="40">
                <Menu.Item value="edit" onSelect={onEdit} minH="11">
                  {_('lists.edit')}
                </Menu.Item>
                {movable && (
                  <>
                    <Menu.Item value="up" onSelect={() => onMoveUp?.()} disabled={!onMoveUp} minH="11">
                      {_('lists.moveUp')}
                    </Menu.Item>
                    <Menu.Item value="down" onSelect={() => onMoveDown?.()} disabled={!onMoveDown} minH="11">
                      {_('lists.moveDown')}
                    </Menu.Item>
                  </>
                )}
                <Menu.Item value="delete" onSelect={onDelete} minH="11" color="red.700" _highlighted={{ bg: 'red.50', color: 'red.800' }}>
                  {_('lists.delete')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
    </Box>
  );
}

/** An item on its way to the server: its text and a spinner, no controls yet. */
export function PendingItemRow({ text }: { text: string }) {
  const { _ } = useLingui();
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" data-pending-item="">
      <Flex align="center" gap="3" minH="11" ps="2">
        <Spinner size="sm" color="fg.muted" aria-hidden="true" />
        <Text flex="1" minW="0" wordBreak="break-word">
          {text}
        </Text>
        <Text fontSize="xs" color="fg.muted" pe="3">
          {_('lists.adding')}
        </Text>
      </Flex>
    </Box>
  );
}
