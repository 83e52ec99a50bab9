/** Pure family rules (docs/decisions/0009), used by the server and the web app alike. */

/** The family-member messages shared by the web form and the server's schema (shared/schemas/family.ts). */
export const FAMILY_MESSAGES = {
  name: 'Name is required',
  dateOfBirth: 'Date of birth is required',
  dateInvalid: 'Please enter a real date of birth (YYYY-MM-DD)',
  dateFuture: 'Date of birth cannot be in the future',
  relationship: 'Relationship is required',
  relationshipUnknown: 'Please choose a relationship from the list',
  childSchool: 'School name, year level, and curriculum are required for children',
  adultContact: 'Email and WhatsApp number are required for adults',
  personality: 'Please choose a personality type from the list',
} as const;

export const CHILD_RELATIONSHIPS = ['child', 'son', 'daughter'] as const;
export const ADULT_AGE = 18;
export const RECENT_DAYS = 30;

export const RELATIONSHIPS_ON_ADD = [
  'child',
  'son',
  'daughter',
  'spouse',
  'partner',
  'parent',
  'mother',
  'father',
  'sibling',
  'sister',
  'brother',
  'grandparent',
  'other',
] as const;
export const RELATIONSHIPS_ON_EDIT = ['son', 'daughter', 'child', 'spouse', 'partner', 'parent', 'sibling', 'other'] as const;
export const CURRICULA_ON_ADD = [
  'australian',
  'british',
  'american',
  'canadian',
  'ib',
  'cambridge',
  'edexcel',
  'singapore',
  'french',
  'german',
  'dutch',
  'indian',
  'montessori',
  'steiner',
  'reggio',
  'local',
  'homeschool',
  'other',
] as const;
export const CURRICULA_ON_EDIT = [
  'british-national',
  'cambridge-igcse',
  'cambridge-international',
  'ib-primary',
  'ib-middle',
  'ib-diploma',
  'australian',
  'american',
  'canadian',
  'french',
  'german',
  'singapore',
  'indian-cbse',
  'indian-icse',
  'south-african',
  'new-zealand',
  'montessori',
  'other',
] as const;

export const LEARNING_STYLE_LABELS: Record<string, string> = {
  visual: 'Visual',
  auditory: 'Auditory',
  reading: 'Reading/Writing',
  kinesthetic: 'Kinesthetic',
  'visual-auditory': 'Visual & Auditory',
  'visual-reading': 'Visual & Reading/Writing',
  'visual-kinesthetic': 'Visual & Kinesthetic',
  'auditory-reading': 'Auditory & Reading/Writing',
  'auditory-kinesthetic': 'Auditory & Kinesthetic',
  'reading-kinesthetic': 'Reading/Writing & Kinesthetic',
};

export const PERSONALITY_TYPE_LABELS: Record<string, string> = {
  dominant: 'D - Dominant',
  influencing: 'I - Influencing',
  steady: 'S - Steady',
  compliant: 'C - Compliant',
  di: 'DI - Dominant & Influencing',
  dc: 'DC - Dominant & Compliant',
  id: 'ID - Influencing & Dominant',
  is: 'IS - Influencing & Steady',
  sc: 'SC - Steady & Compliant',
  si: 'SI - Steady & Influencing',
  cd: 'CD - Compliant & Dominant',
  cs: 'CS - Compliant & Steady',
};
export const PERSONALITY_TYPES = Object.keys(PERSONALITY_TYPE_LABELS) as [string, ...string[]];

export interface PersonLike {
  relationship?: string | null;
  date_of_birth?: string | null;
  dateOfBirth?: string | null;
  created_at?: string | null;
}

const birthDate = (p: PersonLike) => p.date_of_birth ?? p.dateOfBirth ?? null;

/** Age by year difference (the spec's approximation): current year minus birth year; null without a birth date. */
export function ageFromBirthDate(dob: string | null | undefined, today: Date = new Date()): number | null {
  if (!dob) return null;
  const year = Number(/^(\d{4})/.exec(dob)?.[1]);
  return Number.isFinite(year) && year > 0 ? today.getFullYear() - year : null;
}

/** A profile's relationship as compared: trimmed, lower case, '' when none. */
export const relationshipOf = (p: PersonLike): string =>
  String(p.relationship ?? '')
    .trim()
    .toLowerCase();

/** A child: relationship child, son or daughter (any case), or an age under 18. Never stored as a flag. */
export function isChild(p: PersonLike, today: Date = new Date()): boolean {
  if (CHILD_RELATIONSHIPS.includes(relationshipOf(p) as (typeof CHILD_RELATIONSHIPS)[number])) return true;
  const age = ageFromBirthDate(birthDate(p), today);
  return age !== null && age < ADULT_AGE;
}

export interface FamilyCounts {
  total: number;
  children: number;
  adults: number;
  recentlyAdded: number;
}

export function familyCounts(members: PersonLike[], today: Date = new Date()): FamilyCounts {
  const children = members.filter((m) => isChild(m, today)).length;
  const since = today.getTime() - RECENT_DAYS * 86_400_000;
  const recentlyAdded = members.filter((m) => m.created_at && Date.parse(m.created_at) >= since).length;
  return { total: members.length, children, adults: members.length - children, recentlyAdded };
}

/** Initials: the first letter of up to two words of the name. */
export function initials(name: string | null | undefined): string {
  return String(name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const STYLE_NAMES: Record<string, string> = {
  visual: 'Visual',
  auditory: 'Auditory',
  readingWriting: 'Reading/Writing',
  reading: 'Reading/Writing',
  kinesthetic: 'Kinesthetic',
};

/** Display text of a learning style: a known value's label, or the highest-scoring styles of an object joined with ' & '. */
export function learningStyleLabel(style: unknown): string | null {
  if (style == null || style === '') return null;
  if (typeof style === 'string') return LEARNING_STYLE_LABELS[style] ?? style;
  if (typeof style !== 'object') return null;
  const entries = Object.entries(style as Record<string, unknown>)
    .filter(([k]) => k in STYLE_NAMES)
    .map(([k, v]) => [k, typeof v === 'number' ? v : v === true ? 1 : 0] as const);
  const top = Math.max(0, ...entries.map(([, v]) => v));
  if (top <= 0) return null;
  return entries
    .filter(([, v]) => v === top)
    .map(([k]) => STYLE_NAMES[k])
    .join(' & ');
}
