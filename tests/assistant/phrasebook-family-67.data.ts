// Phrasebook 67: an IT dad who types lowercase shorthand, a chatty grandmother who minds the kids three days a week
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: a dad who works in IT, precise but lazy typist, all lowercase, shorthand for events
  // changes
  p('move the 4pm thing to 5', 'updateEvent', { target: { time: '16:00' }, changes: { time: '17:00' } }),
  p("sam's footy sat pushed back 30m", 'updateEvent', {
    target: { words: 'footy', member: SAM, date: '2026-03-07' },
    changes: { shiftMinutes: 30 },
  }),
  p("tmrw's appt is now fri same time", 'updateEvent', { target: { date: '2026-03-05' }, changes: { date: '2026-03-06' } }),
  p("rename mia's choir thing to junior chorale", 'updateEvent', {
    target: { words: 'choir', member: MIA },
    changes: { title: 'junior chorale' },
  }),
  p('dentist is 2:15 not 2:45', 'updateEvent', { target: { words: 'dentist' }, changes: { time: '14:15' } }),
  p("leo's swim assessment moved to thu 9:30", 'updateEvent', {
    target: { words: 'swim', member: LEO },
    changes: { date: '2026-03-05', time: '09:30' },
  }),
  p('parent teacher thing is at the library now, not the school', 'updateEvent', {
    target: { words: 'teacher' },
    changes: { location: 'library' },
  }),
  p("mia's bday party sat runs an extra hr, update pls", 'updateEvent', {
    target: { words: 'party', member: MIA },
    changes: { lengthenMinutes: 60 },
  }),
  p('pull the 11am dr visit fwd 15 mins', 'updateEvent', { target: { time: '11:00' }, changes: { shiftMinutes: -15 } }),
  p("mia's piano is 4:30 this week only, normal after that", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '16:30' },
    once: true,
  }),
  // cancels
  p('kill the 4pm thing tmrw', 'cancelEvent', { target: { time: '16:00', fromDate: '2026-03-05' }, series: false }),
  p("no more leo's music class, we've quit", 'cancelEvent', { target: { words: 'music', member: LEO }, series: true }),
  p("sam's footy off this sat, ground's waterlogged", 'cancelEvent', {
    target: { words: 'footy', member: SAM, fromDate: '2026-03-07' },
    series: false,
  }),
  p("del tmrw's appt", 'cancelEvent', { target: { fromDate: '2026-03-05' }, series: false }),
  p("scrap the 7:30 swim squad fri, mia's sick", 'cancelEvent', {
    target: { words: 'swim', member: MIA, fromDate: '2026-03-06', time: '07:30' },
    series: false,
  }),
  // new events
  p('sam dentist thu 3:40', 'createEvent', { title: 'dentist', member: SAM, date: '2026-03-05', time: '15:40' }),
  p('add mia netball every tue 5:15 from next wk', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-10',
    time: '17:15',
    recurrence: 'weekly',
  }),
  p("sam's got a bday party sat 2-4 at zone bowling", 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 120,
  }),
  p('leo flu shot mon 10am, remind 1hr b4', 'createEvent', {
    title: 'flu',
    member: LEO,
    date: '2026-03-09',
    time: '10:00',
    reminderMinutes: 60,
  }),
  p('bins out every wed 7pm', 'createEvent', { title: 'bin', date: '2026-03-04', time: '19:00', recurrence: 'weekly' }),
  p('mia school camp 16-18 mar', 'createEvent', { title: 'camp', member: MIA, date: '2026-03-16' }),
  p('fortnightly haircut for sam, sat 11, starting this sat', 'createEvent', {
    title: 'haircut',
    member: SAM,
    date: '2026-03-07',
    time: '11:00',
    recurrence: 'fortnightly',
  }),
  p('working bee at school sun 8-12', 'createEvent', { title: 'working bee', date: '2026-03-08', time: '08:00', durationMinutes: 240 }),
  // reminders
  p("ping me 30 min b4 sam's physio", 'updateEvent', { target: { words: 'physio', member: SAM }, changes: { reminderMinutes: 30 } }),
  p('remind me to renew the rego', 'addTodo', { tasks: ['rego'], reminder: true }),
  p("reminder 8:45 tmrw to call the school re mia's excursion form", 'createEvent', {
    title: 'school',
    date: '2026-03-05',
    time: '08:45',
    reminderMinutes: 0,
  }),
  p("set a 1 day reminder on leo's vax appt", 'updateEvent', { target: { words: 'vax', member: LEO }, changes: { reminderMinutes: 1440 } }),
  // lists
  p('add milk, weetbix, aaa batteries', 'addListItems', { items: ['milk', 'weetbix', 'batteries'] }),
  p('got the bread and eggs', 'tickListItems', { items: ['bread', 'eggs'], remove: false }),
  p("rm nappies from the list, leo's toilet trained 🎉", 'tickListItems', { items: ['nappies'], remove: true }),
  p('is coffee on the list', 'showList', { check: ['coffee'] }),
  p('hardware list: 10mm drill bit, sugar soap', 'addListItems', { list: 'hardware', items: ['drill bit', 'sugar soap'] }),
  // questions
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when's sam's next footy", 'findEvent', { words: 'footy', member: SAM }),
  p('am i free fri arvo', 'freeBusy', { date: '2026-03-06' }),
  // to-dos
  p('todo: book car service, cancel old netflix acct', 'addTodo', { tasks: ['car service', 'netflix'] }),
  p('done car service', 'completeTodo', { text: 'car service' }),
  p('todos?', 'listTodos'),

  // Voice 2: a grandmother who minds the kids three days a week, long chatty messages, news first and the ask last
  // changes
  p(
    "Hello love, I've just come off the phone with the swimming school and what a palaver. They're re-tiling the big pool so Sam's lesson this Friday is over at the Ashfield pool instead, same time as always. Could you change it on the calendar for me?",
    'updateEvent',
    { target: { words: 'swim', member: SAM, date: '2026-03-06' }, changes: { location: 'Ashfield' } },
  ),
  p(
    "Well the doctor's receptionist finally rang me back. She was very apologetic but Dr Patel is away, so Leo's check-up is now next Tuesday at ten o'clock instead of tomorrow. Would you fix that in the diary dear?",
    'updateEvent',
    { target: { words: 'check', member: LEO }, changes: { date: '2026-03-10', time: '10:00' } },
  ),
  p(
    "Mia is still chuffed about winning her debate last week, she told me the whole argument twice in the car! Her teacher has a staff meeting tomorrow though, so Mia's debating practice tomorrow will start an hour later. Can you make it an hour later please.",
    'updateEvent',
    { target: { words: 'debating', member: MIA, date: '2026-03-05' }, changes: { shiftMinutes: 60 } },
  ),
  p(
    'The gymnastics lady told me at pick-up that Sam has moved up a level, he was so proud he did cartwheels down the driveway. From now on his gymnastics class runs an extra half hour. Can you update it so I know when to collect him?',
    'updateEvent',
    { target: { words: 'gym', member: SAM }, changes: { lengthenMinutes: 30 } },
  ),
  p(
    "Oh I nearly forgot, there was a note in Mia's bag. The Harmony Day assembly isn't on the Thursday after all, they've moved it to Friday the 20th, still at 9. Please change it for me.",
    'updateEvent',
    { target: { words: 'harmony' }, changes: { date: '2026-03-20' } },
  ),
  p(
    "I had a lovely chat with Sam's coach this morning, ever such a nice young man. Saturday's footy is an away game now and they want the boys there by 8 rather than 9, so could you make it 8 o'clock please dear.",
    'updateEvent',
    { target: { words: 'footy', member: SAM, date: '2026-03-07' }, changes: { time: '08:00' } },
  ),
  p(
    "Leo made me the loveliest macaroni necklace today, I wore it to the shops. The centre is calling his craft session Art Club now rather than Little Crafters, so could you rename Leo's craft session to Art Club? Otherwise I'll get muddled.",
    'updateEvent',
    { target: { words: 'craft', member: LEO }, changes: { title: 'Art Club' } },
  ),
  p(
    "Your father and I are taking Mia to the ballet on Sunday, she's beside herself with excitement. The theatre emailed to say the matinee now starts thirty minutes earlier than the tickets say. Can you bring the ballet forward half an hour?",
    'updateEvent',
    { target: { words: 'ballet', date: '2026-03-08' }, changes: { shiftMinutes: -30 } },
  ),
  p(
    'Sam lost another tooth today, the tooth fairy will be broke at this rate! Also his speech therapy on Monday is now at 3:15, the lady rang while we were at the park.',
    'updateEvent',
    { target: { words: 'speech', member: SAM, date: '2026-03-09' }, changes: { time: '15:15' } },
  ),
  p(
    "Well I've been to the chemist and the butcher and I'm worn out. I can't do Thursday for Mia's orthodontist after all because of my bowls final, so the clinic has kindly given us Monday at 4 instead. Would you change that one for me love?",
    'updateEvent',
    { target: { words: 'orthodontist', member: MIA }, changes: { date: '2026-03-09', time: '16:00' } },
  ),
  // cancels
  p(
    "No piano for Mia this week I'm afraid, Mrs Henderson's had a fall, poor thing, and she's in hospital with a broken wrist. I'll send her a card from all of us. Can you take this week's lesson off?",
    'cancelEvent',
    { target: { words: 'piano', member: MIA }, series: false },
  ),
  p(
    'Sad news, the little playgroup at the church hall is closing for good, the organiser is moving up to Queensland to be near her daughter. So no more Tuesday playgroup for Leo, you can take them all out.',
    'cancelEvent',
    { target: { words: 'playgroup', member: LEO }, series: true },
  ),
  p(
    "The school rang, there's been a gas leak, so the assembly tomorrow that Mia was presenting at is off. She's disappointed but they say they'll find another date. Please delete the assembly.",
    'cancelEvent',
    { target: { words: 'assembly', fromDate: '2026-03-05' }, series: false },
  ),
  p(
    "Your brother rang to say he's come down with the flu, so Sunday lunch at his place won't be happening. Shame, I'd already made a pavlova. Take the lunch off the calendar would you.",
    'cancelEvent',
    { target: { words: 'lunch', fromDate: '2026-03-08' }, series: false },
  ),
  p(
    "Sam's decided he's finished with chess club, he says it's boring now his friend Oscar has left. I told him to stick at it but his mind's made up. So no more chess on Thursdays, please remove it.",
    'cancelEvent',
    { target: { words: 'chess', member: SAM }, series: true },
  ),
  // new events
  p(
    "Mia's been invited to Chloe's birthday sleepover on Saturday from 5pm, she's so excited she's packed her bag already and it's only Wednesday! Could you pop it in the calendar.",
    'createEvent',
    { title: 'chloe', member: MIA, date: '2026-03-07', time: '17:00' },
  ),
  p(
    "I've finally booked my eye operation, next Thursday at 7:30 in the morning, so I won't be able to mind the children that day. Could you add it so you all remember?",
    'createEvent',
    { title: 'eye', date: '2026-03-12', time: '07:30' },
  ),
  p(
    "Good news, I've found a lovely lady who does toddler music at the library and she has a spot for Leo. It's every Monday at 10:30, starting next week. Please put it in for him.",
    'createEvent',
    { title: 'music', member: LEO, date: '2026-03-09', time: '10:30', recurrence: 'weekly' },
  ),
  p(
    'The card came in the post today, Sam has a dentist check-up on the 18th at 2:30. Put that in please and remind me the day before so I can sort out getting him there.',
    'createEvent',
    { title: 'dentist', member: SAM, date: '2026-03-18', time: '14:30', reminderMinutes: 1440 },
  ),
  p(
    "Mia's got a school excursion to the museum on Tuesday, they leave at 8:45 sharp and she needs a packed lunch and her hat. Just so it's on the calendar.",
    'createEvent',
    { title: 'excursion', member: MIA, date: '2026-03-10', time: '08:45' },
  ),
  p(
    "Your father's turning 70, can you believe it! We're having a birthday dinner at the Rose Hotel on Saturday the 21st at 6.30 with the whole family. Can you put that in for everyone.",
    'createEvent',
    { title: 'dinner', date: '2026-03-21', time: '18:30' },
  ),
  p(
    'The council library has started a story time in the afternoons, every second Thursday at 3:30, and the first one is tomorrow. Leo would love it, he adores the big picture books. Put it in as a regular thing for him please.',
    'createEvent',
    { title: 'story', member: LEO, date: '2026-03-05', time: '15:30', recurrence: 'fortnightly' },
  ),
  p(
    "Mia's been asked to do the reading at church on Sunday morning, she's practising in the lounge as I type. It's at 9:30. Could you add it in.",
    'createEvent',
    { title: 'reading', member: MIA, date: '2026-03-08', time: '09:30' },
  ),
  // reminders
  p(
    "Sam's footy photos are on Friday and he needs his whole kit washed and ironed, the socks are a disgrace. Could you remind me Thursday evening at 7 to get his kit ready?",
    'createEvent',
    { title: 'kit', date: '2026-03-05', time: '19:00', reminderMinutes: 0 },
  ),
  p(
    "I keep meaning to do it and it keeps slipping my mind, I'm getting hopeless in my old age. Remind me to ring the school about the enrolment forms, would you.",
    'addTodo',
    { tasks: ['enrolment'], reminder: true },
  ),
  p(
    "Mia's hearing test is on Monday and I'm terrible with the times of these things, I was nearly late for my own podiatrist last week. Could you set a reminder two hours before it so I'm not late collecting her?",
    'updateEvent',
    { target: { words: 'hearing', member: MIA }, changes: { reminderMinutes: 120 } },
  ),
  p(
    "I've written Leo's immunisation on your fridge calendar but I never look at the fridge, silly me. Please put a reminder on it for an hour beforehand.",
    'updateEvent',
    { target: { words: 'immunisation', member: LEO }, changes: { reminderMinutes: 60 } },
  ),
  // lists
  p(
    "I had a look in your pantry while the kids were having lunch and you're nearly out of a few things. Could you add rice, tinned tomatoes and Vegemite to the shopping list.",
    'addListItems',
    { items: ['rice', 'tomatoes', 'vegemite'] },
  ),
  p("I popped into Woolies on the way over, so I've got the bananas, the yoghurt pouches and the bread. You can tick those off.", 'tickListItems', {
    items: ['bananas', 'yoghurt', 'bread'],
    remove: false,
  }),
  p(
    "Mia tells me she's gone off strawberries completely, apparently they're 'gross' now! So take strawberries off the shopping list, no point buying them.",
    'tickListItems',
    { items: ['strawberries'], remove: true },
  ),
  p("I'm doing a big shop tomorrow morning before I collect Leo, so I'll save you a trip. What's on the shopping list at the moment?", 'showList'),
  // questions
  p(
    "Your sister wants to take me to the pictures one afternoon next week but I don't want to leave you in the lurch. What have the children got on next week?",
    'agenda',
    { fromDate: '2026-03-09', toDate: '2026-03-15' },
  ),
  p("Sam keeps asking me when his next swimming lesson is and I haven't a clue, he thinks I know everything. When is it?", 'findEvent', {
    words: 'swim',
    member: SAM,
  }),
  p('I might have the girls from bowls round on Saturday afternoon for a cuppa and a bit of cake. Is the family free then?', 'freeBusy', {
    date: '2026-03-07',
  }),
  // to-dos
  p(
    "Leo's outgrown his shoes already and Sam's lunchbox has a crack right down the side. Put on the to-do list: new shoes for Leo and a new lunchbox for Sam.",
    'addTodo',
    { tasks: ['shoes', 'lunchbox'] },
  ),
  p("I've finally posted the signed permission slip back to the school, so you can cross that one off the to-do list.", 'completeTodo', {
    text: 'permission slip',
  }),
  p("I'll be there all day Thursday and I'd like to be useful while the little one naps. What's still on the to-do list, dear?", 'listTodos'),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  'move the 4pm thing to 5': {
    events: [
      { title: 'Orthodontist', date: '2026-03-04', time: '16:00', member: MIA },
      { title: 'Bins out', date: '2026-03-04', time: '19:00' },
    ],
  },
  "sam's footy sat pushed back 30m": {
    events: [
      { title: 'Footy - Sam', date: '2026-02-14', time: '09:00', durationMinutes: 90, member: SAM, weekly: true },
      { title: 'Swim squad', date: '2026-02-06', time: '07:30', member: MIA, weekly: true },
    ],
  },
  "tmrw's appt is now fri same time": {
    events: [
      { title: 'Dentist - Leo', date: '2026-03-05', time: '10:30', member: LEO },
      { title: 'Footy - Sam', date: '2026-02-14', time: '09:00', member: SAM, weekly: true },
    ],
  },
  "rename mia's choir thing to junior chorale": {
    events: [{ title: 'Choir', date: '2026-02-05', time: '15:30', member: MIA, weekly: true }],
  },
  'dentist is 2:15 not 2:45': {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '14:45', member: SAM },
      { title: 'Piano', date: '2026-02-03', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "leo's swim assessment moved to thu 9:30": {
    events: [
      { title: 'Swim assessment - Leo', date: '2026-03-06', time: '11:00', member: LEO },
      { title: 'Swim squad', date: '2026-02-06', time: '07:30', member: MIA, weekly: true },
    ],
  },
  'parent teacher thing is at the library now, not the school': {
    events: [{ title: 'Parent teacher interview', date: '2026-03-10', time: '16:30', location: 'school hall' }],
  },
  "mia's bday party sat runs an extra hr, update pls": {
    events: [{ title: "Mia's birthday party", date: '2026-03-07', time: '13:00', durationMinutes: 120, member: MIA }],
  },
  'pull the 11am dr visit fwd 15 mins': {
    events: [
      { title: 'GP - Sam ear check', date: '2026-03-05', time: '11:00', member: SAM },
      { title: 'Choir', date: '2026-02-05', time: '15:30', member: MIA, weekly: true },
    ],
  },
  "mia's piano is 4:30 this week only, normal after that": {
    events: [{ title: 'Piano', date: '2026-02-03', time: '16:00', member: MIA, weekly: true }],
  },
  'kill the 4pm thing tmrw': {
    events: [
      { title: 'Haircut - Sam', date: '2026-03-05', time: '16:00', member: SAM },
      { title: 'Dentist - Leo', date: '2026-03-05', time: '10:30', member: LEO },
    ],
  },
  "no more leo's music class, we've quit": {
    events: [
      { title: 'Music class - Leo', date: '2026-02-06', time: '09:30', member: LEO, weekly: true },
      { title: 'Piano', date: '2026-02-03', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "sam's footy off this sat, ground's waterlogged": {
    events: [{ title: 'Footy - Sam', date: '2026-02-14', time: '09:00', durationMinutes: 90, member: SAM, weekly: true }],
  },
  "del tmrw's appt": {
    events: [
      { title: 'Optometrist - Mia', date: '2026-03-05', time: '15:15', member: MIA },
      { title: 'Dentist', date: '2026-03-06', time: '14:45', member: SAM },
    ],
  },
  "scrap the 7:30 swim squad fri, mia's sick": {
    events: [
      { title: 'Swim squad', date: '2026-02-06', time: '07:30', member: MIA, weekly: true },
      { title: 'Music class - Leo', date: '2026-02-06', time: '09:30', member: LEO, weekly: true },
    ],
  },
  "ping me 30 min b4 sam's physio": {
    events: [{ title: 'Physio - Sam', date: '2026-03-05', time: '16:00', member: SAM }],
  },
  "set a 1 day reminder on leo's vax appt": {
    events: [
      { title: 'Leo vax (4yr)', date: '2026-03-11', time: '09:45', member: LEO },
      { title: 'Dentist - Leo', date: '2026-03-05', time: '10:30', member: LEO },
    ],
  },
  'got the bread and eggs': { lists: { Shopping: ['bread', 'eggs', 'milk', 'coffee pods'] } },
  "rm nappies from the list, leo's toilet trained 🎉": { lists: { Shopping: ['nappies', 'wipes', 'bananas'] } },
  'is coffee on the list': { lists: { Shopping: ['coffee beans', 'milk', 'dishwashing liquid'] } },
  "when's sam's next footy": {
    events: [
      { title: 'Footy - Sam', date: '2026-02-14', time: '09:00', durationMinutes: 90, member: SAM, weekly: true },
      { title: 'Haircut - Sam', date: '2026-03-05', time: '16:00', member: SAM },
    ],
  },
  'done car service': { todos: ['book car service', 'cancel old netflix acct', 'fix gate latch'] },

  // Voice 2
  "Hello love, I've just come off the phone with the swimming school and what a palaver. They're re-tiling the big pool so Sam's lesson this Friday is over at the Ashfield pool instead, same time as always. Could you change it on the calendar for me?":
    {
      events: [{ title: 'Swimming lesson', date: '2026-02-06', time: '16:00', member: SAM, weekly: true, location: 'Leichhardt pool' }],
    },
  "Well the doctor's receptionist finally rang me back. She was very apologetic but Dr Patel is away, so Leo's check-up is now next Tuesday at ten o'clock instead of tomorrow. Would you fix that in the diary dear?":
    {
      events: [
        { title: 'Leo check-up with Dr Patel', date: '2026-03-05', time: '09:15', member: LEO },
        { title: 'Little Crafters', date: '2026-02-05', time: '10:00', member: LEO, weekly: true },
      ],
    },
  "Mia is still chuffed about winning her debate last week, she told me the whole argument twice in the car! Her teacher has a staff meeting tomorrow though, so Mia's debating practice tomorrow will start an hour later. Can you make it an hour later please.":
    {
      events: [{ title: 'Debating practice', date: '2026-03-05', time: '15:30', member: MIA }],
    },
  'The gymnastics lady told me at pick-up that Sam has moved up a level, he was so proud he did cartwheels down the driveway. From now on his gymnastics class runs an extra half hour. Can you update it so I know when to collect him?':
    {
      events: [{ title: 'Gymnastics', date: '2026-02-03', time: '16:00', durationMinutes: 60, member: SAM, weekly: true }],
    },
  "Oh I nearly forgot, there was a note in Mia's bag. The Harmony Day assembly isn't on the Thursday after all, they've moved it to Friday the 20th, still at 9. Please change it for me.":
    {
      events: [
        { title: 'Harmony Day assembly', date: '2026-03-19', time: '09:00' },
        { title: 'Swimming lesson', date: '2026-02-06', time: '16:00', member: SAM, weekly: true },
      ],
    },
  "I had a lovely chat with Sam's coach this morning, ever such a nice young man. Saturday's footy is an away game now and they want the boys there by 8 rather than 9, so could you make it 8 o'clock please dear.":
    {
      events: [{ title: 'Footy', date: '2026-02-14', time: '09:00', durationMinutes: 90, member: SAM, weekly: true }],
    },
  "Leo made me the loveliest macaroni necklace today, I wore it to the shops. The centre is calling his craft session Art Club now rather than Little Crafters, so could you rename Leo's craft session to Art Club? Otherwise I'll get muddled.":
    {
      events: [{ title: 'Little Crafters', date: '2026-02-05', time: '10:00', member: LEO, weekly: true }],
    },
  "Your father and I are taking Mia to the ballet on Sunday, she's beside herself with excitement. The theatre emailed to say the matinee now starts thirty minutes earlier than the tickets say. Can you bring the ballet forward half an hour?":
    {
      events: [{ title: 'Ballet matinee with Nana & Pop', date: '2026-03-08', time: '14:00', durationMinutes: 150, member: MIA }],
    },
  'Sam lost another tooth today, the tooth fairy will be broke at this rate! Also his speech therapy on Monday is now at 3:15, the lady rang while we were at the park.':
    {
      events: [
        { title: 'Speech therapy', date: '2026-02-09', time: '14:00', member: SAM, weekly: true },
        { title: 'Gymnastics', date: '2026-02-03', time: '16:00', member: SAM, weekly: true },
      ],
    },
  "Well I've been to the chemist and the butcher and I'm worn out. I can't do Thursday for Mia's orthodontist after all because of my bowls final, so the clinic has kindly given us Monday at 4 instead. Would you change that one for me love?":
    {
      events: [{ title: 'Orthodontist', date: '2026-03-05', time: '15:45', member: MIA }],
    },
  "No piano for Mia this week I'm afraid, Mrs Henderson's had a fall, poor thing, and she's in hospital with a broken wrist. I'll send her a card from all of us. Can you take this week's lesson off?":
    {
      events: [{ title: 'Piano lesson', date: '2026-02-03', time: '16:00', member: MIA, weekly: true }],
    },
  'Sad news, the little playgroup at the church hall is closing for good, the organiser is moving up to Queensland to be near her daughter. So no more Tuesday playgroup for Leo, you can take them all out.':
    {
      events: [
        { title: 'Playgroup', date: '2026-02-03', time: '09:30', member: LEO, weekly: true },
        { title: 'Little Crafters', date: '2026-02-05', time: '10:00', member: LEO, weekly: true },
      ],
    },
  "The school rang, there's been a gas leak, so the assembly tomorrow that Mia was presenting at is off. She's disappointed but they say they'll find another date. Please delete the assembly.":
    {
      events: [
        { title: 'Mia presenting at assembly', date: '2026-03-05', time: '09:00', member: MIA },
        { title: 'Harmony Day assembly', date: '2026-03-19', time: '09:00' },
      ],
    },
  "Your brother rang to say he's come down with the flu, so Sunday lunch at his place won't be happening. Shame, I'd already made a pavlova. Take the lunch off the calendar would you.":
    {
      events: [{ title: "Lunch at Uncle Dave's", date: '2026-03-08', time: '12:30' }],
    },
  "Sam's decided he's finished with chess club, he says it's boring now his friend Oscar has left. I told him to stick at it but his mind's made up. So no more chess on Thursdays, please remove it.":
    {
      events: [
        { title: 'Chess club', date: '2026-02-05', time: '15:30', member: SAM, weekly: true },
        { title: 'Speech therapy', date: '2026-02-09', time: '14:00', member: SAM, weekly: true },
      ],
    },
  "Mia's hearing test is on Monday and I'm terrible with the times of these things, I was nearly late for my own podiatrist last week. Could you set a reminder two hours before it so I'm not late collecting her?":
    {
      events: [{ title: 'Hearing test - Mia', date: '2026-03-09', time: '11:00', member: MIA }],
    },
  "I've written Leo's immunisation on your fridge calendar but I never look at the fridge, silly me. Please put a reminder on it for an hour beforehand.": {
    events: [{ title: 'Leo 4 year immunisation', date: '2026-03-11', time: '10:00', member: LEO }],
  },
  "I popped into Woolies on the way over, so I've got the bananas, the yoghurt pouches and the bread. You can tick those off.": {
    lists: { Shopping: ['bananas', 'yoghurt pouches', 'bread', 'dishwasher tablets'] },
  },
  "Mia tells me she's gone off strawberries completely, apparently they're 'gross' now! So take strawberries off the shopping list, no point buying them.": {
    lists: { Shopping: ['strawberries', 'cheese', 'apples'] },
  },
  "I'm doing a big shop tomorrow morning before I collect Leo, so I'll save you a trip. What's on the shopping list at the moment?": {
    lists: { Shopping: ['milk', 'sausages', 'toilet paper', 'apples'] },
  },
  "Sam keeps asking me when his next swimming lesson is and I haven't a clue, he thinks I know everything. When is it?": {
    events: [
      { title: 'Swimming lesson', date: '2026-02-06', time: '16:00', member: SAM, weekly: true },
      { title: 'Chess club', date: '2026-02-05', time: '15:30', member: SAM, weekly: true },
    ],
  },
  "I've finally posted the signed permission slip back to the school, so you can cross that one off the to-do list.": {
    todos: ['post permission slip to school', 'buy new lunchbox for Sam', 'book Leo haircut'],
  },
};
