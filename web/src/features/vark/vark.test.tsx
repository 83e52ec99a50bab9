import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as varkReportModule from '../../../../shared/assessments/vark-report';
import type { VarkReport } from '../../../../shared/assessments/types';
import type { FamilyMember } from '../../../../shared/schemas/family';
import { AppRoutes } from '../../app/router';
import { mockApi, renderWithProviders, sampleUser, type FakeResponse, type RecordedCall } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import { VarkResultsScreen } from './routes/vark-results-screen';
import { parseResultsData, varkProfile } from './lib/vark-profile';

vi.mock('../../../../shared/assessments/vark-report', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/assessments/vark-report')>();
  return { ...actual, buildVarkReport: vi.fn(actual.buildVarkReport) };
});

type Routes = Record<string, FakeResponse | ((call: RecordedCall) => FakeResponse | Promise<FakeResponse>)>;

const thisYear = new Date().getFullYear();
const XSS = '<img src=x onerror=alert(1)>';

/** The shared test member, with no school details. */
const member = (over: Partial<FamilyMember>) => makeMember({ school_name: null, year_level: null, curriculum: null, ...over });

const members = [
  member({ id: 'm1', name: 'Sam Lee' }),
  member({ id: 'm2', name: 'Mia Lee', relationship: 'other', date_of_birth: `${thisYear - 15}-01-01`, dateOfBirth: `${thisYear - 15}-01-01` }),
  member({ id: 'm3', name: 'Leo Lee', relationship: 'child', date_of_birth: '', dateOfBirth: '' }),
  member({ id: 'm4', name: 'Pat Lee', relationship: 'spouse', date_of_birth: '1985-01-01', dateOfBirth: '1985-01-01' }),
];

const storedReport: VarkReport = {
  introduction: 'Intro text for the report.',
  learningProfile: 'Profile text for the report.',
  overview: 'Overview text for the report.',
  teachingTips: ['Teaching tip one', 'Teaching tip two'],
  homeSupport: ['Home idea one'],
  conclusion: 'Conclusion text for the report.',
};

function assessment(over: Record<string, unknown> = {}) {
  return {
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
    dominantStyle: 'visual',
    dominant_style: 'visual',
    secondaryStyle: 'auditory',
    isMultimodal: false,
    styleLabel: 'Visual and Auditory Blend',
    report: storedReport,
    ...over,
  };
}

function question(n: number) {
  return {
    id: `vk-c-${String(n).padStart(2, '0')}`,
    question: `What helps you most, number ${n}?`,
    answers: { auditory: `Hear it ${n}`, visual: `See it ${n}`, kinesthetic: `Do it ${n}`, readingWriting: `Read it ${n}` },
  };
}

function signedIn(routes: Routes = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: sampleUser },
    'GET /api/family-members': { body: members },
    'GET /api/vark/access': { body: { hasAccess: true } },
    'GET /api/vark/assessments': { body: [] },
    ...routes,
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Where />
    </>,
    { path },
  );
}

const where = () => screen.getByTestId('where').textContent;

/** Clicks a radio answer and waits until the group has taken the value (zag updates asynchronously). */
async function choose(name: string) {
  const radio = await screen.findByRole('radio', { name });
  fireEvent.click(radio);
  await waitFor(() => expect(radio.closest('[data-part="item"]')?.getAttribute('data-state')).toBe('checked'));
}

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

async function dashboard() {
  return screen.findByRole('heading', { name: 'VARK Learning Style Assessment', level: 1 });
}

let printSpy: ReturnType<typeof vi.spyOn>;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  printSpy = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  printSpy.mockRestore();
  alertSpy.mockRestore();
  vi.mocked(varkReportModule.buildVarkReport).mockClear();
});

describe('VARK dashboard (docs/decisions/0004)', () => {
  it('shows the access-required card, whose button goes to /upgrade, to a user with no access and no assessments', async () => {
    signedIn({ 'GET /api/vark/access': { body: { hasAccess: false } } });
    renderAt('/vark-assessment');
    const card = await screen.findByRole('region', { name: 'Access Required' });
    expect(screen.queryByRole('tab', { name: 'Overview' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(where()).toBe('/upgrade'));
  });

  it('shows the dashboard once an assessment exists, with Upgrade Required start buttons and no access', async () => {
    signedIn({ 'GET /api/vark/access': { body: { hasAccess: false } }, 'GET /api/vark/assessments': { body: [assessment()] } });
    renderAt('/vark-assessment');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Access Required' })).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'Upgrade Required' });
    expect(buttons).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Start Assessment' })).toBeNull();
    fireEvent.click(buttons[0]);
    await waitFor(() => expect(where()).toBe('/upgrade'));
  });

  it('lists only the children, each with a Start button carrying the VARK age group', async () => {
    signedIn();
    renderAt('/vark-assessment');
    await dashboard();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Sam Lee', 'Mia Lee', 'Leo Lee']);
    expect(screen.queryByText('Pat Lee')).toBeNull();

    fireEvent.click(within(screen.getByRole('article', { name: 'Mia Lee' })).getByRole('button', { name: 'Start Assessment' }));
    await waitFor(() => expect(where()).toBe('/vark-assessment/take?familyMemberId=m2&ageGroup=13-18'));
  });

  it('uses age 12 (ages 6-12) for a child without a birth date', async () => {
    signedIn();
    renderAt('/vark-assessment');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Leo Lee' })).getByRole('button', { name: 'Start Assessment' }));
    await waitFor(() => expect(where()).toBe('/vark-assessment/take?familyMemberId=m3&ageGroup=6-12'));
  });

  it('says Continue Assessment for a child with one in progress, and continues that one', async () => {
    signedIn({
      'GET /api/vark/assessments': {
        body: [
          assessment({
            id: 'open',
            status: 'in_progress',
            member_name: 'Mia Lee',
            familyMemberId: 'm2',
            family_member_id: 'm2',
            age_group: '13-18',
            completed_at: null,
          }),
        ],
      },
    });
    renderAt('/vark-assessment');
    const mia = await screen.findByRole('article', { name: 'Mia Lee' });
    expect(within(mia).queryByRole('button', { name: 'Start Assessment' })).toBeNull();
    // The others have none in progress: theirs still starts one.
    expect(within(screen.getByRole('article', { name: 'Sam Lee' })).getByRole('button', { name: 'Start Assessment' })).toBeTruthy();
    fireEvent.click(within(mia).getByRole('button', { name: 'Continue Assessment' }));
    await waitFor(() => expect(where()).toBe('/vark-assessment/take?familyMemberId=m2&ageGroup=13-18&resumeId=open'));
  });

  it('offers Resume, View Results or a disabled Pending button by status', async () => {
    signedIn({
      'GET /api/vark/assessments': {
        body: [
          assessment({ id: 'done', created_at: '2025-03-03T00:00:00.000Z' }),
          assessment({
            id: 'open',
            status: 'in_progress',
            member_name: 'Mia Lee',
            familyMemberId: 'm2',
            age_group: '13-18',
            answeredCount: 7,
            learningStyleScores: null,
            percentages: null,
            styleLabel: null,
            report: null,
            created_at: '2025-03-02T00:00:00.000Z',
            completed_at: null,
          }),
          assessment({
            id: 'odd',
            status: 'queued',
            member_name: 'Leo Lee',
            learningStyleScores: null,
            created_at: '2025-03-01T00:00:00.000Z',
            completed_at: null,
          }),
        ],
      },
    });
    renderAt('/vark-assessment');
    fireEvent.click(await screen.findByRole('tab', { name: 'Assessments' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Assessments' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Learning style: Visual and Auditory Blend')).toBeTruthy();
    expect(within(rows[1]).getByText(/7\/20 questions/)).toBeTruthy();
    const pending = within(rows[2]).getByRole('button', { name: 'Pending' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(where()).toBe('/vark-assessment/take?familyMemberId=m2&ageGroup=13-18&resumeId=open'));
  });

  it('goes to the results page from View Results', async () => {
    signedIn({
      'GET /api/vark/assessments': { body: [assessment()] },
      'GET /api/vark/assessments/a1': { body: { ...assessment(), currentQuestion: null, questionNumber: 20 } },
    });
    renderAt('/vark-assessment');
    fireEvent.click(await screen.findByRole('tab', { name: 'Results' }));
    fireEvent.click(await within(await screen.findByRole('tabpanel', { name: 'Results' })).findByRole('button', { name: 'View Results' }));
    await waitFor(() => expect(where()).toBe('/vark-assessment/results?id=a1'));
    expect(await screen.findByRole('heading', { name: 'VARK Assessment Results', level: 1 })).toBeTruthy();
  });

  it('shows the red card when the assessments cannot be loaded', async () => {
    signedIn({ 'GET /api/vark/assessments': { status: 500, body: { error: 'boom' } } });
    renderAt('/vark-assessment');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load VARK assessments. Please try again later.');
  });

  it('lists the $49 standalone and $99 add-on prices on the pricing tab, and Back goes to /', async () => {
    signedIn({ 'GET /api/vark/assessments': { body: [assessment()] } });
    renderAt('/vark-assessment');
    fireEvent.click(await screen.findByRole('tab', { name: 'Pricing' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Pricing' });
    expect(within(panel).getByText('$49')).toBeTruthy();
    expect(within(panel).getByText('per child assessment')).toBeTruthy();
    expect(within(panel).getByText('$99')).toBeTruthy();
    expect(within(panel).getByText('add-on')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(where()).toBe('/'));
  });
});

describe('VARK take screen (docs/decisions/0004)', () => {
  const take = '/vark-assessment/take?familyMemberId=m1&ageGroup=6-12';

  function startRoutes(extra: Routes = {}): Routes {
    return {
      'POST /api/vark/assessments/start': {
        status: 201,
        body: {
          assessment: assessment({ id: 'new', status: 'in_progress', report: null }),
          currentQuestion: question(1),
          questionNumber: 1,
          totalQuestions: 20,
        },
      },
      ...extra,
    };
  }

  it('starts, shows progress and the question as the label of four radio answers in key order', async () => {
    const { calls } = signedIn(startRoutes());
    renderAt(take);
    const group = await screen.findByRole('radiogroup', { name: 'What helps you most, number 1?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['auditory', 'visual', 'kinesthetic', 'readingWriting']);
    expect(within(group).getByRole('radio', { name: 'See it 1' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
    expect(screen.getByText('5%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Assessment progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    const start = calls.filter((c) => c.url === '/api/vark/assessments/start');
    expect(start).toHaveLength(1);
    expect(start[0].body).toEqual({ familyMemberId: 'm1', ageGroup: '6-12' });
    expect(start[0].headers.Authorization).toBe('Bearer tok');
  });

  it('has a Back link to the VARK list above the question while answering', async () => {
    signedIn(startRoutes());
    renderAt(take);
    await screen.findByRole('radiogroup', { name: 'What helps you most, number 1?' });
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/vark-assessment');
    // Above the question, next to the title (not only at the end of a long page).
    expect(back.compareDocumentPosition(screen.getByRole('radiogroup')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(back);
    await waitFor(() => expect(where()).toBe('/vark-assessment'));
  });

  it('has a Back link to the VARK list above the saved report', async () => {
    signedIn({ 'GET /api/vark/assessments/a1': { body: { ...assessment(), currentQuestion: null, questionNumber: 20 } } });
    renderAt('/vark-assessment/results?id=a1');
    const report = await screen.findByRole('heading', { name: 'Comprehensive Report', level: 2 });
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/vark-assessment');
    expect(back.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the started assessment in the address, so a reload resumes it instead of starting another', async () => {
    const { calls } = signedIn(startRoutes());
    renderAt(take);
    await screen.findByRole('radiogroup', { name: 'What helps you most, number 1?' });
    await waitFor(() => expect(where()).toBe('/vark-assessment/take?familyMemberId=m1&ageGroup=6-12&resumeId=new'));
    // Changing the address neither starts again nor reloads the assessment.
    expect(calls.filter((c) => c.url.startsWith('/api/vark/assessments/'))).toHaveLength(1);
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
  });

  it('asks for an answer before continuing', async () => {
    const { calls } = signedIn(startRoutes());
    renderAt(take);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const toast = await toastWith('Please select an answer');
    expect(within(toast).getByText('You must choose an answer before continuing.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('saves the answer and shows the next question with a cleared selection', async () => {
    const { calls } = signedIn(
      startRoutes({
        'PATCH /api/vark/assessments/new': {
          body: {
            completed: false,
            assessment: assessment({ id: 'new', status: 'in_progress' }),
            currentQuestion: question(2),
            questionNumber: 2,
            totalQuestions: 20,
          },
        },
      }),
    );
    renderAt(take);
    await choose('Do it 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radiogroup', { name: 'What helps you most, number 2?' })).toBeTruthy();
    expect(screen.getByText('Question 2 of 20')).toBeTruthy();
    expect(screen.getByText('10%')).toBeTruthy();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ currentQuestionIndex: 1, responses: [{ questionId: 'vk-c-01', answer: 'kinesthetic' }] });
  });

  it('reads Complete Assessment on the last question and shows a toast and the results at the end', async () => {
    signedIn({
      'GET /api/vark/assessments/r1': {
        body: {
          ...assessment({ id: 'r1', status: 'in_progress', report: null, responses: [{ questionId: 'vk-c-01', answer: 'visual' }] }),
          currentQuestion: question(20),
          questionNumber: 20,
        },
      },
      'PATCH /api/vark/assessments/r1': { body: { completed: true, assessment: assessment({ id: 'r1' }), report: storedReport } },
    });
    renderAt('/vark-assessment/take?familyMemberId=m1&ageGroup=6-12&resumeId=r1');
    expect(await screen.findByText('Question 20 of 20')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await choose('Read it 20');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    expect(await toastWith('Assessment Complete!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Comprehensive Report' })).toBeTruthy();
    expect(screen.getByText('Intro text for the report.')).toBeTruthy();
    expect(screen.getByTestId('vark-style-label').textContent).toBe('Visual and Auditory Blend');
  });

  it('sends every answer given so far, the resumed ones included', async () => {
    const { calls } = signedIn({
      'GET /api/vark/assessments/r1': {
        body: {
          ...assessment({ id: 'r1', status: 'in_progress', responses: [{ questionId: 'vk-c-01', answer: 'visual' }] }),
          currentQuestion: question(2),
          questionNumber: 2,
        },
      },
      'PATCH /api/vark/assessments/r1': {
        body: {
          completed: false,
          assessment: assessment({ id: 'r1', status: 'in_progress' }),
          currentQuestion: question(3),
          questionNumber: 3,
          totalQuestions: 20,
        },
      },
    });
    renderAt('/vark-assessment/take?resumeId=r1');
    await choose('Hear it 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Question 3 of 20');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      currentQuestionIndex: 2,
      responses: [
        { questionId: 'vk-c-01', answer: 'visual' },
        { questionId: 'vk-c-02', answer: 'auditory' },
      ],
    });
  });

  it('toasts when an answer cannot be saved', async () => {
    signedIn(startRoutes({ 'PATCH /api/vark/assessments/new': { status: 500, body: { error: 'nope' } } }));
    renderAt(take);
    await choose('See it 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const toast = await toastWith('Error');
    expect(within(toast).getByText('Failed to submit answer. Please try again.')).toBeTruthy();
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
  });

  it('toasts and returns to /vark-assessment when the start fails', async () => {
    signedIn({ 'POST /api/vark/assessments/start': { status: 500, body: { error: 'down' } } });
    renderAt(take);
    const toast = await toastWith('Error');
    expect(within(toast).getByText('Failed to start assessment. Please try again.')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/vark-assessment'));
  });

  it('goes to /upgrade with a toast when the start needs an upgrade', async () => {
    signedIn({
      'POST /api/vark/assessments/start': { status: 403, body: { error: 'Upgrade required: assessments are included with Simplify+ or the Assessment Pack.' } },
    });
    renderAt(take);
    const toast = await toastWith('Upgrade Required');
    expect(within(toast).getByText(/Upgrade required: assessments are included/)).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/upgrade'));
  });

  it('shows Failed to load assessment with Go Back when nothing loads', async () => {
    signedIn({ 'GET /api/vark/assessments/gone': { status: 404, body: { error: 'Assessment not found' } } });
    renderAt('/vark-assessment/take?resumeId=gone');
    expect(await screen.findByText('Failed to load assessment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(where()).toBe('/vark-assessment'));
  });
});

describe('VARK results (docs/decisions/0004)', () => {
  function results(a: Record<string, unknown>, extra: Routes = {}) {
    return signedIn({ 'GET /api/vark/assessments/a1': { body: { ...a, currentQuestion: null, questionNumber: 20 } }, ...extra });
  }

  it('shows the scores, percentages, a labelled chart, the blend label and the stored report sections', async () => {
    const { calls } = results(assessment());
    renderAt('/vark-assessment/results?id=a1');
    expect(await screen.findByRole('heading', { name: 'Comprehensive Report', level: 2 })).toBeTruthy();
    expect(screen.getByTestId('vark-score-visual').textContent).toBe('8');
    expect(screen.getByTestId('vark-percent-auditory').textContent).toBe('30%');
    expect(screen.getByTestId('vark-style-label').textContent).toBe('Visual and Auditory Blend');
    expect(screen.getByText('Dominant style: Visual (40%)')).toBeTruthy();
    const chart = screen.getByRole('img', { name: /learning style percentages/i });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.getAttribute('aria-label')).toBe('Learning style percentages: Visual 40%, Auditory 30%, Reading/Writing 15%, Kinesthetic 15%');
    for (const title of ['Introduction', 'Learning Profile', 'Overview', 'Teaching Tips', 'Home Support', 'Conclusion']) {
      expect(screen.getByRole('heading', { name: title, level: 3 })).toBeTruthy();
    }
    expect(screen.getByText('Teaching tip two')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/vark/comprehensive-report')).toBe(false);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
  });

  it("labels a tie for the top score 'Multimodal (A & B)' and dates the results 'MMM dd, yyyy'", async () => {
    results(
      assessment({
        learningStyleScores: { visual: 7, auditory: 7, readingWriting: 3, kinesthetic: 3 },
        percentages: { visual: 35, auditory: 35, readingWriting: 15, kinesthetic: 15 },
        isMultimodal: false,
        styleLabel: 'Visual and Auditory Blend',
      }),
    );
    renderAt('/vark-assessment/results?id=a1');
    expect((await screen.findByTestId('vark-style-label')).textContent).toBe('Multimodal (Visual & Auditory)');
    expect(screen.getByText(/Completed Mar 01, 2025/)).toBeTruthy();
  });

  it('labels a multimodal learner Multimodal', async () => {
    results(
      assessment({
        learningStyleScores: { visual: 7, auditory: 5, readingWriting: 4, kinesthetic: 4 },
        percentages: { visual: 35, auditory: 25, readingWriting: 20, kinesthetic: 20 },
        isMultimodal: true,
        styleLabel: 'Visual and Auditory Blend',
      }),
    );
    renderAt('/vark-assessment/results?id=a1');
    expect((await screen.findByTestId('vark-style-label')).textContent).toBe('Multimodal');
    expect(screen.getByText('Strongest pattern: Visual and Auditory Blend')).toBeTruthy();
  });

  it('asks the server for the report when none is stored', async () => {
    const serverReport = { ...storedReport, introduction: 'Server-built introduction.' };
    const { calls } = results(assessment({ report: null }), { 'POST /api/vark/comprehensive-report': { body: serverReport } });
    renderAt('/vark-assessment/results?id=a1');
    expect(await screen.findByText('Server-built introduction.')).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/vark/comprehensive-report');
    expect(post?.body).toEqual({ childName: 'Sam Lee', scores: { visual: 8, auditory: 6, readingWriting: 3, kinesthetic: 3 }, ageGroup: '6-12' });
  });

  it('builds the local fallback report when the server cannot', async () => {
    results(assessment({ report: null }), { 'POST /api/vark/comprehensive-report': { status: 500 } });
    renderAt('/vark-assessment/results?id=a1');
    expect(await screen.findByRole('heading', { name: 'Teaching Tips', level: 3 })).toBeTruthy();
    expect(screen.getByText(/This report looks at how Sam likes to learn/)).toBeTruthy();
    expect(varkReportModule.buildVarkReport).toHaveBeenCalledTimes(1);
  });

  it('says the report failed when no report can be built at all', async () => {
    vi.mocked(varkReportModule.buildVarkReport).mockImplementationOnce(() => {
      throw new Error('no content');
    });
    results(assessment({ report: null }), { 'POST /api/vark/comprehensive-report': { status: 500 } });
    renderAt('/vark-assessment/results?id=a1');
    expect(await screen.findByText('Failed to generate report. Please try again.')).toBeTruthy();
  });

  it('shows Assessment data is incomplete. when there are no scores', async () => {
    results(assessment({ status: 'in_progress', learningStyleScores: null, percentages: null, report: null }));
    renderAt('/vark-assessment/results?id=a1');
    expect(await screen.findByText('Assessment data is incomplete.')).toBeTruthy();
  });

  it('shows Failed to load assessment results. with a return link', async () => {
    signedIn({ 'GET /api/vark/assessments/a1': { status: 404, body: { error: 'Assessment not found' } } });
    renderAt('/vark-assessment/results?id=a1');
    expect(await screen.findByText('Failed to load assessment results.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to VARK Assessments' }).getAttribute('href')).toBe('/vark-assessment');
  });

  it('reads the data and child query form and applies the V, A, R, K tie order', async () => {
    const data = encodeURIComponent(
      JSON.stringify({
        scores: { visual: 4, auditory: 8, readingWriting: 8, kinesthetic: 0 },
        percentages: { visual: 20, auditory: 40, readingWriting: 40, kinesthetic: 0 },
        dominantStyle: 'readingWriting',
        totalQuestions: 20,
      }),
    );
    signedIn({ 'POST /api/vark/comprehensive-report': { body: storedReport } });
    renderAt(`/vark-assessment/results?data=${data}&child=Ava`);
    expect(await screen.findByText('Results for Ava')).toBeTruthy();
    expect(screen.getByText('Dominant style: Auditory (40%)')).toBeTruthy();
    expect(screen.getByTestId('vark-style-label').textContent).toBe('Multimodal (Auditory & Reading/Writing)');
    expect(await screen.findByText('Intro text for the report.')).toBeTruthy();
  });

  it('Download PDF prints the page and never alerts', async () => {
    results(assessment());
    renderAt('/vark-assessment/results?id=a1');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(printSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download PDF' }).closest('[data-print-hide]')).toBeTruthy();
    expect(document.querySelector('[data-print-root]')).toBeTruthy();
  });

  it('shows a member named like markup as text', async () => {
    results(assessment({ member_name: XSS, report: null }), { 'POST /api/vark/comprehensive-report': { status: 500 } });
    renderAt('/vark-assessment/results?id=a1');
    expect(await screen.findByText(`Results for ${XSS}`)).toBeTruthy();
    await screen.findByRole('heading', { name: 'Teaching Tips' });
    expect(document.querySelector('img')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in', () => {
    mockApi({});
    renderWithProviders(<VarkResultsScreen />, { path: '/vark-assessment/results?id=a1' });
    expect(screen.getByText('Please log in to view your assessment results.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });
});

describe('VARK label rules (docs/decisions/0004)', () => {
  const profile = (visual: number, auditory: number, readingWriting: number, kinesthetic: number) =>
    varkProfile({ scores: { visual, auditory, readingWriting, kinesthetic } });

  it('breaks ties in the order Visual, Auditory, Reading/Writing, Kinesthetic', () => {
    expect(profile(5, 5, 5, 5).dominantStyle).toBe('visual');
    expect(profile(2, 7, 7, 4).dominantStyle).toBe('auditory');
    expect(profile(2, 3, 7, 8).dominantStyle).toBe('kinesthetic');
  });

  it("names an 'X and Y Blend' within 10 points, else the single style", () => {
    expect(profile(8, 6, 3, 3).headline).toBe('Visual and Auditory Blend');
    expect(profile(12, 4, 2, 2).headline).toBe('Visual');
  });

  it('flags Multimodal when at least three styles reach 20%', () => {
    const p = profile(7, 5, 4, 4);
    expect(p.isMultimodal).toBe(true);
    expect(p.headline).toBe('Multimodal');
    expect(profile(10, 6, 2, 2).isMultimodal).toBe(false);
  });

  it('prefers the server label and flag when present', () => {
    const p = varkProfile({ scores: { visual: 8, auditory: 6, readingWriting: 3, kinesthetic: 3 }, styleLabel: 'Visual', isMultimodal: false });
    expect(p.headline).toBe('Visual');
  });

  it('rejects data that is not JSON and keeps data without scores as incomplete', () => {
    expect(parseResultsData('not json')).toBeNull();
    expect(parseResultsData(JSON.stringify({ totalQuestions: 20 }))?.scores).toBeNull();
  });
});
