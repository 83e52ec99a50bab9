import type { VarkAgeGroup, VarkQuestion } from './types';

/**
 * VARK question banks: Simplify's own wording (see docs/decisions/0004).
 * Each answer maps to one learning style. The key order of `answers` is the display order,
 * so it is varied on purpose: no style is always shown first.
 *
 * Ages 6-12 are written to be read aloud by a parent, in simple words, about a child's day.
 * Ages 13-18 cover study, projects, revision, hobbies and part-time work.
 */

const CHILD: readonly VarkQuestion[] = [
  {
    id: 'vk-c-01',
    question: 'When you learn a new game, what helps you most?',
    answers: {
      visual: 'Seeing a picture of how the game is set up, or watching someone show me',
      auditory: 'Having someone tell me the rules out loud',
      readingWriting: 'Reading the rules card by myself',
      kinesthetic: 'Starting to play and working it out as I go',
    },
  },
  {
    id: 'vk-c-02',
    question: 'Your teacher is explaining something new in class. What helps it stay in your head?',
    answers: {
      auditory: 'Listening carefully and asking questions out loud',
      readingWriting: 'Copying the important words into my notebook',
      kinesthetic: 'Trying an example with my hands, like counting blocks',
      visual: 'Looking at the drawing or chart on the board',
    },
  },
  {
    id: 'vk-c-03',
    question: "You want to remember a friend's birthday. What would you do?",
    answers: {
      readingWriting: 'Write it down on a list or a calendar',
      kinesthetic: 'Make them a card right away so I remember making it',
      visual: 'Picture the date circled in a bright color',
      auditory: 'Say it to myself a few times, or make it into a little song',
    },
  },
  {
    id: 'vk-c-04',
    question: 'You are building something new with blocks or a kit. What do you do first?',
    answers: {
      kinesthetic: 'Start putting pieces together and see what fits',
      visual: 'Look at the picture on the box',
      auditory: 'Ask someone to talk me through the steps',
      readingWriting: 'Read the instruction booklet from the beginning',
    },
  },
  {
    id: 'vk-c-05',
    question: 'You are trying to spell a tricky word. What helps you most?',
    answers: {
      visual: 'Picturing how the word looks on the page',
      readingWriting: 'Writing it down and checking it against my word list',
      auditory: 'Sounding it out loud, one part at a time',
      kinesthetic: 'Tracing the letters with my finger or in the air',
    },
  },
  {
    id: 'vk-c-06',
    question: 'What kind of story time do you like best?',
    answers: {
      auditory: 'Listening to someone read the story with funny voices',
      visual: 'Looking at a book with lots of big pictures',
      kinesthetic: 'Acting out the story while someone reads it',
      readingWriting: 'Reading the book all by myself',
    },
  },
  {
    id: 'vk-c-07',
    question: "You are going to a friend's house for the first time. What helps you find the way?",
    answers: {
      readingWriting: 'A note with the street names written on it',
      auditory: 'Someone telling me, "Turn left at the park, then it is the blue door"',
      visual: 'A simple map I can look at',
      kinesthetic: 'Walking there once with a grown-up so my feet know the way',
    },
  },
  {
    id: 'vk-c-08',
    question: 'When you learn about animals, what is the most fun?',
    answers: {
      kinesthetic: 'Visiting a farm or zoo and feeding or petting them',
      readingWriting: 'Reading animal fact books and making my own fact list',
      visual: 'Looking at photos and drawings of them',
      auditory: 'Hearing a zookeeper talk about them and listening to their sounds',
    },
  },
  {
    id: 'vk-c-09',
    question: 'How do you like to practice math facts?',
    answers: {
      visual: 'Looking at colorful charts or pictures of groups of things',
      kinesthetic: 'Using counters, my fingers, or a hopping game',
      readingWriting: 'Filling in a worksheet',
      auditory: 'Saying them out loud or singing a times-table song',
    },
  },
  {
    id: 'vk-c-10',
    question: 'When you tell someone about your day, how do you like to do it?',
    answers: {
      auditory: 'Just talk about it',
      kinesthetic: 'Show them by acting out what happened',
      visual: 'Draw a picture of the best part',
      readingWriting: 'Write about it in a diary or journal',
    },
  },
  {
    id: 'vk-c-11',
    question: 'You are learning a new song or dance for a show. What helps you most?',
    answers: {
      readingWriting: 'Having the words or steps printed on paper',
      visual: 'Watching someone do it first',
      kinesthetic: 'Doing the moves over and over until I have them',
      auditory: 'Listening to the music many times',
    },
  },
  {
    id: 'vk-c-12',
    question: 'You get a new toy that needs to be set up. What do you do?',
    answers: {
      kinesthetic: 'Press the buttons and try things until it works',
      auditory: 'Ask a grown-up to explain how it works',
      readingWriting: 'Read the little paper that came in the box',
      visual: 'Look at the pictures on the box that show how',
    },
  },
  {
    id: 'vk-c-13',
    question: 'What helps you remember what to pack for a sleepover?',
    answers: {
      visual: 'A checklist with little pictures of each thing',
      auditory: 'Someone reading the list out to me',
      kinesthetic: 'Laying everything out on my bed and touching each thing',
      readingWriting: 'Writing my own list and ticking things off',
    },
  },
  {
    id: 'vk-c-14',
    question: 'Your class is learning how plants grow. What would you like to do?',
    answers: {
      auditory: 'Listen to my teacher explain it and ask questions',
      readingWriting: 'Read about it and write down the steps',
      visual: 'Look at a drawing that shows the seed, the sprout and the flower',
      kinesthetic: 'Plant a seed and look after it myself',
    },
  },
  {
    id: 'vk-c-15',
    question: 'You want to get better at a sport. What helps you most?',
    answers: {
      readingWriting: 'Reading tips about it in a book or magazine',
      kinesthetic: 'Practicing again and again',
      auditory: 'A coach telling me what to change',
      visual: 'Watching good players to see how they move',
    },
  },
  {
    id: 'vk-c-16',
    question: 'It is a rainy day and you are stuck inside. What would you choose to do?',
    answers: {
      kinesthetic: 'Build a blanket fort or make a craft',
      visual: 'Draw or color pictures',
      readingWriting: 'Read a book or write a story',
      auditory: 'Listen to music or an audio story',
    },
  },
  {
    id: 'vk-c-17',
    question: 'Your teacher gives directions for a class project. What helps you the most?',
    answers: {
      visual: 'Seeing an example of a finished project',
      readingWriting: 'Having the steps written on a sheet',
      kinesthetic: 'Trying the first step right away',
      auditory: 'Hearing the teacher explain it out loud',
    },
  },
  {
    id: 'vk-c-18',
    question: 'After a trip to a museum, what do you remember best?',
    answers: {
      auditory: 'What the guide told us',
      visual: 'The pictures and displays I saw',
      readingWriting: 'The signs and cards I read',
      kinesthetic: 'The things I got to touch and try',
    },
  },
  {
    id: 'vk-c-19',
    question: 'You hear a new word you do not know. What helps you remember it?',
    answers: {
      readingWriting: 'Writing it down with what it means',
      auditory: 'Hearing it again and saying it out loud',
      kinesthetic: 'Acting it out or using it in a game',
      visual: 'Drawing a little picture to go with it',
    },
  },
  {
    id: 'vk-c-20',
    question: 'You are helping to cook in the kitchen. How do you like to learn what to do?',
    answers: {
      kinesthetic: 'Mixing and measuring with my own hands',
      visual: 'Watching someone do each step first',
      readingWriting: 'Reading the recipe',
      auditory: 'Having someone tell me each step',
    },
  },
];

const TEEN: readonly VarkQuestion[] = [
  {
    id: 'vk-t-01',
    question: 'You have a big test next week. How do you usually revise?',
    answers: {
      visual: 'Make mind maps, diagrams or color-coded summaries',
      auditory: 'Talk through the topics with a friend or explain them out loud',
      readingWriting: 'Rewrite my notes and go back over the textbook',
      kinesthetic: 'Do practice papers and work through real problems',
    },
  },
  {
    id: 'vk-t-02',
    question: 'A teacher is introducing a new topic. What helps you follow it?',
    answers: {
      auditory: 'Listening closely to the explanation and the class discussion',
      readingWriting: 'Handouts or slides with the key points written out',
      kinesthetic: 'A demonstration or activity where we try it ourselves',
      visual: 'Diagrams, charts or a video that shows how it fits together',
    },
  },
  {
    id: 'vk-t-03',
    question: 'You are starting a group project. Which part do you usually take on?',
    answers: {
      readingWriting: 'Writing the plan, the research notes or the final report',
      kinesthetic: 'Building the model, running the experiment or doing the practical parts',
      visual: 'Designing the slides, poster or layout',
      auditory: 'Leading the discussion and presenting to the class',
    },
  },
  {
    id: 'vk-t-04',
    question: 'You want to pick up a new hobby skill, like guitar, coding or cooking. Where do you start?',
    answers: {
      kinesthetic: 'Jump in and learn by trial and error',
      visual: 'Watch tutorials where I can see every step',
      auditory: 'Ask someone who does it to talk me through it, or listen to a podcast about it',
      readingWriting: 'Read guides, blog posts or the manual',
    },
  },
  {
    id: 'vk-t-05',
    question: 'You start a new part-time job. What helps you learn the routine fastest?',
    answers: {
      visual: 'Watching a coworker do the tasks first',
      readingWriting: 'A written checklist or training manual',
      auditory: 'My manager explaining what to do and why',
      kinesthetic: 'Doing the tasks myself with someone nearby to help',
    },
  },
  {
    id: 'vk-t-06',
    question: 'You need to remember a formula or a key date. How do you lock it in?',
    answers: {
      auditory: 'Repeat it out loud or turn it into a rhyme',
      visual: 'Picture where it sits on the page or in a colorful diagram',
      kinesthetic: 'Use it in practice questions until it comes naturally',
      readingWriting: 'Write it out several times on flashcards',
    },
  },
  {
    id: 'vk-t-07',
    question: 'You are choosing a new phone or laptop. How do you decide?',
    answers: {
      readingWriting: 'Read reviews and compare the specifications in writing',
      auditory: 'Talk it over with friends or family who know about tech',
      visual: 'Look at comparison charts and photos',
      kinesthetic: 'Go to a store and try them out',
    },
  },
  {
    id: 'vk-t-08',
    question: 'How do you prefer to take notes in class?',
    answers: {
      kinesthetic: 'Short notes, then examples I work through myself',
      readingWriting: 'Detailed written notes in sentences or bullet points',
      visual: 'Diagrams, arrows, symbols and highlighters',
      auditory: 'Few notes: I listen closely and remember what was said',
    },
  },
  {
    id: 'vk-t-09',
    question: 'You have to give a presentation. How do you prepare?',
    answers: {
      visual: 'Start with strong visuals and well-designed slides',
      kinesthetic: 'Rehearse standing up, moving through it like the real thing',
      readingWriting: 'Write out a script or detailed speaker notes',
      auditory: 'Practice saying it out loud to someone and ask how it sounds',
    },
  },
  {
    id: 'vk-t-10',
    question: 'You are stuck on a hard homework problem. What do you do?',
    answers: {
      auditory: 'Talk it through with someone, or explain it to myself out loud',
      kinesthetic: 'Try different approaches until one works',
      visual: 'Sketch it out or draw a diagram of the problem',
      readingWriting: 'Reread the textbook section and my notes',
    },
  },
  {
    id: 'vk-t-11',
    question: 'You are learning to drive, or another skill with clear steps. What helps most?',
    answers: {
      readingWriting: 'Studying the written handbook',
      visual: 'Watching someone closely and noticing what they do',
      kinesthetic: 'Getting hands-on and practicing as much as possible',
      auditory: 'An instructor talking me through each move',
    },
  },
  {
    id: 'vk-t-12',
    question: 'You have free time to learn about something that interests you. What do you choose?',
    answers: {
      kinesthetic: 'A workshop, a lab or a project I can build',
      auditory: 'A podcast, a talk or a conversation with someone who knows the subject',
      readingWriting: 'Articles, books or long online posts',
      visual: 'Infographics, photo essays or visual explainers',
    },
  },
  {
    id: 'vk-t-13',
    question: 'Thinking back to a class you enjoyed, what do you remember most?',
    answers: {
      visual: 'The images, charts or how the board looked',
      auditory: 'The discussions and what people said',
      kinesthetic: 'The experiments, trips or activities',
      readingWriting: 'The readings and the notes I wrote',
    },
  },
  {
    id: 'vk-t-14',
    question: 'You are putting together flat-pack furniture. What do you do?',
    answers: {
      auditory: 'Ask someone who has done it before to talk me through it',
      readingWriting: 'Read every step of the instructions before starting',
      visual: 'Follow the diagrams and mostly ignore the words',
      kinesthetic: 'Lay out the pieces and start fitting them together',
    },
  },
  {
    id: 'vk-t-15',
    question: 'You need to learn vocabulary for a language class. What works for you?',
    answers: {
      readingWriting: 'Writing out word lists with translations',
      kinesthetic: 'Using the words while doing things, like labeling objects around my room',
      auditory: 'Listening to the words and repeating them out loud',
      visual: 'Picture flashcards, or linking each word to an image',
    },
  },
  {
    id: 'vk-t-16',
    question: 'When you organize your week, what works best for you?',
    answers: {
      kinesthetic: 'Moving sticky notes around or physically sorting my tasks',
      visual: 'A color-coded calendar I can take in at a glance',
      readingWriting: 'A written to-do list',
      auditory: 'Talking my plans through with someone, or recording voice notes',
    },
  },
  {
    id: 'vk-t-17',
    question: 'Someone is giving you directions to a place you have never been. What do you want?',
    answers: {
      visual: 'A map with the route marked on it',
      readingWriting: 'Written step-by-step directions',
      kinesthetic: 'To go there once with someone who knows the way',
      auditory: 'To be told the directions and landmarks out loud',
    },
  },
  {
    id: 'vk-t-18',
    question: 'For a science class, you need to understand how a machine or system works. What helps?',
    answers: {
      auditory: 'A clear spoken explanation and a chance to ask questions',
      visual: 'A labeled diagram or an animation',
      readingWriting: 'A written description of each part and what it does',
      kinesthetic: 'Taking one apart or working with a model',
    },
  },
  {
    id: 'vk-t-19',
    question: 'You get feedback on an essay or project. Which kind helps you most?',
    answers: {
      readingWriting: 'Written comments in the margins',
      auditory: 'A conversation with the teacher about it',
      kinesthetic: 'Working through the fixes together, one at a time',
      visual: 'Highlighted sections or a chart showing where I stand on each criterion',
    },
  },
  {
    id: 'vk-t-20',
    question: 'You are training for a sport or physical activity. What helps you improve?',
    answers: {
      kinesthetic: 'Drills and repetition until it feels right',
      readingWriting: 'Reading about technique and keeping a training log',
      auditory: 'A coach calling out tips while I practice',
      visual: 'Watching video of myself or of skilled athletes',
    },
  },
];

export const VARK_QUESTIONS: Record<VarkAgeGroup, readonly VarkQuestion[]> = {
  '6-12': CHILD,
  '13-18': TEEN,
};
