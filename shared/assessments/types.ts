/** Assessment types shared by the question banks, scoring, reports, server and web. */

export const VARK_STYLES = ['visual', 'auditory', 'readingWriting', 'kinesthetic'] as const;
export type VarkStyle = (typeof VARK_STYLES)[number];
export const VARK_AGE_GROUPS = ['6-12', '13-18'] as const;
export type VarkAgeGroup = (typeof VARK_AGE_GROUPS)[number];

export interface VarkQuestion {
  id: string;
  question: string;
  /** One answer per style; the key order is the display order and varies between questions. */
  answers: Record<VarkStyle, string>;
}

export const DISC_STYLES = ['dominant', 'influential', 'supportive', 'cautious'] as const;
export type DiscStyle = (typeof DISC_STYLES)[number];
/** DiSC splits at 12 or less. */
export const DISC_AGE_GROUPS = ['6-12', '13+'] as const;
export type DiscAgeGroup = (typeof DISC_AGE_GROUPS)[number];

export interface DiscQuestion {
  id: string;
  category: string;
  question: string;
  answers: Record<DiscStyle, string>;
}

export const VARK_STYLE_LABELS: Record<VarkStyle, string> = {
  visual: 'Visual',
  auditory: 'Auditory',
  readingWriting: 'Reading/Writing',
  kinesthetic: 'Kinesthetic',
};
export const DISC_STYLE_LABELS: Record<DiscStyle, string> = {
  dominant: 'Dominant',
  influential: 'Influential',
  supportive: 'Supportive',
  cautious: 'Cautious',
};
export const DISC_LETTERS: Record<DiscStyle, 'D' | 'I' | 'S' | 'C'> = { dominant: 'D', influential: 'I', supportive: 'S', cautious: 'C' };
/** How `primary_style` reads (docs/decisions/0004): the letter and DiSC's name for the dimension. */
export const DISC_PRIMARY_STYLE_NAMES: Record<DiscStyle, string> = {
  dominant: 'D Dominance',
  influential: 'I Influence',
  supportive: 'S Steadiness',
  cautious: 'C Conscientiousness',
};

export interface VarkResult {
  scores: Record<VarkStyle, number>;
  percentages: Record<VarkStyle, number>;
  dominantStyle: VarkStyle;
  secondaryStyle: VarkStyle;
  isMultimodal: boolean;
  /** 'Visual and Auditory Blend' when the top two are within 10 points, else the dominant style's label. */
  label: string;
  totalQuestions: number;
}

export interface DiscResult {
  scores: Record<DiscStyle, number>;
  percentages: Record<DiscStyle, number>;
  dominantStyle: DiscStyle;
  secondaryStyle: DiscStyle | null;
  totalQuestions: number;
}

/** The VARK comprehensive report (docs/decisions/0004): structured data rendered by React. */
export interface VarkReport {
  introduction: string;
  learningProfile: string;
  overview: string;
  teachingTips: string[];
  homeSupport: string[];
  conclusion: string;
}

export interface DiscReport {
  title: string;
  styleDescription: string;
  strengths: string[];
  challenges: string[];
  motivators: string[];
  stressors: string[];
  /** Tips for getting on with each of the four styles. */
  workingWithOthers: Record<DiscStyle, string>;
}
