// TRAINING phrasebook, long messages, part 43: long WhatsApp messages (sport seasons, music lessons, medical
// appointments, birthday parties, play dates, work travel, household jobs) where the request sits among greetings,
// news, reasons, feelings, thanks and sign-offs: first, last or in the middle, often with the member named in one
// sentence and the request in another, or one event's details told over several sentences.
// Written by a helper session from the tool contract only (the zod input schemas and their .describe() texts in
// functions/assistant/tools/*.ts, and the harness in tests/assistant/phrasebook.ts); the engine, its tests and the
// other phrasebooks' messages were not read, and nothing was run on these rows. Every message was written fresh.
// Five voices: a single dad who writes tersely in several short sentences ("Mia. Orthodontist. Thu 19th 4:10pm."),
// a mum who over-explains (the request buried in the back-story), a grandmother with full punctuation who signs off
// "Kind regards, Nana", a teenage babysitter texting in lower case ("tmrw", "arvo", "lol", "can u"), and a parent
// writing English as a second language ("Mia have dentist", "please you add", "Sam stop the soccer").
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor" (10),
// "Sam Okafor" (7), "Leo" (3), all children.
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · Sat 03-14 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Conventions:
//   - Expectations are partial: only what the message clearly determines; text slots hold key word(s) only, and a
//     title is left unchecked when several wordings are equally good ("GP", "needles", "Dr Haddad").
//   - One named child -> member; two named children -> member (first named) + alsoMembers [the other]; "the kids",
//     the parents' own, Nana's and the babysitter's events -> no member key checked.
//   - A span of whole days -> allDay true, date = first day, durationMinutes = days × 1440; a daily holiday clinic ->
//     recurrence 'daily' with the daily start and length and repeatUntil = last day.
//   - "later/earlier by" -> shiftMinutes; "finishes at" -> endTime; a new place -> location; "put a note" -> note.
//   - Two requests in one message: the expectation is the one asked first.
//   - No day at all, a date that does not exist or clashes with its weekday, no new time for a move, an unnamed
//     "thing", or "my son" (two boys in the family) -> ask back.
//   - A child's schoolwork with a due day -> addHomework; "remind me to…" with no time -> addTodo with reminder true;
//     list null = the family's Shopping list.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // createEvent (55)
  p("Mia's netball starts this season. Trials are Saturday. 8am. Waverley courts. Put it in. Thanks.", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-07',
    time: '08:00',
  }),
  p(
    "Hi! So I finally got Sam into the swimming squad at the aquatic centre, which has taken months honestly because the waitlist was ridiculous and I'd basically given up. Anyway, it's every Thursday from 4:15 to 5:00, starting tomorrow, and it runs until the end of term, which is Thursday the 2nd of April. Could you put that in for him? He's so excited, he's already packed his goggles 😂",
    'createEvent',
    { title: 'swim', member: SAM, date: '2026-03-05', time: '16:15', durationMinutes: 45, recurrence: 'weekly', repeatUntil: '2026-04-02' },
  ),
  p(
    "Hello dear. I have made an appointment with the optometrist for Leo's eyes, as we discussed at lunch on Sunday. It is on Tuesday the 10th of March at 11.15 in the morning, at the Specsavers in Bondi Junction. Would you please put it in the family calendar and remind me the day before? Kind regards, Nana",
    'createEvent',
    { title: 'optometrist', member: LEO, date: '2026-03-10', time: '11:15', reminderMinutes: 1440 },
  ),
  p(
    'hey!! so mia told me she has a bday party on saturday. its at kiddo kingdom at 2, for her friend chloe. can u put it in so her mum knows lol',
    'createEvent',
    { member: MIA, date: '2026-03-07', time: '14:00' },
  ),
  p(
    'Hello. My work send me to Brisbane next week. I fly on Monday 9 March at 6.40 in the morning and I come back Thursday night. Please put the flight in calendar. Thank you very much.',
    'createEvent',
    { title: 'Brisbane', date: '2026-03-09', time: '06:40' },
  ),
  p('Leo needs his 3 year needles. Booked the GP. Friday 13th. 9:40. Dr Haddad. Add it pls.', 'createEvent', {
    member: LEO,
    date: '2026-03-13',
    time: '09:40',
  }),
  p(
    "Morning! Quick one but with some context, sorry. Sam's been begging to learn guitar since Christmas and I finally found a teacher, Josh, who comes to the house, which is a lifesaver because I cannot do another drop-off. First lesson is next Wednesday the 11th at 5.30 and it's 30 minutes. It'll be weekly after that. Can you add it please?",
    'createEvent',
    { title: 'guitar', member: SAM, date: '2026-03-11', time: '17:30', durationMinutes: 30, recurrence: 'weekly' },
  ),
  p(
    "Good afternoon. Sam has invited me to his school's cross country carnival, which I am very much looking forward to. It is on Friday the 20th of March and starts at 9.30; I shall need to be there by about nine to find a seat. Could you please add it to the calendar for Sam? Kind regards, Margaret",
    'createEvent',
    { title: 'cross country', member: SAM, date: '2026-03-20', time: '09:30' },
  ),
  p(
    "omg ok so leo's daycare just called me. they're doing a teddy bears picnic on thursday and he has to bring a teddy. its from 10 till 12. can u add that for him thx",
    'createEvent',
    { title: 'picnic', member: LEO, date: '2026-03-05', time: '10:00', durationMinutes: 120 },
  ),
  p(
    'Good evening. Mia have dentist appointment. It is on 17 March, Tuesday, at 3.45 afternoon. Can you put please and remind 1 hour before? Thanks',
    'createEvent',
    { title: 'dentist', member: MIA, date: '2026-03-17', time: '15:45', reminderMinutes: 60 },
  ),
  p('Work trip. Perth. Flying out Sun 15th, back Wed 18th. Put it in as all days. Cheers.', 'createEvent', {
    title: 'Perth',
    date: '2026-03-15',
    allDay: true,
    durationMinutes: 5760,
  }),
  p(
    "Hiya, so it's Leo's 4th birthday coming up (how?!) and after much back and forth we've decided to just do it at home in the backyard rather than hiring a place, because honestly the soft play centres wanted $600. It'll be Sunday the 22nd from 11 till 2. Could you add Leo's party to the calendar? I'll sort the invitations tonight.",
    'createEvent',
    { title: 'party', member: LEO, date: '2026-03-22', time: '11:00', durationMinutes: 180 },
  ),
  p(
    'Dear family. I spoke with Mrs Patel after church and we have arranged for her granddaughter Priya to come and play with Mia at my house. It will be on Saturday the 14th of March, from 10 in the morning until half past 12. Please would you pop it in the calendar for Mia? Kind regards, Nana',
    'createEvent',
    { member: MIA, date: '2026-03-14', time: '10:00', durationMinutes: 150 },
  ),
  p(
    "hiii so sam has a playdate at jack's after school tmrw. jack's mum is picking them both up at 3 and i'll get sam from there at 5.30. can u add it",
    'createEvent',
    { title: 'jack', member: SAM, date: '2026-03-05', time: '15:00' },
  ),
  p('Hello. The man for fix washing machine is coming Friday. He say between 1 and 3 o clock. Please add in calendar. Thank you.', 'createEvent', {
    title: 'washing machine',
    date: '2026-03-06',
    time: '13:00',
    durationMinutes: 120,
  }),
  p("Cricket's done for summer. Footy season now. Sam's training is Tuesdays and Thursdays, 5pm, starting the 17th. Add both.", 'createEvent', {
    title: 'footy',
    member: SAM,
    date: '2026-03-17',
    time: '17:00',
    recurrence: 'weekly',
    alsoWeekdays: [4],
  }),
  p(
    "Hi hi. So Mia's piano teacher, Mrs Lin, is moving her studio to Randwick, which is actually closer for us, yay. Because of the move she's also changed Mia's day from Mondays to Fridays; the old Monday lessons are already sorted, don't worry about those. The new ones are Fridays at 4, 45 minutes, starting the 13th. Could you add the new Friday lessons?",
    'createEvent',
    { title: 'piano', member: MIA, date: '2026-03-13', time: '16:00', durationMinutes: 45, recurrence: 'weekly' },
  ),
  p(
    'Hello. I have my hip check-up with the specialist on Monday the 23rd of March at 10.20 am. Your father will drive me, so there is no need to worry about that. I would be grateful if you could add it to the calendar, so that nobody books me for babysitting that morning. Kind regards, Nana',
    'createEvent',
    { date: '2026-03-23', time: '10:20' },
  ),
  p(
    "heyy just letting u know mia's friend ruby invited her to a sleepover on friday!! drop off is 6pm. i said i'd ask u first but can u add it to the calendar so we dont forget",
    'createEvent',
    { title: 'sleepover', member: MIA, date: '2026-03-06', time: '18:00' },
  ),
  p(
    'Hi. Sam start soccer with the club from this Saturday. The game is every Saturday at 9 morning until end of June. Please add for him. Thank you so much.',
    'createEvent',
    { title: 'soccer', member: SAM, date: '2026-03-07', time: '09:00', recurrence: 'weekly', repeatUntil: '2026-06-30' },
  ),
  p('Gutters need doing. Booked a guy. Thursday 12th, 8am. Maybe 3 hours. Add it.', 'createEvent', {
    title: 'gutter',
    date: '2026-03-12',
    time: '08:00',
    durationMinutes: 180,
  }),
  p(
    "Ok so this is a bit of a saga. The school nurse sent a note home saying both Mia and Sam should get their hearing checked, nothing serious, just routine after the screening. I rang the audiologist and by some miracle they could fit them in back to back, so I've booked them together. It's Wednesday the 25th at 2.30 and should take an hour. Can you put it in for the two of them?",
    'createEvent',
    { member: MIA, alsoMembers: [SAM], date: '2026-03-25', time: '14:30', durationMinutes: 60 },
  ),
  p(
    'Good morning, darling. Just a note to say that Great-Aunt Rosa turns 90 on Sunday the 29th of March, and there will be a family lunch at her place at half past twelve. Everyone is expected, including the children. Please add it to the calendar. Kind regards, Nana',
    'createEvent',
    { title: 'Rosa', date: '2026-03-29', time: '12:30' },
  ),
  p(
    "hi!! leo's music class at the library is on tmrw at 9.30, the lady said its weekly now for the whole term. can u add it for him? he loves the shaker thing lol",
    'createEvent',
    { title: 'music', member: LEO, date: '2026-03-05', time: '09:30', recurrence: 'weekly' },
  ),
  p(
    'Dear assistant. I have conference in Melbourne from 24 to 26 March. It is for my work. Please put in calendar for the all three days. Thanks a lot.',
    'createEvent',
    { title: 'conference', date: '2026-03-24', allDay: true, durationMinutes: 4320 },
  ),
  p('Mia. Orthodontist. Thu 19th, 4:10pm. Remind me 30 min before.', 'createEvent', {
    title: 'orthodontist',
    member: MIA,
    date: '2026-03-19',
    time: '16:10',
    reminderMinutes: 30,
  }),
  p(
    "Can you add a play date for Leo on Monday at 10? Long story, but Isla's mum and I met at the park last week and the two of them were inseparable, so she's offered to host at hers in Coogee, which means I can actually get the groceries done in peace for once. They'll be there till midday.",
    'createEvent',
    { member: LEO, date: '2026-03-09', time: '10:00', durationMinutes: 120 },
  ),
  p(
    "Hello dear. Mia's piano teacher rang me, as she could not get through to you. The end of term recital is on Saturday the 28th of March at 3 o'clock in the afternoon, at the Uniting Church hall, and Mia will need to be there by half past two. I should like to come, of course. Could you please put it in the calendar? Kind regards, Nana",
    'createEvent',
    { title: 'recital', member: MIA, date: '2026-03-28', time: '15:00' },
  ),
  p(
    'hey so the pest control guy rang the house phone while u were out. hes coming tuesday 8am and said everyone has to be out for like 2 hours. can u put it in the calendar',
    'createEvent',
    { title: 'pest', date: '2026-03-10', time: '08:00', durationMinutes: 120 },
  ),
  p(
    'Hello, good morning. Leo is little bit sick, cough for 3 days. I make appointment with doctor today at 4.30 pm. Please add it for Leo. Thank you.',
    'createEvent',
    { title: 'doctor', member: LEO, date: '2026-03-04', time: '16:30' },
  ),
  p("Sam's got a swim meet. Sunday 8th. Warm up 7:15. Goes all morning. Put it in.", 'createEvent', {
    title: 'swim',
    member: SAM,
    date: '2026-03-08',
    time: '07:15',
  }),
  p(
    "Right, so I've got the Auckland work trip locked in finally, after three rounds of budget approvals which, don't get me started. I leave Tuesday the 31st on the early flight and I'm back Thursday the 2nd of April, late. Mum's going to stay with the kids. Could you put the trip in the calendar so everyone can see it?",
    'createEvent',
    { title: 'Auckland', date: '2026-03-31' },
  ),
  p(
    'Good evening. The man from the council is coming to look at the big gum tree in my garden on Wednesday the 11th of March. He did not give me a time, only the day. Would you be so kind as to add it to the calendar? Kind regards, Nana',
    'createEvent',
    { title: 'tree', date: '2026-03-11' },
  ),
  p(
    'hey!! sam just told me he made the rep basketball team?!! training is every monday 6 to 7.30 at the pcyc, starting this monday. add it for him plz 🏀',
    'createEvent',
    { title: 'basketball', member: SAM, date: '2026-03-09', time: '18:00', durationMinutes: 90, recurrence: 'weekly' },
  ),
  p(
    "Hello. Mia's friend Sofia have birthday party. It is 21 March, Saturday, 11 o'clock to 1 o'clock, at the bowling. Please you add for Mia. Thank you.",
    'createEvent',
    { title: 'Sofia', member: MIA, date: '2026-03-21', time: '11:00', durationMinutes: 120 },
  ),
  p('Physio for me. Monday 16th. 7:30am. Weekly for 4 weeks. Add it.', 'createEvent', {
    title: 'physio',
    date: '2026-03-16',
    time: '07:30',
    recurrence: 'weekly',
  }),
  p(
    "Hello! Bit of a random one. Our landlord finally agreed to replace the oven (it's been half-working since January, we've been living on the air fryer). The installer is coming Thursday the 12th, sometime in the morning, they said 7 to 11. Could you pop it in the calendar so I remember to be home? And add oven cleaner to the shopping list while you're at it, ha.",
    'createEvent',
    { title: 'oven', date: '2026-03-12', time: '07:00', durationMinutes: 240 },
  ),
  p(
    "Dear all. I understand Mia's tennis grand final is on Saturday the 21st of March at 12.40, at Heffron Park. I would very much like to attend. Could you please add it to the calendar, with a reminder two hours beforehand? Kind regards, Nana",
    'createEvent',
    { title: 'tennis', member: MIA, date: '2026-03-21', time: '12:40', reminderMinutes: 120 },
  ),
  p(
    "ok so i'm booked for friday the 13th!! 6 till 11. ur going to that work dinner right? can u put me in the calendar as babysitting so the kids know",
    'createEvent',
    { title: 'babysit', date: '2026-03-13', time: '18:00', durationMinutes: 300 },
  ),
  p(
    'Hi. Sam want to learn violin at school. The lesson is Wednesday at lunch time, 12.30, 20 minutes, every week, start 18 March. Please add. Thank you.',
    'createEvent',
    { title: 'violin', member: SAM, date: '2026-03-18', time: '12:30', durationMinutes: 20, recurrence: 'weekly' },
  ),
  p("Leo's mate Archie. Party Sat 14th. 3pm. Jump park at Alexandria. Add for Leo.", 'createEvent', {
    title: 'Archie',
    member: LEO,
    date: '2026-03-14',
    time: '15:00',
  }),
  p(
    "Hi, sorry, another one! Mia's started seeing an occupational therapist for her handwriting, which the school suggested and which honestly I think will help her confidence a lot. It's every second Monday at 3.45, for 45 minutes, and the first one is Monday the 16th. Could you put that in as fortnightly for Mia?",
    'createEvent',
    { member: MIA, date: '2026-03-16', time: '15:45', durationMinutes: 45, recurrence: 'fortnightly' },
  ),
  p(
    'Hello dear. My book club has moved to the first Thursday of every month at 10 in the morning, starting on Thursday the 2nd of April. Would you please put it in the calendar as a monthly event? That way you will know when I cannot mind Leo. Kind regards, Nana',
    'createEvent',
    { title: 'book club', date: '2026-04-02', time: '10:00', recurrence: 'monthly' },
  ),
  p(
    'hey so for the school hols sam wants to do the cricket clinic at the oval. its monday 6 april to thursday 9 april, 9 till 3 each day. can u add it for him',
    'createEvent',
    { title: 'cricket', member: SAM, date: '2026-04-06', time: '09:00', durationMinutes: 360, recurrence: 'daily', repeatUntil: '2026-04-09' },
  ),
  p(
    'Hello. Tomorrow the electricity will be off in our street from 9 morning to 2 afternoon. There is letter from Ausgrid. Please put in calendar so I remember. Thanks.',
    'createEvent',
    { date: '2026-03-05', time: '09:00', durationMinutes: 300 },
  ),
  p('Dentist. Mia and Leo. Back to back. Fri 27th, 8:30am. Put in for both.', 'createEvent', {
    title: 'dentist',
    member: MIA,
    alsoMembers: [LEO],
    date: '2026-03-27',
    time: '08:30',
  }),
  p(
    "Hi! Exciting news, Mia got into the school's girls' AFL team, which I did not see coming because she's never played, but she loves it. Training is Wednesdays after school, 3.30 to 4.30, starting today, and the last training of the season is the 24th of June. Could you set that up as a weekly thing for her?",
    'createEvent',
    { member: MIA, date: '2026-03-04', time: '15:30', durationMinutes: 60, recurrence: 'weekly', repeatUntil: '2026-06-24' },
  ),
  p(
    'Hello darling. I should love to take Sam and Leo to the aquarium during the holidays, and Tuesday the 7th of April would suit me best. We would leave at 9.30 and be back by about 2. Please put it in the calendar for the boys, if that is all right with you. Kind regards, Nana',
    'createEvent',
    { title: 'aquarium', member: SAM, alsoMembers: [LEO], date: '2026-04-07', time: '09:30' },
  ),
  p(
    "hi so leo bumped his head at the park, he's totally fine!! but the nurse at the clinic wants to see him again thursday at 11 just to check. can u add it for him. sorry 😬",
    'createEvent',
    { member: LEO, date: '2026-03-05', time: '11:00' },
  ),
  p(
    'Good afternoon. I must go to Canberra for work on Thursday 12 March. The train leave at 6.15 morning and I am back same night. Please add the train. Thank you.',
    'createEvent',
    { title: 'Canberra', date: '2026-03-12', time: '06:15' },
  ),
  p('Bins. Every Tuesday night, 7pm. Put it in weekly. Start Tue 10th.', 'createEvent', {
    title: 'bin',
    date: '2026-03-10',
    time: '19:00',
    recurrence: 'weekly',
  }),
  p(
    "Morning! Two things while I think of it. First, Sam's got his school photo day on Thursday the 19th, so he needs his full uniform and, god help me, a haircut beforehand. Can you put photo day in for him? And second, could you add 'book Sam haircut' to my to-do list? Thank you, you're a lifesaver.",
    'createEvent',
    { title: 'photo', member: SAM, date: '2026-03-19' },
  ),
  p(
    'Hello dear. I realised the calendar does not have my birthday in it, which I suppose is my own fault! It is on the 2nd of May. Could you please add it so that it comes up every year? Kind regards, Nana',
    'createEvent',
    { title: 'birthday', date: '2026-05-02', recurrence: 'yearly' },
  ),
  p(
    'hey!! the twins from next door (maddie and zoe) want sam to come over sunday arvo. their mum said 2 till 4. sam is begging lol. can u add it?',
    'createEvent',
    { member: SAM, date: '2026-03-08', time: '14:00', durationMinutes: 120 },
  ),
  p('Hello. Leo start Little Kickers football. Every Sunday 8.30 morning, 45 minutes. First class is 15 March. Please add for Leo, thank you.', 'createEvent', {
    title: 'kickers',
    member: LEO,
    date: '2026-03-15',
    time: '08:30',
    durationMinutes: 45,
    recurrence: 'weekly',
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // updateEvent (25)
  p("Sam's footy training got moved. Coach texted. Now 5:30, not 5. Change it pls.", 'updateEvent', {
    target: { words: 'footy', member: SAM },
    changes: { time: '17:30' },
  }),
  p(
    "Hi, sorry to be a pain. The orthodontist rang this morning, they've had a staff member go off sick, so they've asked if we can push Mia's appointment from Thursday the 19th to Monday the 23rd, same time. I said yes because it's easier than rebooking again. Could you move it?",
    'updateEvent',
    { target: { words: 'orthodontist', date: '2026-03-19', member: MIA }, changes: { date: '2026-03-23' } },
  ),
  p(
    'Good morning. I am afraid my hip appointment has been moved to a later time, 2.15 in the afternoon, still on Monday the 23rd. Would you please change it in the calendar? Many thanks. Kind regards, Nana',
    'updateEvent',
    { target: { words: 'hip', date: '2026-03-23' }, changes: { time: '14:15' } },
  ),
  p("hey so leo's music class tmrw is starting half an hour later cos the lady is running late. can u change it? thx", 'updateEvent', {
    target: { words: 'music', date: '2026-03-05', member: LEO },
    changes: { shiftMinutes: 30 },
  }),
  p('Hello. The dentist for Mia, it change. Not 17 March, now 18 March, same time 3.45. Please change. Thank you.', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-17', member: MIA },
    changes: { date: '2026-03-18' },
  }),
  p('Perth trip. Staying longer. Back Thu 19th now, not Wed. Extend it.', 'updateEvent', {
    target: { words: 'Perth' },
    changes: { durationMinutes: 7200 },
  }),
  p(
    "Quick update, and sorry for all the messages today! Sam's swimming squad is going to be at the Leichhardt pool from now on, because the aquatic centre is closing for repairs, apparently for the rest of the year, which is annoying because it's further. Same day and time though. Can you change where it is?",
    'updateEvent',
    { target: { words: 'swim', member: SAM }, changes: { location: 'Leichhardt' } },
  ),
  p(
    "Hello dear. Regarding Sam's cross country carnival on the 20th: I shall be collecting him from school afterwards, as your father has a meeting. Could you please put a note on the event to say that Nana is collecting him? Kind regards, Nana",
    'updateEvent',
    { target: { words: 'cross country', date: '2026-03-20' }, changes: { note: 'collect' } },
  ),
  p("ok so the sleepover on friday, ruby's mum said leo can come too for dinner lol (not sleep over obvs). can u add leo to it?", 'updateEvent', {
    target: { words: 'sleepover' },
    changes: { addMembers: [LEO] },
  }),
  p("Hi. Sam soccer on Saturday change to 10 o'clock, only this week. Coach send message. Please change. Thanks.", 'updateEvent', {
    target: { words: 'soccer', date: '2026-03-07', member: SAM },
    changes: { time: '10:00' },
  }),
  p("Guitar lesson. Josh says 45 min now, not 30. Update Sam's.", 'updateEvent', {
    target: { words: 'guitar', member: SAM },
    changes: { durationMinutes: 45 },
  }),
  p(
    "Hi! Small thing but it's bugging me. The thing I put in for Saturday the 14th as 'Archie party' is actually his brother's party: Archie's the friend, but it's Hamish turning five, if that makes sense. Can you rename it to Hamish's party?",
    'updateEvent',
    { target: { words: 'Archie', date: '2026-03-14' }, changes: { title: 'Hamish' } },
  ),
  p(
    "Good afternoon. For Mia's tennis final on Saturday the 21st, I wonder if you could change the reminder to a full day beforehand? My memory is not what it used to be. Kind regards, Nana",
    'updateEvent',
    { target: { words: 'tennis', date: '2026-03-21' }, changes: { reminderMinutes: 1440 } },
  ),
  p("hey the playdate at jack's tmrw finishes at 6 now not 5.30, his mum is doing pizza. can u change it", 'updateEvent', {
    target: { words: 'jack', date: '2026-03-05' },
    changes: { endTime: '18:00' },
  }),
  p('Hello. Tomorrow the picnic at daycare for Leo start one hour earlier. The teacher tell me this morning. Please move it. Thank you.', 'updateEvent', {
    target: { words: 'picnic', date: '2026-03-05' },
    changes: { shiftMinutes: -60 },
  }),
  p("Mia's piano. Fridays are 4:30 now. All of them. Change it.", 'updateEvent', {
    target: { words: 'piano', member: MIA },
    changes: { time: '16:30' },
  }),
  p(
    "Ugh, okay, so the pest control guy has cancelled Tuesday because his van broke down, poor guy, and he's offered Wednesday the 11th at 1pm instead. That works because I'm working from home that day anyway. Can you move him to then?",
    'updateEvent',
    { target: { words: 'pest', date: '2026-03-10' }, changes: { date: '2026-03-11', time: '13:00' } },
  ),
  p(
    "Hello dear. I have just realised I entered the optometrist on Tuesday the 10th for Leo, but it is in fact Sam who needs his eyes tested; Leo's is not until June. Could you please change it to Sam? Kind regards, Nana",
    'updateEvent',
    { target: { words: 'optometrist', date: '2026-03-10' }, changes: { member: SAM } },
  ),
  p("hey so i think i put the teddy bears picnic in wrong. it's actually all day at daycare, not 10 till 12. can u make it all day?", 'updateEvent', {
    target: { words: 'picnic' },
    changes: { allDay: true },
  }),
  p('Hello. Little Kickers football is moved to different park. Now it is at Centennial Park, not Queens Park. Please change. Thank you.', 'updateEvent', {
    target: { words: 'kickers' },
    changes: { location: 'Centennial' },
  }),
  p('Gutter guy rang. Pushed to Thu 19th. Same time. Move it.', 'updateEvent', {
    target: { words: 'gutter' },
    changes: { date: '2026-03-19' },
  }),
  p(
    'Hi lovely. Two things from the school newsletter, which I only just read, oops. Photo day for Sam has been moved from the 19th to Tuesday the 24th because the photographer double-booked. Can you change that? Also, is anything on for Mia that Tuesday afternoon? I feel like there was something.',
    'updateEvent',
    { target: { words: 'photo', date: '2026-03-19' }, changes: { date: '2026-03-24' } },
  ),
  p(
    "Good evening. Great-Aunt Rosa's lunch on Sunday the 29th is now to start at 1 o'clock rather than half past twelve. Her son is driving up from Wollongong and cannot be there any earlier. Would you kindly update it? Kind regards, Nana",
    'updateEvent',
    { target: { words: 'Rosa', date: '2026-03-29' }, changes: { time: '13:00' } },
  ),
  p(
    "hey!! sam's basketball on monday, mia wants to come and the coach said she can join the warmup lol. can u add her to it? i'll bring them both",
    'updateEvent',
    { target: { words: 'basketball' }, changes: { addMembers: [MIA] } },
  ),
  p('Hello. For Sam violin lesson every Wednesday, please remind me 15 minutes before. He always forget the violin at home. Thank you.', 'updateEvent', {
    target: { words: 'violin' },
    changes: { reminderMinutes: 15 },
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // cancelEvent (20)
  p("Sam's sick. Temperature. No swimming tomorrow. Cancel it.", 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-05', member: SAM },
    series: false,
  }),
  p(
    "Hi. So sadly Mia has decided she doesn't want to do piano anymore. We've had lots of tears and long chats about it and in the end I think it's the right call; she'd rather put the time into netball, and honestly that's fine with me. Could you delete all her piano lessons from the calendar?",
    'cancelEvent',
    { target: { words: 'piano', member: MIA }, series: true },
  ),
  p(
    'Hello dear. I am sorry to say the book club meeting on Thursday the 2nd of April has been cancelled, as our host is unwell. Please could you remove that one from the calendar, but keep the others? Kind regards, Nana',
    'cancelEvent',
    { target: { words: 'book club', fromDate: '2026-04-02' }, series: false },
  ),
  p(
    "hey so ruby's mum messaged, ruby has gastro 🤢 so the sleepover on friday is off. can u delete it. also mia's pretty sad so maybe pizza tonight lol",
    'cancelEvent',
    { target: { words: 'sleepover', fromDate: '2026-03-06' } },
  ),
  p('Hello. Sorry, the man for washing machine not coming Friday. He call me, he is sick. Please remove from calendar. Thank you.', 'cancelEvent', {
    target: { words: 'washing machine', fromDate: '2026-03-06' },
  }),
  p("Leo's got chicken pox. Whole day tomorrow is off for him. Clear it all.", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-05', member: LEO },
  }),
  p(
    "Right, so the school has just announced that because of the flooding all after-school activities the week of the 16th are cancelled, which, honestly, chaos. For Sam that means his footy training on the 17th and the 19th won't happen. Can you take those two off the calendar?",
    'cancelEvent',
    { target: { words: 'footy', fromDate: '2026-03-17', toDate: '2026-03-19', member: SAM }, series: false },
  ),
  p(
    'Good afternoon. I regret to say that I am giving up my physiotherapy, as the knee is much better and it is rather dear. Would you please delete all the remaining sessions? Kind regards, Nana',
    'cancelEvent',
    { target: { words: 'physio' }, series: true },
  ),
  p('hiii so mia said her playdate with priya on the 14th isnt happening anymore, they had a fight lol 🙄. can u take it off', 'cancelEvent', {
    target: { fromDate: '2026-03-14', member: MIA },
  }),
  p('Hello. Sam stop the soccer, he break his arm last week. No more soccer this season. Please delete all. Thank you.', 'cancelEvent', {
    target: { words: 'soccer', member: SAM },
    series: true,
  }),
  p("Guitar's off next week. Josh is away. Cancel Wed 11th.", 'cancelEvent', {
    target: { words: 'guitar', fromDate: '2026-03-11' },
    series: false,
  }),
  p(
    "Hiya. Leo's birthday plans have changed completely, because my sister has offered her place at the beach for the whole weekend and we just couldn't say no. So please cancel the backyard party on Sunday the 22nd. I'll send through the beach details once she's confirmed, probably tomorrow.",
    'cancelEvent',
    { target: { words: 'party', fromDate: '2026-03-22' } },
  ),
  p(
    "Hello dear. The children's dentist telephoned to say the 8.30 appointment on Friday the 27th can no longer go ahead, as the dentist will be at a conference. Please cancel it, and I shall ring them on Monday to rebook. Kind regards, Nana",
    'cancelEvent',
    { target: { words: 'dentist', fromDate: '2026-03-27', time: '08:30' } },
  ),
  p(
    "hey so sam's not doing the cricket clinic in the hols anymore, he wants to do the art one instead. can u delete the cricket one. i'll send u the art times later",
    'cancelEvent',
    { target: { words: 'cricket' }, series: true },
  ),
  p('Hello. My trip to Canberra is cancel, the meeting is online now. Please delete the train on Thursday. Thank you.', 'cancelEvent', {
    target: { fromDate: '2026-03-12' },
  }),
  p("Away Mon to Wed next week. Kids are at their mum's. Wipe everything for Leo those days.", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-11', member: LEO },
  }),
  p(
    "Hi! So Mia's OT, the lovely Jess, is going on leave for a bit (she's having a baby, so exciting), and she's said the session on Monday the 30th won't happen. The others are staying the same, she's found a cover. Can you cancel just that one?",
    'cancelEvent',
    { target: { fromDate: '2026-03-30', member: MIA }, series: false },
  ),
  p(
    'Good morning. I am afraid I must pull out of the aquarium outing on Tuesday the 7th of April with Sam and Leo, as I have been asked to help at the church fete that day. Would you please cancel it? I am terribly sorry to disappoint the boys. Kind regards, Nana',
    'cancelEvent',
    { target: { words: 'aquarium', fromDate: '2026-04-07' } },
  ),
  p(
    "hey so my exams got moved so i cant babysit on the 13th anymore 😭 so sorry!! can u take me off the calendar for that night, i'll try find someone else",
    'cancelEvent',
    { target: { words: 'babysit', fromDate: '2026-03-13' } },
  ),
  p("Hello. Leo don't like the Little Kickers, he cry every time. We stop it. Please remove every Sunday class. Thank you.", 'cancelEvent', {
    target: { words: 'kickers', member: LEO },
    series: true,
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // Calendar questions (15): agenda, findEvent, freeBusy
  p("Back from Perth Thursday. Need to plan. What's on for the kids this weekend?", 'agenda', {
    fromDate: '2026-03-07',
    toDate: '2026-03-08',
  }),
  p(
    "Hi! So Isla's mum has asked if Leo can do another play date, and she suggested Friday the 13th in the morning. Before I say yes, is Leo free that morning? I have a feeling there's something with daycare.",
    'freeBusy',
    { date: '2026-03-13', member: LEO },
  ),
  p(
    "Hello dear. I have gone and lost the piece of paper with Mia's recital on it. Could you please tell me when it is? I do not want to miss it. Kind regards, Nana",
    'findEvent',
    { words: 'recital', member: MIA },
  ),
  p("hey!! i'm at yours tmrw from 3. what does sam have on tmrw arvo? want to make sure i get him to the right place lol", ['agenda', 'findEvent'], {
    fromDate: '2026-03-05',
    toDate: '2026-03-05',
    member: SAM,
  }),
  p('Hello. I forget. Is the dentist for Mia on the 18th? I need to tell my boss. Thank you.', 'findEvent', {
    words: 'dentist',
    member: MIA,
    yesNo: true,
  }),
  p('Thinking of booking Mia a haircut. Sat 14th, 11am. Is she free?', 'freeBusy', {
    date: '2026-03-14',
    fromTime: '11:00',
    member: MIA,
  }),
  p(
    "Hello! I'm trying to do a bit of planning for next week because it's looking absolutely mental with my work deadline and all the kids' stuff, and I'm the type who needs to see it all laid out or I panic. Could you send me everything that's on next week, Monday to Sunday?",
    'agenda',
    { fromDate: '2026-03-09', toDate: '2026-03-15' },
  ),
  p(
    'Good afternoon. I should like to take everyone out for lunch on Sunday the 15th, around midday. Before I book the restaurant, could you please tell me whether the family is free then? Kind regards, Nana',
    'freeBusy',
    { date: '2026-03-15', member: null },
  ),
  p("ok random q but when is leo's next music class? he keeps asking me lol", 'findEvent', { words: 'music', member: LEO }),
  p('Good morning. I am very busy today at work. Please tell me what the children have today. Thank you.', 'agenda', {
    fromDate: '2026-03-04',
    toDate: '2026-03-04',
  }),
  p("Netball. When's Mia's next game? Need to organise a lift.", 'findEvent', { words: 'netball', member: MIA }),
  p(
    "Hi, so work has asked me to go to an offsite on Thursday the 26th, and it runs from about 1 till 5, which would mean I can't do school pick-up. Before I say yes, can you check if we're free that afternoon, 1 to 5?",
    'freeBusy',
    { date: '2026-03-26', fromTime: '13:00', toTime: '17:00' },
  ),
  p("Hello dear. When is Sam's next swimming lesson, please? I thought I might go along and watch him. Kind regards, Nana", 'findEvent', {
    words: 'swim',
    member: SAM,
  }),
  p("hey so whats on for mia on saturday? she said she has 'like 3 things' and i dont believe her 😂", ['agenda', 'findEvent'], {
    fromDate: '2026-03-07',
    toDate: '2026-03-07',
    member: MIA,
  }),
  p('Hello. When is the next doctor for Leo? I want to ask the doctor about his cough. Thanks.', 'findEvent', {
    words: 'doctor',
    member: LEO,
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // Lists, to-dos, homework (15)
  p("Party stuff for Leo's birthday. Add to shopping: balloons, candles, party bags. Thanks.", 'addListItems', {
    list: null,
    items: ['balloon', 'candle', 'party bag'],
  }),
  p(
    "Hi! So Sam came home with a project on native animals which is apparently due Friday the 13th, and of course he only mentioned it at bedtime. He has to make a poster about an animal of his choice (he's picked the echidna, obviously). Can you add it as his homework?",
    'addHomework',
    { member: SAM, dueDate: '2026-03-13' },
  ),
  p(
    "Hello dear. Before I forget, I promised to knit Leo a new beanie for winter and to find Sam's old recorder in my cupboard. Would you please put both on my to-do list? Kind regards, Nana",
    'addTodo',
    { tasks: ['beanie', 'recorder'] },
  ),
  p('hey i grabbed milk and bread on the way over. u can tick those off the shopping list 👍 also leo ate all the bananas lol', 'tickListItems', {
    list: null,
    items: ['milk', 'bread'],
    remove: false,
  }),
  p('Hello. We have the Party list for Sam birthday. Please add cups, plates and napkins on it. Thank you very much.', 'addListItems', {
    list: 'party',
    items: ['cups', 'plates', 'napkins'],
  }),
  p("Mia's teacher emailed. Says homework's piling up. What's Mia got outstanding?", 'listHomework', { member: MIA }),
  p(
    "Ok, so I've just remembered that the car rego is due at the end of the month, and I also need to renew Leo's Medicare card because the old one's expired, which I only discovered at the GP yesterday, mortifying. Could you remind me to do both? No rush, no specific time.",
    'addTodo',
    { tasks: ['rego', 'Medicare'], reminder: true },
  ),
  p(
    'Good morning. I am going to the shops this afternoon and thought I might pick up a few things for you. Could you tell me what is on the shopping list? Kind regards, Nana',
    'showList',
    { list: null },
  ),
  p(
    'hey so sam has spelling words to learn for a test on friday, the sheet is in his bag. can u add it as homework for him so i remember to do it with him tmrw',
    'addHomework',
    { task: 'spelling', member: SAM, dueDate: '2026-03-06' },
  ),
  p('Hello. I pay the swimming fees today, finally. Please mark done the todo. Thank you.', 'completeTodo', { text: 'swim' }),
  p('Household jobs for the weekend. Fix the fence. Clean out the gutters. Mow. Add them to my to-dos.', 'addTodo', {
    tasks: ['fence', 'gutter', 'mow'],
  }),
  p(
    "Hi! So with the school holidays coming and us going up to my sister's at the beach (finally confirmed!), I think we need a proper packing list this time, because last time we forgot Leo's bear and it was a disaster. Could you make a new list called Beach Packing?",
    'createList',
    { name: 'beach' },
  ),
  p(
    'Hello dear. Sam tells me you are out of Weet-Bix, and Leo asked very sweetly for some apple juice. Please would you add them to the shopping list? Kind regards, Nana',
    'addListItems',
    { list: null, items: ['weet', 'apple juice'] },
  ),
  p('hi so mia has to read 2 chapters of her book by monday for class. she said to tell u lol. can u add it to her homework', 'addHomework', {
    task: 'chapter',
    member: MIA,
    dueDate: '2026-03-09',
  }),
  p('Good evening. I am tired today and I forget everything. Please show me my todo list. Thank you.', 'listTodos'),

  // ---------------------------------------------------------------------------------------------------------------
  // Ask-backs (10)
  ask("Leo needs a haircut. Book it in. Whenever's good."),
  ask(
    "Hi, sorry! The swim coach emailed about changing Sam's squad times, something to do with the pool lanes being reallocated, which is all very complicated. Can you move his swimming for me? I'll have to dig out the email for the new time.",
  ),
  ask(
    'Hello dear. Sam told me about his school play, which sounds delightful. I am afraid I did not catch which day it is on, and he was not sure either. Could you please put it in the calendar for me? Kind regards, Nana',
  ),
  ask('hey so mia has that thing tomorrow at 4, the one she told u about?? can u put it in so i dont forget'),
  ask("Hello. Doctor call me about the appointment for Leo. They need change the time. Please change it. I don't know yet the new time. Thank you."),
  ask('Sam. Footy gala day. Saturday 10th. 8am. Add it.'),
  ask(
    "Hi! So Mia's friend Ava is having a birthday party sometime in April, the invitation says 'date TBC' which, helpful. Can you put it in the calendar for Mia anyway so I don't double book her?",
  ),
  ask(
    "Good afternoon. I have booked a lovely high tea for Mia and myself on the 31st of April at 2 o'clock. Would you please add it to the calendar? Kind regards, Nana",
  ),
  ask('hey so the thing on friday is off, her mum just texted me. can u cancel it'),
  ask('Hello. My son have doctor appointment on Friday at 10 morning. Please add for him. Thank you.'),
];
