import { questionLanguage, VARK } from '../assessments/kinds';
import { findAssessment, nextQuestion } from '../assessments/store';
import { varkView } from '../assessments/views';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema, profile: true }, async (input) => {
  const auth = signedIn(input);
  const item = await findAssessment(VARK, auth, input.path.id);
  const next = nextQuestion(VARK, item, questionLanguage(auth));
  return { ...varkView(VARK, item), currentQuestion: next.question, questionNumber: next.number };
});
