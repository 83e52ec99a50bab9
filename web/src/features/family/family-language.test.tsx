import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES } from '../../../../shared/family';
import { deviceLanguage, LANGUAGE_KEY, setLanguage } from '../../i18n/language';
import { mockApi, renderApp, renderWithProviders, sampleUser } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import { AddMemberDialog } from './components/add-member-dialog';
import { MemberCard } from './components/member-card';

type Language = 'en' | 'ar';

const html = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

const child = makeMember({
  id: 'c1',
  name: 'Sam Lee',
  current_age: 8,
  relationship: 'son',
  learning_style: { visual: 5, kinesthetic: 5, auditory: 1 },
  personality_type: 'is',
  general_interests: ['football', 'lego', 'drawing', 'music', 'chess'],
  created_at: '2025-03-05T12:00:00.000Z',
});

/** A signed-in profile in `language`, which the app applies when it reads the user. */
async function signedIn(language: Language, extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(LANGUAGE_KEY, language);
  await act(() => setLanguage(deviceLanguage()));
  localStorage.setItem('auth_token', 'tok');
  return mockApi({
    'GET /api/auth/user': { body: { ...sampleUser, preferred_language: language } },
    'GET /api/family-members': { body: [] },
    'GET /api/family-members/c1': { body: child },
    'GET /api/family-members/c1/documents': { body: [] },
    ...extra,
  });
}

/** The add form's labels and buttons in each language. */
const LABELS = {
  en: {
    dialog: 'Add Family Member',
    submit: 'Add Family Member',
    name: 'Name',
    dob: 'Date of birth',
    relationship: 'Relationship',
    school: 'School name',
    year: 'Year level',
    curriculum: 'Curriculum',
    style: 'Learning style',
    personality: 'Personality type',
    interests: 'General interests',
    academic: 'Academic interests',
    added: 'Family member added successfully!',
  },
  ar: {
    dialog: 'إضافة فرد من العائلة',
    submit: 'إضافة فرد من العائلة',
    name: 'الاسم',
    dob: 'تاريخ الميلاد',
    relationship: 'صلة القرابة',
    school: 'اسم المدرسة',
    year: 'الصف الدراسي',
    curriculum: 'المنهج',
    style: 'أسلوب التعلّم',
    personality: 'نمط الشخصية',
    interests: 'الاهتمامات العامة',
    academic: 'الاهتمامات الدراسية',
    added: 'تمت إضافة فرد العائلة بنجاح!',
  },
} satisfies Record<Language, Record<string, string>>;

/** Adds a child through the form in `language`: the body the API receives. */
async function addChild(language: Language) {
  const t = LABELS[language];
  const { calls } = await signedIn(language, { 'POST /api/family-members': { status: 201, body: { id: 'new' } } });
  renderWithProviders(<AddMemberDialog open onOpenChange={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: t.dialog });
  await waitFor(() => expect(html().lang).toBe(language));
  const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type(t.name, ' Sam Lee ');
  type(t.dob, '2016-04-02');
  type(t.relationship, 'son');
  type(t.school, 'Hill School');
  type(t.year, 'Year 3');
  type(t.curriculum, 'british');
  type(t.style, 'visual-kinesthetic');
  type(t.personality, 'is');
  type(t.interests, 'football, lego');
  type(t.academic, 'maths');
  fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
  expect(await screen.findByText(t.added)).toBeTruthy();
  return calls.find((c) => c.method === 'POST' && c.url === '/api/family-members')?.body;
}

const CHILD_BODY = {
  name: 'Sam Lee',
  date_of_birth: '2016-04-02',
  relationship: 'son',
  email: null,
  whatsapp_number: null,
  general_interests: ['football', 'lego'],
  academic_interests: ['maths'],
  academic_challenges: [],
  learning_style: 'visual-kinesthetic',
  personality_type: 'is',
  school_name: 'Hill School',
  year_level: 'Year 3',
  curriculum: 'british',
};

describe('the family member screen in English and Arabic', () => {
  it('English: the texts as before, left to right', async () => {
    await signedIn('en');
    renderApp('/family/c1');
    expect(await screen.findByRole('heading', { name: 'Sam Lee', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Age 8 · Son · Child')).toBeTruthy();
    expect(screen.getByText('Added 5 Mar 2025')).toBeTruthy();
    for (const title of ['Basic details', 'School', 'Learning & personality', 'Interests & academics', 'Documents']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Visual & Kinesthetic')).toBeTruthy();
    expect(screen.getByText('IS - Influencing & Steady')).toBeTruthy();
    expect(screen.getByText('British')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('Arabic: headings, labels, option labels, age and date in Arabic, right to left; the edit dialog too', async () => {
    await signedIn('ar');
    renderApp('/family/c1');
    expect(await screen.findByRole('heading', { name: 'Sam Lee', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('العمر: 8 سنوات · ابن · طفل')).toBeTruthy();
    expect(screen.getByText('أُضيف في 5 مارس 2025')).toBeTruthy();
    for (const title of ['البيانات الأساسية', 'المدرسة', 'التعلّم والشخصية', 'الاهتمامات والدراسة', 'المستندات']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('بصري وحركي')).toBeTruthy();
    expect(screen.getByText('IS - مؤثّر وثابت')).toBeTruthy();
    expect(screen.getByText('البريطاني')).toBeTruthy();
    expect(await screen.findByText('لا توجد مستندات بعد.')).toBeTruthy();
    for (const english of ['Basic details', 'Documents', 'Back to dashboard', 'Not set', 'Edit']) expect(screen.queryByText(english)).toBeNull();
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });

    fireEvent.click(screen.getByRole('button', { name: 'تعديل' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل فرد من العائلة' });
    expect(within(dialog).getByText('Sam Lee').tagName).toBe('BDI');
    for (const section of ['الأساسيات', 'التواصل', 'المدرسة', 'الدراسة', 'شخصي']) expect(within(dialog).getByRole('heading', { name: section })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'حفظ التغييرات' })).toBeTruthy();
  });
});

describe('the member card in Arabic', () => {
  it('draws without Chakra, with Arabic labels and counts', async () => {
    await act(() => setLanguage('ar'));
    renderWithProviders(<MemberCard member={child} onEdit={() => undefined} />, { chakra: false });
    const card = screen.getByRole('article', { name: 'Sam Lee' });
    expect(within(card).getByText('+2 أخرى')).toBeTruthy();
    expect(within(card).getByText('الاهتمامات')).toBeTruthy();
    expect(within(card).getByText('طفل')).toBeTruthy();
    expect(within(card).getByText('Hill School · Year 3 · البريطاني')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'عرض Sam Lee' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'تعديل Sam Lee' })).toBeTruthy();
    expect(within(card).queryByText(/more|Interests|Child/)).toBeNull();
  });
});

describe('adding a child in English and Arabic', () => {
  it('English: sends the child’s payload', async () => {
    expect(await addChild('en')).toEqual(CHILD_BODY);
  });

  it('Arabic: the same payload, with Arabic option labels for the same values and Arabic validation messages', async () => {
    await signedIn('ar');
    renderWithProviders(<AddMemberDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: LABELS.ar.dialog });
    await waitFor(() => expect(html()).toEqual({ lang: 'ar', dir: 'rtl' }));
    fireEvent.click(within(dialog).getByRole('button', { name: LABELS.ar.submit }));
    expect(await within(dialog).findByText('الاسم مطلوب')).toBeTruthy();
    expect(within(dialog).getByText('صلة القرابة مطلوبة')).toBeTruthy();
    expect(within(dialog).queryByText(FAMILY_MESSAGES.name)).toBeNull();
    const relationship = within(dialog).getByLabelText(LABELS.ar.relationship);
    expect((within(relationship).getByRole('option', { name: 'ابن' }) as HTMLOptionElement).value).toBe('son');
    expect((within(relationship).getByRole('option', { name: 'ابنة' }) as HTMLOptionElement).value).toBe('daughter');
    const personality = within(dialog).getByLabelText(LABELS.ar.personality);
    expect((within(personality).getByRole('option', { name: 'IS - مؤثّر وثابت' }) as HTMLOptionElement).value).toBe('is');
  });

  it('Arabic: adding the same child sends the same payload as in English', async () => {
    expect(await addChild('ar')).toEqual(CHILD_BODY);
  });
});
