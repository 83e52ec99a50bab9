import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { List } from '../api/lists';

/** The `?list=` value of the To-dos entry; list ids always hold a `_`, so none can be this. */
export const TODOS_ENTRY = 'todos';

interface ListNavProps {
  lists: List[];
  selectedId: string | null;
  /** The signed-in account: its family's lists come first and carry no family label. */
  userId?: string;
  /** Open to-dos, once read: the To-dos entry's count. */
  openTodos?: number;
}

interface EntryProps {
  id: string;
  name: string;
  family?: string;
  count?: number;
  current: boolean;
}

function Entry({ id, name, family, count, current }: EntryProps) {
  const { _ } = useLingui();
  return (
    <Box as="li" flexShrink={0}>
      <Flex
        asChild
        align="center"
        gap="2"
        minH="11"
        px="3"
        py="1.5"
        borderRadius="l2"
        borderWidth="1px"
        borderColor={current ? 'teal.700' : 'border'}
        bg={current ? 'teal.50' : 'bg'}
        color="fg"
        textDecoration="none"
        _hover={{ bg: current ? 'teal.100' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <RouterLink to={{ search: `?list=${encodeURIComponent(id)}` }} aria-current={current ? 'page' : undefined}>
          <Box as="span" display="block" minW="0" flex="1">
            <Text as="span" display="block" fontWeight={current ? 'semibold' : 'medium'} truncate maxW={{ base: '10rem', md: 'none' }}>
              {name}
            </Text>
            {family && (
              <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate maxW={{ base: '10rem', md: 'none' }}>
                {_('lists.familyOf', { name: family })}
              </Text>
            )}
          </Box>
          {count !== undefined && (
            <Badge variant="subtle" colorPalette="gray">
              {count}
              <Box as="span" srOnly>
                {' '}
                {_('lists.openCount')}
              </Box>
            </Badge>
          )}
        </RouterLink>
      </Flex>
    </Box>
  );
}

/**
 * The family's lists, its To-dos (docs/decisions/0018) after its Shopping list, and linked families' lists
 * (labelled with that family): a row that scrolls sideways on a phone, a column beside the items on a wider
 * screen. Each is a link (`?list=<id>`), so the browser's Back button and a bookmark work.
 */
export function ListNav({ lists, selectedId, userId, openTodos }: ListNavProps) {
  const { _ } = useLingui();
  // After the caller's own Shopping list (the API sends it first), else first.
  const todosAt = lists.findIndex((l) => l.isShopping && l.familyId === userId) + 1;
  const todos = <Entry key={TODOS_ENTRY} id={TODOS_ENTRY} name={_('lists.todos')} count={openTodos} current={selectedId === TODOS_ENTRY} />;
  const entries = lists.map((list) => (
    <Entry
      key={list.id}
      id={list.id}
      name={list.name}
      family={list.familyId !== userId ? list.familyName : undefined}
      count={list.openCount}
      current={list.id === selectedId}
    />
  ));
  entries.splice(todosAt, 0, todos);
  return (
    <Box as="nav" aria-label={_('lists.navLabel')} minW="0">
      <Flex
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        gap="2"
        overflowX={{ base: 'auto', md: 'visible' }}
        // The strip is the containing block of the counts' screen-reader text (absolutely positioned): otherwise
        // that text sits at the far end of a long row, outside the scrolling strip, and widens the page on a phone.
        position="relative"
        pb={{ base: '2', md: '0' }}
      >
        {entries}
      </Flex>
    </Box>
  );
}
