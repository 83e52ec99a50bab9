import { useLingui } from '@lingui/react';
import { forwardRef, useState, type ButtonHTMLAttributes } from 'react';
import type { PublicUser } from '../../../../shared/schemas/auth';
import '../../components/ui/plain.css';

/** Initials of the first and last name, or U when the account has no name (docs/decisions/0010). */
export function userInitials(user: Pick<PublicUser, 'first_name' | 'last_name'>): string {
  const letters = `${user.first_name?.trim().charAt(0) ?? ''}${user.last_name?.trim().charAt(0) ?? ''}`.toUpperCase();
  return letters || 'U';
}

interface AccountButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  user: Pick<PublicUser, 'first_name' | 'last_name' | 'profile_image_url'>;
}

/**
 * The avatar button that opens the account menu: the same plain element before and after the menu's code
 * has loaded (Chakra's Menu.Trigger passes its props and ref through to it).
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton({ user, className, ...rest }, ref) {
  // The picture covers the initials once it has loaded; a broken one leaves them showing.
  const [pictureFailed, setPictureFailed] = useState(false);
  const { _ } = useLingui();
  return (
    <button type="button" ref={ref} className={`fr-icon-button fr-icon-button--round${className ? ` ${className}` : ''}`} {...rest}>
      <span className="fr-visually-hidden">{_('nav.accountMenu')}</span>
      <span className="fr-avatar" aria-hidden="true">
        <span className="fr-avatar__initials">{userInitials(user)}</span>
        {user.profile_image_url && !pictureFailed && (
          <img className="fr-avatar__image" src={user.profile_image_url} alt="" onError={() => setPictureFailed(true)} />
        )}
      </span>
    </button>
  );
});
