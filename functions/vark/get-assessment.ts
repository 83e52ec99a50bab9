import { VARK } from '../assessments/kinds';
import { findAssessment, nextQuestion } from '../assessments/store';
import { varkView } from '../assessments/views';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema }, async (input) => {
  const item = await findAssessment(VARK, signedIn(input), input.path.id);
  const next = nextQuestion(VARK, item);
  return { ...varkView(VARK, item), currentQuestion: next.question, questionNumber: next.number };
});
