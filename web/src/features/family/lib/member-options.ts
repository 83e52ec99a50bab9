import {
  CURRICULA_ON_ADD,
  CURRICULA_ON_EDIT,
  LEARNING_STYLE_LABELS,
  PERSONALITY_TYPE_LABELS,
  RELATIONSHIPS_ON_ADD,
  RELATIONSHIPS_ON_EDIT,
} from '../../../../../shared/family';
import { curriculumLabel, personalityLabel, relationshipLabel, styleLabel } from './member-display';

type Options = ReadonlyArray<readonly [string, string]>;

/**
 * The option lists of 3.3 as [value, label] pairs: the values are what the API stores, the labels are in the
 * current language (called while rendering, so a language change re-labels them).
 */
export const relationshipAddOptions = (): Options => RELATIONSHIPS_ON_ADD.map((v) => [v, relationshipLabel(v)] as const);
export const relationshipEditOptions = (): Options => RELATIONSHIPS_ON_EDIT.map((v) => [v, relationshipLabel(v)] as const);
export const curriculumAddOptions = (): Options => CURRICULA_ON_ADD.map((v) => [v, curriculumLabel(v) ?? v] as const);
export const curriculumEditOptions = (): Options => CURRICULA_ON_EDIT.map((v) => [v, curriculumLabel(v) ?? v] as const);
export const learningStyleOptions = (): Options => Object.keys(LEARNING_STYLE_LABELS).map((v) => [v, styleLabel(v) ?? v] as const);
export const personalityOptions = (): Options => Object.keys(PERSONALITY_TYPE_LABELS).map((v) => [v, personalityLabel(v) ?? v] as const);
