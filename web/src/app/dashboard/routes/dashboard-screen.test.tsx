import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../router';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { mockApi, renderApp, renderWithProviders, sampleUser } from '../../../test/render';
import { PlanStatusCard } from '../components/plan-status-card';
import { planCardText } from '../lib/plan-card';
import { makeMember } from '../../../features/family/lib/sample-member';

/** A number the app does not know: the card must show what the server serves. */
const SUPPORT_WHATSAPP = '447700900555';

function signedIn(user: Partial<typeof sampleUser> | Record<string, unknown> = {}, members: FamilyMember[] = [], extra = {}) {
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, ...user } },
    'GET /api/family-members': { body: members },
    'GET /api/config': { body: { supportWhatsapp: SUPPORT_WHATSAPP } },
    ...extra,
  });
}

describe('dashboard, empty state (docs/decisions/0009)', () => {
  it('welcomes the user, shows three counters at 0, the plan, the upgrade banner and Get Started (no chat card on Free)', async () => {
    signedIn();
    renderApp('/');
    const started = await screen.findByRole('region', { name: 'Get Started' }, { timeout: 15_000 });
    expect(screen.getByText('Welcome, Ann')).toBeTruthy();
    // Lists need no family members: the link is there from the start.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Lists' }).getAttribute('href')).toBe('/lists');
    const summary = screen.getByRole('region', { name: 'Family summary' });
    for (const label of ['Active family profiles', 'Child profiles', 'Added in last 30 days']) {
      expect(within(summary).getByText(label).parentElement?.textContent).toBe(`${label}0`);
    }
    expect(screen.getByText('Free Plan')).toBeTruthy();
    expect(screen.getByText('Limited features - Upgrade for full access')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();

    // The assistant needs a Simplify plan: a Free account is not invited to message it.
    expect(screen.queryByRole('region', { name: 'Message us on WhatsApp' })).toBeNull();

    const banner = screen.getByRole('region', { name: 'Upgrade to Simplify' });
    expect(within(banner).getByText(/\$10 per month/)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/upgrade');

    fireEvent.click(within(started).getByRole('button', { name: 'Add First Family Member' }));
    expect(await screen.findByRole('dialog', { name: 'Add Family Member' })).toBeTruthy();
  });

  it.each([
    ['simplify', 'Simplify Active', '$10/month - Full AI assistance active'],
    ['simplify_plus', 'Simplify+ Active', '$99/year - All WhatsApp features for 1 year'],
    ['assessment_pack', 'Assessment Pack', 'VARK & DiSC assessments available'],
  ])('a %s user sees "%s" with an Active badge and no upgrade banner', async (type, title, description) => {
    signedIn({ subscription_type: type });
    renderApp('/dashboard');
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upgrade to Simplify' })).toBeNull();
  });

  it.each(['simplify', 'simplify_plus'])('a %s user, whose plan has the assistant, gets the chat card', async (type) => {
    signedIn({ subscription_type: type });
    renderApp('/dashboard');
    const chat = await screen.findByRole('link', { name: 'Message us on WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${SUPPORT_WHATSAPP}\\?text=`));
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(new RegExp(`\\+${SUPPORT_WHATSAPP}`))).toBeTruthy();
  });

  it('an Assessment Pack user, whose plan has no assistant, gets no chat card', async () => {
    signedIn({ subscription_type: 'assessment_pack' });
    renderApp('/dashboard');
    expect(await screen.findByText('Assessment Pack')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Message us on WhatsApp' })).toBeNull();
  });
});

describe('plan card texts (docs/decisions/0006)', () => {
  it.each([
    ['simplify', 'Simplify Active', '$10/month - Full AI assistance active', true],
    ['simplify_plus', 'Simplify+ Active', '$99/year - All WhatsApp features for 1 year', true],
    ['assessment_pack', 'Assessment Pack', 'VARK & DiSC assessments available', true],
    ['free', 'Free Plan', 'Limited features - Upgrade for full access', false],
    [undefined, 'Free Plan', 'Limited features - Upgrade for full access', false],
    ['something-else', 'Free Plan', 'Limited features - Upgrade for full access', false],
  ])('%s → %s', (type, title, description, paid) => {
    expect(planCardText(type)).toEqual({ title, description, paid });
    renderWithProviders(<PlanStatusCard subscriptionType={type} />);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(Boolean(screen.queryByText('Active'))).toBe(paid);
  });
});

describe('dashboard with members (docs/decisions/0009)', () => {
  const members = [
    makeMember({ id: 'c1', name: 'Sam Lee', general_interests: ['football', 'lego', 'drawing', 'music', 'chess'], learning_style: 'visual-kinesthetic' }),
    makeMember({
      id: 'a1',
      name: 'Jo <b>Lee</b>',
      relationship: 'spouse',
      date_of_birth: '1985-01-01',
      dateOfBirth: '1985-01-01',
      current_age: null,
      school_name: null,
      year_level: null,
      curriculum: null,
      email: 'jo@example.com',
      whatsapp_number: '+447700900123',
      created_at: '2020-01-01T00:00:00.000Z',
    }),
  ];

  it('shows header buttons, tabs, the summary, the primary account and member cards', async () => {
    signedIn({ whatsapp_number: '+447700900999' }, members);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Family Overview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe('/calendar');
    expect(screen.getByRole('link', { name: 'Family Links' }).getAttribute('href')).toBe('/account-links');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Lists' }).getAttribute('href')).toBe('/lists');
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Family', 'VARK', 'DiSC']);

    const summary = screen.getByRole('region', { name: 'Family summary' });
    expect(within(summary).getByText('Total Family Members').parentElement?.textContent).toBe('Total Family Members2Active family profiles');
    expect(within(summary).getByText('Children').parentElement?.textContent).toBe('Children1');
    expect(within(summary).getByText('Adults').parentElement?.textContent).toBe('Adults1');
    expect(within(summary).getByText('Recently Added').parentElement?.textContent).toBe('Recently Added1added in last 30 days');

    const me = screen.getByRole('article', { name: 'You (Primary Account)' });
    // A visible heading, not only a label for screen readers.
    expect(within(me).getByRole('heading', { name: 'You (Primary Account)' })).toBeTruthy();
    expect(within(me).getByText('Ann Lee')).toBeTruthy();
    expect(within(me).getByText('Primary Account Holder')).toBeTruthy();
    expect(within(me).getByText('Account Owner')).toBeTruthy();
    // A long name wraps on a 412 px phone rather than ending in '…': its class's rule lets the text wrap.
    const name = within(me).getByText('Ann Lee');
    // jsdom applies no stylesheet (and Vitest empties CSS imports), so the rule is read from the file.
    const cardsCss = readFileSync('web/src/components/ui/plain/dashboard-cards.css', 'utf8');
    const wrapping = [...name.classList].filter((c) => new RegExp(`\\.${c} \\{[^}]*white-space: normal;`).test(cardsCss));
    expect(wrapping).toEqual(['pc-card__title--wrap']);

    const children = screen.getByRole('region', { name: 'Children' });
    const sam = within(children).getByRole('article', { name: 'Sam Lee' });
    expect(within(sam).getByText('SL')).toBeTruthy();
    expect(within(sam).getByText('Child')).toBeTruthy();
    expect(within(sam).getByText('Age 8 · Son')).toBeTruthy();
    expect(within(sam).getByText(/Hill School/)).toBeTruthy();
    expect(within(sam).getByText('Visual & Kinesthetic')).toBeTruthy();
    expect(within(sam).getByText('+2 more')).toBeTruthy();
    expect(within(sam).queryByText('music')).toBeNull();
    expect(within(sam).getByRole('link', { name: 'View Sam Lee' }).getAttribute('href')).toBe('/family/c1');

    const adults = screen.getByRole('region', { name: 'Other Adults' });
    const jo = within(adults).getByRole('article', { name: 'Jo <b>Lee</b>' });
    expect(within(jo).getByText('Jo <b>Lee</b>')).toBeTruthy();
    expect(jo.querySelector('b')).toBeNull();
    expect(within(jo).getByText('Adult')).toBeTruthy();
    expect(within(jo).queryByText(/School/)).toBeNull();

    fireEvent.click(within(jo).getByRole('button', { name: 'Edit Jo <b>Lee</b>' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family Member' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Jo <b>Lee</b>');
  });

  it("counts Reports from the members' report_count, the shared children's included, without reading any assessment list", async () => {
    const counted = [makeMember({ ...members[0], report_count: 2 }), makeMember({ ...members[1], report_count: 1 })];
    const shared = [makeMember({ id: 's1', name: 'Mia Park', report_count: 3 })];
    const { calls } = signedIn({}, counted, { 'GET /api/shared/family-members': { body: shared } });
    renderApp('/');
    const me = await screen.findByRole('article', { name: 'You (Primary Account)' });
    await waitFor(() => expect(within(me).getByText('Reports').previousElementSibling?.textContent).toBe('6'));
    expect(within(me).getByText('Family members').previousElementSibling?.textContent).toBe('2');
    const reads = calls.map((c) => `${c.method} ${c.url.split('?')[0]}`);
    expect(reads.filter((r) => r.includes('/assessments'))).toEqual([]);
    expect(reads.filter((r) => r === 'GET /api/shared/family-members')).toHaveLength(1);
  });

  it('counts 0 Reports when the members carry no count', async () => {
    signedIn({}, members);
    renderApp('/');
    const me = await screen.findByRole('article', { name: 'You (Primary Account)' });
    expect(within(me).getByText('Reports').previousElementSibling?.textContent).toBe('0');
  });

  it('shows the Admin tab only to admins', async () => {
    signedIn({ is_admin: true }, members);
    renderApp('/');
    fireEvent.click(await screen.findByRole('tab', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeTruthy();
  });

  it('keeps the Admin tab reachable for an admin with no family members', async () => {
    signedIn({ is_admin: true }, []);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Add First Family Member' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeTruthy();
  });

  it('goes to /disc-assessment with the arrow keys from the Family tab (tabs select on focus, as zag)', async () => {
    signedIn({}, members);
    renderApp('/');
    const family = await screen.findByRole('tab', { name: 'Family' });
    expect(family.getAttribute('aria-selected')).toBe('true');
    expect(family.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    family.focus();
    fireEvent.keyDown(family, { key: 'End' });
    expect(await screen.findByRole('heading', { name: 'DiSC Personality Assessment', level: 1 })).toBeTruthy();
  });

  it('draws the first view (actions, tabs, family panel) without Chakra components', async () => {
    signedIn({}, members);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Family Overview' });
    await screen.findByTestId('subscription-control');
    const parts = [screen.getByRole('button', { name: 'Complete Your Profile' }).parentElement!, screen.getByRole('tablist'), screen.getByRole('tabpanel')];
    const chakra = parts.flatMap((part) => [...part.querySelectorAll('[class*="chakra-"], [class*="css-"]')]);
    // Only the icon buttons with tooltips remain (components/ui/tooltip.tsx, converted separately), and their icons.
    const named = chakra.filter((e) => !e.closest('[aria-label="Edit your profile"], [aria-label="Refresh subscription"]'));
    expect(named.map((e) => e.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('goes to /vark-assessment from the VARK tab', async () => {
    signedIn({}, members);
    renderApp('/');
    fireEvent.click(await screen.findByRole('tab', { name: 'VARK' }));
    expect(await screen.findByRole('heading', { name: 'VARK Learning Style Assessment', level: 1 })).toBeTruthy();
  });
});

describe('dashboard of a linked adult with shared children', () => {
  const shared = [
    { ...makeMember({ id: 's1', name: 'Mia Park' }), owner: { id: 'u2', first_name: 'Bob', last_name: 'Park' } },
    { ...makeMember({ id: 's2', name: 'Leo Park' }), owner: { id: 'u2', first_name: 'Bob', last_name: 'Park' } },
  ];

  it('counts the shared children and does not ask to add children as if there were none', async () => {
    signedIn({}, [], { 'GET /api/shared/family-members': { body: shared } });
    renderApp('/');
    const started = await screen.findByRole('region', { name: 'Get Started' }, { timeout: 15_000 });
    const summary = screen.getByRole('region', { name: 'Family summary' });
    await waitFor(() => expect(within(summary).getByText('Child profiles').parentElement?.textContent).toBe('Child profiles22 shared with you'));
    expect(within(summary).getByText('Active family profiles').parentElement?.textContent).toBe('Active family profiles0');
    expect(within(started).queryByText(/Add your children/)).toBeNull();
    expect(within(started).getByText(/Children shared with you through an account link are listed under Shared with you/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Shared with you' })).toBeTruthy();
    // The shared calendar and the links are one click away.
    expect(screen.getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe('/calendar');
    expect(screen.getByRole('link', { name: 'Family Links' }).getAttribute('href')).toBe('/account-links');
  });

  it('adds the shared children to the Children counter beside the own family', async () => {
    const adult = makeMember({ id: 'a1', name: 'Jo Lee', relationship: 'spouse', date_of_birth: '1985-01-01', dateOfBirth: '1985-01-01', current_age: null });
    signedIn({}, [makeMember({ id: 'c1', name: 'Sam Lee' }), adult], { 'GET /api/shared/family-members': { body: shared } });
    renderApp('/');
    const summary = await screen.findByRole('region', { name: 'Family summary' }, { timeout: 15_000 });
    await waitFor(() => expect(within(summary).getByText('Children').parentElement?.textContent).toBe('Children32 shared with you'));
    expect(within(summary).getByText('Total Family Members').parentElement?.textContent).toBe('Total Family Members2Active family profiles');
  });

  it('says where the children are when the family has only adults of its own', async () => {
    const adult = makeMember({ id: 'a1', name: 'Jo Lee', relationship: 'spouse', date_of_birth: '1985-01-01', dateOfBirth: '1985-01-01', current_age: null });
    signedIn({}, [adult], { 'GET /api/shared/family-members': { body: shared } });
    renderApp('/');
    const children = await screen.findByRole('region', { name: 'Children' }, { timeout: 15_000 });
    expect(await within(children).findByText('Children shared with you through an account link are listed under Shared with you.')).toBeTruthy();
    expect(within(children).queryByText('No children added yet.')).toBeNull();
  });

  it('keeps the texts for an account holder with no children of any kind', async () => {
    signedIn({}, [], { 'GET /api/shared/family-members': { body: [] } });
    renderApp('/');
    const started = await screen.findByRole('region', { name: 'Get Started' }, { timeout: 15_000 });
    expect(within(started).getByText(/^Add your children and the other adults in your family/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Family summary' })).getByText('Child profiles').parentElement?.textContent).toBe('Child profiles0');
    expect(screen.queryByRole('link', { name: 'Calendar' })).toBeNull();
  });
});

describe('upgrade=success (docs/decisions/0009)', () => {
  it('toasts, refreshes the user and subscription, and clears the query', async () => {
    const { calls } = signedIn({}, [], { 'GET /api/subscription-status': { body: {} } });
    function Where() {
      const { pathname, search } = useLocation();
      return <output data-testid="where">{pathname + search}</output>;
    }
    renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      { path: '/dashboard?upgrade=success&session_id=cs_123' },
    );
    expect(await screen.findByText('Upgrade Successful!')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/auth/user')).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText(/subscription has been activated/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'));
    expect(await screen.findByRole('region', { name: 'Get Started' })).toBeTruthy();
  });
});
