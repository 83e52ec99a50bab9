import type { ProfileBody, PublicUser } from '../../../../../shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';
import type { MessageResponse } from './email-requests';

/** The signed-in user's own record: profile, password, deletion. */
export const updateProfile = (body: ProfileBody) => apiJson<PublicUser>('PUT', '/api/auth/profile', body);

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiJson<MessageResponse>('PUT', '/api/auth/password', body);

export const deleteAccount = () => apiJson<unknown>('DELETE', '/api/auth/account');
