// Phrasebook (training set): families writing in dialect: 80 WhatsApp messages, each with the tool and the key slots the assistant should read from it. Written from the tools' contract and the harness conventions by someone who had not read the engine.
// Voices: Glaswegian Scots, Aberdeen Doric, Geordie, Irish (20 each); mix: 16 new events, 20 changes, 12 cancels, 10 calendar questions, 10 reminders/to-dos, 6 shared-list rows, 6 ask-backs.
// now = Wednesday 4 March 2026, 14:00 Australia/Sydney. Family members "Mia Okafor" (10), "Sam Okafor" (7), "Leo" (3),
// all children (constants MIA, SAM, LEO). Dates: today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 ·
// Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week
// 03-09..03-15 · weekend 03-07..03-08. A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1-6 are
// pm, 7-11 am, 12 noon. The parents themselves are not members (their own appointments have no member). Two named kids:
// member + alsoMembers.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // (1) Glaswegian parent, Scots as spoken
  p('can ye pit in swimmin fur the weans the morra at half 4, mia n sam baith', 'createEvent', {
    title: 'swim',
    date: '2026-03-05',
    time: '16:30',
    member: MIA,
    alsoMembers: [SAM],
  }),
  p("wee leo's got his jags at the doctors on tuesday, ten past nine 😬", 'createEvent', {
    title: 'jag',
    date: '2026-03-10',
    time: '09:10',
    member: LEO,
  }),
  p("ma da's 70th party setterday nicht 7 o clock at the social club", 'createEvent', {
    title: 'party',
    date: '2026-03-07',
    time: '19:00',
    member: null,
  }),
  p("sam's startit fitba trainin, every thursday 6 tae 7 at the astro. stick it in fae the morra", 'createEvent', {
    title: 'fitba',
    date: '2026-03-05',
    time: '18:00',
    durationMinutes: 60,
    recurrence: 'weekly',
    member: SAM,
  }),
  p("mia's dancin is movin tae 5 the nicht insteid o half 4", 'updateEvent', {
    target: { words: 'danc', date: '2026-03-04' },
    changes: { time: '17:00' },
  }),
  p('the dentist fur sam, kin ye shift it tae friday. same time', 'updateEvent', {
    target: { words: 'dentist', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p("chynge brownies tae guides on the calendar, she's moved up noo", 'updateEvent', {
    target: { words: 'brownies' },
    changes: { title: 'guides' },
  }),
  p('parents nicht at the school is gonnae run on an extra hauf hour apparently', 'updateEvent', {
    target: { words: 'parents' },
    changes: { lengthenMinutes: 30 },
  }),
  p("pit leo on the doctors the morra anaw, he's needin seen tae n aw", 'updateEvent', {
    target: { words: 'doctor', date: '2026-03-05' },
    changes: { addMembers: [LEO] },
  }),
  p("cancel the swimmin the morra, sam's no weel", 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-05' },
    series: false,
  }),
  p("knock fitba oan the heid fur good, he's chucked it. get rid o the hale thing", 'cancelEvent', {
    target: { words: 'fitba' },
    series: true,
  }),
  p('cannae make the hairdresser on setterday, bin it', 'cancelEvent', {
    target: { words: 'hairdresser', fromDate: '2026-03-07' },
  }),
  p("whit's on the morra", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when's mia's next dancin", 'findEvent', { words: 'danc' }),
  p('ur we free setterday efternoon? ma sister wants tae come ower wi the weans', 'freeBusy', { date: '2026-03-07', member: null }),
  p('remind me tae pay the dinner money', 'addTodo', { tasks: ['dinner money'], reminder: true }),
  p("gie's a shout hauf an hour afore the dentist", 'updateEvent', {
    target: { words: 'dentist' },
    changes: { reminderMinutes: 30 },
  }),
  p('need milk, tattie scones n square sausage oan the messages', 'addListItems', {
    items: ['milk', 'tattie scones', 'square sausage'],
  }),
  p('got the bread n the irn bru, tick em aff', 'tickListItems', { items: ['bread', 'irn bru'], remove: false }),
  ask('cin ye shift it a wee bit later'),

  // (2) Aberdeen / north-east parent, Doric
  p('pit in fitba for Sam at Hazlehead on Setterday at 10, nae need for a reminder', 'createEvent', {
    title: 'fitba',
    date: '2026-03-07',
    time: '10:00',
    member: SAM,
    reminderMinutes: null,
  }),
  p("Mia's got a sleepover at her pal's on Friday nicht", 'createEvent', {
    title: 'sleep',
    date: '2026-03-06',
    member: MIA,
  }),
  p("Leo's nursery photies the morn, it's an aa day thing", 'createEvent', {
    title: 'phot',
    date: '2026-03-05',
    allDay: true,
    member: LEO,
  }),
  p('ballet for Mia ilka Tuesday fae 4 till 5, startin next wikk', 'createEvent', {
    title: 'ballet',
    date: '2026-03-10',
    time: '16:00',
    durationMinutes: 60,
    recurrence: 'weekly',
    member: MIA,
  }),
  p("the swimmin's been pit back an oor on Thursday", 'updateEvent', {
    target: { words: 'swim', date: '2026-03-05' },
    changes: { shiftMinutes: 60 },
  }),
  p("Sam's dentist is at the Bridge of Don surgery noo, nae Kingswells", 'updateEvent', {
    target: { words: 'dentist' },
    changes: { location: 'bridge of don' },
  }),
  p("ballet's at half fower noo, nae fower", 'updateEvent', {
    target: { words: 'ballet' },
    changes: { time: '16:30' },
  }),
  p("Mia's needin her hair cut anaa, add her tae Sam's barbers on Setterday", 'updateEvent', {
    target: { words: 'barber', date: '2026-03-07' },
    changes: { addMembers: [MIA] },
  }),
  p("the parents evenin on Thursday's been cut doon tae 20 minutes", 'updateEvent', {
    target: { words: 'parents', date: '2026-03-05' },
    changes: { durationMinutes: 20 },
  }),
  p("cancel Leo's nursery photies, they've been pit aff", 'cancelEvent', {
    target: { words: 'phot', member: LEO },
  }),
  p("we're awa tae Inverness fae Friday tae Sunday so scrap aathing on thon days", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-06', toDate: '2026-03-08' },
    series: false,
  }),
  p("nae mair drama club for Mia, she's stoppit gyan. tak it aff aathegither", 'cancelEvent', {
    target: { words: 'drama' },
    series: true,
  }),
  p("fit's on this wikk for the bairns", 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: null }),
  p("fan's Sam's next fitba", 'findEvent', { words: 'fitba' }),
  p('mind me tae phone the cooncil aboot the bins', 'addTodo', { tasks: ['bins'], reminder: true }),
  p('fit reminders hiv I got', 'listReminders'),
  p("that's the school form deen, tick it aff", 'completeTodo', { text: 'school form' }),
  p('add tatties, neeps an a pint o milk tae the shoppin', 'addListItems', { items: ['tatties', 'neeps', 'milk'] }),
  ask("Sam's got a birthday pairty tae gang tae, pit it in for him"),
  ask('och jist cancel it'),

  // (3) Geordie parent
  p("howay can ye put wor Sam's cubs in for the neet at 7", 'createEvent', {
    title: 'cubs',
    date: '2026-03-04',
    time: '19:00',
    member: SAM,
  }),
  p("mia's got a party at the trampoline place saturday 2 till 4 👍", 'createEvent', {
    title: 'party',
    date: '2026-03-07',
    time: '14:00',
    durationMinutes: 120,
    member: MIA,
  }),
  p("me n wor lass are gannin to a weddin friday, ceremony's at 1", 'createEvent', {
    title: 'wedd',
    date: '2026-03-06',
    time: '13:00',
    member: null,
  }),
  p("leo's speech therapy, every other monday at 10, first one's the 9th", 'createEvent', {
    title: 'speech',
    date: '2026-03-09',
    time: '10:00',
    recurrence: 'fortnightly',
    member: LEO,
  }),
  p('cubs has been moved to half 6 the neet', 'updateEvent', {
    target: { words: 'cubs', date: '2026-03-04' },
    changes: { time: '18:30' },
  }),
  p("the weddin's been brought forward to half 12 noo", 'updateEvent', {
    target: { words: 'wedd' },
    changes: { time: '12:30' },
  }),
  p("rename mia's party to lily's party so a knaa whose it is", 'updateEvent', {
    target: { words: 'party' },
    changes: { title: 'lily' },
  }),
  p("speech therapy's at the clinic in gosforth now, not the one in the toon", 'updateEvent', {
    target: { words: 'speech' },
    changes: { location: 'gosforth' },
  }),
  p("can ye make sam's swimmin last an hour an a half, they've stuck gala practice on the end", 'updateEvent', {
    target: { words: 'swim' },
    changes: { durationMinutes: 90 },
  }),
  p("divn't need cubs the neet, he's full of cold. take it off", 'cancelEvent', {
    target: { words: 'cubs', fromDate: '2026-03-04' },
    series: false,
  }),
  p("cancel aal the speech therapy ones, we've been discharged 🎉", 'cancelEvent', {
    target: { words: 'speech' },
    series: true,
  }),
  p("scrap whatever's on tuesda, the bairns are off to their nana's", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-10' },
    series: false,
  }),
  p('what we got on at the weekend like', 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p('is there owt on thursday mornin for leo, his nana wants him', ['freeBusy', 'agenda'], { member: LEO }),
  p("when's the dentist again pet", 'findEvent', { words: 'dentist' }),
  p('put on me list to ring the garage aboot the car', 'addTodo', { tasks: ['garage'] }),
  p("what's on me to do list", 'listTodos'),
  p("we're clean oot of stottie cake n bacon, stick em on the shoppin", 'addListItems', { items: ['stottie', 'bacon'] }),
  ask('shift it to the day after like'),
  ask('put footy in for the lad'),

  // (4) Irish parent, Hiberno-English
  p('Sam has his First Communion practice up in the church sat at 11', 'createEvent', {
    title: 'communion',
    date: '2026-03-07',
    time: '11:00',
    member: SAM,
  }),
  p("c'mere put down camogie for Mia every tuesday and thursday at half 5 starting next week", 'createEvent', {
    title: 'camogie',
    date: '2026-03-10',
    time: '17:30',
    recurrence: 'weekly',
    alsoWeekdays: [4],
    member: MIA,
  }),
  p("I'm after booking the NCT for the car, friday at 9.15 in Deansgrange", 'createEvent', {
    title: 'nct',
    date: '2026-03-06',
    time: '09:15',
    member: null,
  }),
  p("Leo's montessori open morning tomorra from 10 til 12, I'll bring him so", 'createEvent', {
    title: 'open morning',
    date: '2026-03-05',
    time: '10:00',
    durationMinutes: 120,
    member: LEO,
  }),
  p('Sams hurling is after being moved to sunday morning at 10', 'updateEvent', {
    target: { words: 'hurling' },
    changes: { date: '2026-03-08', time: '10:00' },
  }),
  p("would ya push the NCT out an hour, the traffic'll be mental", 'updateEvent', {
    target: { words: 'nct' },
    changes: { shiftMinutes: 60 },
  }),
  p("put a note on Mia's dancing friday that her granny's collecting her", 'updateEvent', {
    target: { words: 'danc', date: '2026-03-06' },
    changes: { note: 'granny' },
  }),
  p("Sam's hurling finishes at 1 now instead of half 12", 'updateEvent', {
    target: { words: 'hurling' },
    changes: { endTime: '13:00' },
  }),
  p("mia's feis is after being switched to saturday, ye wouldnt be up to them", 'updateEvent', {
    target: { words: 'feis' },
    changes: { date: '2026-03-07' },
  }),
  p("ah cancel the dentist tomorra for the small lad, sure he's sick as a dog", 'cancelEvent', {
    target: { words: 'dentist', fromDate: '2026-03-05' },
    series: false,
  }),
  p("take camogie off the calendar altogether, she's giving it up", 'cancelEvent', {
    target: { words: 'camogie' },
    series: true,
  }),
  p('no swimming this thursday the pool is shut', 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-05' },
    series: false,
  }),
  p('what time is the communion practice on sat again', 'findEvent', { words: 'communion' }),
  p('are we free friday evening at all, the neighbours want us over for a few drinks', 'freeBusy', { date: '2026-03-06', member: null }),
  p('remind me to get the communion outfit sorted', 'addTodo', { tasks: ['communion outfit'], reminder: true }),
  p("give us a reminder the day before Sam's hurling", 'updateEvent', {
    target: { words: 'hurling' },
    changes: { reminderMinutes: 1440 },
  }),
  p('done the passport forms finally!! tick that off', 'completeTodo', { text: 'passport' }),
  p('put rashers, sausages and a batch loaf on the shopping list', 'addListItems', { items: ['rashers', 'sausages', 'batch loaf'] }),
  p('is there milk on the list or will I grab some on the way home', 'showList', { check: ['milk'] }),
  ask("book in Mia's appointment there will ya"),
];
