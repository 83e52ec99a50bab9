import { DISC } from '../assessments/kinds';
import { listAssessments } from '../assessments/store';
import { discView } from '../assessments/views';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => (await listAssessments(DISC, signedIn(input))).map((a) => discView(DISC, a)));
