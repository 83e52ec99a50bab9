import { i18n } from '@lingui/core';
import { DISC_LETTERS, DISC_PRIMARY_STYLE_NAMES, DISC_STYLES, type DiscStyle } from '../../../../../shared/assessments/types';

/** A style's name in the current language ('Dominant' in English, as shared/assessments/types.ts names it). */
export const discStyleName = (style: DiscStyle): string => i18n._(`assessments.disc.style.${style}`);

/** 'Dominant (D)': the name and DiSC's letter. */
export const discStyleWithLetter = (style: DiscStyle): string =>
  i18n._('assessments.disc.styleWithLetter_same', { style: discStyleName(style), letter: DISC_LETTERS[style] });

/** A primary style as stored ('D Dominance') in the current language; one of another shape is shown as it came. */
export function discPrimaryText(stored: string): string {
  const style = DISC_STYLES.find((s) => DISC_PRIMARY_STYLE_NAMES[s] === stored);
  return style ? i18n._(`assessments.disc.primary.${style}`) : stored;
}
