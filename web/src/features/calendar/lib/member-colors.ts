/**
 * The 8 family colour sets, cycled by each member's place in GET /api/family-members
 * (member index % 8). Text uses the .800 shade on the .100 background (well above 4.5:1);
 * events without a member are grey.
 */
export interface ColorSet {
  name: string;
  bg: string;
  border: string;
  fg: string;
  swatch: string;
}

function colorSet(name: string): ColorSet {
  return { name, bg: `${name}.100`, border: `${name}.500`, fg: `${name}.800`, swatch: `${name}.500` };
}

export const MEMBER_COLORS: readonly ColorSet[] = ['blue', 'green', 'purple', 'orange', 'pink', 'teal', 'red', 'cyan'].map(colorSet);

export const NEUTRAL_COLOR: ColorSet = { name: 'gray', bg: 'gray.100', border: 'gray.500', fg: 'gray.800', swatch: 'gray.500' };

export function colorForIndex(index: number): ColorSet {
  return index < 0 ? NEUTRAL_COLOR : MEMBER_COLORS[index % MEMBER_COLORS.length];
}

/** The colour of a member id given the members in API order; unknown or empty ids are neutral. */
export function colorForMember(memberId: string | null | undefined, members: ReadonlyArray<{ id: string }> | undefined): ColorSet {
  if (!memberId || !members) return NEUTRAL_COLOR;
  return colorForIndex(members.findIndex((m) => m.id === memberId));
}

/**
 * The look of a subscribed event: the subscription's colour as the border and as a light tint behind
 * dark text (about 10% of a 600 shade on white keeps the text well above 4.5:1).
 */
export function subscriptionColorSet(hex: string): ColorSet {
  return { name: 'subscription', bg: `${hex}1a`, border: hex, fg: 'gray.900', swatch: hex };
}

/** A linked family's events wear that family's colour: a hex as a subscription's does, or a palette name as a member's. */
export function familyColorSet(color: string): ColorSet {
  return color.startsWith('#') ? { ...subscriptionColorSet(color), name: 'family' } : colorSet(color);
}
