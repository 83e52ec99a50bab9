import { STORAGE_KEYS } from '../../../../../shared/constants';

/** True when a bearer token is stored (no token: the public pages make no calls). */
export function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return false;
  }
}
