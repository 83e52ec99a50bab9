import type {
  LINK_PERMISSIONS as CONTRACT_PERMISSIONS,
  RELATIONSHIP_TYPE_LABELS as CONTRACT_LABELS,
  RELATIONSHIP_TYPES as CONTRACT_TYPES,
} from '../../../../../shared/schemas/links';

/**
 * The relationship types and link permissions of shared/schemas/links.ts. They are repeated here
 * (checked against the contract's types) because a value import of that file would pull zod into the
 * web bundle.
 */
export type RelationshipType = (typeof CONTRACT_TYPES)[number];

export const RELATIONSHIP_TYPES = ['spouse', 'co_parent', 'caregiver', 'family_member'] as const satisfies typeof CONTRACT_TYPES;

export const RELATIONSHIP_TYPE_LABELS = {
  spouse: 'Spouse/Partner',
  co_parent: 'Co-Parent',
  caregiver: 'Caregiver',
  family_member: 'Family Member',
} as const satisfies typeof CONTRACT_LABELS;

export const LINK_PERMISSIONS = ['view_children', 'manage_assessments'] as const satisfies typeof CONTRACT_PERMISSIONS;

export const isRelationshipType = (value: string): value is RelationshipType => (RELATIONSHIP_TYPES as readonly string[]).includes(value);

/** The label of a stored relationship type; an unknown value is shown as stored. */
export const relationshipTypeLabel = (value: string | null | undefined) => (value && isRelationshipType(value) ? RELATIONSHIP_TYPE_LABELS[value] : (value ?? ''));
