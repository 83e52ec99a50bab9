import * as z from 'zod';
import { patchOf } from './common';
import { FAMILY_MESSAGES, isChild, PERSONALITY_TYPES, RELATIONSHIPS_ON_ADD, RELATIONSHIPS_ON_EDIT } from '../family';

/**
 * The family-member contract (docs/decisions/0009): the server validates with the form's rules and messages.
 * The messages live in the zod-free shared/family.ts so the web's forms can use them without the schema library.
 */
export { FAMILY_MESSAGES };

const RELATIONSHIPS = new Set<string>([...RELATIONSHIPS_ON_ADD, ...RELATIONSHIPS_ON_EDIT]);

const text = (max: number) => z.string().trim().max(max, `Please use at most ${max} characters`);

function isRealPastDate(value: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900) return 'invalid';
  // A birth date later than today anywhere on Earth is in the future.
  if (date.getTime() > Date.now() + 14 * 3600_000) return 'future';
  return 'ok';
}

/** Lists arrive as arrays (or comma-separated text); each entry is trimmed and empties are dropped. */
const TextList = z
  .union([z.array(z.string().max(100, 'Please keep each entry under 100 characters')).max(30, 'Please list at most 30 entries'), z.string().max(3000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

const STYLE_KEYS = ['visual', 'auditory', 'readingWriting', 'kinesthetic'] as const;
export const LearningStyleSchema = z.union([
  z.null(),
  text(60),
  z.strictObject(
    Object.fromEntries(STYLE_KEYS.map((k) => [k, z.union([z.boolean(), z.number().min(0).max(1000)]).optional()])) as Record<
      (typeof STYLE_KEYS)[number],
      z.ZodOptional<z.ZodUnion<[z.ZodBoolean, z.ZodNumber]>>
    >,
  ),
]);

const fields = {
  name: z.string(FAMILY_MESSAGES.name).trim().min(1, FAMILY_MESSAGES.name).max(100, 'Please use at most 100 characters'),
  date_of_birth: z
    .string(FAMILY_MESSAGES.dateOfBirth)
    .trim()
    .min(1, FAMILY_MESSAGES.dateOfBirth)
    .transform((v) => v.slice(0, 10))
    .superRefine((v, ctx) => {
      const verdict = isRealPastDate(v);
      if (verdict === 'invalid') ctx.addIssue({ code: 'custom', message: FAMILY_MESSAGES.dateInvalid });
      if (verdict === 'future') ctx.addIssue({ code: 'custom', message: FAMILY_MESSAGES.dateFuture });
    }),
  relationship: z
    .string(FAMILY_MESSAGES.relationship)
    .trim()
    .toLowerCase()
    .min(1, FAMILY_MESSAGES.relationship)
    .refine((v) => RELATIONSHIPS.has(v), FAMILY_MESSAGES.relationshipUnknown),
  email: text(254).optional().nullable(),
  whatsapp_number: text(24).optional().nullable(),
  location: text(100).optional().nullable(),
  timezone: text(64).optional().nullable(),
  general_interests: TextList.optional(),
  academic_interests: TextList.optional(),
  academic_challenges: TextList.optional(),
  learning_style: LearningStyleSchema.optional(),
  personality_type: z
    .enum([...PERSONALITY_TYPES, ''], FAMILY_MESSAGES.personality)
    .nullable()
    .optional(),
  school_name: text(100).optional().nullable(),
  year_level: text(40).optional().nullable(),
  curriculum: text(60).optional().nullable(),
};

const blank = (v: unknown) => v == null || String(v).trim() === '';

/** Accept the `dateOfBirth` spelling some screens send. */
const withDateAlias = (value: unknown) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    if (v.date_of_birth === undefined && typeof v.dateOfBirth === 'string') return { ...v, date_of_birth: v.dateOfBirth };
  }
  return value;
};

export const MemberSchema = z.preprocess(
  withDateAlias,
  z.object(fields).superRefine((m, ctx) => {
    if (isChild(m)) {
      if (blank(m.school_name) || blank(m.year_level) || blank(m.curriculum))
        ctx.addIssue({ code: 'custom', path: ['school_name'], message: FAMILY_MESSAGES.childSchool });
    } else if (blank(m.email) || blank(m.whatsapp_number)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: FAMILY_MESSAGES.adultContact });
    }
  }),
);
export type MemberInput = z.output<typeof MemberSchema>;

/** PUT may send only the fields that change; the merged member is validated with the same rules. */
export const MemberUpdateSchema = z.preprocess(withDateAlias, patchOf(fields));

export interface FamilyMember {
  id: string;
  user_id: string;
  name: string;
  date_of_birth: string;
  dateOfBirth: string;
  current_age: number | null;
  relationship: string;
  account_type: string;
  email: string | null;
  whatsapp_number: string | null;
  location: string | null;
  timezone: string | null;
  general_interests: string[];
  academic_interests: string[];
  academic_challenges: string[];
  learning_style: string | Record<string, boolean | number> | null;
  personality_type: string | null;
  school_name: string | null;
  year_level: string | null;
  curriculum: string | null;
  created_at: string;
  updated_at: string;
  /** Completed assessments (VARK and DiSC) of this member, each with its report (ADR 0004). */
  report_count?: number;
}
