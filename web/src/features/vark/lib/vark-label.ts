import { i18n } from '@lingui/core';
import { VARK_STYLE_LABELS, VARK_STYLES, type VarkStyle } from '../../../../../shared/assessments/types';

/** A style's name in the current language ('Visual' in English, as shared/assessments/types.ts names it). */
export const varkStyleName = (style: VarkStyle): string => i18n._(`assessments.vark.style.${style}`);

const styleOf = (label: string): VarkStyle | undefined => VARK_STYLES.find((s) => VARK_STYLE_LABELS[s] === label);

/**
 * A learning style label in the current language. The labels are written in English by shared scoring or
 * sent by the server ('Visual', 'Visual and Auditory Blend', 'Multimodal', 'Multimodal (Visual & Auditory)');
 * one of another shape is shown as it came.
 */
export function varkLabelText(label: string): string {
  const single = styleOf(label);
  if (single) return varkStyleName(single);
  if (label === 'Multimodal') return i18n._('assessments.vark.multimodal');
  const blend = /^(.+) and (.+) Blend$/.exec(label);
  const [first, second] = [styleOf(blend?.[1] ?? ''), styleOf(blend?.[2] ?? '')];
  if (first && second) return i18n._('assessments.vark.blend', { first: varkStyleName(first), second: varkStyleName(second) });
  const tie = /^Multimodal \((.+)\)$/.exec(label)?.[1].split(' & ').map(styleOf);
  if (tie?.every(Boolean)) {
    const styles = (tie as VarkStyle[]).map(varkStyleName).join(i18n._('assessments.vark.tieSeparator'));
    return i18n._('assessments.vark.multimodalOf', { styles });
  }
  return label;
}
