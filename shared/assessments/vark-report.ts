import type { Language } from '../constants';
import { buildVarkReportAr } from './ar/vark-report-ar';
import { MULTIMODAL_MIN_PERCENT } from './scoring';
import { VARK_STYLE_LABELS, VARK_STYLES, type VarkAgeGroup, type VarkReport, type VarkResult, type VarkStyle } from './types';

/**
 * The VARK comprehensive report (docs/decisions/0004), generated on the server from the
 * scores, the member's name and the age group. Plain text only: React renders it.
 *
 * Content is chosen in this order:
 * - a pure style ('Visual'): that style's overview and tips for the age group;
 * - a blend ('Visual and Kinesthetic Blend'): content written for that pair of styles;
 * - multimodal (3+ styles at 20% or more): a multimodal overview and tips, plus the two leading tips
 *   of the pure style or blend underneath it.
 */

interface Content {
  overview: string;
  teaching: string[];
  home: string[];
}

type Build = (n: string) => Content;

// ---------------------------------------------------------------------------------------------
// Single styles
// ---------------------------------------------------------------------------------------------

const STYLE_FOCUS: Record<VarkStyle, string> = {
  visual: 'seeing ideas in pictures, colors and diagrams',
  auditory: 'listening, talking and explaining',
  readingWriting: 'reading, writing and lists',
  kinesthetic: 'hands-on practice and movement',
};

const STYLE_CONTENT: Record<VarkStyle, Record<VarkAgeGroup, Build>> = {
  visual: {
    '6-12': (n) => ({
      overview: `${n} learns best through the eyes. Pictures, colors, shapes and demonstrations help ${n} make sense of something new, and a quick drawing often works better than a long explanation. Children with this preference tend to notice small details in illustrations, remember where things were on a page, and enjoy drawing, puzzles and picture books. Long spoken instructions with nothing to look at are where ${n}'s attention is most likely to drift.`,
      teaching: [
        'Show before you tell: hold up a picture, an object or a quick sketch when introducing a new idea.',
        'Use color to sort information, for example one color for each step of a math problem.',
        `Turn instructions into a short picture sequence (first, next, last) that ${n} can glance back at.`,
        `Let ${n} draw what they understood before asking them to explain it in words.`,
        'Point to a number line, chart or picture while counting or comparing, instead of only saying the numbers.',
      ],
      home: [
        'Put up a picture-based morning and bedtime routine chart at eye level.',
        'Choose picture books with detailed illustrations and talk about what you each notice in the pictures.',
        `Keep colored pencils, stickers and a sketchbook within reach so ${n} can doodle ideas and plans.`,
        'Play spot-the-difference, picture memory and matching games together.',
        'Draw out the plan for a busy day or a trip on a whiteboard on the fridge.',
      ],
    }),
    '13-18': (n) => ({
      overview: `${n} processes information most easily when it is laid out visually. Diagrams, charts, timelines, mind maps and color coding help ${n} see how ideas connect, and a well-organized page is easier for ${n} to recall than a spoken explanation. In study, ${n} is likely to get the most from turning notes into visual summaries, and may find lectures without slides or diagrams harder to follow.`,
      teaching: [
        'Share diagrams, timelines and concept maps alongside spoken or written explanations.',
        `Encourage ${n} to turn lesson notes into one-page visual summaries with headings, arrows and symbols.`,
        'Lay worked examples out step by step on the board, with each stage clearly separated.',
        'Offer videos or animations for processes that are hard to picture from text alone.',
        'When giving feedback, highlight or color-code the work so strengths and fixes stand out at a glance.',
      ],
      home: [
        'Help set up a color-coded planner or wall calendar for deadlines and exams.',
        'Provide an uncluttered study space with a whiteboard or large sheets of paper for mind maps.',
        `Suggest flashcards or revision apps that pair each fact with an image or diagram.`,
        'When talking through a problem together, sketch it on paper rather than only discussing it.',
        'Encourage hobbies that build visual skills, such as photography, design or drawing.',
      ],
    }),
  },
  auditory: {
    '6-12': (n) => ({
      overview: `${n} learns best by listening and talking. Stories read aloud, songs, rhymes and conversations help ideas stick, and ${n} may remember what someone said almost word for word. Children with this preference often talk through what they are doing, ask lots of questions and like explaining things to others. Noisy rooms can be hard, because every sound competes for ${n}'s attention.`,
      teaching: [
        `Explain new ideas out loud and invite ${n} to say them back in their own words.`,
        'Use rhymes, chants and simple songs for facts such as times tables, spellings and the days of the week.',
        'Build in a short talk time with a partner before any writing task.',
        'Read instructions aloud, even when they are also written down.',
        'Use your voice: pauses, emphasis and sound effects help the key points stand out.',
      ],
      home: [
        `Read stories aloud together, and let ${n} read aloud to you, a sibling or even a pet.`,
        'Talk about the day at dinner or bedtime: what was learned, what was fun, what was tricky.',
        'Try audiobooks and story podcasts for car rides and quiet time.',
        'Practice spellings or math facts as a call-and-answer game.',
        'Keep homework time fairly quiet, away from the TV and background chatter.',
      ],
    }),
    '13-18': (n) => ({
      overview: `${n} understands and remembers best through spoken language: explanations, discussions, debates and talking things through. Explaining an idea out loud is often how ${n} works out what they actually think. ${n} is likely to get a lot from lectures, podcasts and study groups, and may find silent reading of dense material slower going unless there is a chance to discuss it afterwards.`,
      teaching: [
        'Use discussion, debate and question-and-answer to introduce topics and to check understanding.',
        `Ask ${n} to explain a concept to a classmate; teaching it back shows where the gaps are.`,
        'Where possible, allow recorded lessons or audio summaries so key explanations can be replayed.',
        'Give feedback in a short conversation as well as in written comments.',
        'Suggest reading difficult passages aloud, quietly, to slow down and catch the meaning.',
      ],
      home: [
        `Be available as a sounding board while ${n} talks through an essay plan or a tricky topic.`,
        'Suggest recording voice notes of key points and listening back to them during revision.',
        'Share podcasts and talks on subjects being studied or on current interests.',
        'Support study groups, in person or online, where ideas are discussed out loud.',
        'Agree on a study spot away from the TV and loud conversation; instrumental music or noise-cancelling headphones can help.',
      ],
    }),
  },
  readingWriting: {
    '6-12': (n) => ({
      overview: `${n} learns best through words on a page. Reading, writing, lists and labels help ${n} organize what they know, and writing something down is often how it sticks. Children with this preference tend to enjoy books, making lists, copying out facts and following written instructions, and they like things to be spelled out clearly.`,
      teaching: [
        `Write key words and short instructions on the board or on a card ${n} can keep.`,
        'Give simple word lists, labels and short texts to go with each new topic.',
        `Invite ${n} to write a sentence or two about an idea before sharing it aloud.`,
        'Use checklists for tasks with several steps, so each step can be ticked off.',
        'Offer a word bank during writing tasks so ideas are not held back by spelling worries.',
      ],
      home: [
        'Keep plenty of books, comics and magazines at the right reading level around the house.',
        `Start a simple diary where ${n} writes, or dictates, a few lines each day.`,
        `Leave short notes in lunchboxes or on the fridge, and encourage ${n} to write back.`,
        'Write shopping lists, recipe steps and weekend plans together.',
        `Visit the library regularly and let ${n} choose their own books.`,
      ],
    }),
    '13-18': (n) => ({
      overview: `${n} prefers information presented as text: notes, handouts, books, lists and written instructions. Rewriting material in their own words is one of ${n}'s most effective ways to learn, and clearly written criteria help ${n} know exactly what is expected. ${n} is often a natural note-taker and tends to do well with essays, written summaries and structured reading.`,
      teaching: [
        'Provide written outlines, handouts or slide notes to go with spoken lessons.',
        `Encourage a structured note system, such as the Cornell method or numbered outlines.`,
        'Set a short written reflection or summary at the end of each topic.',
        'Give clear written criteria and rubrics so expectations are on the page.',
        `Point ${n} to glossaries, further reading and past papers with model answers.`,
      ],
      home: [
        `Make sure ${n} has notebooks, index cards and a simple way to file notes by subject.`,
        'Suggest condensing class notes into summaries, then into a one-page sheet per topic for final revision.',
        'Encourage reading for pleasure: novels, long-form articles and non-fiction on personal interests.',
        `Help ${n} keep a written list of deadlines and break big assignments into written steps.`,
        `If ${n} thinks best in writing, it is fine to talk through bigger topics by message or note.`,
      ],
    }),
  },
  kinesthetic: {
    '6-12': (n) => ({
      overview: `${n} learns best by doing. Handling objects, moving, building and trying things for real help ${n} understand, and an idea often only clicks once ${n} has had a go. Children with this preference are usually busy, curious and hands-on. Sitting still for long stretches can be genuinely hard for them, and that is a learning need rather than misbehavior.`,
      teaching: [
        `Give ${n} things to handle: counters, blocks, letter tiles and real objects.`,
        'Turn practice into movement, such as hopping along a number line or sorting cards into piles on the floor.',
        `Keep instructions short and let ${n} start doing quickly, with help close by.`,
        'Build in a short movement break every 10 to 15 minutes of seated work.',
        'Use role-play and acting to explore stories, history and how people get along.',
      ],
      home: [
        'Cook, bake, garden and build together, counting and measuring as you go.',
        `Let ${n} stand, perch on a wobble cushion or fidget quietly during homework.`,
        'Take learning outdoors: count steps, collect leaves to sort, write spellings in chalk.',
        'Offer craft kits, building sets and simple kitchen science experiments.',
        'Split homework into short bursts with an active break between each one.',
      ],
    }),
    '13-18': (n) => ({
      overview: `${n} learns most effectively through experience: practice, experiments, real-world examples and active projects. Understanding tends to come from doing something and then reflecting on it, rather than from theory first. ${n} may shine in labs, sport, workshops, drama and part-time work, and may find long lectures or pages of reading hard to stay with.`,
      teaching: [
        'Include labs, models, simulations and real-world case studies wherever possible.',
        `Let ${n} start with practice problems and summarize the theory afterwards.`,
        'Connect abstract topics to practical uses, like budgeting for percentages or building for physics.',
        'Allow some movement: standing to work, walking discussions or changing stations between tasks.',
        'Set projects with a practical product, not only written tests.',
      ],
      home: [
        'Encourage active revision: sorting flashcards by hand, working problems on a whiteboard, walking while reciting.',
        'Support part-time jobs, volunteering, sport or hobbies that build skills by doing.',
        'Suggest studying in short blocks with a physical break between each one.',
        `Help ${n} find hands-on clubs or courses, such as robotics, drama, cooking or mechanics.`,
        `When dealing with money, scheduling or other life admin, let ${n} do it alongside you rather than watch.`,
      ],
    }),
  },
};

// ---------------------------------------------------------------------------------------------
// Blends: content written for each pair of styles (order-independent)
// ---------------------------------------------------------------------------------------------

type PairKey =
  'visual+auditory' | 'visual+readingWriting' | 'visual+kinesthetic' | 'auditory+readingWriting' | 'auditory+kinesthetic' | 'readingWriting+kinesthetic';

interface PairContent {
  focus: string;
  overview: (n: string) => string;
  ages: Record<VarkAgeGroup, (n: string) => Content>;
}

const PAIR_CONTENT: Record<PairKey, PairContent> = {
  'visual+auditory': {
    focus: 'pictures paired with spoken explanation',
    overview: (n) =>
      `${n} combines a strong visual preference with a strong auditory one: ideas make most sense when ${n} can see them and hear them explained at the same time. A picture on its own, or a talk on its own, tends to work less well than a narrated diagram, an illustrated story read aloud or a video with a clear explanation.`,
    ages: {
      '6-12': (n) => ({
        overview: 'At this age, read-aloud picture books, songs with picture cues and show-and-tell are natural fits.',
        teaching: [
          'Talk through a picture: point to each part of an illustration or diagram while explaining it out loud.',
          'Pair songs and rhymes with picture cues, such as a small drawing for each line of a counting song.',
          `Ask ${n} to tell you about their drawing; describing it out loud strengthens both ways of learning.`,
          'Show a short educational video, then pause it to talk about what you both saw.',
        ],
        home: [
          'Read picture books aloud together and stop to chat about the illustrations.',
          'Play describe-and-draw: one person describes a picture while the other draws it, then swap.',
          'Watch a nature or science show together and talk about the best parts afterwards.',
          'Make a picture routine chart and say the steps together as you follow it.',
        ],
      }),
      '13-18': (n) => ({
        overview: `In study, narrated slides, video explainers and talking through a sketched mind map are likely to be ${n}'s most efficient tools.`,
        teaching: [
          'Present with diagrams and narrate them, rather than relying on text-heavy slides.',
          'Use narrated animations, documentaries and video lectures for complex topics.',
          `Give ${n} chances to present to the class with visual aids they designed.`,
          'Run discussions around a shared image, chart or data set on screen.',
        ],
        home: [
          'Suggest recording a spoken explanation over a hand-drawn mind map and replaying it during revision.',
          `Invite ${n} to teach you a topic using a quick sketch as they talk.`,
          'Point to well-made video explainers and narrated tutorials for the hardest topics.',
          'Talk over the week while looking at a shared calendar together.',
        ],
      }),
    },
  },
  'visual+readingWriting': {
    focus: 'well-organized pages that mix pictures and words',
    overview: (n) =>
      `${n} learns well from the page, whether it holds pictures or words. Labeled diagrams, illustrated texts, tables and tidy notes suit ${n}, who likes information that is clear, structured and easy to look back at.`,
    ages: {
      '6-12': () => ({
        overview: 'Illustrated non-fiction, comics and labeled drawings are great starting points at this age.',
        teaching: [
          'Use labeled pictures and diagrams, with a word next to each part.',
          'Introduce new vocabulary with picture-and-word cards.',
          'Invite simple posters that combine a drawing with a few written facts.',
          'Write instructions as a numbered list with a small picture beside each step.',
        ],
        home: [
          'Choose illustrated non-fiction and comics where the words and pictures work together.',
          'Keep a family fridge board with written lists and little drawings.',
          'Start a scrapbook or nature journal that mixes drawings, photos and short captions.',
          'Label shelves, boxes and toy bins with both a word and a picture.',
        ],
      }),
      '13-18': (n) => ({
        overview: `Color-coded notes, summary tables and annotated diagrams are likely to be the core of ${n}'s study routine.`,
        teaching: [
          'Offer handouts that combine text with diagrams, tables and timelines.',
          'Teach a note layout that puts a written summary and a sketched diagram on the same page.',
          `Ask ${n} to label a diagram from a written description, or write a description from a diagram.`,
          'Accept infographics and illustrated reports as alternatives to plain essays where it fits the task.',
        ],
        home: [
          `Help ${n} build a color-coded note system with a key that says what each color means.`,
          'Suggest a one-page summary sheet per topic that combines a diagram with bullet points.',
          'Provide a wall planner for deadlines alongside a notebook for detailed to-do lists.',
          'Share well-illustrated books, graphic novels and data-rich articles on their interests.',
        ],
      }),
    },
  },
  'visual+kinesthetic': {
    focus: 'watching first and then doing',
    overview: (n) =>
      `${n} learns by seeing and doing: watching a demonstration and then trying it, or looking at a picture of the goal and then building it. Models, experiments, crafts and visual instructions suit ${n} much better than long spoken or written explanations.`,
    ages: {
      '6-12': (n) => ({
        overview: `Building sets, crafts, picture recipes and outdoor scavenger hunts are ideal for ${n} at this age.`,
        teaching: [
          `Show a picture of the finished result, then let ${n} build or make it by hand.`,
          'Use brightly colored materials, such as colored blocks grouped to show multiplication.',
          `Have ${n} draw or model a scene from a story, then act out what happens next.`,
          'Use sorting and matching games with picture cards spread out on the floor or table.',
        ],
        home: [
          'Do craft and building projects that follow picture instructions.',
          `Go on nature or photo scavenger hunts where ${n} spots things and collects them.`,
          'Cook together from a recipe with a picture for each step.',
          `Use a picture chore chart where ${n} moves a magnet or sticker when each job is done.`,
        ],
      }),
      '13-18': (n) => ({
        overview: `Simulations, lab work, design projects and practice straight after a demonstration are likely to work best for ${n}.`,
        teaching: [
          `Pair diagrams with hands-on models: show the labeled diagram, then let ${n} build or test the real thing.`,
          'Use simulations and interactive tools where changing a variable shows the result straight away.',
          'Ask for physical mind maps, such as sticky notes arranged and rearranged on a wall.',
          `Demonstrate a skill, then have ${n} practice it immediately while the picture is fresh.`,
        ],
        home: [
          'Suggest revising by making: card sorts, a timeline strung across a wall, or simple models.',
          'Encourage watching a tutorial and practicing right away, whether for cooking, an instrument or a sport.',
          'Support design-and-make hobbies such as photography, 3D printing, art or woodwork.',
          `Put up a whiteboard ${n} can stand at and draw on while working through problems.`,
        ],
      }),
    },
  },
  'auditory+readingWriting': {
    focus: 'talking ideas through and writing them down',
    overview: (n) =>
      `${n} is a language-based learner who works well with both spoken and written words. Discussion, reading, writing and explaining all help ${n} learn, and the two channels support each other: talking an idea through makes it easier to write down, and writing it down makes it easier to explain.`,
    ages: {
      '6-12': (n) => ({
        overview: `Reading aloud together, word games and telling a story before writing it down suit ${n} well.`,
        teaching: [
          'Say key words aloud while writing them on the board.',
          `Let ${n} read their own writing aloud, both to check it and to share it.`,
          'Follow a short text with a quick conversation about what it said.',
          `Try "say it, then write it": ${n} talks through an answer first and then writes it down.`,
        ],
        home: [
          'Take turns reading pages of a chapter book aloud.',
          'Play word games such as rhyming chains, letter I-spy and simple crosswords.',
          `Encourage ${n} to write a short story or play and then perform it for the family.`,
          'Pair audiobooks with the printed book so the words can be followed while listening.',
        ],
      }),
      '13-18': (n) => ({
        overview: `Debate, seminars, essay planning and reading notes aloud are likely to be ${n}'s strengths.`,
        teaching: [
          'Follow discussion with a written summary, so spoken ideas are captured on the page.',
          'Use debates and seminars as the planning stage for essays.',
          `Encourage ${n} to read drafts aloud to catch awkward phrasing and gaps in the argument.`,
          'Provide transcripts or written notes alongside lectures, videos and podcasts.',
        ],
        home: [
          'Suggest reading notes aloud and recording them, then listening back while following the text.',
          'Encourage study partners who quiz each other from written questions.',
          'Support book clubs, debate teams, school newspapers or writing clubs.',
          `Talk through essay ideas with ${n} before writing starts, and let them jot notes as they talk.`,
        ],
      }),
    },
  },
  'auditory+kinesthetic': {
    focus: 'talking things through while doing them',
    overview: (n) =>
      `${n} learns through talking and doing: spoken guidance while practicing, songs with actions, discussions on the move. ${n} tends to be active and social in how they learn, and may find long silent reading or copying from the board the hardest.`,
    ages: {
      '6-12': (n) => ({
        overview: `Action songs, drama, outdoor games and helping with real jobs while chatting are great for ${n} at this age.`,
        teaching: [
          'Use action songs and chants with movements, such as clapping out syllables.',
          `Give spoken instructions one step at a time while ${n} carries out each step.`,
          'Use role-play and drama to explore stories and topics.',
          'Play call-and-do games, like a "Simon says" with spelling or math questions.',
        ],
        home: [
          'Dance, march or clap along to learning songs for spelling and counting.',
          `Talk as you cook, build or garden together, naming each step as ${n} does it.`,
          'Play outdoor games with spoken questions, taking a step forward for each right answer.',
          `Let ${n} move around while you read aloud or practice facts together.`,
        ],
      }),
      '13-18': (n) => ({
        overview: `Practical sessions with spoken coaching, group work and learning on the move suit ${n} best.`,
        teaching: [
          'Run practical sessions with spoken coaching, talking through each step as students carry it out.',
          'Use role-plays, simulations and presentations that involve movement.',
          `Ask ${n} to explain a process out loud while demonstrating it.`,
          'Plan group work that combines discussion with a practical task.',
        ],
        home: [
          'Suggest walking while listening to recorded notes or reciting key points.',
          'Encourage sport, music, drama or work where skills are coached aloud and then practiced.',
          `Quiz ${n} out loud during something active, like shooting hoops between questions.`,
          'Support volunteering or part-time work where they learn by talking with experienced people.',
        ],
      }),
    },
  },
  'readingWriting+kinesthetic': {
    focus: 'reading the steps and then carrying them out',
    overview: (n) =>
      `${n} likes to read or write down the steps and then carry them out for real. Written instructions paired with practical tasks, checklists, experiments with a record sheet and recipes all suit ${n}, who values both clear information and real experience.`,
    ages: {
      '6-12': (n) => ({
        overview: `Recipes, simple experiments with a notebook and real letters to family are ideal for ${n} at this age.`,
        teaching: [
          'Pair hands-on activities with a short written step card to follow.',
          `Let ${n} write labels for things they have built or collected.`,
          'Add a simple record sheet to experiments so results get written down.',
          'Use letter tiles, magnetic words and word-building games.',
        ],
        home: [
          `Cook from a written recipe together: ${n} reads each step, then does it.`,
          'Try simple science experiments at home and keep a lab notebook.',
          'Write and post real letters or cards to family and friends.',
          `Use sticky-note lists that ${n} can move from "to do" to "done".`,
        ],
      }),
      '13-18': (n) => ({
        overview: `Practicals with written lab reports, case studies and step-by-step project plans are likely to work well for ${n}.`,
        teaching: [
          'Combine practical work with written lab reports or reflection logs.',
          `Use case studies: ${n} reads the scenario, then works through a real task.`,
          'Give written checklists for multi-step practical work.',
          `Ask ${n} to write instructions for a process they have just carried out.`,
        ],
        home: [
          'Suggest writing flashcards by hand and physically sorting them into "know it" and "not yet" piles.',
          'Encourage a training log, project journal or work diary for hobbies and jobs.',
          'Support practical hobbies with written guides: coding from documentation, building from plans, cooking from recipes.',
          `Help ${n} write step-by-step plans for big assignments and tick off each step.`,
        ],
      }),
    },
  },
};

function pairKey(a: VarkStyle, b: VarkStyle): PairKey {
  const [first, second] = VARK_STYLES.indexOf(a) <= VARK_STYLES.indexOf(b) ? [a, b] : [b, a];
  return `${first}+${second}` as PairKey;
}

// ---------------------------------------------------------------------------------------------
// Multimodal
// ---------------------------------------------------------------------------------------------

const MULTIMODAL: Record<VarkAgeGroup, (n: string) => { ageNote: string; teaching: string[]; home: string[] }> = {
  '6-12': (n) => ({
    ageNote: `For a child this age, that means variety: mix stories, pictures, songs, crafts and games through the week, and notice which ones work best for which subjects.`,
    teaching: [
      `Present each new idea in more than one way: show it, say it, write a key word and let ${n} try it.`,
      `Offer ${n} a choice of how to show what they know: drawing, telling, writing or building.`,
      `Notice which approach works for which subject; ${n} may switch depending on the task.`,
    ],
    home: [
      'Rotate activities through the week: a story read aloud, a craft, a drawing game and a word game.',
      `When ${n} gets stuck, switch channels, for example turn a written problem into a picture or a hands-on model.`,
      `Praise flexibility, and let ${n} pick which approach to try first.`,
    ],
  }),
  '13-18': (n) => ({
    ageNote: `For a teenager, the practical advantage is flexibility: ${n} can match the method to the subject, for example diagrams for biology, discussion for history and practice problems for math, and switch methods when revision starts to feel stale.`,
    teaching: [
      'Teach the same content through two or three channels, such as a diagram, an explanation and a practice task.',
      `Let ${n} choose the format of projects and revision within clear criteria.`,
      `After each topic, ask ${n} which method helped most, to build awareness of how they learn.`,
    ],
    home: [
      `Help ${n} plan revision that switches methods between sessions to stay engaged.`,
      'Suggest trying a different method as soon as one stops working, rather than pushing on.',
      'Support a varied mix of reading, listening, making and moving in hobbies and free time.',
    ],
  }),
};

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first || 'This learner';
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Highest percentage first; ties keep the V, A, R, K order. */
function rankedStyles(result: VarkResult): VarkStyle[] {
  return [...VARK_STYLES].sort((a, b) => result.percentages[b] - result.percentages[a] || VARK_STYLES.indexOf(a) - VARK_STYLES.indexOf(b));
}

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'All four'];

function introduction(n: string, ageGroup: VarkAgeGroup, total: number): string {
  const answered = total > 0 ? `${total} answers` : 'the answers';
  if (ageGroup === '6-12') {
    return `This report looks at how ${n} likes to learn, based on ${answered} to the Simplify learning-style questions for ages 6 to 12. At this age, preferences are still forming, so think of the results as a snapshot of what ${n} enjoys and finds easiest right now rather than a fixed label. The ideas are written for parents and teachers to use through play, reading together and everyday routines.`;
  }
  return `This report describes how ${n} prefers to take in, process and remember information, based on ${answered} to the Simplify learning-style questions for ages 13 to 18. Teenagers are increasingly in charge of how they study, so the suggestions are meant to be shared with ${n}: use them to choose study techniques, set up a note system and build independent habits, with parents and teachers in a supporting role.`;
}

function learningProfile(n: string, result: VarkResult, isBlend: boolean): string {
  const pct = result.percentages;
  const ranked = rankedStyles(result);
  const breakdown = listJoin(ranked.map((s) => `${VARK_STYLE_LABELS[s]} ${pct[s]}%`));
  const lead = result.dominantStyle;
  const second = result.secondaryStyle;
  const gap = pct[lead] - pct[second];
  const parts: string[] = [];
  if (result.totalQuestions > 0) {
    parts.push(`${n}'s ${result.totalQuestions} answers break down as follows: ${breakdown}.`);
  } else {
    parts.push(`No answers have been scored yet, so every style shows ${pct[lead]}% and the profile below is only a default.`);
  }
  if (isBlend) {
    const relation = gap === 0 ? 'are level' : `are only ${gap} ${gap === 1 ? 'point' : 'points'} apart`;
    parts.push(
      `${VARK_STYLE_LABELS[lead]} (${pct[lead]}%) and ${VARK_STYLE_LABELS[second]} (${pct[second]}%) ${relation}, so ${n}'s profile is a ${result.label}: the two styles work together rather than one clearly leading.`,
    );
  } else {
    parts.push(`That makes ${VARK_STYLE_LABELS[lead]} ${n}'s preferred style, ${gap} points ahead of ${VARK_STYLE_LABELS[second]} (${pct[second]}%).`);
  }
  if (result.isMultimodal) {
    const strong = VARK_STYLES.filter((s) => pct[s] >= MULTIMODAL_MIN_PERCENT).length;
    parts.push(`${COUNT_WORDS[strong] ?? strong} styles reached ${MULTIMODAL_MIN_PERCENT}% or more, which also makes ${n} a multimodal learner.`);
  }
  return parts.join(' ');
}

function conclusion(n: string, ageGroup: VarkAgeGroup, focus: string, multimodal: boolean): string {
  if (ageGroup === '6-12') {
    return `Learning preferences keep developing through childhood, so treat this report as a starting point rather than a label. Try a few of the ideas above, notice which ones make ${n} light up, and keep offering all four ways of learning, because every child benefits from seeing, hearing, reading and doing. ${multimodal ? `Starting from ${focus}, while keeping plenty of variety, gives ${n} a comfortable place to begin.` : `Leaning into ${focus} simply gives ${n} a comfortable place to start.`} Consider retaking the assessment in a year to see what has changed.`;
  }
  return `Share this report with ${n} and talk about which strategies already feel natural and which are worth trying. Over the coming school years the aim is for ${n} to recognize how they learn best and choose methods independently, ${multimodal ? `starting from ${focus} and switching freely between approaches` : `using ${focus} as a home base while still building other skills`}, since exams, work and everyday life call on all of them. Retaking the assessment later on can show how ${n}'s habits are changing.`;
}

/** English unless `language` is 'ar' (shared/assessments/ar/vark-report-ar.ts: same sections, Arabic text). */
export function buildVarkReport(input: { name: string; ageGroup: VarkAgeGroup; result: VarkResult; language?: Language }): VarkReport {
  if (input.language === 'ar') return buildVarkReportAr(input);
  const { ageGroup, result } = input;
  const n = firstNameOf(input.name);
  const lead = result.dominantStyle;
  const isBlend = result.label.endsWith('Blend') && result.secondaryStyle !== lead;

  let overview: string;
  let teaching: string[];
  let home: string[];
  let focus: string;

  if (isBlend) {
    const pair = PAIR_CONTENT[pairKey(lead, result.secondaryStyle)];
    const aged = pair.ages[ageGroup](n);
    overview = `${pair.overview(n)} ${aged.overview}`;
    teaching = aged.teaching;
    home = aged.home;
    focus = pair.focus;
  } else {
    const single = STYLE_CONTENT[lead][ageGroup](n);
    overview = single.overview;
    teaching = single.teaching;
    home = single.home;
    focus = STYLE_FOCUS[lead];
  }

  if (result.isMultimodal) {
    const pct = result.percentages;
    const strong = rankedStyles(result).filter((s) => pct[s] >= MULTIMODAL_MIN_PERCENT);
    const strongList = listJoin(strong.map((s) => `${VARK_STYLE_LABELS[s]} (${pct[s]}%)`));
    const leadName = isBlend ? `${VARK_STYLE_LABELS[lead]} and ${VARK_STYLE_LABELS[result.secondaryStyle]} styles` : `${VARK_STYLE_LABELS[lead]} style`;
    const multi = MULTIMODAL[ageGroup](n);
    overview = `${n}'s answers are spread across several styles: ${strongList} each reached ${MULTIMODAL_MIN_PERCENT}% or more. This is a multimodal profile. ${n} can take in information in more than one way and usually learns best when a topic arrives through several channels, for example seeing it, hearing it explained and then trying it. The strongest pull is towards the ${leadName}, which makes a good starting point, but moving between approaches is a strength to use, not a lack of focus. ${multi.ageNote}`;
    teaching = [...multi.teaching, ...teaching.slice(0, 2)];
    home = [...multi.home, ...home.slice(0, 2)];
  }

  return {
    introduction: introduction(n, ageGroup, result.totalQuestions),
    learningProfile: learningProfile(n, result, isBlend),
    overview,
    teachingTips: teaching,
    homeSupport: home,
    conclusion: conclusion(n, ageGroup, focus, result.isMultimodal),
  };
}
