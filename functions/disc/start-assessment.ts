import { StartAssessmentSchema } from '../../shared/schemas/assessments';
import { DISC } from '../assessments/kinds';
import { nextQuestion, startAssessment } from '../assessments/store';
import { discView } from '../assessments/views';
import { reply, route, signedIn } from '../http';

export const handler = route({ body: StartAssessmentSchema }, async (input) => {
  const { item, created } = await startAssessment(DISC, signedIn(input), input.body.familyMemberId);
  const next = nextQuestion(DISC, item);
  return reply(created ? 201 : 200, {
    assessment: discView(DISC, item),
    currentQuestion: next.question,
    questionNumber: next.number,
    totalQuestions: next.total,
  });
});
