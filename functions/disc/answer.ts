import { DiscAnswerSchema } from '../../shared/schemas/assessments';
import { DISC, questionLanguage } from '../assessments/kinds';
import { nextQuestion } from '../assessments/store';
import { recordAnswers } from '../assessments/completion';
import { discView } from '../assessments/views';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema, body: DiscAnswerSchema, profile: true }, async (input) => {
  const auth = signedIn(input);
  const item = await recordAnswers(DISC, auth, input.path.id, input.body.responses);
  const next = nextQuestion(DISC, item, questionLanguage(auth));
  return {
    completed: item.status === 'completed',
    assessment: discView(DISC, item),
    currentQuestion: next.question,
    questionNumber: next.number,
    totalQuestions: next.total,
  };
});
