import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, sampleUser } from '../test/render';
import { deviceLanguage, LANGUAGE_KEY, setLanguage } from './language';

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

/** What main.tsx does before the first render: the device's language, its catalogue loaded. */
async function startIn(language: 'en' | 'ar') {
  localStorage.setItem(LANGUAGE_KEY, language);
  await act(() => setLanguage(deviceLanguage()));
}

describe('/auth in English and Arabic', () => {
  it('keeps the English texts, then turns Arabic and right to left with the switch, remembered on the device', async () => {
    await startIn('en');
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome to Simplify' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Magic Link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'مرحبًا بك في Simplify' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'إنشاء حساب' })).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'اللغة' })).toBeTruthy();
    expect(screen.queryByText('Welcome to Simplify')).toBeNull();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Simplify' })).toBeTruthy();
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('shows a failed sign-in’s toast in Arabic', async () => {
    await startIn('ar');
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'مرحبًا بك في Simplify' });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني', { selector: 'input' }), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('كلمة المرور', { selector: 'input' }), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('تعذّر تسجيل الدخول')).toBeTruthy();
    expect(screen.getByText('البريد الإلكتروني أو كلمة المرور غير مطابقين لسجلاتنا. يُرجى المحاولة مرة أخرى.')).toBeTruthy();
  });
});

describe('/register in English and Arabic', () => {
  it('English: the specification’s labels and button', async () => {
    await startIn('en');
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('Arabic: labels, hints and validation messages, right to left', async () => {
    await startIn('ar');
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'أنشئ حسابك' })).toBeTruthy();
    expect(screen.getByLabelText('الاسم الأول')).toBeTruthy();
    expect(screen.getByLabelText('رقم واتساب')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'الموقع' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'التعرّف على المدينة' })).toBeTruthy();
    expect(screen.getByText('8 أحرف على الأقل، منها حرف كبير وحرف صغير ورقم ورمز خاص.')).toBeTruthy();
    const email = screen.getByLabelText('البريد الإلكتروني', { selector: 'input' });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(await screen.findByText('يُرجى إدخال بريد إلكتروني صحيح')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeTruthy();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('Arabic: the new account starts in Arabic', async () => {
    await startIn('ar');
    const { calls } = mockApi({ 'POST /api/auth/register': { status: 201, body: { success: true, email: 'ann@example.com' } } });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'أنشئ حسابك' });
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    type('الاسم الأول', 'Ann');
    type('اسم العائلة', 'Lee');
    type('البريد الإلكتروني', 'ann@example.com');
    type('رقم واتساب', '+971501234567');
    fireEvent.click(screen.getByRole('button', { name: 'ضبط المنطقة الزمنية يدويًا' }));
    type('الموقع', 'Dubai, United Arab Emirates');
    fireEvent.change(screen.getByLabelText('المنطقة الزمنية'), { target: { value: 'Asia/Dubai' } });
    type('كلمة المرور', 'Passw0rd!');
    type('تأكيد كلمة المرور', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('تم التسجيل بنجاح')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/register')?.body).toMatchObject({ email: 'ann@example.com', preferred_language: 'ar' });
  });
});

describe('/auth/magic-link in English and Arabic', () => {
  it('English: the specification’s texts and the empty-address toast', async () => {
    await startIn('en');
    renderApp('/auth/magic-link');
    expect(await screen.findByRole('heading', { name: 'Sign in with a Magic Link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Email Required')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
  });

  it('Arabic: the form, the toast and the sent panel with the address kept left to right', async () => {
    await startIn('ar');
    mockApi({ 'POST /api/auth/magic-link': { body: { success: true } } });
    renderApp('/auth/magic-link');
    expect(await screen.findByRole('heading', { name: 'الدخول برابط سريع' })).toBeTruthy();
    expect(screen.getByText('لماذا رابط الدخول السريع؟')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إرسال رابط الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'Ann@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال رابط الدخول' }));
    expect(await screen.findByRole('heading', { name: 'تحقّق من بريدك الإلكتروني' })).toBeTruthy();
    const address = screen.getByText('ann@example.com', { selector: 'strong' });
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.closest('[role="status"]')?.textContent).toBe('أرسلنا رابط الدخول إلى ann@example.com.');
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('a signed-in parent', () => {
  it('signing in on an English screen switches to the profile’s Arabic at once, greeting in Arabic', async () => {
    await startIn('en');
    const arabicUser = { ...sampleUser, preferred_language: 'ar' };
    mockApi({
      'POST /api/auth/login': { body: { token: 'new-token', user: arabicUser } },
      'GET /api/auth/user': { body: arabicUser },
    });
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome to Simplify' });
    fireEvent.change(screen.getByLabelText('Email', { selector: 'input' }), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'whatever1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('أهلًا بعودتك!')).toBeTruthy();
    expect(screen.getByText('سعداء برؤيتك مجددًا، \u2068Ann\u2069')).toBeTruthy();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
    // The session's re-check and the move to / (timers) happen before the test ends.
    expect(await screen.findByRole('heading', { name: 'لوحة العائلة' }, { timeout: 3000 })).toBeTruthy();
  });

  it('sees the profile’s language, whatever the device had chosen', async () => {
    await startIn('en');
    localStorage.setItem('auth_token', 'tok');
    mockApi({ 'GET /api/auth/user': { body: { ...sampleUser, preferred_language: 'ar' } } });
    renderApp('/settings');
    await waitFor(() => expect(html()).toEqual({ lang: 'ar', dir: 'rtl' }));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
  });

  it('switches at once, without a reload, when Settings saves another language', async () => {
    await startIn('en');
    localStorage.setItem('auth_token', 'tok');
    mockApi({
      'GET /api/auth/user': { body: { ...sampleUser, subscription_type: 'simplify' } },
      'GET /api/whatsapp/connection': { body: { connected: true, number: '+15550001111' } },
      'PUT /api/auth/profile': (call) => ({ body: { ...sampleUser, subscription_type: 'simplify', ...(call.body as object) } }),
    });
    renderApp('/settings');
    const prefs = await screen.findByRole('region', { name: 'Assistant preferences' });
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
    fireEvent.change(within(prefs).getByLabelText('Reply language'), { target: { value: 'ar' } });
    fireEvent.click(within(prefs).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(html()).toEqual({ lang: 'ar', dir: 'rtl' }));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
  });
});
