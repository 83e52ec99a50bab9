import { useCallback, useEffect, useMemo, useState } from 'react';
import type { VarkAgeGroup, VarkReport } from '../../../../../shared/assessments/types';
import { buildVarkReport } from '../../../../../shared/assessments/vark-report';
import type { Language } from '../../../../../shared/constants';
import { useLanguage } from '../../../i18n/language';
import { requestComprehensiveReport } from '../api/vark';
import type { VarkProfile } from './vark-profile';

/**
 * The comprehensive report (docs/decisions/0004): the report stored with the
 * assessment; else the server builds one (POST /api/vark/comprehensive-report); else a local
 * fallback from shared/assessments/vark-report.ts. Only when all of these fail is it an error.
 * In Arabic the stored and server reports (English) are skipped: the report is built here, in Arabic, from the
 * stored scores.
 */

export type ReportState = { status: 'loading' } | { status: 'ready'; report: VarkReport } | { status: 'error' };

const isText = (v: unknown) => typeof v === 'string';
const isTextList = (v: unknown) => Array.isArray(v) && v.every(isText);

export function isVarkReport(value: unknown): value is VarkReport {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    isText(r.introduction) &&
    isText(r.learningProfile) &&
    isText(r.overview) &&
    isTextList(r.teachingTips) &&
    isTextList(r.homeSupport) &&
    (r.conclusion === undefined || r.conclusion === null || isText(r.conclusion))
  );
}

export interface ReportSource {
  stored: unknown;
  name: string;
  ageGroup: VarkAgeGroup;
  profile: VarkProfile;
}

/** Exposed for tests: the local fallback, or null when it cannot be built. */
export function localVarkReport({ name, ageGroup, profile, language }: Omit<ReportSource, 'stored'> & { language?: Language }): VarkReport | null {
  try {
    const report = buildVarkReport({ name, ageGroup, result: profile.result, language });
    return isVarkReport(report) ? report : null;
  } catch {
    return null;
  }
}

export function useVarkReport(source: ReportSource): { state: ReportState; retry: () => void } {
  const { stored, name, ageGroup, profile } = source;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReportState>(() => (isVarkReport(stored) ? { status: 'ready', report: stored } : { status: 'loading' }));
  const scoresKey = JSON.stringify(profile.scores);
  const arabic = useLanguage() === 'ar';
  const arabicReport = useMemo(
    () => (arabic ? localVarkReport({ name, ageGroup, profile, language: 'ar' }) : null),
    // As below: the scores, not the rebuilt profile object, decide the report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [arabic, name, ageGroup, scoresKey],
  );

  useEffect(() => {
    if (arabic) return;
    if (isVarkReport(stored)) {
      setState({ status: 'ready', report: stored });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    void (async () => {
      let report: VarkReport | null = null;
      try {
        const answer = await requestComprehensiveReport({ childName: name.trim() || 'Your child', scores: profile.scores, ageGroup });
        if (isVarkReport(answer)) report = answer;
      } catch {
        // Any failure or non-OK answer: build the local fallback below.
      }
      report ??= localVarkReport({ name, ageGroup, profile });
      if (active) setState(report ? { status: 'ready', report } : { status: 'error' });
    })();
    return () => {
      active = false;
    };
    // The profile object is rebuilt on each render; its scores decide the report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arabic, stored, name, ageGroup, scoresKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (arabic) return { state: arabicReport ? { status: 'ready', report: arabicReport } : { status: 'error' }, retry };
  return { state, retry };
}
