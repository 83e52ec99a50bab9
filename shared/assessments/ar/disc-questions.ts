import type { DiscAgeGroup, DiscQuestion } from '../types';
import { DISC_ADULT_AR } from './disc-adult';
import { DISC_CHILD_AR } from './disc-child';

/** The DiSC banks in Arabic: the same ids, answer keys and display order as the English ones. */
export const DISC_QUESTIONS_AR: Record<DiscAgeGroup, readonly DiscQuestion[]> = {
  '6-12': DISC_CHILD_AR,
  '13+': DISC_ADULT_AR,
};
