import { DISC } from '../assessments/kinds';
import { startAssessmentRoute } from '../assessments/start-route';
import { discView } from '../assessments/views';

export const handler = startAssessmentRoute(DISC, discView);
