import type { PublicUser } from '../../../../../shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';

/** Login, email verification and magic-link verification all answer with a session. */
export interface SessionResponse {
  token: string;
  user: PublicUser;
}

export const login = (body: { email: string; password: string }) => apiJson<SessionResponse>('POST', '/api/auth/login', body);

export const verifyEmail = (token: string) => apiJson<SessionResponse>('POST', '/api/auth/verify-email', { token });

export const verifyMagicLink = (token: string) => apiJson<SessionResponse>('POST', '/api/auth/magic-link/verify', { token });

export const logout = () => apiJson<unknown>('POST', '/api/auth/logout');
