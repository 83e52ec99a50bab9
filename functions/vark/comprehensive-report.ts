import { scoreVark } from '../../shared/assessments/scoring';
import { VARK_STYLES, type VarkStyle } from '../../shared/assessments/types';
import { buildVarkReport } from '../../shared/assessments/vark-report';
import { ComprehensiveReportSchema } from '../../shared/schemas/assessments';
import { badRequest } from '../errors';
import { route } from '../http';

/**
 * A report built on the server from scores, the child's first name and age group (default 6-12), in the caller's
 * preferred language (English unless the profile says Arabic).
 */
export const handler = route({ body: ComprehensiveReportSchema, profile: true }, async ({ body, auth }) => {
  const answers = VARK_STYLES.flatMap((s) => Array<VarkStyle>(Math.round(body.scores[s])).fill(s));
  if (!answers.length) throw badRequest('The scores are all zero; there is nothing to report yet.');
  const language = auth?.profile?.preferred_language === 'ar' ? 'ar' : 'en';
  return buildVarkReport({ name: body.childName, ageGroup: body.ageGroup ?? '6-12', result: scoreVark(answers), language });
});
