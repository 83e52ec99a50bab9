import { paths } from '../../../config/paths';

/** /vark-assessment/take?familyMemberId=&ageGroup=[&resumeId=] */
export function takeHref(query: Record<string, string>): string {
  return `${paths.varkTake.getHref()}?${new URLSearchParams(query).toString()}`;
}

/** /vark-assessment/results?id= */
export function resultsHref(id: string): string {
  return `${paths.varkResults.getHref()}?id=${encodeURIComponent(id)}`;
}
