import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, renderWithProviders, sampleUser, type RecordedCall } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import type { AdminDashboard } from './api/admin-dashboard';
import { AdminPanel } from './components/admin-panel';
import { formatPercent, formatUsd } from './lib/format';
import { weeklyRevenue } from './lib/revenue-chart';

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function dashboard(over: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    users: [
      {
        id: 'u1',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        subscription_type: 'simplify_plus',
        subscription_status: 'active',
        created_at: '2025-01-05T12:00:00.000Z',
        phone_number: '+447700900123',
      },
      {
        id: 'u2',
        first_name: 'Bo',
        last_name: 'Kay',
        email: 'bo@example.com',
        subscription_type: 'free',
        subscription_status: 'past_due',
        created_at: '2025-02-10T12:00:00.000Z',
        phone_number: null,
      },
    ],
    nextCursor: null,
    stats: {
      totalUsers: 5,
      activeSubscriptions: 2,
      totalRevenue: 8.25,
      freeUsers: 3,
      simplifyUsers: 1,
      simplifyPlusUsers: 1,
      assessmentUsers: 0,
      conversionRate: 40,
    },
    revenue: {
      total: 8.25,
      subscriptionRevenue: 8.25,
      mrr: 18.25,
      arr: 219,
      recentPayments: [
        { id: 'p1', amount: 10, currency: 'usd', created: nowSeconds() - 2 * DAY, description: 'Simplify monthly', customer: 'cus_1', plan: 'simplify' },
        {
          id: 'p2',
          amount: 8.25,
          currency: 'usd',
          created: nowSeconds() - 20 * DAY,
          description: 'Simplify+ yearly',
          customer: 'cus_2',
          plan: 'simplify_plus',
        },
        { id: 'old', amount: 500, currency: 'usd', created: nowSeconds() - 120 * DAY, description: 'Old', customer: 'cus_3', plan: 'simplify' },
      ],
    },
    usage: [
      {
        user_id: 'u1',
        email: 'ann@example.com',
        calendar_events: 12,
        whatsapp_sessions: 3,
        whatsapp_messages: 45,
        assessment_purchases: 1,
        last_active: '2025-03-01T12:00:00.000Z',
      },
      { user_id: 'u2', email: 'bo@example.com', calendar_events: 0, whatsapp_sessions: 0, whatsapp_messages: 0, assessment_purchases: 0, last_active: null },
    ],
    ...over,
  };
}

type Answer = { status?: number; body?: unknown };

function adminApi(answer: Answer | ((call: RecordedCall) => Answer)) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({ 'GET /api/admin/dashboard': answer });
}

const adminCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/admin/dashboard'));
const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;

/** The value shown under a stat label (Stat renders a dl with dt/dd). */
function statValue(label: string, scope: HTMLElement = document.body) {
  const dt = within(scope).getByText(label, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent;
}

describe('admin panel (docs/decisions/0008)', () => {
  it('shows the stats, money to the cent, the conversion rate and the revenue figures', async () => {
    const { calls } = adminApi({ body: dashboard() });
    renderWithProviders(<AdminPanel />);
    const stats = await screen.findByRole('region', { name: 'System statistics' });
    expect(statValue('Total Users', stats)).toBe('5');
    expect(statValue('Active Subscriptions', stats)).toBe('2');
    expect(statValue('Total Revenue', stats)).toBe('$8.25');
    expect(statValue('Conversion Rate', stats)).toBe('40%');
    expect(statValue('Free users', stats)).toBe('3');
    expect(statValue('Simplify users', stats)).toBe('1');
    expect(statValue('Simplify+ users', stats)).toBe('1');
    expect(statValue('Assessment Pack users', stats)).toBe('0');

    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(statValue('Total revenue', revenue)).toBe('$8.25');
    expect(statValue('Subscription revenue', revenue)).toBe('$8.25');
    expect(statValue('Monthly recurring revenue (MRR)', revenue)).toBe('$18.25');
    expect(statValue('Annual recurring revenue (ARR)', revenue)).toBe('$219.00');
    // The 120-day-old payment is outside the 90-day window.
    const chart = within(revenue).getByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(/^Payments per week over the last 90 days: \$18\.25 in total from 2 payments; highest week \$10\.00/);
    expect(within(revenue).getByText('$18.25 from 2 payments.')).toBeTruthy();

    const call = adminCalls(calls)[0];
    expect(params(call).get('pageSize')).toBe('20');
    expect(params(call).has('cursor')).toBe(false);
    expect(params(call).has('search')).toBe(false);
    expect(call.headers.Authorization).toBe('Bearer tok');
  });

  it('lists users and usage in tables with column headers', async () => {
    adminApi({ body: dashboard() });
    renderWithProviders(<AdminPanel />);
    const users = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(users)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Plan', 'Status', 'Joined', 'Phone']);
    const ann = within(users).getByRole('row', { name: /ann@example\.com/ });
    expect(
      within(ann)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ann Lee', 'ann@example.com', 'Simplify+', 'Active', 'Jan 5, 2025', '+447700900123']);
    const bo = within(users).getByRole('row', { name: /bo@example\.com/ });
    expect(
      within(bo)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bo Kay', 'bo@example.com', 'Free', 'Past due', 'Feb 10, 2025', '—']);

    const usage = screen.getByRole('table', { name: 'Usage' });
    expect(
      within(usage)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email', 'Calendar events', 'WhatsApp sessions', 'WhatsApp messages', 'Assessment purchases', 'Last active']);
    const row = within(usage).getByRole('row', { name: /ann@example\.com/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ann@example.com', '12', '3', '45', '1', 'Mar 1, 2025']);
    expect(within(within(usage).getByRole('row', { name: /bo@example\.com/ })).getByText('Never')).toBeTruthy();

    expect(screen.getByRole('searchbox', { name: 'Search by email' })).toBeTruthy();
    // h2, then h3 sections, h4 only inside an h3: no level is skipped.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(2);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
  });

  it("shows 'Access denied or error loading admin data' on a 403", async () => {
    adminApi({ status: 403, body: { error: 'Access denied: this area is for administrators.' } });
    renderWithProviders(<AdminPanel />);
    expect(await screen.findByText('Access denied or error loading admin data')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'System statistics' })).toBeNull();
  });

  it("shows 'No admin data available' when the answer is empty", async () => {
    adminApi({ body: null });
    renderWithProviders(<AdminPanel />);
    expect(await screen.findByText('No admin data available')).toBeTruthy();
    expect(screen.queryByText('Access denied or error loading admin data')).toBeNull();
  });

  it('sends the email prefix as search once typing pauses, and starts from the first page', async () => {
    const { calls } = adminApi((call) => {
      const search = params(call).get('search');
      if (!search) return { body: dashboard({ nextCursor: 'c2' }) };
      return { body: dashboard({ users: dashboard().users.slice(1), usage: dashboard().usage.slice(1), nextCursor: null }) };
    });
    renderWithProviders(<AdminPanel />);
    const input = await screen.findByLabelText('Search by email');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(adminCalls(calls).some((c) => params(c).get('cursor') === 'c2')).toBe(true));
    await screen.findByText('Page 2');

    fireEvent.change(input, { target: { value: 'b' } });
    fireEvent.change(input, { target: { value: 'bo' } });
    fireEvent.change(input, { target: { value: ' bo@ ' } });
    const users = screen.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(users).queryByText('ann@example.com')).toBeNull());
    expect(within(users).getByText('bo@example.com')).toBeTruthy();

    const searches = adminCalls(calls).filter((c) => params(c).has('search'));
    expect(searches.map((c) => params(c).get('search'))).toEqual(['bo@']);
    expect(params(searches[0]).has('cursor')).toBe(false);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Next page sends the cursor, and Previous page goes back through the stack', async () => {
    const page = (id: string, email: string, nextCursor: string | null) =>
      dashboard({ users: [{ ...dashboard().users[0], id, email }], usage: [], nextCursor });
    const { calls } = adminApi((call) => {
      const cursor = params(call).get('cursor');
      if (cursor === 'c2') return { body: page('u2', 'second@example.com', 'c3') };
      if (cursor === 'c3') return { body: page('u3', 'third@example.com', null) };
      return { body: page('u1', 'first@example.com', 'c2') };
    });
    renderWithProviders(<AdminPanel />);
    await screen.findByText('first@example.com');
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    await screen.findByText('second@example.com');
    expect(params(adminCalls(calls).at(-1)!).get('cursor')).toBe('c2');
    fireEvent.click(next);
    await screen.findByText('third@example.com');
    expect(params(adminCalls(calls).at(-1)!).get('cursor')).toBe('c3');
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(next.disabled).toBe(true);

    fireEvent.click(previous);
    await screen.findByText('second@example.com');
    fireEvent.click(previous);
    await screen.findByText('first@example.com');
    expect(previous.disabled).toBe(true);
    // The first page shows from the cache at once and is read again.
    await waitFor(() => expect(params(adminCalls(calls).at(-1)!).has('cursor')).toBe(false));
  });

  it('polls the admin data every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = adminApi({ body: dashboard() });
    renderWithProviders(<AdminPanel />);
    await screen.findByRole('region', { name: 'System statistics' });
    const before = adminCalls(calls).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(adminCalls(calls).length).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(adminCalls(calls).length).toBe(before + 1));
  });
});

describe('the Admin tab of the family dashboard (docs/decisions/0008)', () => {
  const members = [makeMember({ id: 'c1', name: 'Sam Lee' })];

  function signedIn(isAdmin: boolean) {
    localStorage.setItem('auth_token', 'tok');
    return mockApi({
      'GET /api/auth/user': { body: { ...sampleUser, is_admin: isAdmin } },
      'GET /api/family-members': { body: members },
      'GET /api/admin/dashboard': { body: dashboard() },
    });
  }

  it('shows the admin panel to an admin, loading its data only when the tab is opened', async () => {
    const { calls } = signedIn(true);
    renderApp('/');
    const tab = await screen.findByRole('tab', { name: 'Admin' }, { timeout: 15_000 });
    expect(adminCalls(calls)).toHaveLength(0);
    fireEvent.click(tab);
    expect(await screen.findByRole('heading', { name: 'Admin', level: 2 })).toBeTruthy();
    const stats = await screen.findByRole('region', { name: 'System statistics' });
    expect(statValue('Conversion Rate', stats)).toBe('40%');
    expect(adminCalls(calls).length).toBeGreaterThan(0);
  });

  it('has no Admin tab and no admin call for other users', async () => {
    const { calls } = signedIn(false);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Family Overview' }, { timeout: 15_000 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Family', 'VARK', 'DiSC']);
    expect(screen.queryByRole('heading', { name: 'Admin' })).toBeNull();
    expect(adminCalls(calls)).toHaveLength(0);
  });
});

describe('admin formats and the 90-day chart (docs/decisions/0008)', () => {
  it('formats dollars to the cent and rates as percentages', () => {
    expect(formatUsd(8.25)).toBe('$8.25');
    expect(formatUsd(10)).toBe('$10.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(33.333)).toBe('33.3%');
  });

  it('sums payments per week over the last 90 days and leaves older ones out', () => {
    const now = Date.UTC(2025, 5, 30, 12);
    const at = (daysAgo: number) => now / 1000 - daysAgo * DAY;
    const pay = (id: string, amount: number, daysAgo: number) => ({
      id,
      amount,
      currency: 'usd',
      created: at(daysAgo),
      description: null,
      customer: null,
      plan: null,
    });
    const series = weeklyRevenue([pay('a', 10, 0), pay('b', 0.1, 1), pay('c', 0.2, 6.5), pay('d', 99, 89.5), pay('e', 500, 91)], now);
    expect(series.bins).toHaveLength(13);
    expect(series.bins.at(-1)).toMatchObject({ total: 10.3, count: 3, end: now });
    expect(series.bins[0]).toMatchObject({ total: 99, count: 1, start: now - 90 * DAY * 1000 });
    expect(series.total).toBe(109.3);
    expect(series.count).toBe(4);
  });
});
