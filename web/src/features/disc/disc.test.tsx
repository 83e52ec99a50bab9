import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDiscReport, renderDiscReportHtml } from '../../../../shared/assessments/disc-report';
import { scoreDisc } from '../../../../shared/assessments/scoring';
import type { DiscStyle } from '../../../../shared/assessments/types';
import type { FamilyMember } from '../../../../shared/schemas/family';
import { AppRoutes } from '../../app/router';
import { mockApi, renderWithProviders, sampleUser, type FakeResponse, type RecordedCall } from '../../test/render';
import { makeMember } from '../../test/sample-member';

type Routes = Record<string, FakeResponse | ((call: RecordedCall) => FakeResponse | Promise<FakeResponse>)>;

const XSS = '<img src=x onerror=alert(1)>';

/** The shared test member, with no school details. */
const member = (over: Partial<FamilyMember>) => makeMember({ school_name: null, year_level: null, curriculum: null, ...over });

const members = [
  member({ id: 'm1', name: 'Sam Lee' }),
  member({ id: 'm2', name: 'Pat Lee', relationship: 'spouse', date_of_birth: '1985-05-05', dateOfBirth: '1985-05-05' }),
];

/** A completed assessment built with the shared scoring and report code, as the server does. */
function completed(name = 'Sam Lee', over: Record<string, unknown> = {}) {
  const answers: DiscStyle[] = [
    ...Array<DiscStyle>(8).fill('dominant'),
    ...Array<DiscStyle>(6).fill('cautious'),
    ...Array<DiscStyle>(4).fill('influential'),
    ...Array<DiscStyle>(2).fill('supportive'),
  ];
  const result = scoreDisc(answers);
  const sections = buildDiscReport({ name, ageGroup: '6-12', result });
  return {
    id: 'd1',
    family_member_id: 'm1',
    familyMemberId: 'm1',
    member_name: name,
    age_group: '6-12',
    status: 'completed',
    responses: [],
    answeredCount: 20,
    totalQuestions: 20,
    dominant_style: 'D',
    secondary_style: 'C',
    primary_style: 'D Dominance',
    personality_scores: { D: 40, I: 20, S: 10, C: 30 },
    report: renderDiscReportHtml(sections),
    reportSections: sections,
    created_at: '2025-03-01T10:00:00.000Z',
    completed_at: '2025-03-01T10:20:00.000Z',
    ...over,
  };
}

function inProgress(over: Record<string, unknown> = {}) {
  return {
    ...completed(),
    id: 'd2',
    status: 'in_progress',
    answeredCount: 7,
    dominant_style: null,
    secondary_style: null,
    primary_style: null,
    personality_scores: null,
    report: null,
    reportSections: null,
    completed_at: null,
    created_at: '2025-03-02T10:00:00.000Z',
    ...over,
  };
}

function question(n: number) {
  return {
    id: `dc-c-${String(n).padStart(2, '0')}`,
    category: 'Working with others',
    question: `When you play with friends, number ${n}?`,
    answers: { influential: `Fun ${n}`, dominant: `Lead ${n}`, cautious: `Rules ${n}`, supportive: `Turns ${n}` },
  };
}

function signedIn(routes: Routes = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: sampleUser },
    'GET /api/family-members': { body: members },
    'GET /api/disc/access': { body: { hasAccess: true } },
    'GET /api/disc/assessments': { body: [] },
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

async function choose(name: string) {
  const radio = await screen.findByRole('radio', { name });
  fireEvent.click(radio);
  await waitFor(() => expect(radio.closest('[data-part="item"]')?.getAttribute('data-state')).toBe('checked'));
}

async function toastWith(title: string) {
  const el = await screen.findByText(title);
  return el.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
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
});

describe('DiSC dashboard (docs/decisions/0004)', () => {
  it('counts total, completed and in-progress assessments and shows a card for every family member', async () => {
    signedIn({ 'GET /api/disc/assessments': { body: [completed(), inProgress(), inProgress({ id: 'd3', status: 'abandoned' })] } });
    renderAt('/disc-assessment');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value('Total assessments')).toBe('3');
    expect(value('Completed')).toBe('1');
    expect(value('In progress')).toBe('1');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Sam Lee', 'Pat Lee']);
    expect(screen.getAllByRole('button', { name: 'Start Assessment' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'View plans and upgrade' })).toBeNull();
  });

  it("shows 'n/20 questions' and a status badge on each row", async () => {
    signedIn({
      'GET /api/disc/assessments': {
        body: [completed(), inProgress(), inProgress({ id: 'd3', status: 'abandoned', answeredCount: 3, created_at: '2025-03-03T10:00:00.000Z' })],
      },
    });
    renderAt('/disc-assessment');
    fireEvent.click(await screen.findByRole('tab', { name: 'Assessments' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Assessments' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => /(\d+\/\d+ questions)/.exec(r.textContent ?? '')?.[1])).toEqual(['3/20 questions', '7/20 questions', '20/20 questions']);
    expect(within(rows[0]).getByText('Abandoned')).toBeTruthy();
    expect(within(rows[1]).getByText('In Progress')).toBeTruthy();
    expect(within(rows[2]).getByText('Completed')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toBe('/disc-assessment/d2/take'));
  });

  it('shows Upgrade Required start buttons and a link to /upgrade without access', async () => {
    signedIn({ 'GET /api/disc/access': { body: { hasAccess: false } } });
    renderAt('/disc-assessment');
    const buttons = await screen.findAllByRole('button', { name: 'Upgrade Required' });
    expect(buttons).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View plans and upgrade' }).getAttribute('href')).toBe('/upgrade');
    fireEvent.click(buttons[0]);
    await waitFor(() => expect(where()).toBe('/upgrade'));
  });

  it('starts an assessment with the DiSC age group and opens it', async () => {
    const { calls } = signedIn({
      'POST /api/disc/assessments/start': {
        status: 201,
        body: { assessment: { id: 'new1' }, currentQuestion: question(1), questionNumber: 1, totalQuestions: 20 },
      },
    });
    renderAt('/disc-assessment');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Pat Lee' })).getByRole('button', { name: 'Start Assessment' }));
    await waitFor(() => expect(where()).toBe('/disc-assessment/new1/take'));
    expect(calls.find((c) => c.url === '/api/disc/assessments/start')?.body).toEqual({ familyMemberId: 'm2', ageGroup: '13+' });
  });

  it('logs a failed start and says so in a toast; after a 403 the buttons read Upgrade Required', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn({ 'POST /api/disc/assessments/start': { status: 403, body: { error: 'Upgrade required' } } });
    renderAt('/disc-assessment');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Sam Lee' })).getByRole('button', { name: 'Start Assessment' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to start DiSC assessment: 403 - {"error":"Upgrade required"}'));
    const toast = (await screen.findByText('Upgrade required')).closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
    expect(within(toast).getByText('Upgrade Required')).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Upgrade Required' })).toHaveLength(2);
    expect(where()).toBe('/disc-assessment');
    warn.mockRestore();
  });

  it('toasts "Failed to start assessment. Please try again." when the start fails otherwise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn({ 'POST /api/disc/assessments/start': { status: 500, body: { error: 'Internal error' } } });
    renderAt('/disc-assessment');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Sam Lee' })).getByRole('button', { name: 'Start Assessment' }));
    const toast = await toastWith('Error');
    expect(within(toast).getByText('Failed to start assessment. Please try again.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Start Assessment' })).toHaveLength(2);
    warn.mockRestore();
  });

  it("never offers Delete on a child's assessment shared through an account link", async () => {
    signedIn({ 'GET /api/disc/assessments': { body: [completed('Sam Lee', { shared: true }), completed('Mia Lee', { id: 'd3' })] } });
    renderAt('/disc-assessment');
    fireEvent.click(await screen.findByRole('tab', { name: 'Assessments' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Assessments' });
    await within(panel).findByRole('heading', { name: 'Sam Lee' });
    expect(within(panel).queryByRole('button', { name: 'Delete DiSC assessment for Sam Lee' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Delete DiSC assessment for Mia Lee' })).toBeTruthy();
    // Dates read 'MMM dd, yyyy'.
    expect(within(panel).getAllByText(/Completed Mar 01, 2025/).length).toBeGreaterThan(0);
  });

  it('asks before deleting, then deletes and refetches the list', async () => {
    let list = [completed()];
    const { calls } = signedIn({
      'GET /api/disc/assessments': () => ({ body: list }),
      'DELETE /api/disc/assessments/d1': () => {
        list = [];
        return { body: { success: true } };
      },
    });
    renderAt('/disc-assessment');
    fireEvent.click(await screen.findByRole('tab', { name: 'Assessments' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Assessments' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete DiSC assessment for Sam Lee' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this DiSC assessment?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(panel).findByText(/No DiSC assessments yet/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('toasts when a delete fails', async () => {
    signedIn({ 'GET /api/disc/assessments': { body: [completed()] }, 'DELETE /api/disc/assessments/d1': { status: 500 } });
    renderAt('/disc-assessment');
    fireEvent.click(await screen.findByRole('tab', { name: 'Results' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Results' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete DiSC assessment for Sam Lee' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toast = await toastWith('Error');
    expect(within(toast).getByText('Failed to delete DiSC assessment')).toBeTruthy();
  });

  it('shows the red card when the assessments cannot be loaded', async () => {
    signedIn({ 'GET /api/disc/assessments': { status: 500 } });
    renderAt('/disc-assessment');
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load DiSC assessments. Please try again later.');
  });
});

describe('DiSC take and results (docs/decisions/0004)', () => {
  const current = (n: number, over: Record<string, unknown> = {}) => ({
    body: { assessment: inProgress(), currentQuestion: question(n), questionNumber: n, totalQuestions: 20, ...over },
  });

  it('shows the category, the question labelling four radio answers, and asks for an answer', async () => {
    const { calls } = signedIn({ 'GET /api/disc/assessments/d2/current': current(8) });
    renderAt('/disc-assessment/d2/take');
    const group = await screen.findByRole('radiogroup', { name: 'When you play with friends, number 8?' });
    expect(screen.getByText('Working with others')).toBeTruthy();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['influential', 'dominant', 'cautious', 'supportive']);
    expect(screen.getByText('Question 8 of 20')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const toast = await toastWith('Please select an answer');
    expect(within(toast).getByText('You must select an answer before continuing.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('has a Back link to the DiSC list above the question while answering', async () => {
    signedIn({ 'GET /api/disc/assessments/d2/current': current(8) });
    renderAt('/disc-assessment/d2/take');
    const group = await screen.findByRole('radiogroup', { name: 'When you play with friends, number 8?' });
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/disc-assessment');
    expect(back.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(back);
    await waitFor(() => expect(where()).toBe('/disc-assessment'));
  });

  it('has a Back link to the DiSC list above the report', async () => {
    signedIn({ 'GET /api/disc/assessments/d1/current': { body: { assessment: completed(), currentQuestion: null, questionNumber: 20, totalQuestions: 20 } } });
    renderAt('/disc-assessment/d1/results');
    const report = await screen.findByRole('heading', { name: 'Your DiSC Report', level: 2 });
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/disc-assessment');
    expect(back.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('saves an answer and moves to the next question', async () => {
    const { calls } = signedIn({
      'GET /api/disc/assessments/d2/current': current(8),
      'PATCH /api/disc/assessments/d2': { body: { completed: false, ...current(9).body } },
    });
    renderAt('/disc-assessment/d2/take');
    await choose('Lead 8');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radiogroup', { name: 'When you play with friends, number 9?' })).toBeTruthy();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ currentQuestionIndex: 8, responses: [{ questionId: 'dc-c-08', answer: 'dominant' }] });
  });

  it('toasts when an answer cannot be saved', async () => {
    signedIn({ 'GET /api/disc/assessments/d2/current': current(8), 'PATCH /api/disc/assessments/d2': { status: 500 } });
    renderAt('/disc-assessment/d2/take');
    await choose('Rules 8');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const toast = await toastWith('Error');
    expect(within(toast).getByText('Failed to submit answer. Please try again.')).toBeTruthy();
  });

  it('reads Complete Assessment on question 20 and shows the chart and report when done', async () => {
    signedIn({
      'GET /api/disc/assessments/d2/current': current(20),
      'PATCH /api/disc/assessments/d2': {
        body: { completed: true, assessment: completed('Sam Lee', { id: 'd2' }), currentQuestion: null, questionNumber: 20, totalQuestions: 20 },
      },
    });
    renderAt('/disc-assessment/d2/take');
    await choose('Turns 20');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    expect(
      await screen.findByRole('img', { name: 'DiSC style percentages: Dominant (D) 40%, Influential (I) 20%, Supportive (S) 10%, Cautious (C) 30%' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Sam's DiSC Profile: Dominant with Cautious (DC)", level: 3 })).toBeTruthy();
  });

  it('renders the report sections as React and prints on Download PDF without alerting', async () => {
    signedIn({ 'GET /api/disc/assessments/d1/current': { body: { assessment: completed(), currentQuestion: null, questionNumber: 20, totalQuestions: 20 } } });
    renderAt('/disc-assessment/d1/results');
    expect(await screen.findByRole('heading', { name: 'Your DiSC Report', level: 2 })).toBeTruthy();
    for (const title of ['Strengths', 'Challenges', 'Motivators', 'Stressors', 'Working with Each Style']) {
      expect(screen.getByRole('heading', { name: title, level: 4 })).toBeTruthy();
    }
    expect(screen.getByText('Primary style: D Dominance')).toBeTruthy();
    expect(screen.getByText('Completed Mar 01, 2025')).toBeTruthy();
    expect(screen.getByText('With Supportive (S) styles:')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^DiSC style percentages/ }).tagName.toLowerCase()).toBe('svg');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(printSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalled();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
  });

  it("names the styles as the spec lists them ('S Steadiness', 'I Influence') when only the letters are stored", async () => {
    signedIn({
      'GET /api/disc/assessments/d1/current': {
        body: {
          assessment: completed('Sam Lee', { primary_style: null, dominant_style: 'S', secondary_style: 'I' }),
          currentQuestion: null,
          questionNumber: 20,
          totalQuestions: 20,
        },
      },
    });
    renderAt('/disc-assessment/d1/results');
    expect(await screen.findByText('Primary style: S Steadiness')).toBeTruthy();
    expect(screen.getByText('Secondary style: I Influence')).toBeTruthy();
  });

  it('says the detailed report will be available shortly when there is none', async () => {
    signedIn({
      'GET /api/disc/assessments/d1/current': {
        body: { assessment: completed('Sam Lee', { report: null, reportSections: null }), currentQuestion: null, questionNumber: 20, totalQuestions: 20 },
      },
    });
    renderAt('/disc-assessment/d1/results');
    expect(await screen.findByText('Your detailed report will be available shortly.')).toBeTruthy();
  });

  it('shows a member named like markup as text in the report', async () => {
    signedIn({
      'GET /api/disc/assessments/d1/current': { body: { assessment: completed(XSS), currentQuestion: null, questionNumber: 20, totalQuestions: 20 } },
    });
    renderAt('/disc-assessment/d1/results');
    expect(await screen.findByText(`Results for ${XSS}`)).toBeTruthy();
    // The report speaks of the first word of the name: still plain text, never an element.
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe("<img's DiSC Profile: Dominant with Cautious (DC)");
    expect(document.querySelector('img')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('shows Failed to load assessment. Please try again. with Back to Dashboard', async () => {
    signedIn({ 'GET /api/disc/assessments/nope/current': { status: 404, body: { error: 'Assessment not found' } } });
    renderAt('/disc-assessment/nope/take');
    expect(await screen.findByText('Failed to load assessment. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(where()).toBe('/disc-assessment'));
  });
});
