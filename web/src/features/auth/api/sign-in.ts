import { apiJson } from '../../../lib/api-client';
import type { SessionResponse } from '../../../lib/account';

export type { SessionResponse };

export const login = (body: { email: string; password: string }) => apiJson<SessionResponse>('POST', '/api/auth/login', body);

export const verifyEmail = (token: string) => apiJson<SessionResponse>('POST', '/api/auth/verify-email', { token });

export const verifyMagicLink = (token: string) => apiJson<SessionResponse>('POST', '/api/auth/magic-link/verify', { token });
