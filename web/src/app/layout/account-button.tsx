import { Avatar, IconButton, VisuallyHidden, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { PublicUser } from '../../../../shared/schemas/auth';

/** Initials of the first and last name, or U when the account has no name (docs/decisions/0010). */
export function userInitials(user: Pick<PublicUser, 'first_name' | 'last_name'>): string {
  const letters = `${user.first_name?.trim().charAt(0) ?? ''}${user.last_name?.trim().charAt(0) ?? ''}`.toUpperCase();
  return letters || 'U';
}

interface AccountButtonProps extends IconButtonProps {
  user: Pick<PublicUser, 'first_name' | 'last_name' | 'profile_image_url'>;
}

/** The avatar button that opens the account menu: the same element before and after the menu's code has loaded. */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton({ user, ...rest }, ref) {
  return (
    <IconButton ref={ref} variant="ghost" borderRadius="full" p="0" {...rest}>
      <VisuallyHidden>Account menu</VisuallyHidden>
      <Avatar.Root size="sm" colorPalette="teal" aria-hidden="true">
        <Avatar.Fallback>{userInitials(user)}</Avatar.Fallback>
        {user.profile_image_url && <Avatar.Image src={user.profile_image_url} alt="" />}
      </Avatar.Root>
    </IconButton>
  );
});
