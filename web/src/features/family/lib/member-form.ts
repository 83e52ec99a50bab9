import * as yup from 'yup';
import { FAMILY_MESSAGES, isChild, PERSONALITY_TYPE_LABELS } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import type { CreateMemberBody, UpdateMemberBody } from '../../../lib/family-members';

/** The person form (docs/decisions/0009): every field is text while editing. */
export interface MemberFormValues {
  name: string;
  date_of_birth: string;
  relationship: string;
  email: string;
  whatsapp_number: string;
  school_name: string;
  year_level: string;
  curriculum: string;
  learning_style: string;
  personality_type: string;
  general_interests: string;
  academic_interests: string;
  academic_challenges: string;
}

export interface EditMemberFormValues extends MemberFormValues {
  location: string;
  timezone: string;
}

export const emptyMemberValues: MemberFormValues = {
  name: '',
  date_of_birth: '',
  relationship: '',
  email: '',
  whatsapp_number: '',
  school_name: '',
  year_level: '',
  curriculum: '',
  learning_style: '',
  personality_type: '',
  general_interests: '',
  academic_interests: '',
  academic_challenges: '',
};

const blank = (v: unknown) => v == null || String(v).trim() === '';

/** Whether the values being typed describe a child (relationship or age), using the shared rule. */
export const valuesAreChild = (v: Pick<MemberFormValues, 'relationship' | 'date_of_birth'>) =>
  isChild({ relationship: v.relationship, date_of_birth: v.date_of_birth || null });

function dateVerdict(value: string): 'ok' | 'invalid' | 'future' {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900) return 'invalid';
  return date.getTime() > Date.now() + 14 * 3600_000 ? 'future' : 'ok';
}

/** The 5.1 rules with the server's messages (FAMILY_MESSAGES). */
export const memberFormSchema = yup.object({
  name: yup.string().trim().required(FAMILY_MESSAGES.name).max(100, 'Please use at most 100 characters'),
  date_of_birth: yup
    .string()
    .trim()
    .required(FAMILY_MESSAGES.dateOfBirth)
    .test('real-date', FAMILY_MESSAGES.dateInvalid, (v) => !v || dateVerdict(v) !== 'invalid')
    .test('past-date', FAMILY_MESSAGES.dateFuture, (v) => !v || dateVerdict(v) !== 'future'),
  relationship: yup.string().trim().required(FAMILY_MESSAGES.relationship),
  school_name: yup.string().test('child-school', FAMILY_MESSAGES.childSchool, function check() {
    const v = this.parent as MemberFormValues;
    if (!valuesAreChild(v)) return true;
    return !blank(v.school_name) && !blank(v.year_level) && !blank(v.curriculum);
  }),
  email: yup.string().test('adult-contact', FAMILY_MESSAGES.adultContact, function check() {
    const v = this.parent as MemberFormValues;
    if (valuesAreChild(v)) return true;
    return !blank(v.email) && !blank(v.whatsapp_number);
  }),
  personality_type: yup.string().test('known', FAMILY_MESSAGES.personality, (v) => blank(v) || Object.hasOwn(PERSONALITY_TYPE_LABELS, String(v))),
});

/** Comma-separated text to a list: split on commas, trim, drop empties (5.1). */
export function splitList(text: string | null | undefined): string[] {
  return String(text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const orNull = (v: string | null | undefined) => {
  const t = String(v ?? '').trim();
  return t ? t : null;
};

/** POST body from the add form. */
export function toCreateBody(v: MemberFormValues): CreateMemberBody {
  return {
    name: v.name.trim(),
    date_of_birth: v.date_of_birth.trim(),
    relationship: v.relationship.trim(),
    email: orNull(v.email),
    whatsapp_number: orNull(v.whatsapp_number),
    general_interests: splitList(v.general_interests),
    academic_interests: splitList(v.academic_interests),
    academic_challenges: splitList(v.academic_challenges),
    learning_style: orNull(v.learning_style),
    personality_type: orNull(v.personality_type),
    school_name: orNull(v.school_name),
    year_level: orNull(v.year_level),
    curriculum: orNull(v.curriculum),
  };
}

/** Words people type for each style, mapped to the flag keys the server accepts. */
const STYLE_WORDS: Record<string, 'visual' | 'auditory' | 'readingWriting' | 'kinesthetic'> = {
  visual: 'visual',
  v: 'visual',
  auditory: 'auditory',
  aural: 'auditory',
  a: 'auditory',
  reading: 'readingWriting',
  readingwriting: 'readingWriting',
  'reading/writing': 'readingWriting',
  'read/write': 'readingWriting',
  writing: 'readingWriting',
  r: 'readingWriting',
  kinesthetic: 'kinesthetic',
  k: 'kinesthetic',
};

/**
 * Edit rule of 5.1: text with commas becomes an object of flags (known styles only), empty becomes
 * null, anything else stays a plain string.
 */
export function parseLearningStyleInput(text: string): string | Record<string, boolean> | null {
  const t = text.trim();
  if (!t) return null;
  if (!t.includes(',')) return t;
  const flags: Record<string, boolean> = {};
  for (const word of splitList(t)) {
    const key = STYLE_WORDS[word.toLowerCase().replace(/\s+/g, '')];
    if (key) flags[key] = true;
  }
  return Object.keys(flags).length > 0 ? flags : t;
}

const FLAG_WORDS: Record<string, string> = {
  visual: 'visual',
  auditory: 'auditory',
  readingWriting: 'reading',
  reading: 'reading',
  kinesthetic: 'kinesthetic',
};

/** The stored learning style as editable text: a string as is, an object as its chosen styles with commas. */
export function learningStyleText(style: FamilyMember['learning_style']): string {
  if (style == null) return '';
  if (typeof style === 'string') return style;
  const entries = Object.entries(style).map(([k, v]) => [k, typeof v === 'number' ? v : v ? 1 : 0] as const);
  const top = Math.max(0, ...entries.map(([, v]) => v));
  if (top <= 0) return '';
  return entries
    .filter(([k, v]) => v === top && k in FLAG_WORDS)
    .map(([k]) => FLAG_WORDS[k])
    .join(', ');
}

/** The plain text fields of the edit form, blank when the member has no value. */
const EDIT_TEXT_FIELDS = ['name', 'email', 'whatsapp_number', 'location', 'timezone', 'school_name', 'year_level', 'curriculum', 'personality_type'] as const;

export function editValuesFromMember(m: FamilyMember): EditMemberFormValues {
  const texts = Object.fromEntries(EDIT_TEXT_FIELDS.map((k) => [k, m[k] ?? ''])) as Record<(typeof EDIT_TEXT_FIELDS)[number], string>;
  return {
    ...texts,
    date_of_birth: (m.date_of_birth ?? m.dateOfBirth ?? '').slice(0, 10),
    relationship: (m.relationship ?? '').toLowerCase(),
    learning_style: learningStyleText(m.learning_style),
    general_interests: (m.general_interests ?? []).join(', '),
    academic_interests: (m.academic_interests ?? []).join(', '),
    academic_challenges: (m.academic_challenges ?? []).join(', '),
  };
}

/**
 * PUT body from the edit form. The learning style is sent only when its text changed, so stored
 * scores are not flattened into flags by an unrelated edit.
 */
export function toUpdateBody(v: EditMemberFormValues, initialLearningStyle: string): UpdateMemberBody {
  const { learning_style: _ignored, ...rest } = toCreateBody(v);
  const body: UpdateMemberBody = { ...rest, location: orNull(v.location), timezone: orNull(v.timezone) };
  if (v.learning_style.trim() !== initialLearningStyle.trim()) body.learning_style = parseLearningStyleInput(v.learning_style);
  return body;
}
