import {
  CALENDAR_SHARE_TEXT,
  calendarPermissions,
  calendarRight,
  DEFAULT_CALENDAR_RIGHT,
  LINK_PERMISSIONS,
  RELATIONSHIP_TYPE_LABELS,
  RELATIONSHIP_TYPES,
  type CalendarRight,
  type RelationshipType,
} from '../../../../../shared/links';

/** The relationship types and link permissions, from the zod-free shared module the server schema also uses. */
export { calendarRight, DEFAULT_CALENDAR_RIGHT, LINK_PERMISSIONS, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES, type CalendarRight, type RelationshipType };

export const isRelationshipType = (value: string): value is RelationshipType => (RELATIONSHIP_TYPES as readonly string[]).includes(value);

/** The label of a stored relationship type; an unknown value is shown as stored. */
export const relationshipTypeLabel = (value: string | null | undefined) =>
  value && isRelationshipType(value) ? RELATIONSHIP_TYPE_LABELS[value] : (value ?? '');

/** The choices for what a link shares of the family calendar, as the invitation form and the link list offer them. */
export const CALENDAR_RIGHT_OPTIONS: ReadonlyArray<readonly [CalendarRight, string]> = [
  ['none', 'Not shared'],
  ['view', 'View'],
  ['edit', 'View and change'],
];

export const isCalendarRight = (value: string): value is CalendarRight => CALENDAR_RIGHT_OPTIONS.some(([right]) => right === value);

/** Every permission a link with this calendar right holds: the fixed two, then the calendar's. */
export const linkPermissions = (right: CalendarRight): string[] => [...LINK_PERMISSIONS, ...calendarPermissions(right)];

/** What every link shares, then the calendar line when the link shares it: one line each. */
export const ALWAYS_SHARED = ['View shared family members', 'Collaborate on assessments'] as const;

export function sharedAccess(permissions: readonly string[]): string[] {
  const right = calendarRight(permissions);
  return right === 'none' ? [...ALWAYS_SHARED] : [...ALWAYS_SHARED, CALENDAR_SHARE_TEXT[right]];
}
