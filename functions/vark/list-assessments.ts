import { VARK } from '../assessments/kinds';
import { listAssessments } from '../assessments/store';
import { varkView } from '../assessments/views';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => (await listAssessments(VARK, signedIn(input))).map((a) => varkView(VARK, a)));
