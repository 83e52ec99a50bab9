/** Account-link constants (docs/decisions/0003), free of zod so the web can import them. */
export const RELATIONSHIP_TYPES = ['spouse', 'co_parent', 'caregiver', 'family_member'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export const RELATIONSHIP_TYPE_LABELS: Record<RelationshipType, string> = {
  spouse: 'Spouse/Partner',
  co_parent: 'Co-Parent',
  caregiver: 'Caregiver',
  family_member: 'Family Member',
};
/** What every link shares: the children and their assessments. */
export const LINK_PERMISSIONS = ['view_children', 'manage_assessments'] as const;
/** What a link may share on top, chosen by the inviter: the family calendar, to view or to view and change. */
export const CALENDAR_PERMISSIONS = ['view_calendar', 'edit_calendar'] as const;

export type CalendarRight = 'none' | 'view' | 'edit';

/** The calendar right the invitation form pre-selects for each relationship. */
export const DEFAULT_CALENDAR_RIGHT: Record<RelationshipType, Exclude<CalendarRight, 'none'>> = {
  spouse: 'edit',
  co_parent: 'edit',
  caregiver: 'view',
  family_member: 'view',
};

export const calendarRight = (permissions: readonly string[]): CalendarRight =>
  permissions.includes('edit_calendar') ? 'edit' : permissions.includes('view_calendar') ? 'view' : 'none';

/** The permissions a calendar right adds to the fixed two (edit implies view). */
export const calendarPermissions = (right: CalendarRight): string[] =>
  right === 'edit' ? ['view_calendar', 'edit_calendar'] : right === 'view' ? ['view_calendar'] : [];

/** What a link grants for the permissions a request names: the fixed two, and the calendar right named (unknown names are ignored). */
export const grantedPermissions = (requested: readonly string[] = []): string[] => [...LINK_PERMISSIONS, ...calendarPermissions(calendarRight(requested))];

/** One line per thing a link shares, as the invitation page and email say it. */
export const CALENDAR_SHARE_TEXT: Record<Exclude<CalendarRight, 'none'>, string> = {
  view: 'See the family calendar',
  edit: 'See and change the family calendar',
};
