import { DateTime } from 'luxon';
import * as z from 'zod';
import { ageFromBirthDate } from '../../../shared/family';
import { type DiscResult, type VarkResult } from '../../../shared/assessments/types';
import { listAssessments, type AssessmentItem } from '../../assessments/store';
import { listMembersByUser } from '../../data/members';
import { sayIn } from '../replies/say';
import { firstName, MemberName, resolveMember, timezoneOf, type ToolContext } from './tool-common';
import { appUrl } from '../../config';
import type { FactName } from '../understanding/types';

/** The family-facts tool: a member's learning style, DiSC style, birthday or school. */

export const FACT_NAMES = ['learningStyle', 'discStyle', 'birthday', 'school', 'all'] as const satisfies readonly FactName[];
export const MemberFactsSchema = z.object({
  member: MemberName,
  fact: z.enum(FACT_NAMES).describe('learningStyle (from the completed VARK), discStyle (from the completed DiSC), birthday, school, or all'),
});

/** The next birthday on or after today (29 February is kept on 1 March in common years). */
function nextBirthday(born: DateTime, today: DateTime): DateTime {
  for (const year of [today.year, today.year + 1]) {
    const d = DateTime.fromObject({ year, month: born.month, day: born.day });
    const day = d.isValid ? d : DateTime.fromObject({ year, month: 3, day: 1 });
    if (day.toISODate()! >= today.toISODate()!) return day;
  }
  return today;
}

const latestCompleted = (items: AssessmentItem[], memberId: string) =>
  items
    .filter((a) => a.family_member_id === memberId && a.status === 'completed')
    .sort((a, b) => String(b.completed_at).localeCompare(String(a.completed_at)))[0] ?? null;

export async function memberFacts(ctx: ToolContext, input: z.infer<typeof MemberFactsSchema>): Promise<string> {
  const say = sayIn(ctx.lang);
  const found = resolveMember(await listMembersByUser(ctx.userId), input.member, ctx.lang);
  if ('reply' in found) return found.reply;
  const m = found.member;
  const name = firstName(m.name);
  const own = { userId: ctx.userId, links: [] };
  const want = (f: FactName) => input.fact === f || input.fact === 'all';
  const lines: string[] = [];
  if (want('learningStyle')) {
    const a = latestCompleted(await listAssessments({ kind: 'VARK' }, own), m.id);
    const r = a?.results as VarkResult | undefined;
    lines.push(
      r
        ? say.learningStyle({
            name,
            date: String(a!.completed_at).slice(0, 10),
            label: r.label,
            dominant: r.dominantStyle,
            secondary: r.secondaryStyle ?? null,
          })
        : say.noLearningStyle(name, appUrl('/vark-assessment')),
    );
  }
  if (want('discStyle')) {
    const a = latestCompleted(await listAssessments({ kind: 'DISC' }, own), m.id);
    const r = a?.results as DiscResult | undefined;
    lines.push(
      r
        ? say.discStyle({ name, date: String(a!.completed_at).slice(0, 10), dominant: r.dominantStyle, secondary: r.secondaryStyle })
        : say.noDiscStyle(name, appUrl('/disc-assessment')),
    );
  }
  if (want('birthday')) {
    if (!m.date_of_birth) lines.push(say.noBirthday(name, appUrl(`/family/${m.id}`)));
    else {
      const born = DateTime.fromISO(m.date_of_birth);
      const today = DateTime.fromJSDate(ctx.now, { zone: timezoneOf(ctx) }).startOf('day');
      const next = nextBirthday(born, today);
      const age = ageFromBirthDate(m.date_of_birth);
      const isToday = next.toISODate() === today.toISODate();
      lines.push(say.birthday({ name, born: m.date_of_birth, age, today: isToday, next: next.toISODate()!, turning: next.year - born.year }));
    }
  }
  if (want('school')) {
    lines.push(m.school_name ? say.school(name, m.school_name, m.year_level || null) : say.noSchool(name, appUrl(`/family/${m.id}`)));
  }
  return lines.join('\n');
}
