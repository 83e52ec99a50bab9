import type { VarkAgeGroup, VarkQuestion } from '../types';
import { VARK_CHILD_AR } from './vark-child';
import { VARK_TEEN_AR } from './vark-teen';

/** The VARK banks in Arabic: the same ids, answer keys and display order as the English ones. */
export const VARK_QUESTIONS_AR: Record<VarkAgeGroup, readonly VarkQuestion[]> = {
  '6-12': VARK_CHILD_AR,
  '13-18': VARK_TEEN_AR,
};
