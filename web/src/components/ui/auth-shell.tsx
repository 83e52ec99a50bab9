import { Box, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../../i18n/language-switch';
import { releasePrerendered } from '../../lib/hydration';
import { LogoMark } from './logo';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maxW?: string;
}

/** The centred card every sign-in, sign-up and emailed-link screen sits in, with the language switch above it. */
export function AuthShell({ title, subtitle, children, footer, maxW = 'md' }: AuthShellProps) {
  const { _ } = useLingui();
  // The prerendered screens are all in this shell: in the commit that hydrates it, the page is handed over (lib/hydration.ts).
  useLayoutEffect(releasePrerendered, []);
  return (
    <Flex minH="100dvh" align="center" justify="center" bg="gray.50" px="4" py="10">
      <Stack gap="6" w="full" maxW={maxW}>
        <Flex justify="flex-end">
          <LanguageSwitch />
        </Flex>
        <Flex justify="center">
          <Link asChild color="fg" fontWeight="bold" fontSize="xl" gap="2" textDecoration="none">
            <RouterLink to="/">
              <LogoMark size="9" />
              {_('app.name')}
            </RouterLink>
          </Link>
        </Flex>
        <Card.Root variant="elevated" bg="white">
          <Card.Body gap="6">
            <Stack gap="2" textAlign="center">
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
            <Box>{children}</Box>
          </Card.Body>
        </Card.Root>
        {footer && (
          <Box textAlign="center" color="fg.muted" fontSize="sm">
            {footer}
          </Box>
        )}
      </Stack>
    </Flex>
  );
}
