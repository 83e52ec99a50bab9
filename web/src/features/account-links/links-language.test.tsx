import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceLanguage, LANGUAGE_KEY, setLanguage } from '../../i18n/language';
import { mockApi, renderApp, renderWithProviders, sampleUser } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import type { AccountLink } from './api/account-links';
import { SharedWithYou } from './components/shared-with-you';
import { PENDING_INVITATION_KEY } from './lib/pending-invitation';

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });
/** A name or address inside an Arabic sentence keeps its own direction (first-strong isolate … pop). */
const isolated = (text: string) => `\u2068${text}\u2069`;

const TOKEN = 'Abc_def-123'.padEnd(43, 'x');
const INVITE_PATH = `/account-link/${TOKEN}`;
const READ = `GET /api/account-links/invitation/${TOKEN}`;
const INVITATION = {
  body: {
    invitation: {
      inviter: { first_name: 'Bob', last_name: 'Lee', email: 'bob@example.com' },
      relationship_type: 'co_parent',
      permissions: ['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar'],
      status: 'pending',
      expiresAt: '2026-03-16T12:00:00.000Z',
    },
  },
};

const LINKS: AccountLink[] = [
  {
    id: 'l1',
    status: 'accepted',
    relationship_type: 'spouse',
    permissions: ['view_children', 'manage_assessments', 'view_calendar'],
    isInitiator: true,
    created_at: '2025-01-01T00:00:00.000Z',
    otherUser: { id: 'u2', first_name: 'Bob', last_name: 'Lee', email: 'bob@example.com', profile_image_url: null },
  },
  {
    id: 'p2',
    status: 'pending',
    relationship_type: 'caregiver',
    permissions: ['view_children', 'manage_assessments'],
    isInitiator: true,
    created_at: '2025-01-02T00:00:00.000Z',
    otherUser: { id: null, first_name: '', last_name: '', email: 'nanny@example.com', profile_image_url: null },
  },
];

/** The device's language before the first render (as main.tsx does), and a signed-in profile in the same language. */
async function signedIn(language: 'en' | 'ar', routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(LANGUAGE_KEY, language);
  await act(() => setLanguage(deviceLanguage()));
  localStorage.setItem('auth_token', 'tok');
  return mockApi({ 'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } }, ...routes });
}

afterEach(() => sessionStorage.clear());

describe('/account-links in English and Arabic', () => {
  const routes = { 'GET /api/account-links': { body: { accountLinks: LINKS } }, 'POST /api/account-links/p2/withdraw': { body: { success: true } } };

  it('English: the specification’s texts as they were', async () => {
    await signedIn('en', routes);
    renderApp('/account-links');
    expect(await screen.findByRole('heading', { name: 'Connected Accounts (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Links' })).toBeTruthy();
    expect(screen.getByText('What does linking share?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove link with Bob Lee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw invitation to nanny@example.com' })).toBeTruthy();
    expect(screen.getAllByText('Accepted')).toHaveLength(1);
    expect(screen.getAllByText('See the family calendar')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Invite Family Member' }));
    const select = screen.getByLabelText('Relationship') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Select relationship', 'Spouse/Partner', 'Co-Parent', 'Caregiver', 'Family Member']);
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('Arabic: headings, list, badges, form and toasts, right to left, names isolated', async () => {
    await signedIn('ar', routes);
    renderApp('/account-links');
    expect(await screen.findByRole('heading', { name: 'الحسابات المرتبطة (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'ربط الحسابات' })).toBeTruthy();
    expect(screen.getByText('ما الذي يُشارَك عند الربط؟')).toBeTruthy();
    expect(screen.getByText('مقبول')).toBeTruthy();
    expect(screen.getByText('قيد الانتظار')).toBeTruthy();
    expect(screen.getByText('الزوج/الزوجة')).toBeTruthy();
    expect(screen.getByText('رؤية تقويم العائلة')).toBeTruthy();
    expect(screen.getByRole('button', { name: `إزالة الربط مع ${isolated('Bob Lee')}` })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Connected Accounts|Account Links/ })).toBeNull();
    expect(screen.queryByText('Invite Family Member')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'دعوة أحد أفراد العائلة' }));
    const form = screen.getByRole('form', { name: 'دعوة أحد أفراد العائلة' });
    expect(within(form).getByLabelText('البريد الإلكتروني').getAttribute('dir')).toBe('ltr');
    const select = within(form).getByLabelText('صلة القرابة') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'اختر صلة القرابة',
      'الزوج/الزوجة',
      'الوالد الآخر',
      'مقدّم الرعاية',
      'فرد من العائلة',
    ]);
    expect(within(form).getByRole('button', { name: 'إرسال الدعوة' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال الدعوة' }));
    expect(await screen.findByText('معلومات ناقصة')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `سحب الدعوة المرسلة إلى ${isolated('nanny@example.com')}` }));
    expect(await screen.findByText('سُحبت الدعوة')).toBeTruthy();
    expect(screen.getByText(`لم تعد الدعوة المرسلة إلى ${isolated('nanny@example.com')} صالحة.`)).toBeTruthy();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('/account-link/{token} in Arabic', () => {
  it('before sign-in: the Arabic notice and who invited, with the names isolated', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    await act(() => setLanguage(deviceLanguage()));
    mockApi({ [READ]: INVITATION });
    renderApp(INVITE_PATH);
    expect(await screen.findByRole('heading', { name: 'يلزم تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سجّل الدخول للمتابعة' }).getAttribute('href')).toBe('/auth');
    const inviter = `دعاك ${isolated('Bob Lee')} (${isolated('bob@example.com')}) إلى ربط حسابَيكما في Simplify. بصفتك الوالد الآخر.`;
    expect(await screen.findByText(inviter)).toBeTruthy();
    expect(screen.queryByText(/invited you/)).toBeNull();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('signed in: the card and its buttons, and the accepted toast', async () => {
    await signedIn('ar', { [READ]: INVITATION, [`POST /api/account-links/accept/${TOKEN}`]: { body: { success: true } } });
    renderApp(INVITE_PATH);
    expect(await screen.findByRole('heading', { name: 'دعوة لربط الحساب' })).toBeTruthy();
    const access = screen.getByRole('list', { name: 'ما يُشارَك' });
    expect(
      within(access)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['عرض أفراد العائلة المشارَكين', 'التعاون في التقييمات', 'رؤية تقويم العائلة وتعديله']);
    expect(screen.getByText(`سجّلت الدخول باسم ${isolated('ann@example.com')}. ولا يستطيع الرد على الدعوة إلا الحساب الذي أُرسلت إليه.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رفض الدعوة' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'قبول الدعوة' }));
    expect(await screen.findByText('قُبلت الدعوة')).toBeTruthy();
  });
});

describe('the dashboard’s shared children in Arabic', () => {
  it('shows age, owner and the way back to an invitation in Arabic', async () => {
    sessionStorage.setItem(PENDING_INVITATION_KEY, INVITE_PATH);
    const child = { ...makeMember({ id: 'm9', name: 'Mia Lee', current_age: 8 }), owner: { id: 'u2', first_name: 'Bob', last_name: 'Lee' } };
    await signedIn('ar', { 'GET /api/shared/family-members': { body: [child] } });
    renderWithProviders(<SharedWithYou />);
    const section = await screen.findByRole('region', { name: 'مُشارَك معك' });
    expect(within(section).getByText('العمر: 8')).toBeTruthy();
    expect(within(section).getByText(`شاركه ${isolated('Bob Lee')}`)).toBeTruthy();
    expect(screen.getByText('لديك دعوة لربط الحساب')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'افتح الدعوة' });
    expect(link.getAttribute('href')).toBe(INVITE_PATH);
    await waitFor(() => expect(link.parentElement?.textContent).toBe('افتح الدعوة لقبولها أو رفضها.'));
  });
});
