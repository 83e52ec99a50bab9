import useSWR from 'swr';

interface AssessmentView {
  report?: unknown;
}

/** Reports on the account: VARK and DiSC assessments that have a report. Unknown reads count as 0. */
export function useReportCount(enabled: boolean): number {
  const vark = useSWR<AssessmentView[]>(enabled ? '/api/vark/assessments' : null, { revalidateOnFocus: false });
  const disc = useSWR<AssessmentView[]>(enabled ? '/api/disc/assessments' : null, { revalidateOnFocus: false });
  const count = (list: unknown) => (Array.isArray(list) ? list.filter((a: AssessmentView) => a && a.report != null).length : 0);
  return count(vark.data) + count(disc.data);
}
