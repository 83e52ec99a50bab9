import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/language';
import { mockApi, renderApp, sampleUser } from '../../test/render';

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

const SECTIONS = {
  en: ['Profile Information', 'Change Password', 'WhatsApp assistant', 'Summaries', 'Danger Zone'],
  ar: ['معلومات الملف الشخصي', 'تغيير كلمة المرور', 'مساعد واتساب', 'الملخصات', 'منطقة الخطر'],
};

describe('Settings in English and Arabic', () => {
  it('choosing Arabic as the reply language turns the settings screen Arabic and right to left at once', async () => {
    localStorage.setItem('auth_token', 'tok');
    const { calls } = mockApi({
      'GET /api/auth/user': { body: { ...sampleUser, subscription_type: 'simplify' } },
      'GET /api/whatsapp/connection': { body: { connected: true, number: '+15550001111' } },
      'PUT /api/auth/profile': (call) => ({ body: { ...sampleUser, subscription_type: 'simplify', ...(call.body as object) } }),
    });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Account Settings' }, { timeout: 15_000 })).toBeTruthy();
    for (const name of SECTIONS.en) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });

    const prefs = screen.getByRole('region', { name: 'Assistant preferences' });
    fireEvent.change(within(prefs).getByLabelText('Reply language'), { target: { value: 'ar' } });
    fireEvent.click(within(prefs).getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByRole('heading', { name: 'إعدادات الحساب' })).toBeTruthy();
    expect(await screen.findByText('تم حفظ التفضيلات')).toBeTruthy();
    for (const name of SECTIONS.ar) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تحديث كلمة المرور' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف الحساب' })).toBeTruthy();
    expect(screen.getByText('مربوط')).toBeTruthy();
    expect(screen.getByLabelText('اللهجة العربية')).toBeTruthy();
    for (const english of ['Account Settings', ...SECTIONS.en, 'Save Changes', 'Connected']) {
      expect(screen.queryByText(english), english).toBeNull();
    }
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ preferred_language: 'ar' });
  });

  it('asks before deleting the account in Arabic, and says why the server refused', async () => {
    localStorage.setItem('auth_token', 'tok');
    mockApi({
      'GET /api/auth/user': { body: { ...sampleUser, preferred_language: 'ar' } },
      'GET /api/whatsapp/connection': { body: { connected: false, number: null } },
      'DELETE /api/auth/account': { status: 400, body: { error: 'Current password is incorrect' } },
    });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'إعدادات الحساب' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'حذف الحساب' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل أنت متأكد تمامًا؟' });
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/كلمة المرور الحالية/), { target: { value: 'not-mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'نعم، احذف حسابي' }));
    // The server's English refusal is shown in Arabic (translateKnown).
    expect(await screen.findByText('تعذّر الحذف')).toBeTruthy();
    expect(screen.getByText('كلمة المرور الحالية غير صحيحة')).toBeTruthy();
    expect(html().dir).toBe('rtl');
  });

  it('the weekly email’s unsubscribe screen, and the server’s answer, in Arabic', async () => {
    await act(() => setLanguage('ar'));
    mockApi({ 'POST /api/summaries/unsubscribe': { body: { message: 'You will no longer receive the weekly summary.' } } });
    renderApp('/unsubscribe?token=abc');
    expect(await screen.findByText('رسالة الملخص الأسبوعي', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الإعدادات' }).getAttribute('href')).toBe('/settings');
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الاشتراك' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('لن يصلك الملخص الأسبوعي بعد الآن.'));
  });
});
