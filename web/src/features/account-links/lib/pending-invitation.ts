/**
 * The invitation a signed-out visitor opened: kept for this browser tab (session storage) when they
 * go to sign in, so that the dashboard can offer a link back to it.
 */
export const PENDING_INVITATION_KEY = 'simplify.pendingAccountLinkInvitation';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only an invitation address of this app is kept (never an outside URL). */
const isInvitationPath = (path: string) => /^\/account-link\/[A-Za-z0-9_-]+$/.test(path);

export function rememberInvitation(path: string): void {
  if (!isInvitationPath(path)) return;
  try {
    storage()?.setItem(PENDING_INVITATION_KEY, path);
  } catch {
    // Storage full or blocked: the visitor can still open the email link again.
  }
}

export function rememberedInvitation(): string | null {
  try {
    const path = storage()?.getItem(PENDING_INVITATION_KEY) ?? null;
    return path && isInvitationPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    storage()?.removeItem(PENDING_INVITATION_KEY);
  } catch {
    // nothing to do
  }
}
