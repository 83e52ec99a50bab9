import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDiscReport } from '../../../../shared/assessments/disc-report';
import { scoreDisc } from '../../../../shared/assessments/scoring';
import type { DiscStyle } from '../../../../shared/assessments/types';
import { AppRoutes } from '../../app/router';
import { setLanguage } from '../../i18n/language';
import { mockApi, renderWithProviders, sampleUser } from '../../test/render';
import { makeMember } from '../../test/sample-member';

const result = scoreDisc([...Array<DiscStyle>(8).fill('dominant'), ...Array<DiscStyle>(7).fill('cautious'), ...Array<DiscStyle>(5).fill('influential')]);

/** Dominant with Cautious, for a child; the server kept the English report. */
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
  personality_scores: { D: 40, I: 25, S: 0, C: 35 },
  reportSections: buildDiscReport({ name: 'Sam Lee', ageGroup: '6-12', result }),
  completed_at: '2025-03-01T10:20:00.000Z',
};

function signedIn(language: 'en' | 'ar') {
  localStorage.setItem('auth_token', 'tok');
  mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } },
    'GET /api/family-members': { body: [makeMember({ id: 'm1', name: 'Sam Lee', school_name: null, year_level: null, curriculum: null })] },
    'GET /api/shared/family-members': { body: [] },
    'GET /api/disc/access': { body: { hasAccess: true } },
    'GET /api/disc/assessments': { body: [completed] },
    'GET /api/disc/assessments/d1/current': { body: { assessment: completed, currentQuestion: null, questionNumber: 20, totalQuestions: 20 } },
  });
}

const ENGLISH_TITLE = "Sam's DiSC Profile: Dominant with Cautious (DC)";
const ARABIC_TITLE = 'ملف \u2068Sam\u2069 الشخصي: النمط الحازم مع المتأنّي (DC)';

describe('DiSC report in the parent’s language', () => {
  it('English by default: the stored report, left to right', async () => {
    signedIn('en');
    renderWithProviders(<AppRoutes />, { path: '/disc-assessment/d1/results' });
    expect(await screen.findByRole('heading', { name: ENGLISH_TITLE })).toBeTruthy();
    expect(screen.getByText('Brave about trying hard things')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ARABIC_TITLE })).toBeNull();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('Arabic: built in Arabic from the stored styles and age group, right to left; English again after switching back', async () => {
    signedIn('ar');
    await act(() => setLanguage('ar'));
    renderWithProviders(<AppRoutes />, { path: '/disc-assessment/d1/results' });
    const title = await screen.findByRole('heading', { name: ARABIC_TITLE });
    // The child's content, with what the Cautious secondary style adds.
    expect(screen.getByText('الجرأة على خوض الأشياء الصعبة')).toBeTruthy();
    expect(screen.getByText('وضع معايير عالية والالتزام بها')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && Boolean(el.textContent?.startsWith('الإقدام سمة واضحة لدى \u2068Sam\u2069')))).toBeTruthy();
    expect(screen.queryByText('Brave about trying hard things')).toBeNull();
    expect(screen.queryByRole('heading', { name: ENGLISH_TITLE })).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(title.closest('[dir]')?.getAttribute('dir')).toBe('rtl');

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { name: ENGLISH_TITLE })).toBeTruthy();
    expect(screen.queryByText('الجرأة على خوض الأشياء الصعبة')).toBeNull();
  });
});
