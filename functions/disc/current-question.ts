import { DISC, questionLanguage } from '../assessments/kinds';
import { findAssessment, nextQuestion } from '../assessments/store';
import { discView } from '../assessments/views';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema, profile: true }, async (input) => {
  const auth = signedIn(input);
  const item = await findAssessment(DISC, auth, input.path.id);
  const next = nextQuestion(DISC, item, questionLanguage(auth));
  return { assessment: discView(DISC, item), currentQuestion: next.question, questionNumber: next.number, totalQuestions: next.total };
});
