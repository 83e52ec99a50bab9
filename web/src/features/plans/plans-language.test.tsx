import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLANS } from '../../../../shared/plans';
import en from '../../i18n/app/plans/en.json';
import { deviceLanguage, LANGUAGE_KEY, setLanguage } from '../../i18n/language';
import { mockApi, renderApp, renderWithProviders, sampleUser } from '../../test/render';
import { SubscriptionManagementSection } from './components/subscription-management-section';
import { WhatsAppActivation } from './routes/payment-success-screen';

vi.mock('./lib/browser', () => ({ redirectTo: vi.fn(), openPendingTab: vi.fn(() => ({ go: vi.fn(), close: vi.fn() })) }));

type Plan = 'free' | 'simplify' | 'simplify_plus' | 'assessment_pack';

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

/** Dec 22, 2026 at noon UTC, in epoch seconds. */
const PERIOD_END = Date.UTC(2026, 11, 22, 12) / 1000;

async function startIn(language: 'en' | 'ar') {
  localStorage.setItem(LANGUAGE_KEY, language);
  await act(() => setLanguage(deviceLanguage()));
}

/** A signed-in profile in `language` on `plan`, its Stripe subscription cancelled at period end or not. */
async function signedIn(language: 'en' | 'ar', plan: Plan, { cancelled = false, stripe = true } = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  await startIn(language);
  localStorage.setItem('auth_token', 'tok');
  const subscriptionStatus = stripe ? { id: 'sub_1', status: 'active', cancel_at_period_end: cancelled, current_period_end: PERIOD_END } : null;
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, subscription_type: plan, preferred_language: language } },
    'GET /api/subscription-status': { body: { userSubscription: { type: plan, status: 'active', endDate: null }, subscriptionType: plan, subscriptionStatus } },
    ...extra,
  });
}

describe('/upgrade in English and Arabic', () => {
  it('English: the plans, prices, expiry and current plan as before', async () => {
    await signedIn('en', 'simplify_plus', { cancelled: true });
    renderApp('/upgrade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    const plus = await screen.findByRole('article', { name: 'Simplify+' });
    expect(within(plus).getByText('Most Popular')).toBeTruthy();
    expect(within(plus).getByText('$99')).toBeTruthy();
    expect(within(plus).getByText('per year')).toBeTruthy();
    expect(within(plus).getByRole('button', { name: 'Current Plan' })).toBeTruthy();
    const pack = screen.getByRole('article', { name: 'Assessment Pack' });
    expect(within(pack).getByRole('button', { name: 'Buy Assessment Pack' })).toBeTruthy();
    expect(within(pack).getByText('Reports for every family member')).toBeTruthy();
    const current = screen.getByRole('region', { name: 'Current Subscription' });
    expect(current.textContent).toContain('You are on the Simplify+ plan.');
    expect(await within(current).findByText('Expires Dec 22, 2026')).toBeTruthy();
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('Arabic: headings, cards, badges and the checkout failure, prices and product names as they are, right to left', async () => {
    await signedIn('ar', 'simplify', {}, { 'POST /api/create-checkout-session': { body: { url: '' } } });
    renderApp('/upgrade');
    expect(await screen.findByRole('heading', { level: 1, name: 'اختر خطتك' })).toBeTruthy();
    const plus = await screen.findByRole('article', { name: 'Simplify+' });
    expect(within(plus).getByText('الأكثر طلبًا')).toBeTruthy();
    expect(within(plus).getByText('$99')).toBeTruthy();
    expect(within(plus).getByText('سنويًا')).toBeTruthy();
    expect(within(plus).getByText('200 طلب يوميًا')).toBeTruthy();
    const pack = screen.getByRole('article', { name: 'باقة التقييمات' });
    expect(within(pack).getByText('دفعة واحدة')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Simplify' })).getByRole('button', { name: 'خطتك الحالية' })).toBeTruthy();
    const current = screen.getByRole('region', { name: 'اشتراكك الحالي' });
    expect(current.textContent).toContain('أنت مشترك في خطة Simplify.');
    expect(await within(current).findByText('نشطة')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'إدارة الاشتراك' })).toBeTruthy();
    expect(screen.queryByText(/Most Popular|Current Plan|per year|Choose Your Plan/)).toBeNull();

    fireEvent.click(within(current).getByRole('button', { name: 'إلغاء الاشتراك' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد إلغاء اشتراكك؟' });
    expect(within(dialog).getByText('تبقى خطة \u2068Simplify\u2069 نشطة حتى نهاية فترة الفوترة الحالية، ثم لن تتجدد.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'الإبقاء على الاشتراك' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(within(plus).getByRole('button', { name: 'اختر Simplify+' }));
    expect(await screen.findByText('تعذّرت الترقية')).toBeTruthy();
    expect(screen.getByText('تعذّر إنشاء جلسة الدفع')).toBeTruthy();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('Arabic: the expiry date with Arabic month names and Latin digits', async () => {
    await signedIn('ar', 'simplify_plus', { cancelled: true });
    renderApp('/upgrade');
    const badge = await screen.findByText(/^تنتهي في /);
    expect(badge.textContent).toMatch(/22.*ديسمبر.*2026/);
  });
});

describe('Subscription Management in Arabic', () => {
  it('shows the free plan’s summary and the billing hint in Arabic', async () => {
    await signedIn('ar', 'free', { stripe: false });
    renderWithProviders(<SubscriptionManagementSection />);
    expect(await screen.findByRole('heading', { name: 'إدارة الاشتراك' })).toBeTruthy();
    expect(await screen.findByText('الخطة المجانية')).toBeTruthy();
    expect(screen.getByText('(مزايا محدودة - رقِّ اشتراكك للوصول الكامل)')).toBeTruthy();
    expect(await screen.findByText('لا يوجد اشتراك نشط. تحتاج إلى اشتراك نشط للدخول إلى بوابة الفوترة.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اشترك' })).toBeTruthy();
  });

  it('says the plans as shared/plans.ts does, in English', () => {
    expect(en['plans.description.simplify']).toBe(PLANS.simplify.description);
    expect(en['plans.description.simplifyPlus']).toBe(PLANS.simplify_plus.description);
  });
});

describe('payment success in Arabic', () => {
  it('variant A: the thanks, the countdown with Arabic plurals and the support number left to right', async () => {
    vi.useFakeTimers();
    await startIn('ar');
    mockApi({ 'GET /api/config': { body: { supportWhatsapp: '447700900777' } } });
    renderWithProviders(<WhatsAppActivation plan="simplify_plus" />, { path: '/success?plan=simplify_plus' });
    expect(screen.getByRole('heading', { level: 1, name: 'تمّ الدفع بنجاح!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Simplify+', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('سيُفتح واتساب خلال 5 ثوانٍ...')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('سيُفتح واتساب خلال ثانيتين...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'افتح واتساب الآن' })).toBeTruthy();
    expect(screen.getByText('+447700900777').getAttribute('dir')).toBe('ltr');
  });

  it('variant B: the welcome and the button in Arabic', async () => {
    await startIn('ar');
    mockApi({});
    renderApp('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'تمّ الدفع بنجاح!' })).toBeTruthy();
    expect(screen.getByText('مرحبًا بك في \u2068Simplify\u2069! تمّت عملية الدفع ومزاياك الجديدة جاهزة.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'المتابعة إلى اللوحة' })).toBeTruthy();
  });
});
