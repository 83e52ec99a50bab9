/** docs/decisions/0008: the admin data is refetched every 30 s and revenue covers the last 90 days. */
export const ADMIN_REFRESH_MS = 30_000;
export const REVENUE_WINDOW_DAYS = 90;
export const ADMIN_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;
