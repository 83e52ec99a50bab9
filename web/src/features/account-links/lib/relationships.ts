import {
  calendarPermissions,
  calendarRight,
  DEFAULT_CALENDAR_RIGHT,
  LINK_PERMISSIONS,
  RELATIONSHIP_TYPES,
  type CalendarRight,
  type RelationshipType,
} from '../../../../../shared/links';

/** The relationship types and link permissions, from the zod-free shared module the server schema also uses. */
export { calendarRight, DEFAULT_CALENDAR_RIGHT, LINK_PERMISSIONS, RELATIONSHIP_TYPES, type CalendarRight, type RelationshipType };

export const isRelationshipType = (value: string): value is RelationshipType => (RELATIONSHIP_TYPES as readonly string[]).includes(value);

/** Lingui's `_` (from useLingui): the helpers below give texts in the language shown. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The catalogue keys of the relationship types' labels (the same English as shared/links.ts' RELATIONSHIP_TYPE_LABELS). */
const RELATIONSHIP_KEYS: Record<RelationshipType, string> = {
  spouse: 'links.relationship.spouse',
  co_parent: 'links.relationship.coParent',
  caregiver: 'links.relationship.caregiver',
  family_member: 'links.relationship.familyMember',
};

export const relationshipKey = (type: RelationshipType) => RELATIONSHIP_KEYS[type];

/** The label of a stored relationship type; an unknown value is shown as stored. */
export const relationshipTypeLabel = (_: Translate, value: string | null | undefined) =>
  value && isRelationshipType(value) ? _(RELATIONSHIP_KEYS[value]) : (value ?? '');

/** The choices for what a link shares of the family calendar (with their labels' keys), as the invitation form and the link list offer them. */
export const CALENDAR_RIGHT_OPTIONS: ReadonlyArray<readonly [CalendarRight, string]> = [
  ['none', 'links.calendar.none'],
  ['view', 'links.calendar.view'],
  ['edit', 'links.calendar.edit'],
];

export const isCalendarRight = (value: string): value is CalendarRight => CALENDAR_RIGHT_OPTIONS.some(([right]) => right === value);

/** Every permission a link with this calendar right holds: the fixed two, then the calendar's. */
export const linkPermissions = (right: CalendarRight): string[] => [...LINK_PERMISSIONS, ...calendarPermissions(right)];

/** What every link shares, then the calendar line when the link shares it: one line each (keys of the catalogue). */
const ALWAYS_SHARED = ['links.share.children', 'links.share.assessments'] as const;
const CALENDAR_SHARE_KEYS: Record<Exclude<CalendarRight, 'none'>, string> = { view: 'links.share.calendarView', edit: 'links.share.calendarEdit' };

export function sharedAccess(_: Translate, permissions: readonly string[]): string[] {
  const right = calendarRight(permissions);
  return (right === 'none' ? [...ALWAYS_SHARED] : [...ALWAYS_SHARED, CALENDAR_SHARE_KEYS[right]]).map((key) => _(key));
}
