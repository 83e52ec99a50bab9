// Phrasebook 69: a plumber dad texting from the van (short, practical, Aussie slang) and a university-lecturer mum
// (precise, complete sentences, sometimes over-explains). Weighted to cancels, changes, list tick-offs and done to-dos.
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: a dad who is a plumber, texting from the van; short, practical, Aussie slang
  // cancels
  p("tomorrow's 3 o'clock is off, scrap it", 'cancelEvent', { target: { fromDate: '2026-03-05', time: '15:00' }, series: false }),
  p("no more tennis for mia, she's chucked it in", 'cancelEvent', { target: { words: 'tennis', member: MIA }, series: true }),
  p('footy trainings off tonight, grounds are waterlogged', 'cancelEvent', { target: { words: 'footy', fromDate: '2026-03-04' }, series: false }),
  p("ditch the barbie at davos sat, he's done his back", 'cancelEvent', { target: { words: 'barbie', fromDate: '2026-03-07' }, series: false }),
  p("leo's done with swimming at the leisure centre, cancel the lot", 'cancelEvent', { target: { words: 'swim', member: LEO }, series: true }),
  p("sam's excursion fri got called off, bin it", 'cancelEvent', { target: { words: 'excursion', member: SAM, fromDate: '2026-03-06' }, series: false }),
  p("mias sleepovers off, she's crook", 'cancelEvent', { target: { words: 'sleepover', member: MIA }, series: false }),
  p("cancel the 7am monday, ute's going in somewhere else", 'cancelEvent', { target: { fromDate: '2026-03-09', time: '07:00' }, series: false }),
  p("no swimming for any of em this week, pool's shut for repairs", 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-04', toDate: '2026-03-10' },
    series: false,
  }),
  p('pull the pin on mias dentist tues', 'cancelEvent', { target: { words: 'dentist', member: MIA, fromDate: '2026-03-10' }, series: false }),
  p('the olympic park thing thurs - scrap it, not going', 'cancelEvent', { target: { words: 'olympic park', fromDate: '2026-03-05' }, series: false }),
  // changes
  p('mias netball trials got shifted to thurs, same time', 'updateEvent', { target: { words: 'netball', member: MIA }, changes: { date: '2026-03-05' } }),
  p("push sam's dentist back half hr, stuck on a job", 'updateEvent', { target: { words: 'dentist', member: SAM }, changes: { shiftMinutes: 30 } }),
  p('leos swim is 10 not 9.30 this sat', 'updateEvent', { target: { words: 'swim', member: LEO, date: '2026-03-07' }, changes: { time: '10:00' } }),
  p("sams party's at maroubra pool now not ours", 'updateEvent', { target: { words: 'party', member: SAM }, changes: { location: 'maroubra' } }),
  p('rego inspection monday, make it 8 instead of 7.30', 'updateEvent', { target: { words: 'rego', date: '2026-03-09' }, changes: { time: '08:00' } }),
  p('bring mias ortho forward an hour', 'updateEvent', { target: { words: 'ortho', member: MIA }, changes: { shiftMinutes: -60 } }),
  p("parent teacher thing's gonna go an extra 20 min apparently", 'updateEvent', { target: { words: 'parent' }, changes: { lengthenMinutes: 20 } }),
  p('can ya rename footy presentation to Footy Awards Night', 'updateEvent', { target: { words: 'presentation' }, changes: { title: 'Awards' } }),
  p("sams footy at 5 this week only, coach's away", 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { time: '17:00' }, once: true }),
  // tick-offs and removals
  p('grabbed the yoghurts n bread rolls at the servo', 'tickListItems', { items: ['yoghurt', 'roll'], remove: false }),
  p('got milk, snags and the dishy tabs', 'tickListItems', { items: ['milk', 'snag', 'dish'], remove: false }),
  p('take the chlorine off the hardware list, found a tub in the van', 'tickListItems', { list: 'hardware', items: ['chlorine'] }),
  p('scratch the chips off the list, kids dont need em', 'tickListItems', { items: ['chip'], remove: true }),
  p('picked up the teflon tape n flexi hoses', 'tickListItems', { items: ['tape', 'hose'], remove: false }),
  p("don't need bin bags or paper towel anymore, delete em", 'tickListItems', { items: ['bin bag', 'paper towel'], remove: true }),
  // to-dos done
  p("rego's paid, tick it off", 'completeTodo', { text: 'rego' }),
  p('done the smoke alarm batteries', 'completeTodo', { text: 'smoke alarm' }),
  p("ensuite tap's fixed finally, cross it off", 'completeTodo', { text: 'tap' }),
  p("booked leos haircut, that one's done", 'completeTodo', { text: 'haircut' }),
  p('gas bills paid', 'completeTodo', { text: 'gas' }),
  // new events
  p("mia's got a party at her mate chloe's sat at 2", 'createEvent', { title: 'party', member: MIA, date: '2026-03-07', time: '14:00' }),
  p("sam's starting cricket, tuesdays 4.30 every week", 'createEvent', {
    title: 'cricket',
    member: SAM,
    date: '2026-03-10',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p('dentist for me fri 8am, remind me hour before', 'createEvent', { title: 'dentist', date: '2026-03-06', time: '08:00', reminderMinutes: 60 }),
  p("leo's immunisation thurs 10.15 at the GP", 'createEvent', { title: 'immuni', member: LEO, date: '2026-03-05', time: '10:15' }),
  p('bins out every sunday night 7pm, remind me 10 min before', 'createEvent', {
    title: 'bin',
    date: '2026-03-08',
    time: '19:00',
    recurrence: 'weekly',
    reminderMinutes: 10,
  }),
  p("davo's 40th sat night 7pm", 'createEvent', { title: '40th', date: '2026-03-07', time: '19:00' }),
  p('put in a hot water install at parramatta tmrw 7am, 3 hrs', 'createEvent', {
    title: 'hot water',
    date: '2026-03-05',
    time: '07:00',
    durationMinutes: 180,
  }),

  // Voice 2: a mother who is a university lecturer; precise, complete sentences, sometimes over-explains
  // cancels
  p("Please cancel Sam's 4:30 appointment tomorrow; the clinic is rescheduling all of its Thursday patients and will contact us.", 'cancelEvent', {
    target: { member: SAM, fromDate: '2026-03-05', time: '16:30' },
    series: false,
  }),
  p("I'm afraid the party is off. Ruby's mother messaged to say Ruby has chickenpox, so please remove Saturday's party from the calendar.", 'cancelEvent', {
    target: { words: 'party', fromDate: '2026-03-07' },
    series: false,
  }),
  p('After a great deal of deliberation, Mia has decided to stop violin altogether. Could you please delete all of her violin lessons?', 'cancelEvent', {
    target: { words: 'violin', member: MIA },
    series: true,
  }),
  p('There will be no choir on Monday, as the music teacher is attending a conference. Please cancel that one rehearsal only.', 'cancelEvent', {
    target: { words: 'choir', fromDate: '2026-03-09' },
    series: false,
  }),
  p(
    "Please delete everything on Friday the 6th. We are taking the children out of school for a long weekend at my sister's, so none of it will happen.",
    'cancelEvent',
    {
      target: { fromDate: '2026-03-06' },
      series: false,
    },
  ),
  p('The faculty seminar at 10 on Tuesday has been cancelled, so please take it out of my calendar.', 'cancelEvent', {
    target: { words: 'seminar', fromDate: '2026-03-10', time: '10:00' },
    series: false,
  }),
  p(
    'Leo will no longer attend the Wednesday playgroup at the community hall, because he starts preschool next month. Please remove the whole series.',
    'cancelEvent',
    {
      target: { words: 'playgroup', member: LEO },
      series: true,
    },
  ),
  p(
    "Could you cancel this afternoon's meeting in the Quadrangle building? The room booking fell through, and we have postponed it indefinitely.",
    'cancelEvent',
    {
      target: { fromDate: '2026-03-04' },
      series: false,
    },
  ),
  p('Sam will not be doing Auskick this term after all, so please cancel all of the remaining sessions.', 'cancelEvent', {
    target: { words: 'auskick', member: SAM },
    series: true,
  }),
  p("Please remove both of Mia's tutoring sessions next week; her tutor is overseas until the 16th.", 'cancelEvent', {
    target: { words: 'tutor', member: MIA, fromDate: '2026-03-09', toDate: '2026-03-15' },
    series: false,
  }),
  p('I have just been told that the 9:15 physiotherapy appointment on Thursday morning will not go ahead. Please delete it.', 'cancelEvent', {
    target: { words: 'physio', fromDate: '2026-03-05', time: '09:15' },
    series: false,
  }),
  // changes
  p("Swimming has been moved from Wednesday to Thursday this week, at the same time of 4 pm. Please change only this week's lesson.", 'updateEvent', {
    target: { words: 'swim', date: '2026-03-04' },
    changes: { date: '2026-03-05' },
  }),
  p("Mia's ballet recital is now at 6:30 pm rather than 6:00 pm. The theatre needed extra time for the rehearsals beforehand.", 'updateEvent', {
    target: { words: 'ballet', member: MIA },
    changes: { time: '18:30' },
  }),
  p('The department meeting on Monday will run for an additional forty-five minutes, because the agenda has grown considerably.', 'updateEvent', {
    target: { words: 'meeting', date: '2026-03-09' },
    changes: { lengthenMinutes: 45 },
  }),
  p("Please move Leo's dentist appointment to Tuesday at 11 am. I have a lecture that clashes with the current time on Friday.", 'updateEvent', {
    target: { words: 'dentist', member: LEO },
    changes: { date: '2026-03-10', time: '11:00' },
  }),
  p(
    "Could you please rename 'Meeting with J' to 'Thesis supervision - Jasmine'? The current title is rather unhelpful, and I keep forgetting who J is.",
    'updateEvent',
    {
      target: { words: 'meeting' },
      changes: { title: 'Thesis supervision' },
    },
  ),
  p("Sam's parent-teacher interview has been brought forward by fifteen minutes to accommodate another family.", 'updateEvent', {
    target: { words: 'interview', member: SAM },
    changes: { shiftMinutes: -15 },
  }),
  p("The book club is no longer at Helen's house; it will be held at the Glebe library instead. The date and time are unchanged.", 'updateEvent', {
    target: { words: 'book club' },
    changes: { location: 'Glebe' },
  }),
  p("Please set Mia's netball on Saturday for 8:15 instead of 9. The umpires have reshuffled the draw.", 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-07' },
    changes: { time: '08:15' },
  }),
  p('Please make the orthodontic consultation on the 12th two hours long rather than one; the specialist wishes to take a new set of scans.', 'updateEvent', {
    target: { words: 'orthodont', date: '2026-03-12' },
    changes: { durationMinutes: 120 },
  }),
  // tick-offs and removals
  p('I bought the yoghurt and the sourdough at lunchtime, so both can be ticked off the shopping list.', 'tickListItems', {
    items: ['yoghurt', 'sourdough'],
    remove: false,
  }),
  p('Please remove the camping stove and the marshmallows from the camping list, as we have decided not to cook on this trip.', 'tickListItems', {
    list: 'camping',
    items: ['stove', 'marshmallow'],
    remove: true,
  }),
  p('I collected the printer cartridges and the A4 paper on my way home; please mark them as done.', 'tickListItems', {
    items: ['cartridge', 'paper'],
    remove: false,
  }),
  p('The apples and the cherry tomatoes are in the fridge now, so please tick them off.', 'tickListItems', { items: ['apple', 'tomato'], remove: false }),
  p("Please take the gluten-free pasta off the list entirely; it turns out Sam's friend is not coeliac after all.", 'tickListItems', {
    items: ['pasta'],
    remove: true,
  }),
  p(
    'We already have sunscreen at home, so please delete it from the holiday packing list, along with the beach towels, which my mother has kindly offered to lend us.',
    'tickListItems',
    {
      list: 'packing',
      items: ['sunscreen', 'towel'],
      remove: true,
    },
  ),
  // to-dos done
  p('I have finally submitted the grant report, so please mark that to-do as complete.', 'completeTodo', { text: 'grant' }),
  p('The library books were returned this morning; you may tick that off my to-do list.', 'completeTodo', { text: 'library' }),
  p("I lodged Leo's passport application at the post office this morning, so that to-do can be marked as complete.", 'completeTodo', { text: 'passport' }),
  p("Mia's excursion permission note has been signed and handed in, so that task is done.", 'completeTodo', { text: 'permission' }),
  p('Please mark the referee report as done. I sent it to the journal editor an hour ago.', 'completeTodo', { text: 'referee' }),
  // new events
  p('Sam has been invited to a birthday party on Sunday from 11 am until 1 pm. Please add it to the calendar under his name.', 'createEvent', {
    title: 'party',
    member: SAM,
    date: '2026-03-08',
    time: '11:00',
    durationMinutes: 120,
  }),
  p('Mia begins Italian lessons on Monday the 9th at 4:15 pm, and they will continue every Monday after that.', 'createEvent', {
    title: 'italian',
    member: MIA,
    date: '2026-03-09',
    time: '16:15',
    recurrence: 'weekly',
  }),
  p(
    'I have a graduation ceremony to attend on Friday at 10 am. I would appreciate a reminder one day beforehand, because I will need to collect my academic gown.',
    'createEvent',
    {
      title: 'graduation',
      date: '2026-03-06',
      time: '10:00',
      reminderMinutes: 1440,
    },
  ),
  p('Leo has his hearing test at Westmead on Tuesday at 9:45 am; it should take approximately ninety minutes.', 'createEvent', {
    title: 'hearing',
    member: LEO,
    date: '2026-03-10',
    time: '09:45',
    durationMinutes: 90,
  }),
  p('Please add a staff farewell lunch for Professor Nguyen tomorrow at half past twelve.', 'createEvent', {
    title: 'farewell',
    date: '2026-03-05',
    time: '12:30',
  }),
  p('The school has just announced a swimming carnival for Sam this Friday. It is an all-day event, so there is no particular start time.', 'createEvent', {
    title: 'carnival',
    member: SAM,
    date: '2026-03-06',
    allDay: true,
  }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1: cancels
  "tomorrow's 3 o'clock is off, scrap it": {
    events: [
      { title: 'Physio', date: '2026-03-05', time: '15:00' },
      { title: 'Swimming lessons', date: '2026-02-05', time: '16:30', member: SAM, weekly: true },
    ],
  },
  "no more tennis for mia, she's chucked it in": {
    events: [
      { title: 'Tennis coaching', date: '2026-02-03', time: '16:00', member: MIA, weekly: true },
      { title: 'Netball', date: '2026-02-07', time: '09:00', member: MIA, weekly: true },
    ],
  },
  'footy trainings off tonight, grounds are waterlogged': {
    events: [
      { title: 'Footy training', date: '2026-02-11', time: '17:30', member: SAM, weekly: true },
      { title: 'Footy training', date: '2026-02-13', time: '17:30', member: SAM, weekly: true },
    ],
  },
  "ditch the barbie at davos sat, he's done his back": {
    events: [
      { title: "Barbie at Davo's", date: '2026-03-07', time: '12:30' },
      { title: 'Swimming - Leisure Centre', date: '2026-01-31', time: '09:00', member: LEO, weekly: true },
    ],
  },
  "leo's done with swimming at the leisure centre, cancel the lot": {
    events: [
      { title: 'Swimming - Leisure Centre', date: '2026-01-31', time: '09:00', member: LEO, weekly: true, location: 'Leisure Centre' },
      { title: 'Swimming lessons', date: '2026-02-05', time: '16:30', member: SAM, weekly: true },
    ],
  },
  "sam's excursion fri got called off, bin it": {
    events: [
      { title: 'Year 2 excursion - Taronga Zoo', date: '2026-03-06', member: SAM },
      { title: 'Swimming lessons', date: '2026-02-05', time: '16:30', member: SAM, weekly: true },
    ],
  },
  "mias sleepovers off, she's crook": {
    events: [
      { title: "Sleepover at Ruby's", date: '2026-03-06', time: '18:00', member: MIA },
      { title: 'Netball', date: '2026-02-07', time: '09:00', member: MIA, weekly: true },
    ],
  },
  "cancel the 7am monday, ute's going in somewhere else": {
    events: [
      { title: 'Ute service - Penrith', date: '2026-03-09', time: '07:00' },
      { title: 'Maths tutoring', date: '2026-02-02', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "no swimming for any of em this week, pool's shut for repairs": {
    events: [
      { title: 'Swimming lessons', date: '2026-02-05', time: '16:30', member: SAM, weekly: true },
      { title: 'Swim squad', date: '2026-02-07', time: '08:00', member: MIA, weekly: true },
      { title: 'Footy training', date: '2026-02-11', time: '17:30', member: SAM, weekly: true },
    ],
  },
  'pull the pin on mias dentist tues': {
    events: [
      { title: 'Dentist', date: '2026-03-10', time: '15:45', member: MIA },
      { title: 'Dentist', date: '2026-03-24', time: '15:45', member: SAM },
    ],
  },
  'the olympic park thing thurs - scrap it, not going': {
    events: [
      { title: 'Trade expo - Olympic Park', date: '2026-03-05', time: '09:00', location: 'Sydney Olympic Park' },
      { title: 'Swimming lessons', date: '2026-02-05', time: '16:30', member: SAM, weekly: true },
    ],
  },
  // Voice 1: changes
  'mias netball trials got shifted to thurs, same time': {
    events: [
      { title: 'Netball trials', date: '2026-03-06', time: '16:00', member: MIA },
      { title: 'Netball', date: '2026-02-07', time: '09:00', member: MIA, weekly: true },
    ],
  },
  "push sam's dentist back half hr, stuck on a job": {
    events: [{ title: 'Dentist', date: '2026-03-04', time: '16:00', member: SAM }],
  },
  'leos swim is 10 not 9.30 this sat': {
    events: [
      { title: 'Swimming - Leisure Centre', date: '2026-01-31', time: '09:30', member: LEO, weekly: true },
      { title: 'Netball', date: '2026-02-07', time: '09:00', member: MIA, weekly: true },
    ],
  },
  "sams party's at maroubra pool now not ours": {
    events: [{ title: "Sam's 7th birthday party", date: '2026-03-07', time: '11:00', durationMinutes: 180, member: SAM, location: 'Home' }],
  },
  'rego inspection monday, make it 8 instead of 7.30': {
    events: [
      { title: 'Rego inspection - ute', date: '2026-03-09', time: '07:30' },
      { title: 'Maths tutoring', date: '2026-02-02', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'bring mias ortho forward an hour': {
    events: [{ title: 'Orthodontist', date: '2026-03-10', time: '15:30', member: MIA }],
  },
  "parent teacher thing's gonna go an extra 20 min apparently": {
    events: [{ title: 'Parent teacher interview', date: '2026-03-05', time: '17:00', durationMinutes: 20, member: MIA }],
  },
  'can ya rename footy presentation to Footy Awards Night': {
    events: [
      { title: 'Footy presentation', date: '2026-03-13', time: '18:00', member: SAM },
      { title: 'Footy training', date: '2026-02-11', time: '17:30', member: SAM, weekly: true },
    ],
  },
  "sams footy at 5 this week only, coach's away": {
    events: [{ title: 'Footy training', date: '2026-02-05', time: '16:30', member: SAM, weekly: true }],
  },
  // Voice 1: tick-offs and removals
  'grabbed the yoghurts n bread rolls at the servo': {
    lists: { Shopping: ['greek yoghurt', 'bread rolls', 'milk', 'bananas'] },
  },
  'got milk, snags and the dishy tabs': {
    lists: { Shopping: ['full cream milk', 'beef snags', 'dishwasher tablets', 'onions'] },
  },
  'take the chlorine off the hardware list, found a tub in the van': {
    lists: { Hardware: ['pool chlorine granules', 'garden hose fitting'], Shopping: ['bread', 'eggs'] },
  },
  'scratch the chips off the list, kids dont need em': {
    lists: { Shopping: ['salt and vinegar chips', 'apples', 'bread'] },
  },
  'picked up the teflon tape n flexi hoses': {
    lists: { Hardware: ['PTFE thread tape', 'flexi hoses 300mm', 'silicone sealant'], Shopping: ['milk'] },
  },
  "don't need bin bags or paper towel anymore, delete em": {
    lists: { Shopping: ['garbage bin bags', 'paper towels', 'cheese'] },
  },
  // Voice 1: to-dos done
  "rego's paid, tick it off": { todos: ['Renew rego for the ute', 'Call council about the drain'] },
  'done the smoke alarm batteries': { todos: ['Change smoke alarm batteries', 'Fix the back gate latch'] },
  "ensuite tap's fixed finally, cross it off": { todos: ['Fix drip in ensuite tap', 'Clean out the van'] },
  "booked leos haircut, that one's done": { todos: ['Book Leo a haircut', 'Return library books'] },
  'gas bills paid': { todos: ['Pay the gas bill', 'Ring Mum about Easter'] },

  // Voice 2: cancels
  "Please cancel Sam's 4:30 appointment tomorrow; the clinic is rescheduling all of its Thursday patients and will contact us.": {
    events: [
      { title: 'Speech therapy', date: '2026-03-05', time: '16:30', member: SAM },
      { title: 'Swimming lessons', date: '2026-02-05', time: '16:00', member: SAM, weekly: true },
    ],
  },
  "I'm afraid the party is off. Ruby's mother messaged to say Ruby has chickenpox, so please remove Saturday's party from the calendar.": {
    events: [
      { title: "Ruby's birthday party", date: '2026-03-07', time: '14:00', member: MIA },
      { title: 'Netball', date: '2026-02-07', time: '09:00', member: MIA, weekly: true },
    ],
  },
  'After a great deal of deliberation, Mia has decided to stop violin altogether. Could you please delete all of her violin lessons?': {
    events: [
      { title: 'Violin lesson', date: '2026-02-04', time: '17:00', member: MIA, weekly: true },
      { title: 'Maths tutoring', date: '2026-02-02', time: '16:00', member: MIA, weekly: true },
    ],
  },
  'There will be no choir on Monday, as the music teacher is attending a conference. Please cancel that one rehearsal only.': {
    events: [{ title: 'School choir rehearsal', date: '2026-02-02', time: '15:15', member: MIA, weekly: true }],
  },
  "Please delete everything on Friday the 6th. We are taking the children out of school for a long weekend at my sister's, so none of it will happen.": {
    events: [
      { title: 'School assembly', date: '2026-03-06', time: '09:00', member: MIA },
      { title: 'Daycare', date: '2026-02-06', time: '08:00', member: LEO, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-06', time: '16:00', member: SAM, weekly: true },
      { title: 'Netball', date: '2026-02-07', time: '09:00', member: MIA, weekly: true },
    ],
  },
  'The faculty seminar at 10 on Tuesday has been cancelled, so please take it out of my calendar.': {
    events: [
      { title: 'Faculty research seminar', date: '2026-03-10', time: '10:00', durationMinutes: 90 },
      { title: 'Lecture - SOCI2003', date: '2026-02-24', time: '13:00', weekly: true },
    ],
  },
  'Leo will no longer attend the Wednesday playgroup at the community hall, because he starts preschool next month. Please remove the whole series.': {
    events: [
      { title: 'Playgroup', date: '2026-01-28', time: '09:30', member: LEO, weekly: true, location: 'Community hall' },
      { title: 'Daycare', date: '2026-02-06', time: '08:00', member: LEO, weekly: true },
    ],
  },
  "Could you cancel this afternoon's meeting in the Quadrangle building? The room booking fell through, and we have postponed it indefinitely.": {
    events: [
      { title: 'Curriculum meeting (Quadrangle S401)', date: '2026-03-04', time: '15:30', location: 'Quadrangle building, room S401' },
      { title: 'Swimming lessons', date: '2026-02-04', time: '17:00', member: SAM, weekly: true },
    ],
  },
  'Sam will not be doing Auskick this term after all, so please cancel all of the remaining sessions.': {
    events: [
      { title: 'Auskick', date: '2026-02-06', time: '16:30', member: SAM, weekly: true },
      { title: 'Swimming lessons', date: '2026-02-05', time: '16:00', member: SAM, weekly: true },
    ],
  },
  "Please remove both of Mia's tutoring sessions next week; her tutor is overseas until the 16th.": {
    events: [
      { title: 'Maths tutoring', date: '2026-02-02', time: '16:00', member: MIA, weekly: true },
      { title: 'Maths tutoring', date: '2026-02-05', time: '16:00', member: MIA, weekly: true },
      { title: 'Violin lesson', date: '2026-02-04', time: '17:00', member: MIA, weekly: true },
    ],
  },
  'I have just been told that the 9:15 physiotherapy appointment on Thursday morning will not go ahead. Please delete it.': {
    events: [
      { title: 'Physio', date: '2026-03-05', time: '09:15' },
      { title: 'Physio', date: '2026-03-12', time: '09:15' },
    ],
  },
  // Voice 2: changes
  "Swimming has been moved from Wednesday to Thursday this week, at the same time of 4 pm. Please change only this week's lesson.": {
    events: [{ title: 'Swimming lessons', date: '2026-02-04', time: '16:00', member: SAM, weekly: true }],
  },
  "Mia's ballet recital is now at 6:30 pm rather than 6:00 pm. The theatre needed extra time for the rehearsals beforehand.": {
    events: [
      { title: 'Ballet recital', date: '2026-03-07', time: '18:00', durationMinutes: 120, member: MIA },
      { title: 'Ballet class', date: '2026-02-03', time: '16:30', member: MIA, weekly: true },
    ],
  },
  'The department meeting on Monday will run for an additional forty-five minutes, because the agenda has grown considerably.': {
    events: [
      { title: 'Department meeting', date: '2026-03-09', time: '10:00', durationMinutes: 60 },
      { title: 'Maths tutoring', date: '2026-02-02', time: '16:00', member: MIA, weekly: true },
    ],
  },
  "Please move Leo's dentist appointment to Tuesday at 11 am. I have a lecture that clashes with the current time on Friday.": {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '11:00', member: LEO },
      { title: 'Dentist', date: '2026-03-06', time: '11:30', member: SAM },
    ],
  },
  "Could you please rename 'Meeting with J' to 'Thesis supervision - Jasmine'? The current title is rather unhelpful, and I keep forgetting who J is.": {
    events: [{ title: 'Meeting with J', date: '2026-03-05', time: '11:00' }],
  },
  "Sam's parent-teacher interview has been brought forward by fifteen minutes to accommodate another family.": {
    events: [
      { title: 'Parent-teacher interview', date: '2026-03-05', time: '16:45', durationMinutes: 15, member: SAM },
      { title: 'Parent-teacher interview', date: '2026-03-05', time: '17:15', durationMinutes: 15, member: MIA },
    ],
  },
  "The book club is no longer at Helen's house; it will be held at the Glebe library instead. The date and time are unchanged.": {
    events: [{ title: 'Book club', date: '2026-03-12', time: '19:30', location: "Helen's house" }],
  },
  "Please set Mia's netball on Saturday for 8:15 instead of 9. The umpires have reshuffled the draw.": {
    events: [{ title: 'Netball', date: '2026-02-07', time: '09:00', member: MIA, weekly: true }],
  },
  'Please make the orthodontic consultation on the 12th two hours long rather than one; the specialist wishes to take a new set of scans.': {
    events: [{ title: 'Orthodontic consultation', date: '2026-03-12', time: '14:00', durationMinutes: 60, member: MIA }],
  },
  // Voice 2: tick-offs and removals
  'I bought the yoghurt and the sourdough at lunchtime, so both can be ticked off the shopping list.': {
    lists: { Shopping: ['Greek yoghurt 1kg', 'sourdough loaf', 'oat milk', 'lemons'] },
  },
  'Please remove the camping stove and the marshmallows from the camping list, as we have decided not to cook on this trip.': {
    lists: { Camping: ['camp stove + gas', 'marshmallows', 'tent pegs', 'head torches'], Shopping: ['marshmallows'] },
  },
  'I collected the printer cartridges and the A4 paper on my way home; please mark them as done.': {
    lists: { Office: ['black ink cartridges', 'A4 paper (2 reams)', 'stapler'] },
  },
  'The apples and the cherry tomatoes are in the fridge now, so please tick them off.': {
    lists: { Shopping: ['Pink Lady apples', 'cherry tomatoes', 'oat milk'] },
  },
  "Please take the gluten-free pasta off the list entirely; it turns out Sam's friend is not coeliac after all.": {
    lists: { Shopping: ['gluten free pasta', 'parmesan', 'basil'] },
  },
  'We already have sunscreen at home, so please delete it from the holiday packing list, along with the beach towels, which my mother has kindly offered to lend us.':
    {
      lists: { 'Holiday packing': ['SPF 50 sunscreen', 'beach towels x4', 'hats', 'swimmers'] },
    },
  // Voice 2: to-dos done
  'I have finally submitted the grant report, so please mark that to-do as complete.': {
    todos: ['Submit ARC grant progress report', 'Book flights for conference'],
  },
  'The library books were returned this morning; you may tick that off my to-do list.': {
    todos: ['Return library books (due 5 March)', 'Renew parking permit'],
  },
  "I lodged Leo's passport application at the post office this morning, so that to-do can be marked as complete.": {
    todos: ['Lodge Leo passport application', 'Order new school shoes for Sam'],
  },
  "Mia's excursion permission note has been signed and handed in, so that task is done.": {
    todos: ["Sign Mia's excursion permission form", 'Pay the water bill'],
  },
  'Please mark the referee report as done. I sent it to the journal editor an hour ago.': {
    todos: ['Write referee report for the journal', 'Mark SOCI2003 essays'],
  },
};
