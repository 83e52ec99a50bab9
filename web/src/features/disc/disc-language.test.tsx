import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDiscReport } from '../../../../shared/assessments/disc-report';
import { scoreDisc } from '../../../../shared/assessments/scoring';
import type { DiscStyle } from '../../../../shared/assessments/types';
import { AppRoutes } from '../../app/router';
import { setLanguage } from '../../i18n/language';
import { mockApi, renderWithProviders, sampleUser } from '../../test/render';
import { makeMember } from '../../test/sample-member';

const members = [
  makeMember({ id: 'm1', name: 'Sam Lee', school_name: null, year_level: null, curriculum: null }),
  makeMember({ id: 'm2', name: 'Pat Lee', relationship: 'spouse', date_of_birth: '1985-05-05', dateOfBirth: '1985-05-05' }),
];

const result = scoreDisc([...Array<DiscStyle>(8).fill('dominant'), ...Array<DiscStyle>(6).fill('cautious'), ...Array<DiscStyle>(6).fill('influential')]);

const completed = {
  id: 'd1',
  family_member_id: 'm1',
  familyMemberId: 'm1',
  member_name: 'Sam Lee',
  age_group: '6-12',
  status: 'completed',
  responses: [],
  answeredCount: 20,
  totalQuestions: 20,
  dominant_style: 'D',
  secondary_style: 'C',
  primary_style: 'D Dominance',
  personality_scores: { D: 40, I: 30, S: 0, C: 30 },
  reportSections: buildDiscReport({ name: 'Sam Lee', ageGroup: '6-12', result }),
  created_at: '2025-03-01T10:00:00.000Z',
  completed_at: '2025-03-01T10:20:00.000Z',
};

/** The question comes from the API in the profile's language (here an Arabic bank's text). */
const current = {
  assessment: { ...completed, id: 'd2', status: 'in_progress', answeredCount: 7 },
  currentQuestion: {
    id: 'dc-c-08',
    category: 'العمل مع الآخرين',
    question: 'عندما تلعب مع أصدقائك؟',
    answers: { dominant: 'أقود', influential: 'أمرح', supportive: 'أنتظر دوري', cautious: 'أتبع القواعد' },
  },
  questionNumber: 8,
  totalQuestions: 20,
};

function signedIn(language: 'en' | 'ar') {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } },
    'GET /api/family-members': { body: members },
    'GET /api/shared/family-members': { body: [] },
    'GET /api/disc/access': { body: { hasAccess: true } },
    'GET /api/disc/assessments': { body: [completed] },
    'GET /api/disc/assessments/d2/current': { body: current },
    'GET /api/disc/assessments/d1/current': { body: { assessment: completed, currentQuestion: null, questionNumber: 20, totalQuestions: 20 } },
    'DELETE /api/disc/assessments/d1': { status: 500 },
  });
}

const mirrored = (element: HTMLElement) => getComputedStyle(element.querySelector('[data-direction-icon]') as Element).transform === 'scaleX(-1)';

describe('DiSC screens in English and Arabic', () => {
  it('dashboard: English as before, then Arabic right to left, with the delete dialog and its toast', async () => {
    signedIn('en');
    renderWithProviders(<AppRoutes />, { path: '/disc-assessment' });
    expect(await screen.findByRole('heading', { name: 'DiSC Personality Assessment', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Total assessments')).toBeTruthy();
    expect(screen.getByText('spouse · age 41')).toBeTruthy();
    expect(screen.getByText('Dominant (D)')).toBeTruthy();

    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('heading', { name: 'تقييم DiSC للشخصية', level: 1 })).toBeTruthy();
    for (const tab of ['نظرة عامة', 'التقييمات', 'النتائج']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الملخص' })).toBeTruthy();
    expect(screen.getByText('إجمالي التقييمات')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'أفراد العائلة' })).toBeTruthy();
    // The relationship reads as the family screens name it in Arabic.
    expect(screen.getByText(/^\p{Script=Arabic}.* · العمر 41$/u)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'ابدأ التقييم' })).toHaveLength(2);
    expect(screen.getByText('الحازم (D)')).toBeTruthy();
    expect(screen.queryByText('Total assessments')).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');

    fireEvent.click(screen.getByRole('tab', { name: 'التقييمات' }));
    const panel = await screen.findByRole('tabpanel', { name: 'التقييمات' });
    expect(within(panel).getByText('20/20 سؤالًا · اكتمل في 01 مارس 2025')).toBeTruthy();
    expect(within(panel).getByText('النمط الأساسي: الحزم (D)')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'عرض التقرير' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'حذف تقييم DiSC الخاص بـ\u2068Sam Lee\u2069' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف التقييم' });
    expect(within(dialog).getByText('هل أنت متأكد من حذف تقييم DiSC هذا؟')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تعذّر حذف تقييم DiSC')).toBeTruthy();
    expect(screen.getByText('خطأ')).toBeTruthy();
  });

  it('take screen in Arabic: progress, the API’s Arabic question, Next and Back pointing the Arabic way', async () => {
    signedIn('ar');
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/disc-assessment/d2/take' });
    expect(await screen.findByText('السؤال 8 من 20')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تقييم DiSC', level: 1 })).toBeTruthy();
    // An Arabic category keeps its letters joined: no letter spacing right to left.
    expect(getComputedStyle(screen.getByText('العمل مع الآخرين')).letterSpacing).toBe('normal');
    expect(screen.getByRole('radio', { name: 'أقود' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'التالي' });
    expect(mirrored(next)).toBe(true);
    expect(mirrored(screen.getByRole('link', { name: 'رجوع' }))).toBe(true);
    fireEvent.click(next);
    expect(await screen.findByText('يُرجى اختيار إجابة')).toBeTruthy();
    expect(screen.getByText('يجب اختيار إجابة قبل المتابعة.')).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(await screen.findByText('Question 8 of 20')).toBeTruthy();
    expect(getComputedStyle(screen.getByText('العمل مع الآخرين')).letterSpacing).not.toBe('normal');
    expect(mirrored(screen.getByRole('button', { name: 'Next' }))).toBe(false);
  });

  it('results in Arabic: headings, style names and the chart’s name in Arabic', async () => {
    signedIn('ar');
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/disc-assessment/d1/results' });
    expect(await screen.findByText('نتائج \u2068Sam Lee\u2069')).toBeTruthy();
    expect(screen.getByText('اكتمل في 01 مارس 2025')).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'ملف DiSC' });
    expect(within(profile).getByText('النمط الأساسي: الحزم (D)')).toBeTruthy();
    expect(within(profile).getByText('النمط الثانوي: الانضباط (C)')).toBeTruthy();
    expect(within(profile).getByRole('img').getAttribute('aria-label')).toBe('نسب أنماط DiSC: الحازم (D) 40%، المؤثّر (I) 30%، الداعم (S) 0%، المتأنّي (C) 30%');
    const report = screen.getByRole('region', { name: 'تقرير DiSC' });
    for (const heading of ['نقاط القوة', 'التحديات', 'المحفّزات', 'مصادر الضغط', 'التعامل مع كل نمط'])
      expect(within(report).getByRole('heading', { name: heading })).toBeTruthy();
    expect(within(report).getByRole('button', { name: 'تنزيل PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التقييمات' })).toBeTruthy();
    expect(screen.queryByText('DiSC Profile')).toBeNull();

    await act(() => setLanguage('en'));
    expect(await screen.findByText('Results for Sam Lee')).toBeTruthy();
    expect(screen.getByText('Primary style: D Dominance')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Working with Each Style' })).toBeTruthy();
  });
});
