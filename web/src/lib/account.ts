import type { ProfileBody, PublicUser } from '../../../shared/schemas/auth';
import { apiJson } from './api-client';

/** The calls that answer `{ success, message }` and send an email. */
export interface MessageResponse {
  success: boolean;
  message?: string;
}

/** Login, email verification and magic-link verification all answer with a session. */
export interface SessionResponse {
  token: string;
  user: PublicUser;
}

export const logout = () => apiJson<unknown>('POST', '/api/auth/logout');

/** The signed-in user's own record: profile, password, deletion. */
export const updateProfile = (body: ProfileBody) => apiJson<PublicUser>('PUT', '/api/auth/profile', body);

export const changePassword = (body: { currentPassword: string; newPassword: string }) => apiJson<MessageResponse>('PUT', '/api/auth/password', body);

export const deleteAccount = (currentPassword: string) => apiJson<unknown>('DELETE', '/api/auth/account', { currentPassword });

/** The pending email change: send its confirmation link again, or cancel it. */
export const resendEmailChange = () => apiJson<MessageResponse>('POST', '/api/auth/email-change/resend');
export const cancelEmailChange = () => apiJson<PublicUser>('DELETE', '/api/auth/email-change');

/** "Sign out of all devices": every session ends, this one included. */
export const logoutAll = () => apiJson<MessageResponse>('POST', '/api/auth/logout-all');
