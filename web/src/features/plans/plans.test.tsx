import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, renderWithProviders, sampleUser } from '../../test/render';
import { SubscriptionControl } from './components/subscription-control';
import { SubscriptionManagementSection } from './components/subscription-management-section';
import { redirectTo, openPendingTab } from './lib/browser';
import { formatPeriodEnd, whatsappChatUrl } from './lib/plan-catalog';
import { UpgradeScreen } from './routes/upgrade-screen';
import { WhatsAppActivation } from './routes/payment-success-screen';

vi.mock('./lib/browser', () => ({ redirectTo: vi.fn(), openPendingTab: vi.fn() }));

const pendingTab = { go: vi.fn(), close: vi.fn() };

type Plan = 'free' | 'simplify' | 'simplify_plus' | 'assessment_pack';
type Routes = Parameters<typeof mockApi>[0];

/** Dec 22, 2026 at noon UTC, in epoch seconds. */
const PERIOD_END = Date.UTC(2026, 11, 22, 12) / 1000;

function stripeStatus(extra: Partial<{ cancel_at_period_end: boolean; status: string }> = {}) {
  return { id: 'sub_1', status: 'active', cancel_at_period_end: false, current_period_end: PERIOD_END, ...extra };
}

function statusBody(plan: Plan, subscriptionStatus: ReturnType<typeof stripeStatus> | null) {
  return {
    userSubscription: { type: plan, status: 'active', endDate: null },
    subscriptionType: plan,
    subscriptionStatus,
  };
}

function signedIn(plan: Plan, subscriptionStatus: ReturnType<typeof stripeStatus> | null = null, extra: Routes = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, subscription_type: plan } },
    'GET /api/subscription-status': { body: statusBody(plan, subscriptionStatus) },
    ...extra,
  });
}

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

beforeEach(() => {
  vi.mocked(redirectTo).mockReset();
  pendingTab.go.mockReset();
  pendingTab.close.mockReset();
  vi.mocked(openPendingTab).mockReset().mockReturnValue(pendingTab);
});

describe('/upgrade (docs/decisions/0006)', () => {
  it('shows the three plans, Simplify+ marked Most Popular, and no Current Subscription card for a free user', async () => {
    signedIn('free');
    renderApp('/upgrade');
    const plus = await screen.findByRole('article', { name: 'Simplify+' });
    expect(within(plus).getByText('Most Popular')).toBeTruthy();
    expect(within(plus).getByText('$99')).toBeTruthy();
    expect(within(plus).getByText('per year')).toBeTruthy();
    const simplify = screen.getByRole('article', { name: 'Simplify' });
    expect(within(simplify).getByText('$10')).toBeTruthy();
    expect(within(simplify).getByText('per month')).toBeTruthy();
    expect(within(simplify).queryByText('Most Popular')).toBeNull();
    const pack = screen.getByRole('article', { name: 'Assessment Pack' });
    expect(within(pack).getByText('one-time')).toBeTruthy();
    expect(within(pack).getByText('Lifetime VARK & DiSC assessments')).toBeTruthy();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Current Subscription' })).toBeNull();
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1', 'H2', 'H2', 'H2']);
  });

  it('shows the Current Subscription card and a disabled Current Plan button for a paid user', async () => {
    signedIn('simplify', stripeStatus());
    renderApp('/upgrade');
    const current = await screen.findByRole('region', { name: 'Current Subscription' });
    expect(within(current).getAllByText('Simplify').length).toBeGreaterThan(0);
    const simplify = screen.getByRole('article', { name: 'Simplify' });
    const button = within(simplify).getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(screen.getByRole('article', { name: 'Simplify+' })).getByRole('button', { name: 'Choose Simplify+' })).toBeTruthy();
    // No Upgrade link on the upgrade page itself.
    expect(within(current).queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('posts the checkout and sends the browser to the returned url', async () => {
    const { calls } = signedIn('free', null, {
      'POST /api/create-checkout-session': { body: { url: '/_local/checkout/cs_123' } },
    });
    renderApp('/upgrade');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Simplify+' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/_local/checkout/cs_123'));
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/create-checkout-session');
    expect(post?.body).toEqual({ subscriptionType: 'simplify_plus' });
    expect(post?.headers.Authorization).toBe('Bearer tok');
  });

  it('shows Upgrade Failed with the server error', async () => {
    signedIn('free', null, {
      'POST /api/create-checkout-session': { status: 409, body: { error: 'You already have this plan.' } },
    });
    renderApp('/upgrade');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Assessment Pack' }));
    const toast = await toastWith('Upgrade Failed');
    expect(within(toast).getByText('You already have this plan.')).toBeTruthy();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('falls back to the default texts when the server gives no error', async () => {
    signedIn('free', null, { 'POST /api/create-checkout-session': { status: 500 } });
    renderApp('/upgrade');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Simplify' }));
    const toast = await toastWith('Upgrade Failed');
    expect(within(toast).getByText('Failed to create checkout session')).toBeTruthy();
  });

  it('asks a visitor to log in instead of starting a checkout', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<UpgradeScreen />, { path: '/upgrade' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose Simplify' }));
    const toast = await toastWith('Authentication Required');
    expect(within(toast).getByText('Please log in to upgrade your subscription.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('SubscriptionControl (docs/decisions/0006)', () => {
  it('shows Expires {date} and no Cancel button when cancelled at period end', async () => {
    signedIn('simplify', stripeStatus({ cancel_at_period_end: true }));
    renderWithProviders(<SubscriptionControl />);
    expect(await screen.findByText(`Expires ${formatPeriodEnd(PERIOD_END)}`)).toBeTruthy();
    expect(formatPeriodEnd(PERIOD_END)).toBe('Dec 22, 2026');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Manage Subscription' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/upgrade');
  });

  it('hides Cancel for the Assessment Pack', async () => {
    signedIn('assessment_pack', stripeStatus());
    renderWithProviders(<SubscriptionControl />);
    expect(await screen.findByText('Assessment Pack')).toBeTruthy();
    await screen.findByText('Active');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('hides Upgrade on Simplify+ and offers Cancel', async () => {
    signedIn('simplify_plus', stripeStatus());
    renderWithProviders(<SubscriptionControl />);
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.getByText('Simplify+')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh subscription' })).toBeTruthy();
  });

  it('shows Subscribe and the billing hint to a free user, and no portal button (there is nothing to manage)', async () => {
    signedIn('free', null);
    renderWithProviders(<SubscriptionControl />);
    expect(await screen.findByText("No active subscription found. You'll need an active subscription to access the billing portal.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/upgrade');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('cancels after confirmation, toasts and re-reads the status and the user', async () => {
    let cancelled = false;
    const { calls } = signedIn('simplify', stripeStatus(), {
      'POST /api/cancel-subscription': () => {
        cancelled = true;
        return { body: { success: true, message: 'ok' } };
      },
      'GET /api/subscription-status': () => ({ body: statusBody('simplify', stripeStatus({ cancel_at_period_end: cancelled })) }),
    });
    renderWithProviders(<SubscriptionControl />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.url === '/api/cancel-subscription')).toBe(false);
    const userReads = calls.filter((c) => c.url.startsWith('/api/auth/user')).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel subscription' }));
    const toast = await toastWith('Subscription Cancelled');
    expect(within(toast).getByText('Your subscription will remain active until the end of the current billing period.')).toBeTruthy();
    expect(await screen.findByText('Expires Dec 22, 2026')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/auth/user')).length).toBeGreaterThan(userReads));
  });

  it('reports a failed cancel', async () => {
    signedIn('simplify', stripeStatus(), { 'POST /api/cancel-subscription': { status: 400, body: { error: 'No subscription' } } });
    renderWithProviders(<SubscriptionControl />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel subscription' }));
    const toast = await toastWith('Cancellation Failed');
    expect(within(toast).getByText('Failed to cancel subscription. Please try again.')).toBeTruthy();
  });

  it('opens the billing portal in a new tab, and reports a failure', async () => {
    let fail = false;
    signedIn('simplify', stripeStatus(), {
      'POST /api/create-customer-portal': () =>
        fail ? { status: 400, body: { error: 'No billing account' } } : { body: { url: 'https://billing.example/p' } },
    });
    renderWithProviders(<SubscriptionControl />);
    const manage = await screen.findByRole('button', { name: 'Manage Subscription' });
    await waitFor(() => expect((manage as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(manage);
    // Opened inside the click, before the portal address is back: popup blockers allow only that.
    expect(openPendingTab).toHaveBeenCalledTimes(1);
    expect(pendingTab.go).not.toHaveBeenCalled();
    await waitFor(() => expect(pendingTab.go).toHaveBeenCalledWith('https://billing.example/p'));
    fail = true;
    await waitFor(() => expect((screen.getByRole('button', { name: 'Manage Subscription' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    const toast = await toastWith('Billing Portal Error');
    expect(within(toast).getByText('Failed to open subscription management. Please try again.')).toBeTruthy();
    expect(pendingTab.close).toHaveBeenCalledTimes(1);
  });

  it("Settings words a billing-portal failure 'Failed to access billing portal.'", async () => {
    signedIn('simplify', stripeStatus(), { 'POST /api/create-customer-portal': { status: 502, body: { error: 'Stripe is down' } } });
    renderWithProviders(<SubscriptionManagementSection />);
    const manage = await screen.findByRole('button', { name: 'Manage Subscription' });
    await waitFor(() => expect((manage as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(manage);
    const toast = await toastWith('Billing Portal Error');
    expect(within(toast).getByText('Failed to access billing portal.')).toBeTruthy();
  });

  it('offers Subscribe (not Upgrade) to an Assessment Pack owner with no subscription', async () => {
    signedIn('assessment_pack', null);
    renderWithProviders(<SubscriptionControl />);
    expect(await screen.findByText('Assessment Pack')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Subscribe' })).getAttribute('href')).toBe('/upgrade');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('SubscriptionManagementSection has its heading, the plan text and the billing hint', async () => {
    signedIn('free', null);
    renderWithProviders(<SubscriptionManagementSection />);
    const section = screen.getByRole('region', { name: 'Subscription Management' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Subscription Management' })).toBeTruthy();
    expect(await within(section).findByText('Free Plan')).toBeTruthy();
    expect(await within(section).findAllByText("No active subscription found. You'll need an active subscription to access the billing portal.")).toHaveLength(
      1,
    );
  });
});

describe('payment success pages (part 2)', () => {
  it('variant B says Please wait... while updating, then names the plan and goes to / after 2 s', async () => {
    localStorage.setItem('auth_token', 'tok');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    mockApi({
      'GET /api/auth/user': async () => {
        reads += 1;
        if (reads > 1) await gate;
        return { body: { ...sampleUser, first_name: 'Ann', subscription_type: reads > 1 ? 'simplify_plus' : 'free' } };
      },
      'GET /api/subscription-status': { body: statusBody('simplify_plus', stripeStatus()) },
    });
    renderApp('/upgrade-success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    const waiting = await screen.findByRole('button', { name: 'Please wait...' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    release();
    const go = await screen.findByRole('button', { name: 'Continue to Dashboard' });
    expect((go as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(/Welcome to Simplify Plus!/)).toBeTruthy();
    // Redirect to / (the dashboard) after 2 s.
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Dashboard' }, { timeout: 4000 })).toBeTruthy();
  });

  it('variant B works for a visitor: no calls, the message and the button', async () => {
    const { calls } = mockApi({});
    renderApp('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to Dashboard' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(/Welcome to Simplify!/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('activates from setup_intent and toasts the plan', async () => {
    const { calls } = signedIn('simplify', stripeStatus(), {
      'POST /api/activate-subscription': { body: { subscriptionType: 'simplify' } },
    });
    renderApp('/upgrade-success?setup_intent=seti_1');
    const toast = await toastWith('Subscription Activated');
    expect(within(toast).getByText('Your Simplify subscription is now active.')).toBeTruthy();
    const posts = calls.filter((c) => c.url === '/api/activate-subscription');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ setup_intent: 'seti_1' });
  });

  it('asks to contact support when activation fails', async () => {
    signedIn('free', null, { 'POST /api/activate-subscription': { status: 400, body: { error: 'nope' } } });
    renderApp('/upgrade-success?payment_intent=pi_1');
    const toast = await toastWith('Activation Failed');
    expect(within(toast).getByText('Please contact support to activate your subscription.')).toBeTruthy();
  });

  it('variant A counts down 5 s, then opens the WhatsApp chat with the served number; the button and number are shown', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/config': { body: { supportWhatsapp: '447700900777' } } });
    renderWithProviders(<WhatsAppActivation plan="simplify_plus" />, { path: '/success?plan=simplify_plus' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Getting our WhatsApp number...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const url = whatsappChatUrl('simplify_plus', '447700900777');
    expect(url.startsWith('https://wa.me/447700900777?text=')).toBe(true);
    expect(decodeURIComponent(url.split('text=')[1])).toContain('Simplify+');
    expect(screen.getByRole('link', { name: 'Open WhatsApp now' }).getAttribute('href')).toBe(url);
    expect(screen.getByText('+447700900777')).toBeTruthy();
    expect(screen.getByText('Opening WhatsApp in 5 seconds...')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(redirectTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(redirectTo).toHaveBeenCalledWith(url);
  });

  it('variant A says so and never redirects when the number cannot be loaded', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/config': { status: 500, body: { error: 'Internal error' } } });
    renderWithProviders(<WhatsAppActivation plan="simplify" />, { path: '/success?plan=simplify' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Our WhatsApp number could not be loaded right now. Please refresh the page.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open WhatsApp now' })).toBeNull();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('/success?plan= shows variant A through the router', async () => {
    mockApi({ 'GET /api/config': { body: { supportWhatsapp: '15551234567' } } });
    renderApp('/success?plan=simplify');
    expect(await screen.findByRole('link', { name: 'Open WhatsApp now' })).toBeTruthy();
  });
});
