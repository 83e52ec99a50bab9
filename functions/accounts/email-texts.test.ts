import { describe, expect, it } from 'vitest';
import { ownWords } from '../../tests/helpers/arabic-text';
import { RELATIONSHIP_TYPES, type CalendarRight } from '../../shared/links';
import { ACCOUNT_EMAILS, emailLanguage, GREETING, INVITATION_EMAIL, type EmailTexts } from './email-texts';

const values = { masked: 'n***@example.com', how: 'reset' as const };
const RIGHTS: CalendarRight[] = ['none', 'view', 'edit'];
const invitations = (language: 'en' | 'ar') =>
  RELATIONSHIP_TYPES.flatMap((relationship) =>
    RIGHTS.map((right) => INVITATION_EMAIL[language].texts({ name: 'Omar Haddad', email: 'omar@example.com', relationship, right })),
  );
const lines = (t: EmailTexts) => [t.subject, ...t.paragraphs, t.action, t.footer];

/** Every Arabic email text, rendered with Latin sample values, and the English one of the same kind. */
const rendered = Object.entries(ACCOUNT_EMAILS).map(([kind, texts]) => ({
  kind,
  en: (texts.en as (v: typeof values) => EmailTexts)(values),
  ar: (texts.ar as (v: typeof values) => EmailTexts)(values),
}));

describe('the email text catalogues', () => {
  it('have every kind in both languages, with the same shape', () => {
    expect(Object.keys(ACCOUNT_EMAILS).sort()).toEqual(['emailChangeConfirmation', 'emailChangeNotice', 'magicLink', 'passwordChanged', 'reset', 'verify']);
    for (const { kind, en, ar } of rendered) {
      expect(Object.keys(ar).sort(), kind).toEqual(Object.keys(en).sort());
      expect(ar.paragraphs.length, kind).toBe(en.paragraphs.length);
      for (const line of [...lines(en), ...lines(ar)]) expect(line.trim(), kind).not.toBe('');
    }
    expect(Object.keys(INVITATION_EMAIL).sort()).toEqual(['ar', 'en']);
    expect(Object.keys(GREETING).sort()).toEqual(['ar', 'en']);
  });

  it('write the Arabic with no Latin word outside an isolated value', () => {
    const arabic = [...rendered.flatMap(({ ar }) => lines(ar)), ...invitations('ar').flatMap(lines), GREETING.ar('Maya'), INVITATION_EMAIL.ar.greeting];
    const both = ACCOUNT_EMAILS.passwordChanged.ar({ how: 'changed' });
    for (const line of [...arabic, ...lines(both)]) {
      expect(ownWords(line), line).not.toMatch(/[A-Za-z]/);
      expect(line, line).toMatch(/\p{Script=Arabic}/u);
      // Every isolate opened is closed.
      expect((line.match(/\u2068/g) ?? []).length, line).toBe((line.match(/\u2069/g) ?? []).length);
    }
  });

  it('isolate the values in Arabic and keep them as typed', () => {
    expect(GREETING.ar('Maya')).toBe('مرحبًا \u2068Maya\u2069،');
    expect(ACCOUNT_EMAILS.emailChangeNotice.ar(values).paragraphs[0]).toContain('\u2068n***@example.com\u2069');
    const [invitation] = invitations('ar');
    expect(invitation.subject).toBe('دعوة من \u2068Omar Haddad\u2069 لمشاركة معلومات العائلة على \u2068Simplify\u2069');
    expect(invitation.paragraphs[0]).toContain('\u2068Omar Haddad\u2069 (\u2068omar@example.com\u2069)');
  });

  it('say each relationship and calendar right differently in Arabic, as in English', () => {
    const arabic = new Set(invitations('ar').map((t) => t.paragraphs.join(' ') + t.footer));
    const english = new Set(invitations('en').map((t) => t.paragraphs.join(' ') + t.footer));
    expect(english.size).toBe(RELATIONSHIP_TYPES.length * RIGHTS.length);
    expect(arabic.size).toBe(english.size);
    expect(ACCOUNT_EMAILS.passwordChanged.ar({ how: 'changed' }).paragraphs[0]).not.toBe(ACCOUNT_EMAILS.passwordChanged.ar({ how: 'reset' }).paragraphs[0]);
  });

  it('never hold a link: the sender adds it', () => {
    for (const t of [...rendered.flatMap(({ en, ar }) => [en, ar]), ...invitations('en'), ...invitations('ar')])
      expect(lines(t).join(' ')).not.toMatch(/https?:/);
  });

  it('choose Arabic only for an Arabic account', () => {
    expect(emailLanguage('ar')).toBe('ar');
    for (const other of ['en', 'fr', '', null, undefined]) expect(emailLanguage(other)).toBe('en');
  });
});
