import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../../../../shared/schemas/family';
import { AppRoutes } from '../../app/router';
import { setLanguage } from '../../i18n/language';
import { mockApi, renderWithProviders, sampleUser } from '../../test/render';
import { makeMember } from '../../test/sample-member';

const child = (over: Partial<FamilyMember> = {}) => makeMember({ id: 'm1', name: 'Sam Lee', school_name: null, year_level: null, curriculum: null, ...over });

const storedReport = {
  introduction: 'Intro text for the report.',
  learningProfile: 'Profile text for the report.',
  overview: 'Overview text for the report.',
  teachingTips: ['Teaching tip one'],
  homeSupport: ['Home idea one'],
  conclusion: 'Conclusion text for the report.',
};

/** 40 / 30 / 15 / 15: a Visual and Auditory blend. */
const completed = (report: unknown) => ({
  id: 'a1',
  family_member_id: 'm1',
  familyMemberId: 'm1',
  member_name: 'Sam Lee',
  age_group: '6-12',
  status: 'completed',
  responses: [],
  answeredCount: 20,
  totalQuestions: 20,
  completed_at: '2025-03-01T10:20:00.000Z',
  learningStyleScores: { visual: 8, auditory: 6, readingWriting: 3, kinesthetic: 3 },
  percentages: { visual: 40, auditory: 30, readingWriting: 15, kinesthetic: 15 },
  isMultimodal: false,
  styleLabel: 'Visual and Auditory Blend',
  report,
});

function signedIn(language: 'en' | 'ar', report: unknown) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } },
    'GET /api/family-members': { body: [child()] },
    'GET /api/shared/family-members': { body: [] },
    'GET /api/vark/access': { body: { hasAccess: true } },
    'GET /api/vark/assessments': { body: [completed(report)] },
    'GET /api/vark/assessments/a1': { body: completed(report) },
    'POST /api/vark/comprehensive-report': { body: storedReport },
  });
}

const startsWith = (prefix: string) => (_: string, element: Element | null) => Boolean(element?.tagName === 'P' && element.textContent?.startsWith(prefix));
const ARABIC_INTRO = 'يتناول هذا التقرير طرق التعلّم المفضّلة لدى \u2068Sam\u2069';

describe('VARK comprehensive report in the parent’s language', () => {
  it('English by default: the stored report as it is, left to right', async () => {
    signedIn('en', storedReport);
    renderWithProviders(<AppRoutes />, { path: '/vark-assessment/results?id=a1' });
    expect(await screen.findByText('Intro text for the report.')).toBeTruthy();
    expect(screen.getByText('Teaching tip one')).toBeTruthy();
    expect(screen.queryByText(startsWith(ARABIC_INTRO))).toBeNull();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('Arabic: built in Arabic from the stored scores, right to left, the English report and the server not used', async () => {
    const { calls } = signedIn('ar', storedReport);
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/vark-assessment/results?id=a1' });
    const intro = await screen.findByText(startsWith(ARABIC_INTRO));
    expect(screen.getByText(startsWith('توزّعت إجابات \u2068Sam\u2069')).textContent).toContain('مزيج من الأسلوبين البصري والسمعي');
    expect(screen.getByText(startsWith('يجمع أسلوب \u2068Sam\u2069 بين تفضيل بصري قوي وتفضيل سمعي قوي'))).toBeTruthy();
    expect(screen.getAllByRole('listitem').some((li) => li.textContent?.startsWith('الحديث عن الصورة'))).toBe(true);
    expect(screen.queryByText('Intro text for the report.')).toBeNull();
    expect(screen.queryByText('Teaching tip one')).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(intro.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(calls.some((c) => c.url.includes('/comprehensive-report'))).toBe(false);

    // Back to English: the stored report again.
    await act(() => setLanguage('en'));
    expect(await screen.findByText('Intro text for the report.')).toBeTruthy();
    expect(screen.queryByText(startsWith(ARABIC_INTRO))).toBeNull();
  });

  it('without a stored report: English asks the server, Arabic builds its own', async () => {
    const { calls: english } = signedIn('en', null);
    const view = renderWithProviders(<AppRoutes />, { path: '/vark-assessment/results?id=a1' });
    expect(await screen.findByText('Intro text for the report.')).toBeTruthy();
    await waitFor(() => expect(english.some((c) => c.method === 'POST' && c.url.includes('/comprehensive-report'))).toBe(true));
    view.unmount();

    const { calls: arabic } = signedIn('ar', null);
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/vark-assessment/results?id=a1' });
    expect(await screen.findByText(startsWith(ARABIC_INTRO))).toBeTruthy();
    expect(arabic.some((c) => c.url.includes('/comprehensive-report'))).toBe(false);
  });
});
