import { DISC } from '../assessments/kinds';
import { deleteAssessment } from '../assessments/completion';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema }, async (input) => {
  await deleteAssessment(DISC, signedIn(input), input.path.id);
  return { success: true };
});
