import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { addMemberViaApi, answerQuestions, buyPlan, freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

const child = {
  name: 'Leo Okafor',
  date_of_birth: '2016-04-02',
  relationship: 'son',
  school_name: 'Harbour Primary',
  year_level: 'Year 4',
  curriculum: 'australian',
};
const adult = { name: 'Sam Okafor', date_of_birth: '1984-09-12', relationship: 'spouse', email: 'sam@example.com', whatsapp_number: '+61400111222' };

describe('assessments in the browser', () => {
  it('VARK: start for a child, answer 5, leave, resume at 6, finish, see chart and report; the card shows the style', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('vark'));
    await buyPlan(page, 'assessment_pack');
    const kid = await addMemberViaApi(page, child);
    await page.goto('/vark-assessment');
    await page.getByRole('button', { name: 'Start Assessment' }).first().click();
    await answerQuestions(page, 5, 1);
    await page.getByText('Question 6 of 20').waitFor();
    // A reload continues the same assessment (its id is in the address); it never starts a second one.
    await page.waitForURL(/resumeId=/);
    await page.reload();
    await page.getByText('Question 6 of 20').waitFor();
    // On a phone the way back to the list is at the top of the question screen.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 412, height: 860 });
    const back = page.getByRole('link', { name: 'Back', exact: true });
    expect(await back.isVisible()).toBe(true);
    expect(await back.getAttribute('href')).toBe('/vark-assessment');
    if (size) await page.setViewportSize(size);
    const list = await page.evaluate(async () =>
      (await fetch('/api/vark/assessments', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } })).json(),
    );
    expect(list).toHaveLength(1);
    await page.goto('/vark-assessment');
    // The child's card continues the open assessment rather than offering to start another.
    await page.getByRole('article', { name: 'Leo Okafor' }).getByRole('button', { name: 'Continue Assessment' }).waitFor();
    await page.getByRole('tab', { name: 'Assessments' }).click();
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await answerQuestions(page, 15, 6);
    await page
      .getByRole('img', { name: /Visual/ })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /Download PDF/ }).waitFor();
    expect(await page.getByText(/Leo/).count()).toBeGreaterThan(0);
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Leo Okafor' });
    await card.waitFor();
    await card
      .getByText(/Visual|Auditory|Reading\/Writing|Kinesthetic/)
      .first()
      .waitFor();
    const member = await page.evaluate(
      async (id) => (await fetch(`/api/family-members/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } })).json(),
      kid.id,
    );
    expect(Object.values(member.learning_style).reduce((a: number, b) => a + Number(b), 0)).toBe(20);
    expect(page.problems).toEqual([]);
  });

  it('DiSC: an adult takes the assessment and sees the report and chart', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('disc'));
    await buyPlan(page, 'assessment_pack');
    await addMemberViaApi(page, adult);
    await page.goto('/disc-assessment');
    await page
      .getByRole('article', { name: /Sam Okafor/ })
      .getByRole('button', { name: 'Start Assessment' })
      .click();
    await page.waitForURL(/\/disc-assessment\/[^/]+\/take/);
    await answerQuestions(page, 20, 1);
    await page.getByRole('img').first().waitFor({ timeout: 15_000 });
    await page
      .getByText(/Strengths/i)
      .first()
      .waitFor();
    expect(page.problems).toEqual([]);
  });

  it('a free user sees Upgrade Required and the server refuses the start with 403', async () => {
    const page = await newPage(browser(), appUrl);
    await registerAndVerify(page, mailUrl, freshEmail('free'));
    const kid = await addMemberViaApi(page, child);
    await page.goto('/vark-assessment');
    await page
      .getByRole('button', { name: /Upgrade Now|Upgrade Required/ })
      .first()
      .waitFor();
    const status = await page.evaluate(
      async (id) =>
        (
          await fetch('/api/vark/assessments/start', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('auth_token')}` },
            body: JSON.stringify({ familyMemberId: id }),
          })
        ).status,
      kid.id,
    );
    expect(status).toBe(403);
    await page.goto('/disc-assessment');
    await page.getByRole('button', { name: 'Upgrade Required' }).first().waitFor();
  });
});
