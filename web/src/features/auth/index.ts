export { useUser, USER_KEY } from './api/get-user';
export { useSessionActions } from './hooks/use-session-actions';
export { useRecentActionExpiry } from './hooks/use-recent-action-expiry';
export { updateProfile, changePassword, deleteAccount, resendEmailChange, cancelEmailChange, logoutAll } from './api/account';
