import { describe, expect, inject, it } from 'vitest';
import { linkIn, waitForEmail } from '../helpers/mail';
import { newPage, useBrowser } from './browser';
import { addMemberViaApi, answerQuestions, buyPlan, freshEmail, registerAndVerify } from './helpers';

const appUrl = inject('appUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();

describe('account links in the browser', () => {
  it('A invites B by email; B accepts and sees A’s child and its completed assessment; after A removes the link B sees nothing', async () => {
    const a = await newPage(browser(), appUrl);
    const b = await newPage(browser(), appUrl);
    const aEmail = freshEmail('parent.a');
    const bEmail = freshEmail('parent.b');
    await registerAndVerify(a, mailUrl, aEmail, 'Ana');
    await registerAndVerify(b, mailUrl, bEmail, 'Ben');

    // A's child with a completed VARK assessment.
    await buyPlan(a, 'assessment_pack');
    const child = await addMemberViaApi(a, {
      name: 'Leo Okafor',
      date_of_birth: '2016-04-02',
      relationship: 'son',
      school_name: 'Harbour Primary',
      year_level: 'Year 4',
      curriculum: 'australian',
    });
    await a.goto(`/vark-assessment/take?familyMemberId=${child.id}&ageGroup=6-12`);
    await answerQuestions(a, 20, 1);
    await a.getByRole('button', { name: /Download PDF/ }).waitFor({ timeout: 15_000 });

    // A invites B.
    await a.goto('/account-links');
    await a.getByRole('button', { name: 'Invite Family Member' }).click();
    await a.getByLabel('Email address').fill(bEmail);
    await a.getByLabel('Relationship').selectOption('co_parent');
    await a.getByRole('button', { name: 'Send Invitation' }).click();
    await a.getByText('Invitation Sent').first().waitFor();
    await a.getByText('Waiting for acceptance').first().waitFor();

    // B follows the emailed link and accepts.
    const link = linkIn(await waitForEmail(bEmail, /invited you/, { mailUrl }), '/account-link/');
    await b.goto(link);
    await b.getByRole('button', { name: 'Accept Invitation' }).click();
    await b.waitForURL((u) => u.pathname === '/dashboard' || u.pathname === '/', { timeout: 15_000 });
    await b.getByText('Shared with you').first().waitFor();
    await b.getByText('Leo Okafor').first().waitFor();
    await b.goto('/vark-assessment');
    await b.getByRole('tab', { name: 'Assessments' }).click();
    await b.getByRole('button', { name: 'View Results' }).first().waitFor();

    // A removes the link; B no longer sees the child or the assessment.
    await a.goto('/account-links');
    await a.getByRole('button', { name: /Remove link with/ }).click();
    await a.getByText('Are you sure you want to remove this account link? This cannot be undone.').waitFor();
    await a.getByRole('button', { name: 'Remove Link' }).click();
    await a.getByText('Link Removed').first().waitFor();
    await b.goto('/');
    await b
      .getByText(/Welcome/)
      .first()
      .waitFor();
    expect(await b.getByText('Leo Okafor').count()).toBe(0);
    const seen = await b.evaluate(
      async () => (await (await fetch('/api/vark/assessments', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } })).json()).length,
    );
    expect(seen).toBe(0);
    expect([...a.problems, ...b.problems]).toEqual([]);
  });
});
