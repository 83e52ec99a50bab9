import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { LANGUAGE_KEY, setLanguage } from './language';

const TOKEN = 'Q'.repeat(43);

async function inArabic() {
  localStorage.setItem(LANGUAGE_KEY, 'ar');
  await act(() => setLanguage('ar'));
}

describe('the emailed links’ screens in Arabic', () => {
  it('verify-email: the page and its button', async () => {
    await inArabic();
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'تأكيد بريدك الإلكتروني' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تأكيد بريدي الإلكتروني' })).toBeTruthy();
    expect(screen.queryByText('Verify my email')).toBeNull();
  });

  it('a link without its token: the problem page, its message and the resend form', async () => {
    await inArabic();
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'لم يعد من الممكن استخدام هذا الرابط' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('هذا الرابط غير صالح أو غير مكتمل. يُرجى طلب رابط جديد.');
    expect(screen.getByRole('button', { name: 'إعادة إرسال رسالة التحقّق' })).toBeTruthy();
  });

  it('magic-link and reset-password pages', async () => {
    await inArabic();
    const { unmount } = renderApp(`/auth/magic-link/verify?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول إلى Simplify' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'سجّل الدخول' })).toBeTruthy();
    unmount();
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور الجديدة', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' })).toBeTruthy();
  });
});
