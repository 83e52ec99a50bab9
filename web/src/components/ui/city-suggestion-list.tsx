import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { City } from '../../../../shared/places';

interface CitySuggestionListProps {
  id: string;
  suggestions: City[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (city: City) => void;
}

/** The listbox under the location input: one option per suggested city, with its UTC offset. */
export function CitySuggestionList({ id, suggestions, activeIndex, optionId, onHover, onChoose }: CitySuggestionListProps) {
  const { _ } = useLingui();
  return (
    <Box
      as="ul"
      id={id}
      role="listbox"
      aria-label={_('location.suggestions')}
      position="absolute"
      zIndex="dropdown"
      insetInline="0"
      top="calc(100% + 4px)"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      py="1"
      m="0"
      listStyleType="none"
      maxH="72"
      overflowY="auto"
    >
      {suggestions.map((c, index) => {
        const selected = index === activeIndex;
        return (
          <Box
            as="li"
            key={`${c.city}|${c.country}`}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            px="3"
            py="2"
            cursor="pointer"
            display="flex"
            justifyContent="space-between"
            gap="3"
            bg={selected ? 'bg.muted' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Keep focus in the input so the blur handler does not close the list first.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onChoose(c)}
          >
            <Text as="span">
              {c.city}
              <Text as="span" color="fg.muted">
                , {c.country}
              </Text>
            </Text>
            <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
              {c.utcOffset}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
