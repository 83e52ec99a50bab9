import type { Language } from '../constants';
import { buildDiscReportAr, DISC_REPORT_HEADINGS_AR } from './ar/disc-report-ar';
import { DISC_LETTERS, DISC_STYLE_LABELS, DISC_STYLES, type DiscAgeGroup, type DiscReport, type DiscResult, type DiscStyle } from './types';

/**
 * The DiSC report, generated on the server from the scores, the member's name and the age group.
 * The base content depends on the dominant style and the age group ('6-12' speaks about friends,
 * games, class and family; '13+' about teams, work or school, decisions and plans). A secondary
 * style, when present, adds a sentence to the description and one item to each list, so that
 * e.g. Dominant + Cautious reads differently from Dominant + Influential.
 *
 * `renderDiscReportHtml` produces the HTML kept in the assessment's `report` field; every
 * interpolated value is escaped.
 */

interface StyleContent {
  description: string;
  strengths: string[];
  challenges: string[];
  motivators: string[];
  stressors: string[];
  workingWithOthers: Record<DiscStyle, string>;
}

type Build = (n: string) => StyleContent;

const CONTENT: Record<DiscStyle, Record<DiscAgeGroup, Build>> = {
  dominant: {
    '6-12': (n) => ({
      description: `${n} is a go-getter. ${n} likes to be in charge, make decisions quickly and win. ${n} enjoys a challenge, speaks up with confidence and often takes the lead in games and group work. Grown-ups may notice that ${n} pushes hard for what they want and gets impatient when things move slowly.`,
      strengths: ['Brave about trying hard things', 'Makes decisions quickly', 'Takes the lead when a group is stuck', 'Keeps going until a goal is reached'],
      challenges: [
        "Can be bossy or forget to listen to other kids' ideas",
        'Finds losing and waiting hard',
        'May rush and skip the details',
        'Can sound blunt or cross when upset',
      ],
      motivators: [
        'Challenges and chances to win',
        'Being given choices and some control',
        'Clear goals with something to show at the end',
        'Being trusted with a real job, like leading a team',
      ],
      stressors: ['Being told what to do with no reason given', 'Slow, repetitive tasks', 'Losing or feeling powerless', 'Having no say in family plans'],
      workingWithOthers: {
        dominant: `With another kid who likes to lead, ${n} can take turns being in charge instead of fighting over it.`,
        influential: `Chatty, fun-loving friends like it when ${n} listens to their ideas and laughs along before deciding what to do.`,
        supportive: `Quieter, gentle friends need ${n} to slow down, ask what they would like and use a kind voice.`,
        cautious: `Careful friends like to know the rules and have time to think, so ${n} can explain the plan and wait a moment for them.`,
      },
    }),
    '13+': (n) => ({
      description: `${n} is direct, decisive and focused on results. ${n} likes to take charge, set ambitious goals and move quickly, and tends to see problems as challenges to overcome. ${n} speaks plainly, is comfortable making tough calls and is energized by competition. Others may sometimes experience that pace and directness as impatience.`,
      strengths: ['Decisive under pressure', 'Drives projects through to completion', 'Comfortable with responsibility and risk', 'Tackles problems head-on'],
      challenges: [
        'Can come across as blunt or impatient',
        "May overlook other people's feelings or input",
        'Tends to move on before the details are checked',
        'Finds it hard to hand over control',
      ],
      motivators: [
        'Challenging goals and measurable results',
        'Autonomy and the authority to decide',
        'Competition and winning',
        'Efficiency and visible progress',
      ],
      stressors: ['Indecision and slow progress', 'Being micromanaged', 'Losing control of an outcome', 'Routine work without a clear purpose'],
      workingWithOthers: {
        dominant:
          'Another Dominant style can be a strong ally or a rival. Agree early on who decides what, and compete against the problem rather than each other.',
        influential: 'Give Influential people room to talk and share ideas before getting to the point, and recognize their enthusiasm openly.',
        supportive:
          'Slow down with Supportive people: explain the reasons for a change, give them time to adjust, and ask for their view directly, since they may not volunteer it.',
        cautious: 'Bring facts and a plan to Cautious people, give them time to check the details, and avoid pushing for an instant answer.',
      },
    }),
  },
  influential: {
    '6-12': (n) => ({
      description: `${n} is a people person. ${n} loves being with friends, sharing ideas and making things fun. ${n} is often enthusiastic, chatty and full of imagination, and can cheer up a whole room. Quiet jobs done alone, or tasks with lots of small details, can be harder for ${n} to stick with.`,
      strengths: ['Makes friends easily', 'Brings energy and fun to games and class', 'Full of creative ideas', 'Cheers other people on'],
      challenges: [
        "Can get distracted or chatty when it's time to focus",
        'May start things and not finish them',
        'Can forget details like homework or belongings',
        'Feels hurt when left out',
      ],
      motivators: [
        'Praise and encouragement',
        'Playing and working with friends',
        'Fun, variety and creative choices',
        'Chances to perform, present or show off a project',
      ],
      stressors: ['Being left out or ignored', 'Long, quiet tasks done alone', 'Being told off in front of others', 'Strict routines with no room for fun'],
      workingWithOthers: {
        dominant: `With friends who like to be in charge, ${n} can share ideas quickly and let them help choose.`,
        influential: `With another fun-loving friend, ${n} can have a great time; remember to finish the game or job you started together.`,
        supportive: `Gentle friends enjoy ${n}'s cheerfulness but may need some quiet time, so ${n} can ask them what they want to play.`,
        cautious: `Careful friends like rules and details, so ${n} can slow down, explain ideas clearly and not rush them.`,
      },
    }),
    '13+': (n) => ({
      description: `${n} is outgoing, optimistic and persuasive. ${n} builds relationships easily, brings energy to a group and enjoys sharing ideas and inspiring others. ${n} tends to think out loud, adapts quickly and prefers variety to routine. Following through on details and working alone for long periods can be harder.`,
      strengths: ['Builds rapport quickly', 'Motivates and persuades others', 'Generates creative ideas', 'Stays positive when plans change'],
      challenges: [
        'Can overcommit or lose track of details',
        'May talk more than listen',
        'Can avoid difficult conversations to stay liked',
        'Sometimes decides on impulse',
      ],
      motivators: ['Recognition and appreciation', 'Collaboration and social connection', 'Freedom to be creative', 'Variety and new experiences'],
      stressors: ['Feeling rejected or isolated', 'Heavy detail and repetitive tasks', 'Public criticism', 'Rigid rules that leave no room to improvise'],
      workingWithOthers: {
        dominant: 'With Dominant people, get to the point quickly, focus on results and follow through on what you promise.',
        influential: 'Two Influential people create plenty of energy; agree on who writes things down and who checks the follow-up.',
        supportive: 'Supportive people appreciate warmth but find fast changes unsettling, so slow your pace, listen fully and keep your commitments.',
        cautious: "Back your ideas with details for Cautious people, give them information in writing, and don't take their questions as rejection.",
      },
    }),
  },
  supportive: {
    '6-12': (n) => ({
      description: `${n} is a kind and steady friend. ${n} cares about how others feel, likes calm and predictable days, and is happy to help. ${n} is patient and loyal, and is often the one who notices when someone is sad. Sudden changes or arguments can unsettle ${n}.`,
      strengths: [
        'Kind, caring and a good listener',
        'Patient with younger children and friends',
        'Reliable and finishes what they start',
        'Helps a group get along',
      ],
      challenges: [
        'May find it hard to say no or to speak up',
        'Can be upset by sudden changes',
        'May hide feelings to keep the peace',
        'Can be slow to try new things',
      ],
      motivators: [
        'A calm, friendly home and classroom',
        'Knowing what will happen next',
        'A sincere thank-you for helping',
        'Time with close friends and family',
      ],
      stressors: ['Arguments and shouting', 'Last-minute changes to plans', 'Being rushed', 'Being put on the spot in front of a group'],
      workingWithOthers: {
        dominant: `Friends who like to lead can seem bossy, so ${n} can practice saying kindly but clearly what they want too.`,
        influential: `Lively, chatty friends are fun; ${n} can join in and also say when they need a break.`,
        supportive: `With another gentle friend, ${n} gets along easily; both can practice saying what they really think.`,
        cautious: `Careful friends like a calm, steady pace just like ${n}, and ${n} can help by being patient with their questions.`,
      },
    }),
    '13+': (n) => ({
      description: `${n} is steady, patient and dependable. ${n} values harmony, listens well and is often the person others rely on for calm support. ${n} prefers a predictable pace, likes to understand how a change will affect people and works consistently, often behind the scenes. Speaking up for their own needs, or adapting to sudden change, may take effort.`,
      strengths: ['Reliable and consistent', 'An excellent listener and team player', 'Calm in tense situations', 'Loyal and patient'],
      challenges: ['May avoid conflict even when it is needed', 'Can resist sudden change', 'Finds it hard to say no', 'May undervalue their own contribution'],
      motivators: ['Stable relationships and a supportive team', 'Clear expectations and time to adjust', 'Sincere appreciation', 'Helping others succeed'],
      stressors: ['Conflict and hostility', 'Rapid or unexplained change', 'Unpredictable demands', 'Pressure to decide without time to think'],
      workingWithOthers: {
        dominant: 'Dominant people value directness: say what you need clearly and briefly, and try not to take their bluntness personally.',
        influential: "Enjoy Influential people's energy and gently help them turn ideas into steps; it is fine to say when you need a quieter moment.",
        supportive: 'Two Supportive people get on easily but may both avoid hard topics, so take turns raising concerns before small issues grow.',
        cautious: 'Cautious people share your liking for a steady pace; give them clear information and expect careful questions.',
      },
    }),
  },
  cautious: {
    '6-12': (n) => ({
      description: `${n} is a careful thinker. ${n} likes to understand how things work, get things right and follow the rules. ${n} often asks good questions, notices details others miss and takes pride in neat, correct work. ${n} may hold back until sure, and can be hard on themselves about mistakes.`,
      strengths: ['Careful and accurate', 'Asks thoughtful questions', 'Follows instructions well', 'Notices details others miss'],
      challenges: [
        'Can worry a lot about making mistakes',
        'May take a long time to start or finish',
        'Can get upset when others break the rules',
        'May hold back in a new group',
      ],
      motivators: ['Clear rules and instructions', 'Time to do things properly', 'Learning facts and how things work', 'Praise for effort and care'],
      stressors: ['Unclear instructions', 'Being hurried', 'Messy, chaotic situations', 'Making a mistake in front of others'],
      workingWithOthers: {
        dominant: `Friends who like to lead move fast, so ${n} can share their most important idea first, in just a few words.`,
        influential: `Chatty, fun friends might skip the rules; ${n} can join in the fun and gently remind them of the ones that matter.`,
        supportive: `Gentle friends like kindness, so ${n} can say something nice about their work before pointing out a mistake.`,
        cautious: `With another careful friend, ${n} can enjoy doing things properly together, remembering that finished can be better than perfect.`,
      },
    }),
    '13+': (n) => ({
      description: `${n} is analytical, precise and quality-minded. ${n} likes to understand the reasoning behind decisions, sets high standards and works systematically. ${n} prefers facts to feelings when solving problems and values accuracy and expertise. Others may see ${n} as reserved, and tight deadlines or vague instructions can be frustrating.`,
      strengths: ['Thorough and accurate', 'Plans carefully and spots risks early', 'Solves problems logically', 'Holds to high standards'],
      challenges: [
        'Can overanalyze and delay decisions',
        'May seem critical or distant',
        'Finds ambiguity uncomfortable',
        'Can be very self-critical about mistakes',
      ],
      motivators: ['Clear standards and expectations', 'Time to do things properly', 'Opportunities to build expertise', 'Logical, fact-based discussion'],
      stressors: [
        'Vague instructions or shifting goals',
        'Errors and sloppy work',
        'Emotional arguments with no logic behind them',
        'Being rushed into decisions without information',
      ],
      workingWithOthers: {
        dominant: 'Dominant people want the bottom line first, so lead with your conclusion and keep the detail ready for when they ask.',
        influential: 'Influential people respond to warmth and enthusiasm; share the big picture before the details and allow some informal chat.',
        supportive: 'Supportive people appreciate your reliability; add a personal touch and check how a change affects them.',
        cautious:
          "Another Cautious person will value your precision; agree on what 'good enough' looks like and set a deadline so analysis doesn't stall the decision.",
      },
    }),
  },
};

/** What a secondary style adds on top of the dominant one (primary → secondary). */
interface Blend {
  sentence: (n: string) => string;
  strength: string;
  challenge: string;
  motivator: string;
  stressor: string;
}

const BLENDS: Record<DiscStyle, Partial<Record<DiscStyle, Blend>>> = {
  dominant: {
    influential: {
      sentence: (n) =>
        `With Influential as a secondary style, ${n} leads with energy and charm as well as drive, and is good at rallying others behind a goal.`,
      strength: 'Inspires others to get behind a bold plan',
      challenge: 'Can jump to a new idea before finishing the last one',
      motivator: 'Leading a group that is excited about the goal',
      stressor: 'Working alone with nobody to win over',
    },
    supportive: {
      sentence: (n) =>
        `With Supportive as a secondary style, ${n}'s drive is softened by loyalty: ${n} pushes for results but also looks out for the people alongside them.`,
      strength: 'Determined and dependable at the same time',
      challenge: 'Can feel torn between pushing ahead and keeping everyone happy',
      motivator: 'Reaching a goal together with people they trust',
      stressor: 'Having to choose between a result and a relationship',
    },
    cautious: {
      sentence: (n) => `With Cautious as a secondary style, ${n} combines drive with high standards: ${n} wants results, and wants them done right.`,
      strength: 'Sets high standards and sticks to them',
      challenge: 'Can be hard on others who are slower or less careful',
      motivator: 'Solving hard problems where quality matters',
      stressor: 'Careless work that slows everyone down',
    },
  },
  influential: {
    dominant: {
      sentence: (n) => `With Dominant as a secondary style, ${n}'s enthusiasm comes with a competitive streak: ${n} likes to persuade others and to win.`,
      strength: 'Persuasive and quick to act',
      challenge: 'Can push an idea through without enough listening',
      motivator: 'Friendly competition and leading the fun',
      stressor: 'Being left out when decisions are made',
    },
    supportive: {
      sentence: (n) => `With Supportive as a secondary style, ${n} is warm and encouraging, the one who makes everyone feel welcome.`,
      strength: 'Makes others feel included and valued',
      challenge: 'May avoid saying anything that could upset someone',
      motivator: 'Harmony and happy people all around',
      stressor: 'Tension between friends or within the group',
    },
    cautious: {
      sentence: (n) => `With Cautious as a secondary style, ${n} pairs a lively, creative side with an eye for how things should be done.`,
      strength: 'Creative ideas backed by careful thought',
      challenge: 'Can swing between excitement and second-guessing',
      motivator: 'Creative projects with clear guidelines',
      stressor: 'Criticism of small details right after sharing an idea',
    },
  },
  supportive: {
    dominant: {
      sentence: (n) =>
        `With Dominant as a secondary style, ${n} is steady but determined: calm on the outside, with a quiet persistence that gets things done.`,
      strength: 'Keeps going steadily until the job is finished',
      challenge: 'Can dig in once a way of doing things is settled',
      motivator: 'Clear goals with a dependable plan',
      stressor: 'Being pushed to change course suddenly',
    },
    influential: {
      sentence: (n) => `With Influential as a secondary style, ${n} is friendly and easygoing, enjoys people and helps a group feel relaxed.`,
      strength: 'Warm, approachable and easy to talk to',
      challenge: 'May say yes to too many requests',
      motivator: 'Friendly teamwork and shared celebrations',
      stressor: 'Feeling that a friend is upset with them',
    },
    cautious: {
      sentence: (n) => `With Cautious as a secondary style, ${n} is careful, consistent and thorough, someone who does things properly and reliably.`,
      strength: 'Very dependable and careful with details',
      challenge: 'Can be slow to accept new ways of doing things',
      motivator: 'Clear routines and time to do things well',
      stressor: 'Rushed changes with no explanation',
    },
  },
  cautious: {
    dominant: {
      sentence: (n) =>
        `With Dominant as a secondary style, ${n} is exacting and determined: ${n} wants things right and is willing to push to make that happen.`,
      strength: 'Decisive once the facts are clear',
      challenge: 'Can come across as demanding',
      motivator: 'Tough problems with a clear standard of success',
      stressor: 'Others ignoring a carefully worked-out plan',
    },
    influential: {
      sentence: (n) => `With Influential as a secondary style, ${n} is thoughtful but sociable, and enjoys sharing what they know with others.`,
      strength: 'Explains ideas clearly and accurately',
      challenge: 'Can feel pulled between getting it perfect and getting it shared',
      motivator: 'Sharing knowledge with an interested audience',
      stressor: 'Being judged before the work is finished',
    },
    supportive: {
      sentence: (n) => `With Supportive as a secondary style, ${n} is calm, careful and patient, and prefers steady, well-planned work.`,
      strength: 'Patient, precise and steady',
      challenge: 'May keep concerns to themselves instead of raising them',
      motivator: 'A calm setting with clear expectations',
      stressor: 'Conflict combined with a rushed deadline',
    },
  },
};

const AGE_CLOSING: Record<DiscAgeGroup, (n: string) => string> = {
  '6-12': (n) =>
    `These are tendencies, not boxes: ${n} can learn the strengths of every style, and the lists below are meant to help the family notice what helps ${n} feel confident at home, at school and with friends.`,
  '13+': (n) =>
    `Styles describe preferences, not limits: ${n} can build the habits of every style, and the notes below are meant to help ${n} and the people around them work, study and make plans together more smoothly.`,
};

function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first || 'This person';
}

/** English unless `language` is 'ar' (shared/assessments/ar/disc-report-ar.ts: same sections, Arabic text). */
export function buildDiscReport(input: { name: string; ageGroup: DiscAgeGroup; result: DiscResult; language?: Language }): DiscReport {
  if (input.language === 'ar') return buildDiscReportAr(input);
  const { ageGroup, result } = input;
  const n = firstNameOf(input.name);
  const primary = result.dominantStyle;
  const secondary = result.secondaryStyle && result.secondaryStyle !== primary ? result.secondaryStyle : null;
  const base = CONTENT[primary][ageGroup](n);
  const blend = secondary ? BLENDS[primary][secondary] : undefined;

  const styleName = secondary
    ? `${DISC_STYLE_LABELS[primary]} with ${DISC_STYLE_LABELS[secondary]} (${DISC_LETTERS[primary]}${DISC_LETTERS[secondary]})`
    : `${DISC_STYLE_LABELS[primary]} (${DISC_LETTERS[primary]})`;

  const withBlend = (items: string[], extra: string | undefined): string[] => (extra ? [...items, extra] : [...items]);

  return {
    title: `${n}'s DiSC Profile: ${styleName}`,
    styleDescription: [base.description, blend?.sentence(n), AGE_CLOSING[ageGroup](n)].filter(Boolean).join(' '),
    strengths: withBlend(base.strengths, blend?.strength),
    challenges: withBlend(base.challenges, blend?.challenge),
    motivators: withBlend(base.motivators, blend?.motivator),
    stressors: withBlend(base.stressors, blend?.stressor),
    workingWithOthers: { ...base.workingWithOthers },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const HEADINGS_EN: typeof DISC_REPORT_HEADINGS_AR = {
  strengths: 'Strengths',
  challenges: 'Challenges',
  motivators: 'Motivators',
  stressors: 'Stressors',
  workingWithOthers: 'Working with others',
  withStyle: (s) => `With ${DISC_STYLE_LABELS[s]} styles:`,
};

/** A simple semantic HTML fragment of the report, with headings in `language`. Every interpolated value is escaped. */
export function renderDiscReportHtml(report: DiscReport, language: Language = 'en'): string {
  const h = language === 'ar' ? DISC_REPORT_HEADINGS_AR : HEADINGS_EN;
  const list = (heading: string, items: readonly string[]): string =>
    `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const others = DISC_STYLES.map((s) => `<li><strong>${escapeHtml(h.withStyle(s))}</strong> ${escapeHtml(report.workingWithOthers[s] ?? '')}</li>`).join('');
  return [
    '<section class="disc-report">',
    `<h2>${escapeHtml(report.title)}</h2>`,
    `<p>${escapeHtml(report.styleDescription)}</p>`,
    list(h.strengths, report.strengths),
    list(h.challenges, report.challenges),
    list(h.motivators, report.motivators),
    list(h.stressors, report.stressors),
    `<h3>${escapeHtml(h.workingWithOthers)}</h3><ul>${others}</ul>`,
    '</section>',
  ].join('');
}
