import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../../../../shared/schemas/family';
import { AppRoutes } from '../../app/router';
import { setLanguage } from '../../i18n/language';
import { mockApi, renderWithProviders, sampleUser } from '../../test/render';
import { makeMember } from '../../test/sample-member';

const child = (over: Partial<FamilyMember> = {}) => makeMember({ id: 'm1', name: 'Sam Lee', school_name: null, year_level: null, curriculum: null, ...over });

const completed = {
  id: 'a1',
  family_member_id: 'm1',
  familyMemberId: 'm1',
  member_name: 'Sam Lee',
  age_group: '6-12',
  status: 'completed',
  responses: [],
  answeredCount: 20,
  totalQuestions: 20,
  created_at: '2025-03-01T10:00:00.000Z',
  completed_at: '2025-03-01T10:20:00.000Z',
  learningStyleScores: { visual: 8, auditory: 6, readingWriting: 3, kinesthetic: 3 },
  percentages: { visual: 40, auditory: 30, readingWriting: 15, kinesthetic: 15 },
  isMultimodal: false,
  styleLabel: 'Visual and Auditory Blend',
  report: { introduction: 'i', learningProfile: 'l', overview: 'o', teachingTips: ['t'], homeSupport: ['h'], conclusion: 'c' },
};

/** The question comes from the API in the profile's language (here an Arabic bank's text). */
const question = {
  id: 'vk-c-01',
  question: 'ما الذي يساعدك أكثر؟',
  answers: { visual: 'أن أرى صورة', auditory: 'أن أسمع شرحًا', readingWriting: 'أن أقرأ', kinesthetic: 'أن أجرّب' },
};

function signedIn(language: 'en' | 'ar', routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } },
    'GET /api/family-members': { body: [child()] },
    'GET /api/shared/family-members': { body: [] },
    'GET /api/vark/access': { body: { hasAccess: true } },
    'GET /api/vark/assessments': { body: [completed] },
    'GET /api/vark/assessments/a1': { body: completed },
    'POST /api/vark/assessments/start': {
      body: { assessment: { id: 'n1', member_name: 'Sam Lee', age_group: '6-12' }, currentQuestion: question, questionNumber: 3, totalQuestions: 16 },
    },
    ...routes,
  });
}

const html = () => document.documentElement.dir;
/** Whether an arrow icon is drawn turned around (Chakra's `_rtl` style, applied under `[dir=rtl]`). */
const mirrored = (button: HTMLElement) => getComputedStyle(button.querySelector('[data-direction-icon]') as Element).transform === 'scaleX(-1)';

describe('VARK screens in English and Arabic', () => {
  it('dashboard: the English texts, then Arabic right to left when the language changes', async () => {
    signedIn('en');
    renderWithProviders(<AppRoutes />, { path: '/vark-assessment' });
    expect(await screen.findByRole('heading', { name: 'VARK Learning Style Assessment', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start Assessment' })).toBeTruthy();
    for (const tab of ['Overview', 'Assessments', 'Results', 'Pricing']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.getByText('Visual')).toBeTruthy();
    expect(screen.getByText('· about 29% of learners')).toBeTruthy();
    expect(html()).toBe('ltr');

    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('heading', { name: 'تقييم VARK لأنماط التعلّم', level: 1 })).toBeTruthy();
    for (const tab of ['نظرة عامة', 'التقييمات', 'النتائج', 'الأسعار']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ابدأ التقييم' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ابدأ تقييمًا' })).toBeTruthy();
    expect(screen.getByText('بصري')).toBeTruthy();
    expect(screen.getByText('· نحو 29% من المتعلّمين')).toBeTruthy();
    expect(screen.getByText('العمر 8 · أسئلة الفئة العمرية 6-12')).toBeTruthy();
    expect(screen.queryByText('Start Assessment')).toBeNull();
    expect(screen.queryByText('Visual')).toBeNull();
    expect(html()).toBe('rtl');

    fireEvent.click(screen.getByRole('tab', { name: 'التقييمات' }));
    const row = (await screen.findAllByText('مكتمل'))[0].closest('li') as HTMLElement;
    expect(within(row).getByRole('heading', { name: 'Sam Lee' })).toBeTruthy();
    expect(within(row).getByText('الفئة العمرية 6-12 · اكتمل في 01 مارس 2025')).toBeTruthy();
    expect(within(row).getByText('نمط التعلّم: مزيج بصري وسمعي')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'عرض النتائج' })).toBeTruthy();
  });

  it('take screen in Arabic: progress, the API’s Arabic question, Next and Back pointing the Arabic way, the toast', async () => {
    signedIn('ar');
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/vark-assessment/take?familyMemberId=m1&ageGroup=6-12' });
    expect(await screen.findByText('السؤال 3 من 16')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تقييم VARK', level: 1 })).toBeTruthy();
    expect(screen.getByText('\u2068Sam Lee\u2069 · الفئة العمرية 6-12')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'سؤال التقييم' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'ما الذي يساعدك أكثر؟' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'أن أرى صورة' })).toBeTruthy();
    const progress = screen.getByLabelText('تقدّم التقييم');
    expect(progress.getAttribute('aria-valuetext')).toBe('السؤال 3 من 16، اكتمل 19%');
    const next = screen.getByRole('button', { name: 'التالي' });
    const back = screen.getByRole('link', { name: 'رجوع' });
    expect(html()).toBe('rtl');
    expect(mirrored(next)).toBe(true);
    expect(mirrored(back)).toBe(true);

    fireEvent.click(next);
    expect(await screen.findByText('يُرجى اختيار إجابة')).toBeTruthy();
    expect(screen.getByText('يجب اختيار إجابة قبل المتابعة.')).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(await screen.findByText('Question 3 of 16')).toBeTruthy();
    expect(html()).toBe('ltr');
    expect(mirrored(screen.getByRole('button', { name: 'Next' }))).toBe(false);
    expect(mirrored(screen.getByRole('link', { name: 'Back' }))).toBe(false);
  });

  it('start in Arabic without access: the server’s upgrade message in Arabic', async () => {
    signedIn('ar', {
      'POST /api/vark/assessments/start': { status: 403, body: { error: 'Upgrade required: assessments are included with Simplify+ or the Assessment Pack.' } },
    });
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/vark-assessment/take?familyMemberId=m1&ageGroup=6-12' });
    expect(await screen.findByText('تلزم الترقية')).toBeTruthy();
    expect(screen.getByText('تلزم الترقية: التقييمات مشمولة في باقة Simplify+ أو حزمة التقييمات.')).toBeTruthy();
  });

  it('results in Arabic: headings, style names, the chart drawn right to left and named in Arabic, Download PDF', async () => {
    signedIn('ar');
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/vark-assessment/results?id=a1' });
    expect(await screen.findByText('نتائج \u2068Sam Lee\u2069')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'نتائج تقييم VARK', level: 1 })).toBeTruthy();
    expect(screen.getByText('الفئة العمرية 6-12 · اكتمل في 01 مارس 2025 · 20 سؤالًا')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'نمط التعلّم' })).toBeTruthy();
    expect(screen.getByTestId('vark-style-label').textContent).toBe('مزيج بصري وسمعي');
    expect(screen.getByText('النمط السائد: بصري (40%)')).toBeTruthy();
    const scores = screen.getByRole('region', { name: 'الدرجات' });
    for (const name of ['بصري', 'سمعي', 'قرائي/كتابي', 'حركي']) expect(within(scores).getAllByText(name).length).toBeGreaterThan(0);
    const chart = within(scores).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('نسب أنماط التعلّم: بصري 40%، سمعي 30%، قرائي/كتابي 15%، حركي 15%');
    // Mirrored: the visual bar's fill (40% of 300) ends at the right edge of the track instead of starting at its left.
    const fill = chart.querySelector('[data-bar="visual"] [data-fill]') as Element;
    expect([fill.getAttribute('x'), fill.getAttribute('width')]).toEqual(['236', '120']);
    expect(screen.getByRole('region', { name: 'التقرير الشامل' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'مقدمة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى تقييمات VARK' })).toBeTruthy();
    expect(screen.queryByText('Learning Style')).toBeNull();
    expect(screen.queryByText('Download PDF')).toBeNull();

    await act(() => setLanguage('en'));
    expect(await screen.findByText('Results for Sam Lee')).toBeTruthy();
    expect(screen.getByTestId('vark-style-label').textContent).toBe('Visual and Auditory Blend');
    expect(screen.getByText('Ages 6-12 · Completed Mar 01, 2025 · 20 questions')).toBeTruthy();
    const englishChart = within(screen.getByRole('region', { name: 'Scores' })).getByRole('img');
    expect(englishChart.getAttribute('aria-label')).toBe('Learning style percentages: Visual 40%, Auditory 30%, Reading/Writing 15%, Kinesthetic 15%');
    await waitFor(() => expect(englishChart.querySelector('[data-bar="visual"] [data-fill]')?.getAttribute('x')).toBe('150'));
  });
});
