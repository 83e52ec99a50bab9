import { describe, expect, it } from 'vitest';
import { PASSWORD, registration, signedUpUser, tokenFromLink, uniqueEmail } from '../helpers/accounts';
import { api } from '../helpers/api';
import { ownWords } from '../helpers/arabic-text';
import { linkIn, waitForEmail, type CaughtEmail } from '../helpers/mail';

// The account and invitation emails in the recipient account's language, through the real handlers, DynamoDB Local
// and the SES mail catcher.

const SIMPLIFY = '\u2068Simplify\u2069';
const setLanguage = async (token: string, preferred_language: 'en' | 'ar') =>
  expect((await api.put('/api/auth/profile', { preferred_language }, { token })).status).toBe(200);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An Arabic email as a reader gets it: right to left, a plain-text twin, no Latin word outside an isolated value. */
function expectArabic(mail: CaughtEmail, firstName?: string) {
  expect(mail.body.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><body/);
  expect(mail.body.html).toContain(`<bdi>${SIMPLIFY}</bdi>`);
  const text = mail.body.text ?? '';
  expect(text).toMatch(/\p{Script=Arabic}/u);
  expect(ownWords(text)).not.toMatch(/[A-Za-z]/);
  expect(ownWords(mail.subject)).not.toMatch(/[A-Za-z]/);
  if (firstName) {
    expect(text.startsWith(`مرحبًا \u2068${firstName}\u2069،\n`)).toBe(true);
    expect(mail.body.html).toContain(`<p>مرحبًا <bdi>\u2068${firstName}\u2069</bdi>،</p>`);
  }
}

/** The emailed link is isolated in the text, shown left to right in the HTML, and unchanged in the button. */
function expectLink(mail: CaughtEmail, path: string) {
  const url = linkIn(mail, path);
  expect(mail.body.text).toContain(`: \u2068${url} \u2069`);
  expect(mail.body.html).toContain(`href="${url}"`);
  expect(mail.body.html).toContain(`<span dir="ltr">${url}</span>`);
  return tokenFromLink(url);
}

/** A verified account registered in Arabic. */
async function arabicAccount(firstName = 'Layla') {
  const body = registration({ firstName, lastName: 'Haddad', preferred_language: 'ar' });
  expect((await api.post('/api/auth/register', body)).status).toBe(201);
  const mail = await waitForEmail(String(body.email), /^أكّد بريدك الإلكتروني لحسابك في/);
  const verified = await api.post('/api/auth/verify-email', { token: tokenFromLink(linkIn(mail, '/verify-email')) });
  expect(verified.status).toBe(200);
  return { email: String(body.email).toLowerCase(), token: verified.body.token as string, user: verified.body.user };
}

describe('account emails in the account language', () => {
  it('an Arabic registration gets an Arabic, right-to-left verification email whose link verifies; a resent one is Arabic too', async () => {
    const body = registration({ firstName: 'Layla', lastName: 'Haddad', preferred_language: 'ar' });
    expect((await api.post('/api/auth/register', body)).status).toBe(201);
    const email = String(body.email);
    const first = await waitForEmail(email, /لحسابك/);
    expect(first.subject).toBe(`أكّد بريدك الإلكتروني لحسابك في ${SIMPLIFY}`);
    expectArabic(first, 'Layla');
    expect(first.body.text).toContain('يعمل الرابط مرة واحدة فقط، وتنتهي صلاحيته خلال 24 ساعة.');
    expect(first.body.text).toContain('تأكيد بريدي الإلكتروني: \u2068http');
    expect(first.body.text?.endsWith(`\n${SIMPLIFY} - مساعد عائلتك`)).toBe(true);
    expectLink(first, '/verify-email');

    const after = nowSeconds();
    expect((await api.post('/api/auth/resend-verification', { email })).status).toBe(200);
    const resent = await waitForEmail(email, /لحسابك/, { after });
    expectArabic(resent, 'Layla');
    const verified = await api.post('/api/auth/verify-email', { token: expectLink(resent, '/verify-email') });
    expect(verified.status).toBe(200);
    expect(verified.body.user.preferred_language).toBe('ar');
  });

  it('an English registration gets the English email, word for word', async () => {
    const body = registration({ firstName: 'Maya' });
    expect((await api.post('/api/auth/register', body)).status).toBe(201);
    const mail = await waitForEmail(String(body.email), /Verify your email/);
    const url = linkIn(mail, '/verify-email');
    expect(mail.subject).toBe('Verify your email for Simplify');
    expect(mail.body.text).toBe(
      `Hi Maya,\n\nThanks for creating your Simplify account. Please confirm that this email address belongs to you.\n\nThe link works once and expires in 24 hours.\n\nVerify my email: ${url}\n\nIf you did not create an account, you can ignore this email.\n\nSimplify - your family assistant`,
    );
    expect(mail.body.html).toMatch(/^<!doctype html><html><body/);
    expect(mail.body.html).not.toMatch(/<bdi>|dir=|\u2068/);
    expect((await api.post('/api/auth/verify-email', { token: tokenFromLink(url) })).status).toBe(200);
  });

  it('the magic link follows the language the account has now, and still signs in', async () => {
    const u = await signedUpUser({ firstName: 'Sara' });
    await api.post('/api/auth/magic-link', { email: u.email });
    const english = await waitForEmail(u.email, /sign-in link/);
    expect(english.subject).toBe('Your Simplify sign-in link');
    expect(english.body.text).toMatch(/^Hi Sara,\n\nUse the link below to sign in to Simplify without a password\.\n/);

    await setLanguage(u.token, 'ar');
    const after = nowSeconds();
    await api.post('/api/auth/magic-link', { email: u.email });
    const arabic = await waitForEmail(u.email, /^رابط الدخول/, { after });
    expect(arabic.subject).toBe(`رابط الدخول إلى ${SIMPLIFY}`);
    expectArabic(arabic, 'Sara');
    expect(arabic.body.text).toContain('وتنتهي صلاحيته خلال 15 دقيقة.');
    const signedIn = await api.post('/api/auth/magic-link/verify', { token: expectLink(arabic, '/auth/magic-link/verify') });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(u.email);
  });

  it('an Arabic account resets its password from an Arabic email, and is told in Arabic', async () => {
    const u = await arabicAccount('Noura');
    await api.post('/api/auth/request-password-reset', { email: u.email });
    const mail = await waitForEmail(u.email, /^إعادة تعيين كلمة المرور/);
    expect(mail.subject).toBe(`إعادة تعيين كلمة المرور لحسابك في ${SIMPLIFY}`);
    expectArabic(mail, 'Noura');
    const reset = await api.post('/api/auth/reset-password', { token: expectLink(mail, '/reset-password'), newPassword: 'Bright-Moon-77!' });
    expect(reset.status).toBe(200);
    const notice = await waitForEmail(u.email, /^تم تغيير كلمة المرور/);
    expectArabic(notice, 'Noura');
    expect(notice.body.text).toContain('أُعيد تعيين كلمة المرور برابط أُرسل إلى هذا العنوان');
    expectLink(notice, '/auth?forgot=1');
    expect((await api.post('/api/auth/login', { email: u.email, password: 'Bright-Moon-77!' })).status).toBe(200);
  });

  it('an Arabic email change: the new address confirms in Arabic, the old one is told with the masked address isolated', async () => {
    const u = await arabicAccount('Huda');
    const next = uniqueEmail('moved');
    expect((await api.put('/api/auth/profile', { email: next, currentPassword: PASSWORD }, { token: u.token })).status).toBe(200);
    const confirm = await waitForEmail(next, /^أكّد بريدك الإلكتروني الجديد/);
    expectArabic(confirm, 'Huda');
    const masked = `${next[0]}***@example.com`;
    const notice = await waitForEmail(u.email, /^طلب تغيير بريدك/);
    expectArabic(notice, 'Huda');
    expect(notice.body.text).toContain(`يجري تغيير بريدك الإلكتروني إلى \u2068${masked}\u2069.`);
    expect(notice.body.html).toContain(`<bdi>\u2068${masked}\u2069</bdi>`);
    const done = await api.post('/api/auth/verify-email', { token: expectLink(confirm, '/verify-email') });
    expect(done.status).toBe(200);
    expect((await api.get('/api/auth/user', { token: done.body.token })).body.email).toBe(next);
  });
});

describe('the invitation email', () => {
  const invite = async (token: string, targetEmail: string) =>
    expect(
      (await api.post('/api/account-links/invite', { targetEmail, relationshipType: 'co_parent', permissions: ['edit_calendar'] }, { token })).status,
    ).toBe(201);

  it("is in the inviter's language for an address with no account", async () => {
    const layla = await arabicAccount('Layla');
    const nobody = uniqueEmail('new');
    await invite(layla.token, nobody);
    const mail = await waitForEmail(nobody, /^دعوة من/);
    expect(mail.subject).toBe(`دعوة من \u2068Layla Haddad\u2069 لمشاركة معلومات العائلة على ${SIMPLIFY}`);
    expectArabic(mail);
    expect(mail.body.text?.startsWith('مرحبًا،\n')).toBe(true);
    expect(mail.body.text).toContain(`وصلتك دعوة من \u2068Layla Haddad\u2069 (\u2068${layla.email}\u2069) لربط حسابَيكما في ${SIMPLIFY}`);
    expect(mail.body.text).toContain('وصفتك فيها: شريك في تربية الأبناء.');
    expect(mail.body.text).toContain('؛ والاطلاع على تقويم العائلة وتعديله.');
    expect(mail.body.html).toContain(`<bdi>\u2068${layla.email}\u2069</bdi>`);
    const token = linkIn(mail, '/account-link/').split('/account-link/')[1];
    expect(mail.body.text).toContain(`: \u2068${linkIn(mail, '/account-link/')} \u2069`);
    expect((await api.get(`/api/account-links/invitation/${token}`)).status).toBe(200);

    const maya = await signedUpUser({ firstName: 'Maya', lastName: 'Okafor' });
    const other = uniqueEmail('new');
    await invite(maya.token, other);
    expect((await waitForEmail(other, /invited you/)).subject).toBe('Maya Okafor invited you to share family information on Simplify');
  });

  it("is in the invited account's language when it differs from the inviter's, and that account can accept it", async () => {
    const maya = await signedUpUser({ firstName: 'Maya', lastName: 'Okafor' });
    const omar = await arabicAccount('Omar');
    await invite(maya.token, omar.email);
    const arabic = await waitForEmail(omar.email, /^دعوة من/);
    expect(arabic.subject).toBe(`دعوة من \u2068Maya Okafor\u2069 لمشاركة معلومات العائلة على ${SIMPLIFY}`);
    expectArabic(arabic);
    const token = linkIn(arabic, '/account-link/').split('/account-link/')[1];
    expect((await api.post(`/api/account-links/accept/${token}`, undefined, { token: omar.token })).status).toBe(200);

    const layla = await arabicAccount('Layla');
    const ben = await signedUpUser({ firstName: 'Ben', lastName: 'Adams' });
    await invite(layla.token, ben.email);
    const english = await waitForEmail(ben.email, /invited you/);
    expect(english.subject).toBe('Layla Haddad invited you to share family information on Simplify');
    expect(english.body.text).toContain(
      `Layla Haddad (${layla.email}) would like to link Simplify accounts with you as their Co-Parent.\n\nYou would be able to: see the children's profiles; collaborate on their learning and personality assessments; see and change the family calendar.`,
    );
    expect(english.body.html).toMatch(/^<!doctype html><html><body/);
  });
});
