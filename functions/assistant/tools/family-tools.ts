import { DateTime } from 'luxon';
import * as z from 'zod';
import { ageFromBirthDate } from '../../../shared/family';
import { DISC_LETTERS, DISC_STYLE_LABELS, type DiscResult, type VarkResult } from '../../../shared/assessments/types';
import { DISC, VARK } from '../../assessments/kinds';
import { listAssessments, type AssessmentItem } from '../../assessments/store';
import { listMembersByUser } from '../../data/members';
import { displayDate } from '../understanding/dates';
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
  const found = resolveMember(await listMembersByUser(ctx.userId), input.member);
  if ('reply' in found) return found.reply;
  const m = found.member;
  const name = firstName(m.name);
  const own = { userId: ctx.userId, links: [] };
  const want = (f: FactName) => input.fact === f || input.fact === 'all';
  const lines: string[] = [];
  if (want('learningStyle')) {
    const a = latestCompleted(await listAssessments(VARK, own), m.id);
    const r = a?.results as VarkResult | undefined;
    lines.push(
      r
        ? `${name}'s learning style (VARK, ${displayDate(String(a!.completed_at).slice(0, 10))}): ${r.label}.`
        : `${name} hasn't completed a VARK learning-style assessment yet: ${appUrl('/vark-assessment')}`,
    );
  }
  if (want('discStyle')) {
    const a = latestCompleted(await listAssessments(DISC, own), m.id);
    const r = a?.results as DiscResult | undefined;
    lines.push(
      r
        ? `${name}'s DiSC style (${displayDate(String(a!.completed_at).slice(0, 10))}): ${DISC_LETTERS[r.dominantStyle]} – ${DISC_STYLE_LABELS[r.dominantStyle]}${r.secondaryStyle ? `, then ${DISC_LETTERS[r.secondaryStyle]} – ${DISC_STYLE_LABELS[r.secondaryStyle]}` : ''}.`
        : `${name} hasn't completed a DiSC assessment yet: ${appUrl('/disc-assessment')}`,
    );
  }
  if (want('birthday')) {
    if (!m.date_of_birth) lines.push(`I don't have ${name}'s date of birth: ${appUrl(`/family/${m.id}`)}`);
    else {
      const born = DateTime.fromISO(m.date_of_birth);
      const today = DateTime.fromJSDate(ctx.now, { zone: timezoneOf(ctx) }).startOf('day');
      const next = nextBirthday(born, today);
      const age = ageFromBirthDate(m.date_of_birth);
      const isToday = next.toISODate() === today.toISODate();
      lines.push(
        `${name}'s birthday is ${born.toFormat('d LLLL')} (born ${born.year}${age != null ? `, ${age} now` : ''}).${isToday ? ' That’s today!' : ` Next one: ${displayDate(next.toISODate()!)}, turning ${next.year - born.year}.`}`,
      );
    }
  }
  if (want('school')) {
    lines.push(
      m.school_name
        ? `${name} is at ${m.school_name}${m.year_level ? `, ${m.year_level}` : ''}.`
        : `I don't have a school for ${name}: ${appUrl(`/family/${m.id}`)}`,
    );
  }
  return lines.join('\n');
}
