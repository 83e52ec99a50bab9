/**
 * What the app shell (`app/layout`) takes from sign-in: the user, the session hooks and the account calls.
 * They live in `lib/` and `hooks/`, where features import them (features do not import each other).
 * The app's first-load file is built from this graph: re-exporting the session calls here keeps them in
 * it instead of in small chunks of their own.
 */
export { useUser, USER_KEY } from '../../lib/user';
export { useSessionActions } from '../../hooks/use-session-actions';
export { useRecentActionExpiry } from '../../hooks/use-recent-action-expiry';
export { updateProfile, changePassword, deleteAccount, resendEmailChange, cancelEmailChange, logoutAll } from '../../lib/account';
export { login, verifyEmail, verifyMagicLink } from './api/sign-in';
