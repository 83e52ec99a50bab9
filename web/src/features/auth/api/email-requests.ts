import type { RegisterBody } from '../../../../../shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';
import type { MessageResponse } from '../../../lib/account';

export type { MessageResponse };

export interface RegisterResponse extends MessageResponse {
  email?: string;
}

export const register = (body: RegisterBody) => apiJson<RegisterResponse>('POST', '/api/auth/register', body);

export const requestMagicLink = (email: string) => apiJson<MessageResponse>('POST', '/api/auth/magic-link', { email });

export const resendVerification = (email: string) => apiJson<MessageResponse>('POST', '/api/auth/resend-verification', { email });

export const requestPasswordReset = (email: string) => apiJson<MessageResponse>('POST', '/api/auth/request-password-reset', { email });

export const resetPassword = (token: string, newPassword: string) => apiJson<MessageResponse>('POST', '/api/auth/reset-password', { token, newPassword });
