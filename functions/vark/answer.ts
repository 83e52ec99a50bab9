import { VarkAnswerSchema } from '../../shared/schemas/assessments';
import { questionLanguage, VARK } from '../assessments/kinds';
import { nextQuestion } from '../assessments/store';
import { recordAnswers } from '../assessments/completion';
import { varkView } from '../assessments/views';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema, body: VarkAnswerSchema, profile: true }, async (input) => {
  const auth = signedIn(input);
  const item = await recordAnswers(VARK, auth, input.path.id, input.body.responses);
  const view = varkView(VARK, item);
  if (item.status === 'completed') return { completed: true, assessment: view, report: view.report };
  const next = nextQuestion(VARK, item, questionLanguage(auth));
  return { completed: false, assessment: view, currentQuestion: next.question, questionNumber: next.number, totalQuestions: next.total };
});
