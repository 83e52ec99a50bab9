import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { List } from '../api/lists';

interface ListNavProps {
  lists: List[];
  selectedId: string | null;
  /** The signed-in account: its family's lists come first and carry no family label. */
  userId?: string;
}

/**
 * The family's lists and those of linked families (labelled with that family): a row that scrolls sideways
 * on a phone, a column beside the items on a wider screen. Each is a link (`?list=<id>`), so the browser's
 * Back button and a bookmark work.
 */
export function ListNav({ lists, selectedId, userId }: ListNavProps) {
  return (
    <Box as="nav" aria-label="Your lists" minW="0">
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
        {lists.map((list) => {
          const current = list.id === selectedId;
          const linked = list.familyId !== userId;
          return (
            <Box as="li" key={list.id} flexShrink={0}>
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
                <RouterLink to={{ search: `?list=${encodeURIComponent(list.id)}` }} aria-current={current ? 'page' : undefined}>
                  <Box as="span" display="block" minW="0" flex="1">
                    <Text as="span" display="block" fontWeight={current ? 'semibold' : 'medium'} truncate maxW={{ base: '10rem', md: 'none' }}>
                      {list.name}
                    </Text>
                    {linked && (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate maxW={{ base: '10rem', md: 'none' }}>
                        {list.familyName}’s family
                      </Text>
                    )}
                  </Box>
                  <Badge variant="subtle" colorPalette="gray">
                    {list.openCount}
                    <Box as="span" srOnly>
                      {' '}
                      open
                    </Box>
                  </Badge>
                </RouterLink>
              </Flex>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
