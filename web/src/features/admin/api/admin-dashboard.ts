import useSWR from 'swr';
import type { SubscriptionType } from '../../../../../shared/constants';
import { ADMIN_PAGE_SIZE, ADMIN_REFRESH_MS } from '../lib/admin-constants';

/** GET /api/admin/dashboard (docs/decisions/0008): admins only, 403 to anyone else. */

export interface AdminUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  subscription_type: SubscriptionType | string;
  subscription_status: string;
  created_at: string;
  phone_number: string | null;
}

export interface AdminStats {
  totalUsers: number;
  activeSubscriptions: number;
  /** US dollars. */
  totalRevenue: number;
  freeUsers: number;
  simplifyUsers: number;
  simplifyPlusUsers: number;
  assessmentUsers: number;
  /** A percentage: 40 means 40%. */
  conversionRate: number;
}

export interface AdminPayment {
  id: string;
  /** US dollars. */
  amount: number;
  currency: string;
  /** Epoch seconds. */
  created: number;
  description: string | null;
  customer: string | null;
  plan: string | null;
}

export interface AdminRevenue {
  total: number;
  subscriptionRevenue: number;
  mrr: number;
  arr: number;
  recentPayments: AdminPayment[];
}

export interface AdminUsage {
  user_id: string;
  email: string;
  calendar_events: number;
  whatsapp_sessions: number;
  whatsapp_messages: number;
  assessment_purchases: number;
  last_active: string | null;
}

export interface AdminDashboard {
  users: AdminUser[];
  nextCursor: string | null;
  stats: AdminStats;
  revenue: AdminRevenue;
  usage: AdminUsage[];
}

export interface AdminDashboardQuery {
  cursor?: string;
  /** An email prefix; empty means every user. */
  search?: string;
}

export const ADMIN_DASHBOARD_PATH = '/api/admin/dashboard';

/** The SWR key, which is also the request path (the read fetcher adds the cache busters). */
export function adminDashboardKey({ cursor, search }: AdminDashboardQuery = {}): string {
  const params = new URLSearchParams({ pageSize: String(ADMIN_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (search) params.set('search', search);
  return `${ADMIN_DASHBOARD_PATH}?${params.toString()}`;
}

/**
 * The admin data, polled every 30 s (docs/decisions/0008). While another page or search loads, the
 * previous answer stays on screen; `isLoading` tells that the shown page is not the one asked for.
 */
export function useAdminDashboard(query: AdminDashboardQuery) {
  const { data, error, isLoading, isValidating } = useSWR<AdminDashboard | null>(adminDashboardKey(query), {
    refreshInterval: ADMIN_REFRESH_MS,
    keepPreviousData: true,
  });
  return { data, error: error as Error | undefined, isLoading, isValidating };
}
