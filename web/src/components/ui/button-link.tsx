import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A link inside the app that looks like a button (a real `<a>`, so it opens in a new tab too). */
export function ButtonLink({ to, children, ...button }: Omit<ButtonProps, 'asChild'> & { to: string; children: ReactNode }) {
  return (
    <Button asChild {...button}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
