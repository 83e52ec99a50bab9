import type { ProfileBody, PublicUser } from '../../../../../shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';
import type { MessageResponse } from './email-requests';

/** The signed-in user's own record: profile, password, deletion. */
export const updateProfile = (body: ProfileBody) => apiJson<PublicUser>('PUT', '/api/auth/profile', body);

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiJson<MessageResponse>('PUT', '/api/auth/password', body);

export const deleteAccount = (currentPassword: string) => apiJson<unknown>('DELETE', '/api/auth/account', { currentPassword });

/** The pending email change: send its confirmation link again, or cancel it. */
export const resendEmailChange = () => apiJson<MessageResponse>('POST', '/api/auth/email-change/resend');
export const cancelEmailChange = () => apiJson<PublicUser>('DELETE', '/api/auth/email-change');

/** "Sign out of all devices": every session ends, this one included. */
export const logoutAll = () => apiJson<MessageResponse>('POST', '/api/auth/logout-all');
