// Phrasebook (training set): 80 WhatsApp messages from parents and carers, each with the tool and the key slots the assistant should read from it. Written from the tools' contract and the harness conventions by someone who had not read the engine.
// Voices: clipped-fragment parent, live-in nanny (English as a second language), formal Gulf father (English as a second language), harried typo-heavy phone parent; 16 new events, 20 changes, 12 cancels, 10 questions, 10 reminders/to-dos, 6 shared lists, 6 ask-backs.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10), "Sam Okafor" (7), "Leo" (3),
// all children (constants MIA, SAM, LEO). Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 ·
// Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week
// 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1-6 are
// pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member). Two named kids:
// member + alsoMembers.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) a parent who types in clipped fragments: a thing, a day, a symbol or two
  p('sam footy sat 9 ⚽', 'createEvent', { title: 'footy', member: SAM, date: '2026-03-07', time: '09:00' }),
  p('Mia dentist fri 3.30 🦷', 'createEvent', { title: 'dentist', member: MIA, date: '2026-03-06', time: '15:30' }),
  p('leo - vaccinations - mon 10am 💉', 'createEvent', { title: 'vaccination', member: LEO, date: '2026-03-09', time: '10:00' }),
  p('parent/teacher thurs 12 mar 4.15 (mia)', 'createEvent', { title: 'teacher', member: MIA, date: '2026-03-12', time: '16:15' }),
  p('swimming → 5pm', 'updateEvent', { target: { words: 'swimming' }, changes: { time: '17:00' } }),
  p('haircut sat → 10.30', 'updateEvent', { target: { words: 'haircut' }, changes: { time: '10:30' } }),
  p('mia netball 2hrs not 1', 'updateEvent', { target: { words: 'netball', member: MIA }, changes: { durationMinutes: 120 } }),
  p('ballet @ community hall now. not school 📍', 'updateEvent', { target: { words: 'ballet' }, changes: { location: 'community hall' } }),
  p('dentist fri ➡️ mon, same time', 'updateEvent', { target: { words: 'dentist', date: '2026-03-06' }, changes: { date: '2026-03-09' } }),
  p('swimming tmrw ❌', 'cancelEvent', { target: { words: 'swimming', fromDate: '2026-03-05' } }),
  p('sam tennis. done for good ✖️ all of them', 'cancelEvent', { target: { words: 'tennis', member: SAM }, series: true }),
  p('everything sat ❌❌ sick kids 🤒', 'cancelEvent', { target: { words: null, fromDate: '2026-03-07' } }),
  p('this wk?', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10' }),
  p('mia dentist - when?', 'findEvent', { words: 'dentist', member: MIA }),
  p('sat arvo 2-5 free?', 'freeBusy', { date: '2026-03-07', fromTime: '14:00', toTime: '17:00' }),
  p('reminder 7pm - bins 🗑️', 'createEvent', { title: 'bins', date: '2026-03-04', time: '19:00', reminderMinutes: 0 }),
  p('todo: photo form, library bag', 'addTodo', { tasks: ['photo form', 'library bag'] }),
  p('shopping: milk, bananas, weetbix 🛒', 'addListItems', { items: ['milk', 'bananas', 'weetbix'] }),
  p('got eggs + bread ✅', 'tickListItems', { items: ['eggs', 'bread'], remove: false }),
  ask('the thing → later'),

  // (2) a live-in nanny writing for the parents, English as a second language
  p('Hello good afternoon, Madam ask me to put Mia swimming lesson on Friday 4.30 afternoon. Thank you 🙏', 'createEvent', {
    title: 'swimming',
    member: MIA,
    date: '2026-03-06',
    time: '16:30',
  }),
  p('Sir say Sam have doctor appointment tomorrow morning 9.15 please put in calendar', 'createEvent', {
    title: 'doctor',
    member: SAM,
    date: '2026-03-05',
    time: '09:15',
  }),
  p('Leo will join playgroup every Tuesday 10 oclock, start next week already maam said', 'createEvent', {
    title: 'playgroup',
    member: LEO,
    date: '2026-03-10',
    time: '10:00',
    recurrence: 'weekly',
  }),
  p('Please add birthday party of Mia friend Chloe on Sunday, from 2 until 4 oclock', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-08',
    time: '14:00',
    durationMinutes: 120,
  }),
  p("sorry the swimming for Mia is change to 5 o'clock not 4.30 anymore", 'updateEvent', {
    target: { words: 'swimming', member: MIA },
    changes: { time: '17:00' },
  }),
  p('Madam say Sam doctor is move to Monday, same time ok', 'updateEvent', { target: { words: 'doctor', member: SAM }, changes: { date: '2026-03-09' } }),
  p('Ballet class of Mia on saturday is finish at 12 now, before is 11.30', 'updateEvent', {
    target: { words: 'ballet', member: MIA, date: '2026-03-07' },
    changes: { endTime: '12:00' },
  }),
  p('Please also put Leo in the dentist together with Sam, both going same time', 'updateEvent', {
    target: { words: 'dentist' },
    changes: { addMembers: [LEO] },
  }),
  p('The music lesson now is in Yamaha school at Chatswood, not at home anymore', 'updateEvent', {
    target: { words: 'music' },
    changes: { location: 'Yamaha' },
  }),
  p('Maam say no need swimming tomorrow, Mia is having fever. Please delete', 'cancelEvent', {
    target: { words: 'swimming', member: MIA, fromDate: '2026-03-05' },
  }),
  p('Sir ask to cancel the gardener on saturday, he is going holiday', 'cancelEvent', { target: { words: 'gardener', fromDate: '2026-03-07' } }),
  p('Karate for Sam is stop already, please remove all the karate', 'cancelEvent', { target: { words: 'karate', member: SAM }, series: true }),
  p('What time Sam soccer on saturday? I need to bring him', ['findEvent', 'agenda'], { member: SAM }),
  p('what is the schedule of the children tomorrow please', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('Please remind me at 3.15 for pick up Sam from school', 'createEvent', { title: 'pick up', date: '2026-03-04', time: '15:15', reminderMinutes: 0 }),
  p('remind me tomorrow 7 in the morning, give Leo his medicine', 'createEvent', { title: 'medicine', date: '2026-03-05', time: '07:00', reminderMinutes: 0 }),
  p('Maam say need to buy new school shoes for Sam and return library book, please put in the to do', 'addTodo', {
    tasks: ['school shoes', 'library book'],
  }),
  p('Please add in shopping list: rice 5kg, eggs, cooking oil, Milo', 'addListItems', { items: ['rice', 'eggs', 'cooking oil', 'milo'] }),
  ask('Madam say please change it to next time'),
  ask('Sir want to add the meeting with teacher'),

  // (3) a Saudi or Kuwaiti father, English as a second language, formal and brief
  p('Kindly add appointment for me with the bank manager Sunday 11 AM.', 'createEvent', { title: 'bank', date: '2026-03-08', time: '11:00', member: null }),
  p('Please register Quran class for Sam every Saturday 5 PM.', 'createEvent', {
    title: 'quran',
    member: SAM,
    date: '2026-03-07',
    time: '17:00',
    recurrence: 'weekly',
  }),
  p('Add family dinner at my brother house, Thursday 8 PM.', 'createEvent', { title: 'dinner', date: '2026-03-05', time: '20:00' }),
  p('Mia and Sam dentist, Tuesday 4:30 PM. Kindly add.', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-10',
    time: '16:30',
  }),
  p('Please change the bank appointment to 12 noon.', 'updateEvent', { target: { words: 'bank' }, changes: { time: '12:00' } }),
  p('The Quran class of Sam is moved to Friday, same time.', 'updateEvent', { target: { words: 'quran', member: SAM }, changes: { date: '2026-03-06' } }),
  p('Kindly extend the dinner on Thursday until 11 PM.', 'updateEvent', { target: { words: 'dinner' }, changes: { endTime: '23:00' } }),
  p('Please rename "Mia tutor" to "Mia maths tutor".', 'updateEvent', { target: { words: 'tutor' }, changes: { title: 'maths tutor' } }),
  p('Football of Sam Saturday, postpone one hour please.', 'updateEvent', {
    target: { words: 'football', member: SAM, date: '2026-03-07' },
    changes: { shiftMinutes: 60 },
  }),
  p('Cancel my meeting with the lawyer Monday.', 'cancelEvent', { target: { words: 'lawyer', fromDate: '2026-03-09' } }),
  p('Please delete all events of Leo this weekend, we are travelling.', 'cancelEvent', {
    target: { words: null, member: LEO, fromDate: '2026-03-07', toDate: '2026-03-08' },
  }),
  p('The Arabic lessons of Mia are finished. Remove them completely.', 'cancelEvent', { target: { words: 'arabic', member: MIA }, series: true }),
  p('What is our schedule next week?', 'agenda', { fromDate: '2026-03-09', toDate: '2026-03-15' }),
  p('Are we free Friday evening from 6 to 9?', 'freeBusy', { date: '2026-03-06', fromTime: '18:00', toTime: '21:00' }),
  p('When is Mia swimming competition?', 'findEvent', { words: 'swimming', member: MIA }),
  p('Remind me 9 PM to transfer the school fees.', 'createEvent', { title: 'school fees', date: '2026-03-04', time: '21:00', reminderMinutes: 0 }),
  p('Remind me to renew the iqama of the driver.', 'addTodo', { tasks: ['iqama'] }),
  p('Add to shopping: dates, laban, Arabic bread.', 'addListItems', { items: ['dates', 'laban', 'arabic bread'] }),
  ask('Please change the time.'),
  ask('Add the doctor appointment for my wife.'),

  // (4) a harried parent on a phone: heavy typos, missing spaces, autocorrect
  p('can u ad sams swimmng tmrw at 4.30pm', 'createEvent', { title: 'swim', member: SAM, date: '2026-03-05', time: '16:30' }),
  p('Mia has ballet on fridya at 5', 'createEvent', { title: 'ballet', member: MIA, date: '2026-03-06', time: '17:00' }),
  p('dentistfor leo monday9am pls', 'createEvent', { title: 'dentist', member: LEO, date: '2026-03-09', time: '09:00' }),
  p('physio for me thursdsy 11.15 ta', 'createEvent', { title: 'physio', date: '2026-03-05', time: '11:15', member: null }),
  p('moce swimming to 5 insted', 'updateEvent', { target: { words: 'swimming' }, changes: { time: '17:00' } }),
  p('sams footy is on sunday now not saturdya!!', 'updateEvent', { target: { words: 'footy', member: SAM }, changes: { date: '2026-03-08' } }),
  p('parent teacher thing is goin 30mins longer ugh', 'updateEvent', { target: { words: 'teacher' }, changes: { lengthenMinutes: 30 } }),
  p('add leo to the dentist on mondya too', 'updateEvent', { target: { words: 'dentist' }, changes: { addMembers: [LEO] } }),
  p('put a note on pickup grandma gettin them today', 'updateEvent', { target: { words: 'pick' }, changes: { note: 'grandma' } }),
  p('cancle mias piano tmrw shes sick', 'cancelEvent', { target: { words: 'piano', member: MIA, fromDate: '2026-03-05' } }),
  p('can u canel the plumber friday he cant come', 'cancelEvent', { target: { words: 'plumber', fromDate: '2026-03-06' } }),
  p("wipe everythign tmrw we're all sick 🤢", 'cancelEvent', { target: { words: null, fromDate: '2026-03-05' } }),
  p('whats on tmrw', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p('is sam free sat morn? got a bday party invite', 'freeBusy', { date: '2026-03-07', member: SAM }),
  p('remindme at 6 to defrost the minced', 'createEvent', { title: 'defrost', date: '2026-03-04', time: '18:00', reminderMinutes: 0 }),
  p('remnd me to rsvp to jacks party', 'addTodo', { tasks: ['rsvp'] }),
  p('reminder 8am fri sign the permision slip', 'createEvent', { title: 'slip', date: '2026-03-06', time: '08:00', reminderMinutes: 0 }),
  p('add nappies wipes n milk to shoping', 'addListItems', { items: ['nappies', 'wipes', 'milk'] }),
  p('is bread on the lsit alredy', 'showList', { check: ['bread'] }),
  ask('can u move it to the later one'),
];
