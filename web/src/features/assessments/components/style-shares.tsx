import { Box, SimpleGrid, Text } from '@chakra-ui/react';

export interface StyleShare {
  key: string;
  /** 'Visual', or 'Dominant (D)'. */
  name: string;
  /** e.g. 'about 29% of learners' (display-only figures, ADR 0004). */
  share: string;
  blurb: string;
}

/** The About section's four styles, each with its share and a one-line description. */
export function StyleShares({ styles }: { styles: readonly StyleShare[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {styles.map((s) => (
        <Box key={s.key} borderWidth="1px" borderRadius="md" p="4" bg="white">
          <Text fontWeight="semibold">
            {s.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              · {s.share}
            </Text>
          </Text>
          <Text fontSize="sm">{s.blurb}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
