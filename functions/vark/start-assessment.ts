import { VARK } from '../assessments/kinds';
import { startAssessmentRoute } from '../assessments/start-route';
import { varkView } from '../assessments/views';

export const handler = startAssessmentRoute(VARK, varkView);
