import { StartAssessmentSchema } from '../../shared/schemas/assessments';
import { VARK } from '../assessments/kinds';
import { nextQuestion, startAssessment } from '../assessments/store';
import { varkView } from '../assessments/views';
import { reply, route, signedIn } from '../http';

export const handler = route({ body: StartAssessmentSchema }, async (input) => {
  const { item, created } = await startAssessment(VARK, signedIn(input), input.body.familyMemberId);
  const next = nextQuestion(VARK, item);
  return reply(created ? 201 : 200, {
    assessment: varkView(VARK, item),
    currentQuestion: next.question,
    questionNumber: next.number,
    totalQuestions: next.total,
  });
});
