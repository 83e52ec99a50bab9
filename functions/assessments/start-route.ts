import { StartAssessmentSchema } from '../../shared/schemas/assessments';
import { reply, route, signedIn } from '../http';
import { questionLanguage, type AssessmentKind } from './kinds';
import { nextQuestion, startAssessment, type AssessmentItem } from './store';

/**
 * POST /api/vark/assessments and /api/disc/assessments: start an assessment for a family member, or
 * continue the caller's open one (200, same id), and answer with its first unanswered question.
 */
export function startAssessmentRoute(kind: AssessmentKind, view: (kind: AssessmentKind, item: AssessmentItem) => unknown) {
  return route({ body: StartAssessmentSchema, profile: true }, async (input) => {
    const auth = signedIn(input);
    const { item, created } = await startAssessment(kind, auth, input.body.familyMemberId);
    const next = nextQuestion(kind, item, questionLanguage(auth));
    return reply(created ? 201 : 200, {
      assessment: view(kind, item),
      currentQuestion: next.question,
      questionNumber: next.number,
      totalQuestions: next.total,
    });
  });
}
