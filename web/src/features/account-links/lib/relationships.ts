import { LINK_PERMISSIONS, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES, type RelationshipType } from '../../../../../shared/links';

/** The relationship types and link permissions, from the zod-free shared module the server schema also uses. */
export { LINK_PERMISSIONS, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES, type RelationshipType };

export const isRelationshipType = (value: string): value is RelationshipType => (RELATIONSHIP_TYPES as readonly string[]).includes(value);

/** The label of a stored relationship type; an unknown value is shown as stored. */
export const relationshipTypeLabel = (value: string | null | undefined) =>
  value && isRelationshipType(value) ? RELATIONSHIP_TYPE_LABELS[value] : (value ?? '');
