import * as z from 'zod';
import { patchOf } from './common';

/** Calendar and to-do contract (docs/decisions/0005). */
export const EVENT_TYPES = ['appointment', 'reminder', 'task', 'travel', 'school', 'other'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const RECURRENCES = ['none', 'daily', 'weekly', 'fortnightly', 'monthly', 'yearly'] as const;
export const MAX_RANGE_DAYS = 62;
/** The colours a linked family's events are shown in, one per linked family in link order. */
export const FAMILY_COLORS = ['#7c3aed', '#0f766e', '#b45309', '#be185d'] as const;
/** People on one event: the family's members and the household's adults. */
/** How long one event may last: a term break or a long summer holiday is one event, not several. */
export const MAX_EVENT_DAYS = 62;
export const MAX_EVENT_PEOPLE = 12;

/** A calendar date that exists (2026-02-30 does not), between 1900 and 2200. */
export function realDate(value: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3]) &&
    Number(m[1]) >= 1900 &&
    Number(m[1]) <= 2200
  );
}

export const DateSchema = z.string('Use a date like 2026-05-31').refine(realDate, 'Use a real date like 2026-05-31');
export const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');
const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown id');

const eventFields = {
  title: z.string('Title is required').trim().min(1, 'Title is required').max(200, 'Please keep the title under 200 characters'),
  date: DateSchema,
  time: z.union([TimeSchema, z.literal(''), z.null()]).optional(),
  duration: z.coerce
    .number()
    .int('Duration is in whole minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(1440 * MAX_EVENT_DAYS, `Duration must be at most ${MAX_EVENT_DAYS} days`)
    .default(60),
  type: z.enum(EVENT_TYPES, `Type must be one of: ${EVENT_TYPES.join(', ')}`).default('appointment'),
  priority: z.enum(PRIORITIES, 'Priority must be high, medium or low').default('medium'),
  location: z.string().trim().max(200).nullable().optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  familyMemberId: z.union([Id, z.literal(''), z.null()]).optional(),
  /** Everyone the event is for: members of the event's family and the household's adults (account ids); familyMemberId is the first. */
  memberIds: z
    .array(Id, 'Send memberIds as a list of family member ids')
    .max(MAX_EVENT_PEOPLE, `An event can be for at most ${MAX_EVENT_PEOPLE} people`)
    .optional(),
  allDay: z.boolean().default(false),
  recurrence: z.enum(RECURRENCES, `Recurrence must be one of: ${RECURRENCES.join(', ')}`).default('none'),
  recurrenceEnd: z.union([DateSchema, z.literal(''), z.null()]).optional(),
  // null first: coercing null gives 0, which would turn "no reminder" into a reminder at the start time.
  reminderMinutes: z
    .union([
      z.null(),
      z.coerce
        .number()
        .int()
        .min(0)
        .max(60 * 24 * 14),
    ])
    .optional(),
};

const eventRules = (e: { allDay?: boolean; time?: string | null; date?: string; recurrenceEnd?: string | null }, ctx: z.RefinementCtx) => {
  if (!e.allDay && !e.time) ctx.addIssue({ code: 'custom', path: ['time'], message: 'Choose a time, or mark the event as all day' });
  if (e.recurrenceEnd && e.date && e.recurrenceEnd < e.date)
    ctx.addIssue({ code: 'custom', path: ['recurrenceEnd'], message: 'The repeat end date must be on or after the event date' });
};

export const EventSchema = z.object(eventFields).superRefine(eventRules);
export type EventInput = z.output<typeof EventSchema>;
/** PUT may be partial (and carries no defaults, which would overwrite stored fields); the merged event is validated with EventSchema. */
export const EventUpdateSchema = patchOf(eventFields);

export const RangeQuerySchema = z
  .object({
    fromDate: z
      .string('fromDate is required')
      .transform((v) => v.slice(0, 10))
      .pipe(DateSchema),
    toDate: z
      .string('toDate is required')
      .transform((v) => v.slice(0, 10))
      .pipe(DateSchema),
  })
  .passthrough()
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.toDate) - Date.parse(q.fromDate)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'toDate must be on or after fromDate' });
    else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['toDate'], message: `Ask for at most ${MAX_RANGE_DAYS} days at a time` });
  });

/** `?occurrenceDate=YYYY-MM-DD` on PUT/DELETE of a recurring event acts on that one occurrence only. */
export const OccurrenceQuerySchema = z.object({ occurrenceDate: DateSchema.optional() }).passthrough();

/** The to-do category of school homework (the assistant's "homework: …" and "Sam's homework"). */
export const HOMEWORK_CATEGORY = 'homework';
/** The to-do category of the assistant's "remind me to…" without a time: "my reminders" lists these too. */
export const REMINDER_CATEGORY = 'reminder';

/**
 * The categories the web offers for a to-do. The spec names only the default ('general'); the others are
 * the product's choice. The API keeps accepting any short text (the assistant and older items may carry others).
 */
export const TODO_CATEGORIES = ['general', 'school', 'homework', 'home', 'health', 'activities', 'shopping'] as const;

const todoFields = {
  task: z.string('Task is required').trim().min(1, 'Task is required').max(300, 'Please keep the task under 300 characters'),
  isCompleted: z.boolean().default(false),
  category: z.string().trim().min(1).max(40).default('general'),
  priority: z.enum(PRIORITIES, 'Priority must be high, medium or low').default('medium'),
  dueDate: z.union([DateSchema, z.literal(''), z.null()]).optional(),
  assigneeId: z.union([Id, z.literal(''), z.null()]).optional(),
};
export const TodoSchema = z.object(todoFields);
export type TodoInput = z.output<typeof TodoSchema>;
/** PATCH sends only what changes; no defaults, so the fields it leaves out keep their stored values. */
export const TodoUpdateSchema = patchOf(todoFields);
