import {
  CURRICULA_ON_ADD,
  CURRICULA_ON_EDIT,
  LEARNING_STYLE_LABELS,
  PERSONALITY_TYPE_LABELS,
  RELATIONSHIPS_ON_ADD,
  RELATIONSHIPS_ON_EDIT,
} from '../../../../../shared/family';
import { optionLabel } from './member-display';

const pairs = (values: readonly string[]) => values.map((v) => [v, optionLabel(v)] as const);

/** The option lists of 3.3 as [value, label] pairs. */
export const RELATIONSHIP_ADD_OPTIONS = pairs(RELATIONSHIPS_ON_ADD);
export const RELATIONSHIP_EDIT_OPTIONS = pairs(RELATIONSHIPS_ON_EDIT);
export const CURRICULUM_ADD_OPTIONS = pairs(CURRICULA_ON_ADD);
export const CURRICULUM_EDIT_OPTIONS = pairs(CURRICULA_ON_EDIT);
export const LEARNING_STYLE_OPTIONS = Object.entries(LEARNING_STYLE_LABELS);
export const PERSONALITY_OPTIONS = Object.entries(PERSONALITY_TYPE_LABELS);
