import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { colorForIndex, familyColorSet, NEUTRAL_COLOR, type ColorSet } from '../lib/member-colors';

function Swatch({ color }: { color: ColorSet }) {
  return <Box w="4" h="4" borderRadius="sm" bg={color.bg} borderWidth="2px" borderColor={color.border} flexShrink={0} aria-hidden="true" />;
}

interface FamilyColorsLegendProps {
  members: ReadonlyArray<{ id: string; name: string }> | undefined;
  /** Linked families whose calendars are shown, each in its colour. */
  linkedFamilies?: ReadonlyArray<{ id: string; name: string; color: string }>;
}

/** Family Colors (docs/decisions/0005): each member with the colour of their events, in member order, then the linked families. */
export function FamilyColorsLegend({ members, linkedFamilies = [] }: FamilyColorsLegendProps) {
  const { _ } = useLingui();
  return (
    <Card.Root as="section" aria-labelledby="calendar-colors-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="calendar-colors-title">
          {_('calendar.colors')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" gap="2" listStyleType="none">
          {(members ?? []).map((m, i) => {
            const color = colorForIndex(i);
            return (
              <Flex as="li" key={m.id} align="center" gap="2" data-color-set={color.name}>
                <Swatch color={color} />
                <Text>{m.name}</Text>
              </Flex>
            );
          })}
          <Flex as="li" align="center" gap="2" data-color-set={NEUTRAL_COLOR.name}>
            <Swatch color={NEUTRAL_COLOR} />
            <Text>{_('calendar.noMember')}</Text>
          </Flex>
          {linkedFamilies.map((f) => (
            <Flex as="li" key={f.id} align="center" gap="2" data-family-id={f.id}>
              <Swatch color={familyColorSet(f.color)} />
              <Text>{_('calendar.familyOf', { name: f.name })}</Text>
            </Flex>
          ))}
        </Stack>
        {members && members.length === 0 && (
          <Text mt="3" fontSize="sm" color="fg.muted">
            {_('calendar.colorsEmpty')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
