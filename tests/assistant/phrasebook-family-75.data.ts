// Phrasebook 75: a Scottish fisherman father texting from the boat with patchy signal; a mother running a home daycare around her own kids
import { p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';
import type { Before } from '../../scripts/bench/worker-account';

export const PHRASES: Phrase[] = [
  // Voice 1: fisherman dad on the boat, patchy signal, short bursts, Scots
  // new events
  p("signal's pish oot here.. harbour master meetin friday 10am, pit it in", 'createEvent', {
    title: 'harbour master',
    date: '2026-03-06',
    time: '10:00',
  }),
  p('fitba trials for sam setterday mornin at 9', 'createEvent', { title: 'trials', member: SAM, date: '2026-03-07', time: '09:00' }),
  p("wee leo's nursery photos the morra, hauf nine", 'createEvent', { title: 'photo', member: LEO, date: '2026-03-05', time: '09:30' }),
  p("we're landin at eden sunday 6am. remind me a day afore", 'createEvent', {
    title: 'eden',
    date: '2026-03-08',
    time: '06:00',
    reminderMinutes: 1440,
  }),
  p("mia's startin pipe lessons! every tuesday hauf five fae next week", 'createEvent', {
    title: 'pipe',
    member: MIA,
    date: '2026-03-10',
    time: '17:30',
    recurrence: 'weekly',
  }),
  p('ceilidh at the caledonian club setterday 7 tae 11 at night, the hale family', 'createEvent', {
    title: 'ceilidh',
    date: '2026-03-07',
    time: '19:00',
    durationMinutes: 240,
  }),
  p('remind me 8 the nicht tae phone ma mam', 'createEvent', { title: 'phone', date: '2026-03-04', time: '20:00', reminderMinutes: 0 }),
  p('fisheries are daein a gear inspection monday 1pm. 2 hours they reckon', 'createEvent', {
    title: 'inspection',
    date: '2026-03-09',
    time: '13:00',
    durationMinutes: 120,
  }),
  // changes
  p("sam's swimmin the morra is at 5 no 4. coach texted", 'updateEvent', {
    target: { words: 'swim', member: SAM, date: '2026-03-05' },
    changes: { time: '17:00' },
  }),
  p("harbour master's moved tae 11", 'updateEvent', { target: { words: 'harbour' }, changes: { time: '11:00' } }),
  p("boat survey's pushed tae the 16th, surveyor's aff sick", 'updateEvent', { target: { words: 'survey' }, changes: { date: '2026-03-16' } }),
  p("mia's fitba is at heffron park fae noo on, no kensington", 'updateEvent', {
    target: { words: 'football', member: MIA },
    changes: { location: 'Heffron Park' },
  }),
  p("ceilidh's gaun on an hour longer", 'updateEvent', { target: { words: 'ceilidh' }, changes: { lengthenMinutes: 60 } }),
  p("gie me a reminder hauf an hour afore leo's dentist", 'updateEvent', {
    target: { words: 'dentist', member: LEO },
    changes: { reminderMinutes: 30 },
  }),
  p('fish market fri is only 45 mins no the hour', 'updateEvent', { target: { words: 'fish market' }, changes: { durationMinutes: 45 } }),
  p("that 'boat' thing monday.. call it engine service", 'updateEvent', { target: { words: 'boat' }, changes: { title: 'engine service' } }),
  // cancels
  p("nae pipes this tuesday, her teacher's got the flu", 'cancelEvent', {
    target: { words: 'pipe', fromDate: '2026-03-10', toDate: '2026-03-10' },
    series: false,
  }),
  p("gear inspection's aff, fisheries cancelled. bin it", 'cancelEvent', { target: { words: 'inspection' } }),
  p("sam's chucked the rugby. take it aff for good", 'cancelEvent', { target: { words: 'rugby', member: SAM }, series: true }),
  p("cannae make dinner wi davie the nicht, haar's in an we're stuck oot. cancel it", 'cancelEvent', {
    target: { words: 'dinner', fromDate: '2026-03-04', toDate: '2026-03-04' },
  }),
  // lists
  p('add tatties, square sausage an milk tae the messages', 'addListItems', { items: ['tatties', 'square sausage', 'milk'] }),
  p('is there bread on the messages list?', 'showList', { check: ['bread'] }),
  p('ada got the rolls an the beans, tick them aff', 'tickListItems', { items: ['rolls', 'beans'], remove: false }),
  p("take the haggis aff the list, shop's oot o it", 'tickListItems', { items: ['haggis'], remove: true }),
  p('need bait an ice for the boat, stick them on the boat list', 'addListItems', { list: 'boat', items: ['bait', 'ice'] }),
  p("lost ye there.. whit's on the messages", 'showList'),
  p('add weetbix an bananas', 'addListItems', { items: ['weetbix', 'bananas'] }),
  // to-dos
  p("to do. renew ma skipper's ticket", 'addTodo', { tasks: ['skipper'] }),
  p('remind me tae phone the insurance aboot the winch', 'addTodo', { tasks: ['insurance'] }),
  p('done the insurance call', 'completeTodo', { text: 'insurance' }),
  p("whit's left on ma to do list", 'listTodos'),
  p("sam's bike's sorted, tick it aff ma to dos", 'completeTodo', { text: 'bike' }),
  // questions
  p("whit's on the morra", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when's leo's dentist again", 'findEvent', { words: 'dentist', member: LEO }),
  p('am a free setterday efternoon', 'freeBusy', { date: '2026-03-07', fromTime: '12:00', toTime: '17:00' }),
  p('whit reminders hiv a got', 'listReminders'),
  p("whit's the bairns got on this weekend", 'agenda', { fromDate: '2026-03-07', toDate: '2026-03-08' }),
  p("what time's mia's pipes on tuesday", 'findEvent', { words: 'pipe', member: MIA }),

  // Voice 2: mum running a home daycare, typing fast between kids, emojis, "lol", abbreviations
  // new events
  p('harpers mum asked if she can drop her off early tmrw, 7am. pop it in pls', 'createEvent', {
    title: 'harper',
    date: '2026-03-05',
    time: '07:00',
  }),
  p('sams getting a merit award at assembly fri 9.15!! 🥹 put it in', 'createEvent', {
    title: 'assembly',
    member: SAM,
    date: '2026-03-06',
    time: '09:15',
  }),
  p('licensing visit for the daycare tues 10am. remind me the day before so i can tidy lol', 'createEvent', {
    title: 'licensing',
    date: '2026-03-10',
    time: '10:00',
    reminderMinutes: 1440,
  }),
  p('mia starts netball thurs the 12th, every week 4.30', 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-12',
    time: '16:30',
    recurrence: 'weekly',
  }),
  p('remind me at 3.30 to text ollies dad about the invoice', 'createEvent', {
    title: 'invoice',
    date: '2026-03-04',
    time: '15:30',
    reminderMinutes: 0,
  }),
  p('first aid refresher sat 9 til 1 😩 (have to keep it current for the daycare)', 'createEvent', {
    title: 'first aid',
    date: '2026-03-07',
    time: '09:00',
    durationMinutes: 240,
  }),
  p('leos kinder orientation mon 10 - 11.30', 'createEvent', {
    title: 'orientation',
    member: LEO,
    date: '2026-03-09',
    time: '10:00',
    durationMinutes: 90,
  }),
  // changes
  p('ollies dad is running late so pickup is 5.30 today not 5', 'updateEvent', {
    target: { words: 'ollie', date: '2026-03-04' },
    changes: { time: '17:30' },
  }),
  p('mias dentist got moved to next wed same time', 'updateEvent', {
    target: { words: 'dentist', member: MIA },
    changes: { date: '2026-03-11' },
  }),
  p('first aid course is at the community centre now not the library fyi', 'updateEvent', {
    target: { words: 'first aid' },
    changes: { location: 'community centre' },
  }),
  p('inspector emailed, licensing visit pushed back half an hour', 'updateEvent', {
    target: { words: 'licensing' },
    changes: { shiftMinutes: 30 },
  }),
  p('the haircut sat is leos not mine lol', 'updateEvent', { target: { words: 'haircut' }, changes: { member: LEO } }),
  p('sams swimming is only 45 min now not the full hour', 'updateEvent', {
    target: { words: 'swimming', member: SAM },
    changes: { durationMinutes: 45 },
  }),
  p('can u rename playgroup to music and movement, the kids dont call it playgroup anymore', 'updateEvent', {
    target: { words: 'playgroup' },
    changes: { title: 'music' },
  }),
  // cancels
  p("sams swimming mon is off, pool's closed for maintenance", 'cancelEvent', {
    target: { words: 'swimming', member: SAM, fromDate: '2026-03-09', toDate: '2026-03-09' },
    series: false,
  }),
  p("nguyen twins wont be in tues they've got gastro 🤢 take them off", 'cancelEvent', {
    target: { words: 'nguyen', fromDate: '2026-03-10', toDate: '2026-03-10' },
    series: false,
  }),
  p('library story time is finished for good, delete it', 'cancelEvent', { target: { words: 'story time' }, series: true }),
  p('cancel my physio tmrw, cant get anyone to cover the kids', 'cancelEvent', {
    target: { words: 'physio', fromDate: '2026-03-05', toDate: '2026-03-05' },
  }),
  // lists
  p('add playdough, paper plates n glue sticks to the daycare list', 'addListItems', {
    list: 'daycare',
    items: ['playdough', 'paper plates', 'glue sticks'],
  }),
  p('shopping - milk x2, bread, bananas', 'addListItems', { items: ['milk', 'bread', 'bananas'] }),
  p('got the wipes and nappies tick em off', 'tickListItems', { items: ['wipes', 'nappies'], remove: false }),
  p('do we have sunscreen on the daycare list already?', 'showList', { list: 'daycare', check: ['sunscreen'] }),
  p("take strawberries off shopping, archie's allergic turns out", 'tickListItems', { items: ['strawberries'], remove: true }),
  p('daycare list pls, whats on it', 'showList', { list: 'daycare' }),
  p('is coffee on the list 😅 need it', 'showList', { check: ['coffee'] }),
  p('add bin bags', 'addListItems', { items: ['bin bags'] }),
  // to-dos
  p('todo: send ccs invoices + call harpers mum re fees', 'addTodo', { tasks: ['invoices', 'harper'] }),
  p('pls remind me sams eye test needs booking', 'addTodo', { tasks: ['eye test'] }),
  p('invoices sent ✅', 'completeTodo', { text: 'invoices' }),
  p("nap time! quick, what's on my to do list", 'listTodos'),
  p('ordered the cot sheets finally, tick that off', 'completeTodo', { text: 'cot sheets' }),
  p('add to my to do - renew my working with children check', 'addTodo', { tasks: ['working with children'] }),
  // questions
  p("what've we got tmrw, need to know if i can take an extra kid", 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05' }),
  p("when's the licensing visit again?", 'findEvent', { words: 'licensing' }),
  p('am i free sat arvo? mia got invited to a party', 'freeBusy', { date: '2026-03-07', fromTime: '12:00', toTime: '17:00' }),
  p('um what reminders have i actually set up lol', 'listReminders'),
  p('anything on for leo this week besides being here with me lol', 'agenda', { fromDate: '2026-03-04', toDate: '2026-03-10', member: LEO }),
];

export const BEFORE: Record<string, Before> = {
  // Voice 1
  "signal's pish oot here.. harbour master meetin friday 10am, pit it in": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Fish market auction', date: '2026-03-06', time: '05:00', durationMinutes: 60 },
    ],
  },
  'fitba trials for sam setterday mornin at 9': {
    events: [
      { title: 'Rugby', date: '2026-02-28', time: '11:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Football training', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "wee leo's nursery photos the morra, hauf nine": {
    events: [
      { title: 'Nursery', date: '2026-02-26', time: '08:30', durationMinutes: 420, member: LEO, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "we're landin at eden sunday 6am. remind me a day afore": {
    events: [
      { title: 'Dinner at the Camerons', date: '2026-03-08', time: '18:00', durationMinutes: 120 },
      { title: 'Fish market auction', date: '2026-03-06', time: '05:00', durationMinutes: 60 },
    ],
  },
  "mia's startin pipe lessons! every tuesday hauf five fae next week": {
    events: [
      { title: 'Football training', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  'ceilidh at the caledonian club setterday 7 tae 11 at night, the hale family': {
    events: [
      { title: 'Fitba trials', date: '2026-03-07', time: '09:00', durationMinutes: 90, member: SAM },
      { title: 'Rugby', date: '2026-02-28', time: '11:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'remind me 8 the nicht tae phone ma mam': {
    events: [
      { title: 'Football training', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
      { title: 'Dinner with Davie', date: '2026-03-06', time: '19:00', durationMinutes: 120 },
    ],
  },
  'fisheries are daein a gear inspection monday 1pm. 2 hours they reckon': {
    events: [
      { title: 'Engine service', date: '2026-03-09', time: '08:00', durationMinutes: 240 },
      { title: 'Dentist', date: '2026-03-09', time: '10:00', durationMinutes: 30, member: LEO },
    ],
  },
  "sam's swimmin the morra is at 5 no 4. coach texted": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Toddler swim', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Nursery', date: '2026-02-26', time: '08:30', durationMinutes: 420, member: LEO, weekly: true },
    ],
  },
  "harbour master's moved tae 11": {
    events: [
      { title: 'Harbour master meeting', date: '2026-03-06', time: '10:00', durationMinutes: 60 },
      { title: 'Fish market auction', date: '2026-03-06', time: '05:00', durationMinutes: 60 },
    ],
  },
  "boat survey's pushed tae the 16th, surveyor's aff sick": {
    events: [
      { title: 'Boat survey', date: '2026-03-10', time: '08:00', durationMinutes: 180 },
      { title: 'Engine service', date: '2026-03-09', time: '08:00', durationMinutes: 240 },
    ],
  },
  "mia's fitba is at heffron park fae noo on, no kensington": {
    events: [
      { title: 'Football training', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: MIA, weekly: true, location: 'Kensington Oval' },
      { title: 'Pipe lessons', date: '2026-03-03', time: '17:30', durationMinutes: 30, member: MIA, weekly: true },
    ],
  },
  "ceilidh's gaun on an hour longer": {
    events: [
      { title: 'Ceilidh at the Caledonian Club', date: '2026-03-07', time: '19:00', durationMinutes: 240 },
      { title: 'Fitba trials', date: '2026-03-07', time: '09:00', durationMinutes: 90, member: SAM },
    ],
  },
  "gie me a reminder hauf an hour afore leo's dentist": {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  'fish market fri is only 45 mins no the hour': {
    events: [
      { title: 'Fish market auction', date: '2026-03-06', time: '05:00', durationMinutes: 60 },
      { title: 'Harbour master meeting', date: '2026-03-06', time: '10:00', durationMinutes: 60 },
    ],
  },
  "that 'boat' thing monday.. call it engine service": {
    events: [
      { title: 'Boat', date: '2026-03-09', time: '08:00', durationMinutes: 240 },
      { title: 'Gear inspection', date: '2026-03-09', time: '13:00', durationMinutes: 120 },
    ],
  },
  "nae pipes this tuesday, her teacher's got the flu": {
    events: [
      { title: 'Pipe lessons', date: '2026-03-03', time: '17:30', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Football training', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  "gear inspection's aff, fisheries cancelled. bin it": {
    events: [
      { title: 'Gear inspection', date: '2026-03-09', time: '13:00', durationMinutes: 120 },
      { title: 'Boat survey', date: '2026-03-10', time: '08:00', durationMinutes: 180 },
    ],
  },
  "sam's chucked the rugby. take it aff for good": {
    events: [
      { title: 'Rugby', date: '2026-02-28', time: '11:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
    ],
  },
  "cannae make dinner wi davie the nicht, haar's in an we're stuck oot. cancel it": {
    events: [
      { title: 'Dinner with Davie', date: '2026-03-04', time: '19:00', durationMinutes: 120 },
      { title: 'Dinner at the Camerons', date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  'add tatties, square sausage an milk tae the messages': {
    lists: { Shopping: ['bread', 'eggs'], Boat: ['bait'] },
  },
  'is there bread on the messages list?': {
    lists: { Shopping: ['milk', 'bread', 'tatties'] },
  },
  'ada got the rolls an the beans, tick them aff': {
    lists: { Shopping: ['rolls', 'beans', 'milk', 'irn bru'] },
  },
  "take the haggis aff the list, shop's oot o it": {
    lists: { Shopping: ['haggis', 'neeps', 'oatcakes'] },
  },
  'need bait an ice for the boat, stick them on the boat list': {
    lists: { Shopping: ['milk'], Boat: ['gloves', 'diesel filter'] },
  },
  "lost ye there.. whit's on the messages": {
    lists: { Shopping: ['milk', 'tatties', 'neeps', 'oatcakes'], Boat: ['gloves'] },
  },
  'add weetbix an bananas': {
    lists: { Shopping: ['milk', 'bread'], Boat: ['ice'] },
  },
  "to do. renew ma skipper's ticket": {
    todos: ["fix Sam's bike", 'phone the insurance about the winch'],
  },
  'remind me tae phone the insurance aboot the winch': {
    todos: ["fix Sam's bike", "renew skipper's ticket"],
  },
  'done the insurance call': {
    todos: ['phone the insurance about the winch', "renew skipper's ticket", "fix Sam's bike"],
  },
  "whit's left on ma to do list": {
    todos: ["renew skipper's ticket", "fix Sam's bike"],
  },
  "sam's bike's sorted, tick it aff ma to dos": {
    todos: ["fix Sam's bike", "renew skipper's ticket", 'phone the insurance about the winch'],
  },
  "whit's on the morra": {
    events: [
      { title: 'Swimming', date: '2026-02-26', time: '16:00', durationMinutes: 45, member: SAM, weekly: true },
      { title: 'Nursery photos', date: '2026-03-05', time: '09:30', durationMinutes: 30, member: LEO },
      { title: 'Harbour master meeting', date: '2026-03-06', time: '10:00', durationMinutes: 60 },
    ],
  },
  "when's leo's dentist again": {
    events: [
      { title: 'Dentist', date: '2026-03-09', time: '10:00', durationMinutes: 30, member: LEO },
      { title: 'Dentist', date: '2026-03-12', time: '15:30', durationMinutes: 30, member: SAM },
    ],
  },
  'am a free setterday efternoon': {
    events: [
      { title: 'Fitba trials', date: '2026-03-07', time: '09:00', durationMinutes: 90, member: SAM },
      { title: 'Ceilidh at the Caledonian Club', date: '2026-03-07', time: '19:00', durationMinutes: 240 },
    ],
  },
  'whit reminders hiv a got': {
    events: [
      { title: 'Landing at Eden', date: '2026-03-08', time: '06:00', durationMinutes: 60 },
      { title: 'Dentist', date: '2026-03-09', time: '10:00', durationMinutes: 30, member: LEO },
    ],
  },
  "whit's the bairns got on this weekend": {
    events: [
      { title: 'Rugby', date: '2026-02-28', time: '11:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Toddler swim', date: '2026-02-28', time: '09:00', durationMinutes: 30, member: LEO, weekly: true },
      { title: 'Dinner at the Camerons', date: '2026-03-08', time: '18:00', durationMinutes: 120 },
    ],
  },
  "what time's mia's pipes on tuesday": {
    events: [
      { title: 'Pipe lessons', date: '2026-03-03', time: '17:30', durationMinutes: 30, member: MIA, weekly: true },
      { title: 'Football training', date: '2026-02-25', time: '16:00', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },

  // Voice 2
  'harpers mum asked if she can drop her off early tmrw, 7am. pop it in pls': {
    events: [
      { title: 'Ollie pickup', date: '2026-02-25', time: '17:00', durationMinutes: 15, weekly: true },
      { title: 'Nguyen twins', date: '2026-02-24', time: '08:00', durationMinutes: 600, weekly: true },
    ],
  },
  'sams getting a merit award at assembly fri 9.15!! 🥹 put it in': {
    events: [
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 60, weekly: true },
    ],
  },
  'licensing visit for the daycare tues 10am. remind me the day before so i can tidy lol': {
    events: [
      { title: 'Nguyen twins', date: '2026-02-24', time: '08:00', durationMinutes: 600, weekly: true },
      { title: 'Library story time', date: '2026-02-24', time: '10:30', durationMinutes: 45, weekly: true },
    ],
  },
  'mia starts netball thurs the 12th, every week 4.30': {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: MIA },
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'remind me at 3.30 to text ollies dad about the invoice': {
    events: [
      { title: 'Ollie pickup', date: '2026-02-25', time: '17:00', durationMinutes: 15, weekly: true },
      { title: 'Harper pickup', date: '2026-02-25', time: '16:30', durationMinutes: 15, weekly: true },
    ],
    todos: ['send CCS invoices'],
  },
  'first aid refresher sat 9 til 1 😩 (have to keep it current for the daycare)': {
    events: [
      { title: 'Haircut', date: '2026-03-07', time: '14:00', durationMinutes: 30 },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 60, weekly: true },
    ],
  },
  'leos kinder orientation mon 10 - 11.30': {
    events: [
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Haircut', date: '2026-03-07', time: '11:00', durationMinutes: 30, member: LEO },
    ],
  },
  'ollies dad is running late so pickup is 5.30 today not 5': {
    events: [
      { title: 'Ollie pickup', date: '2026-02-25', time: '17:00', durationMinutes: 15, weekly: true },
      { title: 'Harper pickup', date: '2026-02-25', time: '16:30', durationMinutes: 15, weekly: true },
    ],
  },
  'mias dentist got moved to next wed same time': {
    events: [
      { title: 'Dentist', date: '2026-03-06', time: '15:30', durationMinutes: 30, member: MIA },
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
  'first aid course is at the community centre now not the library fyi': {
    events: [
      { title: 'First aid refresher', date: '2026-03-07', time: '09:00', durationMinutes: 240, location: 'Maroubra Library' },
      { title: 'Library story time', date: '2026-02-24', time: '10:30', durationMinutes: 45, weekly: true },
    ],
  },
  'inspector emailed, licensing visit pushed back half an hour': {
    events: [
      { title: 'Daycare licensing visit', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
      { title: 'Nguyen twins', date: '2026-02-24', time: '08:00', durationMinutes: 600, weekly: true },
    ],
  },
  'the haircut sat is leos not mine lol': {
    events: [
      { title: 'Haircut', date: '2026-03-07', time: '11:00', durationMinutes: 30 },
      { title: 'First aid refresher', date: '2026-03-07', time: '09:00', durationMinutes: 240 },
    ],
  },
  'sams swimming is only 45 min now not the full hour': {
    events: [
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Netball', date: '2026-03-12', time: '16:30', durationMinutes: 60, member: MIA, weekly: true },
    ],
  },
  'can u rename playgroup to music and movement, the kids dont call it playgroup anymore': {
    events: [
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 60, weekly: true },
      { title: 'Library story time', date: '2026-02-24', time: '10:30', durationMinutes: 45, weekly: true },
    ],
  },
  "sams swimming mon is off, pool's closed for maintenance": {
    events: [
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
      { title: 'Kinder orientation', date: '2026-03-09', time: '10:00', durationMinutes: 90, member: LEO },
    ],
  },
  "nguyen twins wont be in tues they've got gastro 🤢 take them off": {
    events: [
      { title: 'Nguyen twins', date: '2026-02-24', time: '08:00', durationMinutes: 600, weekly: true },
      { title: 'Daycare licensing visit', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
      { title: 'Harper pickup', date: '2026-02-25', time: '16:30', durationMinutes: 15, weekly: true },
    ],
  },
  'library story time is finished for good, delete it': {
    events: [
      { title: 'Library story time', date: '2026-02-24', time: '10:30', durationMinutes: 45, weekly: true },
      { title: 'Nguyen twins', date: '2026-02-24', time: '08:00', durationMinutes: 600, weekly: true },
    ],
  },
  'cancel my physio tmrw, cant get anyone to cover the kids': {
    events: [
      { title: 'Physio', date: '2026-03-05', time: '12:30', durationMinutes: 45 },
      { title: 'Physio', date: '2026-03-19', time: '12:30', durationMinutes: 45 },
      { title: 'Harper drop off', date: '2026-03-05', time: '07:00', durationMinutes: 15 },
    ],
  },
  'add playdough, paper plates n glue sticks to the daycare list': {
    lists: { Shopping: ['milk', 'bread'], Daycare: ['wipes', 'sunscreen'] },
  },
  'shopping - milk x2, bread, bananas': {
    lists: { Shopping: ['coffee', 'eggs'], Daycare: ['crayons'] },
  },
  'got the wipes and nappies tick em off': {
    lists: { Daycare: ['wipes', 'nappies', 'playdough'], Shopping: ['milk'] },
  },
  'do we have sunscreen on the daycare list already?': {
    lists: { Daycare: ['wipes', 'sunscreen', 'tissues'], Shopping: ['milk', 'bread'] },
  },
  "take strawberries off shopping, archie's allergic turns out": {
    lists: { Shopping: ['strawberries', 'yoghurt', 'rice crackers'], Daycare: ['paper plates'] },
  },
  'daycare list pls, whats on it': {
    lists: { Daycare: ['glue sticks', 'paper plates', 'tissues'], Shopping: ['milk', 'coffee'] },
  },
  'is coffee on the list 😅 need it': {
    lists: { Shopping: ['coffee', 'milk', 'bread'], Daycare: ['wipes'] },
  },
  'add bin bags': {
    lists: { Shopping: ['milk', 'bread'], Daycare: ['wipes'] },
  },
  'todo: send ccs invoices + call harpers mum re fees': {
    todos: ['order cot sheets', "book Sam's eye test"],
  },
  'pls remind me sams eye test needs booking': {
    todos: ['send CCS invoices', 'order cot sheets'],
  },
  'invoices sent ✅': {
    todos: ['send CCS invoices', "call Harper's mum re fees", 'order cot sheets'],
  },
  "nap time! quick, what's on my to do list": {
    todos: ['order cot sheets', "book Sam's eye test", 'renew working with children check'],
  },
  'ordered the cot sheets finally, tick that off': {
    todos: ['order cot sheets', 'send CCS invoices'],
  },
  'add to my to do - renew my working with children check': {
    todos: ['order cot sheets', 'send CCS invoices'],
  },
  "what've we got tmrw, need to know if i can take an extra kid": {
    events: [
      { title: 'Harper drop off', date: '2026-03-05', time: '07:00', durationMinutes: 15 },
      { title: 'Physio', date: '2026-03-05', time: '12:30', durationMinutes: 45 },
      { title: 'Playgroup', date: '2026-02-27', time: '09:30', durationMinutes: 60, weekly: true },
    ],
  },
  "when's the licensing visit again?": {
    events: [
      { title: 'Daycare licensing visit', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
      { title: 'First aid refresher', date: '2026-03-07', time: '09:00', durationMinutes: 240 },
    ],
  },
  'am i free sat arvo? mia got invited to a party': {
    events: [
      { title: 'First aid refresher', date: '2026-03-07', time: '09:00', durationMinutes: 240 },
      { title: 'Haircut', date: '2026-03-07', time: '14:00', durationMinutes: 30, member: LEO },
    ],
  },
  'um what reminders have i actually set up lol': {
    events: [
      { title: 'Daycare licensing visit', date: '2026-03-10', time: '10:00', durationMinutes: 120 },
      { title: 'Ollie pickup', date: '2026-02-25', time: '17:00', durationMinutes: 15, weekly: true },
    ],
  },
  'anything on for leo this week besides being here with me lol': {
    events: [
      { title: 'Kinder orientation', date: '2026-03-09', time: '10:00', durationMinutes: 90, member: LEO },
      { title: 'Haircut', date: '2026-03-07', time: '11:00', durationMinutes: 30, member: LEO },
      { title: 'Swimming lessons', date: '2026-03-02', time: '16:00', durationMinutes: 60, member: SAM, weekly: true },
    ],
  },
};
