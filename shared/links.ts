/** Account-link constants (docs/decisions/0003), free of zod so the web can import them. */
export const RELATIONSHIP_TYPES = ['spouse', 'co_parent', 'caregiver', 'family_member'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export const RELATIONSHIP_TYPE_LABELS: Record<RelationshipType, string> = {
  spouse: 'Spouse/Partner',
  co_parent: 'Co-Parent',
  caregiver: 'Caregiver',
  family_member: 'Family Member',
};
export const LINK_PERMISSIONS = ['view_children', 'manage_assessments'] as const;
