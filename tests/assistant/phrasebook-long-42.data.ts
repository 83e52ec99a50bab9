// TRAINING phrasebook, long messages, part 42: a busy school term (Term 1, March 2026) as families really send it.
// Written by a helper session from the tool contract only (the zod input schemas and their .describe() texts in
// functions/assistant/tools/*.ts, and the harness in tests/assistant/phrasebook.ts); the engine, its tests and the
// other phrasebooks' messages were not read, and nothing was run on these rows. Every message was written fresh.
// Every row is two sentences or more (most are three or more): newsletters pasted or paraphrased with the request
// after them, voice-note transcripts (a few with no punctuation at all, "um", "oh and"), a change of plan explained
// before it is asked for, messages that correct themselves ("no wait, it's Thursday"), two requests in one message
// and pleasantries around the request. Four voices write into one family account:
//   - the children's mum, working in Dubai this term, English her second language ("Kindly add", "Sam swimming
//     lesson", "is delay", "Salam", "Jazakallah"); she says her times are Sydney time, and they are taken as written;
//   - an Australian parent with slang ("arvo", "chuck it in", "bung", "whack", "reckon", "sus", "ta", "cheers");
//   - the stepdad (Leo's dad), careful and a bit apologetic, mentions "their mum" and the kids' dad (handovers);
//   - Lena the au pair ("host mum", "host dad", emojis, light second-language English, most of the voice notes).
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · Sat 03-14 · Sun 03-15 · this week 03-04..03-10 · next week 03-09..03-15
//   A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Conventions:
//   - Expectations are partial: only what the message clearly determines; text slots hold key word(s) only.
//   - The news around a request is not a request: the expectation is what the parent finally asks for.
//   - A message that corrects itself: the corrected value is expected.
//   - One named child -> member; two named children -> member (first named) + alsoMembers [the other].
//   - "the kids", "all three", the parents' own, the stepdad's own and the au pair's own events -> no member checked.
//   - A span of whole days -> allDay true, date = first day, durationMinutes = days × 1440.
//   - A weekly activity -> recurrence 'weekly' (first occurrence as date); "until"/"paid until" -> repeatUntil;
//     "every second Friday" -> 'fortnightly'; a day of the month each month -> 'monthly'; a birthday -> 'yearly'.
//   - A day with no time -> date only (allDay not checked unless the message says all day); no day at all -> ask.
//   - "remind me the evening before at 8" -> reminderMinutes worked out to that time; "the night before" with no
//     hour -> reminder not checked.
//   - A move said both ways ("20 minutes later, so 5pm") -> only the target is checked, since shiftMinutes and time
//     are both right; "finishes at 7:30 now" -> endTime.
//   - Two requests in one message -> either request's tool is accepted, and only the slots both would share are
//     checked (often none).
//   - A child's schoolwork with a due day -> addHomework with dueDate; "remind me to…" with no time -> addTodo,
//     reminder true; list null = the family's Shopping list.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // createEvent
  p(
    "Righto, pasting this from the newsletter cos I'll lose it otherwise. 'The Years 3-6 Swimming Carnival will be held on Thursday 12 March at Ryde Aquatic Centre, buses depart 8:45am sharp.' Can you chuck it in for Mia? Cheers.",
    'createEvent',
    { title: 'carnival', member: MIA, date: '2026-03-12', time: '08:45' },
  ),
  p(
    'Good afternoon. Kindly add for Sam the school photo day, it is on Tuesday 17 March. He must wear the full winter uniform, not sport uniform. Thank you so much.',
    'createEvent',
    { title: 'photo', member: SAM, date: '2026-03-17' },
  ),
  p(
    "Hi, it's Mia and Sam's stepdad here. Their mum is in Dubai for work till the end of the month so I'm running the show. Sam's got a dentist check up on Monday at 3:15 at the Epping clinic. Can you put that in please?",
    'createEvent',
    { title: 'dentist', member: SAM, date: '2026-03-09', time: '15:15' },
  ),
  p(
    "hi it's lena um so Leo has a birthday party on saturday at the play centre it starts at ten and goes till twelve can you put it in the calendar for him oh and it's for his friend Archie",
    'createEvent',
    { title: 'party', member: LEO, date: '2026-03-07', time: '10:00', durationMinutes: 120 },
  ),
  p(
    "Mia's made the district cross country team, stoked for her!! It's on Friday 20 March at Macquarie Park, all day thing. Pop it in the calendar would ya.",
    'createEvent',
    { title: 'country', member: MIA, date: '2026-03-20', allDay: true },
  ),
  p(
    'Hello, I am in Dubai this month so please note all times I write are Sydney time. Mia has parent teacher interview on Wednesday 18 March at 4:40 pm. I will join by video call. Please add and remind me 1 hour before.',
    'createEvent',
    { title: 'interview', member: MIA, date: '2026-03-18', time: '16:40', reminderMinutes: 60 },
  ),
  p(
    "Hi! Sam told me today in the car that he has library day every Tuesday and he needs to bring the library bag. Can you make a weekly thing for Tuesday at 8 in the morning? So I don't forget it 🙈",
    'createEvent',
    { title: 'library', member: SAM, date: '2026-03-10', time: '08:00', recurrence: 'weekly' },
  ),
  p(
    "The school disco is on Wednesday the 25th. No wait, sorry, it's Thursday the 26th, I was looking at the wrong week. 6 till 8 in the school hall, for Mia and Sam both. Can you add it?",
    'createEvent',
    { title: 'disco', member: MIA, alsoMembers: [SAM], date: '2026-03-26', time: '18:00', durationMinutes: 120 },
  ),
  p(
    "Footy training's starting back up for Sam tomorrow, every Thursday arvo 4:30 to 5:30 at Pennant Hills Oval. Goes till the end of term which is 2 April apparently. Can you set that up as a repeating thing? Ta.",
    'createEvent',
    { title: 'footy', member: SAM, date: '2026-03-05', time: '16:30', durationMinutes: 60, recurrence: 'weekly', repeatUntil: '2026-04-02' },
  ),
  p(
    'Dear assistant, the school send a letter that Year 5 will have NAPLAN writing test on Wednesday 11 March in the morning at 9. Mia is very nervous about this. Please add it in her calendar so we can prepare her the night before.',
    'createEvent',
    { title: 'NAPLAN', member: MIA, date: '2026-03-11', time: '09:00' },
  ),
  p(
    'Hi hi! Host mum asked me to put something in the calendar. Leo has his vaccination at the GP on Friday 13 March at 10:30. I will take him with the pram.',
    'createEvent',
    { title: 'vaccination', member: LEO, date: '2026-03-13', time: '10:30' },
  ),
  p('Harmony Day is Friday 20 March and the kids can wear orange, gold coin donation. Whack it in as an all day thing for Mia and Sam please.', 'createEvent', {
    title: 'Harmony',
    member: MIA,
    alsoMembers: [SAM],
    date: '2026-03-20',
    allDay: true,
  }),
  p(
    "Their mum just messaged me from Dubai. She says the orthodontist rang and Mia's appointment for her plate is now booked, Tuesday 24 March at 8:15 before school. I'll be the one driving her. Please add it.",
    'createEvent',
    { title: 'orthodontist', member: MIA, date: '2026-03-24', time: '08:15' },
  ),
  p(
    "okay so um this is Lena again I'm at the school gate and the teacher said there's an excursion for Sam's class to the Australian Museum on Monday the 23rd they leave at 9 and come back by 2:30 can you put it in the calendar please thank you",
    'createEvent',
    { title: 'excursion', member: SAM, date: '2026-03-23', time: '09:00', durationMinutes: 330 },
  ),
  p(
    'Salam. My husband is sick today so I am doing the organising from here. Sam has swimming lesson every Saturday at 9:30 am for 45 minutes, starting this Saturday. Kindly put this as repeating every week. Jazakallah.',
    'createEvent',
    { title: 'swim', member: SAM, date: '2026-03-07', time: '09:30', durationMinutes: 45, recurrence: 'weekly' },
  ),
  p(
    "Oi, canteen roster came out and guess who's on it. I'm doing canteen duty Monday 16 March from 8:30 till 11. Not for the kids obviously, just me. Bung it in the calendar.",
    'createEvent',
    { title: 'canteen', date: '2026-03-16', time: '08:30', durationMinutes: 150 },
  ),
  p(
    "So I've been told about the Easter hat parade this year. It's Wednesday 1 April at 9:30 in the school hall, Sam and Leo are both in it (Leo's with the preschool group next door). Add it for the two of them please.",
    'createEvent',
    { title: 'parade', member: SAM, alsoMembers: [LEO], date: '2026-04-01', time: '09:30' },
  ),
  p(
    'Hi, quick one but with a story 😅 Mia lost her sport shoes and we need to buy new ones. I booked to go shoe shopping with her on Saturday at 2pm. Can you add it please so nobody plans something else?',
    'createEvent',
    { title: 'shop', member: MIA, date: '2026-03-07', time: '14:00' },
  ),
  p(
    "The school newsletter say: 'Parent information evening for Year 2 families, Tuesday 10 March, 6:00pm-7:00pm, Library.' This is for Sam class. Please add for Sam and make reminder 30 minutes before.",
    'createEvent',
    { title: 'information', member: SAM, date: '2026-03-10', time: '18:00', durationMinutes: 60, reminderMinutes: 30 },
  ),
  p(
    "Um yeah hey, so Sam's mate Jack has his birthday at Flip Out on the 14th, that's the Saturday. Starts at 11, um, reckon it's a two hour thing. Can you put it in for Sam?",
    'createEvent',
    { title: 'birthday', member: SAM, date: '2026-03-14', time: '11:00', durationMinutes: 120 },
  ),
  p(
    "Just a heads up, I've got custody handover with the kids' dad at the McDonald's in Hornsby this Friday at 5:30. It's a regular thing, every second Friday. Please add it for Mia and Sam as a repeat.",
    'createEvent',
    { title: 'handover', member: MIA, alsoMembers: [SAM], date: '2026-03-06', time: '17:30', recurrence: 'fortnightly' },
  ),
  p(
    "Hello! Leo's daycare sends a note: on Thursday 19 March they have 'Pyjama Day' and the kids come in pyjamas. It's the whole day. Can you add it for Leo so I remember to not dress him 😄",
    'createEvent',
    { title: 'pyjama', member: LEO, date: '2026-03-19', allDay: true },
  ),
  p(
    'Hello again. Mia is starting Quran class on Sundays from this week, at 4 pm until 5:30 pm, in the community centre. Please make it every Sunday. Her teacher is very strict about being on time.',
    'createEvent',
    { title: 'Quran', member: MIA, date: '2026-03-08', time: '16:00', durationMinutes: 90, recurrence: 'weekly' },
  ),
  p(
    'The P&C meeting is on tonight at 7 in the staff room, totally forgot. It goes for about an hour and a half usually. Can you put it in and give me a nudge 15 mins before?',
    'createEvent',
    { title: 'P&C', date: '2026-03-04', time: '19:00', durationMinutes: 90, reminderMinutes: 15 },
  ),
  p(
    "Sam's teacher pulled me aside at pick up. She'd like a meeting about his reading, and we settled on next Wednesday at 3:20 in the classroom. Should be 20 minutes or so. Can you add it under Sam?",
    'createEvent',
    { title: 'meeting', member: SAM, date: '2026-03-11', time: '15:20', durationMinutes: 20 },
  ),
  p(
    "hey it's me so the swimming teacher said Leo can start the baby class it's on wednesdays at 10 in the morning half an hour every week can you add it starting next week",
    'createEvent',
    { title: 'swim', member: LEO, date: '2026-03-11', time: '10:00', durationMinutes: 30, recurrence: 'weekly' },
  ),
  p(
    'Please note the school will have Ramadan iftar evening for families on Friday 13 March at 7:15 pm. All the family is invited, also the little one Leo. Add for the three children please, thank you.',
    'createEvent',
    { title: 'iftar', date: '2026-03-13', time: '19:15' },
  ),
  p(
    "Sam's going to a sleepover at his cousin's in Castle Hill Friday night. Dropping him at 5, picking up Saturday around 10. Can you pop that in for him?",
    'createEvent',
    { title: 'sleepover', member: SAM, date: '2026-03-06', time: '17:00' },
  ),
  p(
    "Copied from the Skoolbag app: 'Year 2 Excursion - Taronga Zoo, Thursday 26 March. Students to arrive by 8:30am. Return approx 3pm. Cost $42.' That's Sam's year. Can you add it please.",
    'createEvent',
    { title: 'zoo', member: SAM, date: '2026-03-26', time: '08:30' },
  ),
  p(
    "Hi, it's Lena. I have my English class on Monday and Wednesday evenings, 6 to 8, starting next Monday the 9th. Host dad said I should put it in the family calendar so they know I'm not available. Can you make it weekly on both days?",
    'createEvent',
    { title: 'English', date: '2026-03-09', time: '18:00', durationMinutes: 120, recurrence: 'weekly', alsoWeekdays: [3] },
  ),
  p('Mia has the dentist on 19 March at 11 am. Sorry, I check again, it is 11:45 not 11. Please add for her.', 'createEvent', {
    title: 'dentist',
    member: MIA,
    date: '2026-03-19',
    time: '11:45',
  }),
  p(
    "Alright, athletics carnival's been locked in for Tuesday 31 March, all day at the school oval. Both Mia and Sam are competing, Mia's doing the 800m, bless her. Add it for the pair of 'em.",
    'createEvent',
    { title: 'athletics', member: MIA, alsoMembers: [SAM], date: '2026-03-31', allDay: true },
  ),
  p(
    "Leo's got his 3 year old health check with the nurse. It's on Thursday 12 March at 9:15 at the community health centre. Please remind me the night before, he always needs a bit of warning.",
    'createEvent',
    { title: 'health', member: LEO, date: '2026-03-12', time: '09:15' },
  ),
  p(
    "So Mia asked if her friend Zara can come for a playdate. Zara's mum says Tuesday after school is good, from 3:30 until 5:30. I said yes, can you add it for Mia?",
    'createEvent',
    { title: 'playdate', member: MIA, date: '2026-03-10', time: '15:30', durationMinutes: 120 },
  ),
  p(
    'Hello, good evening. I will land in Sydney on Saturday 21 March at 6:10 am, flight EK412. Please put it in the family calendar so the children know Mama is coming. Maybe remind 2 hours before.',
    'createEvent',
    { date: '2026-03-21', time: '06:10', reminderMinutes: 120 },
  ),
  p(
    "School's got a working bee on Saturday the 28th from 8 till 12, they're begging for helpers. I'll go with Sam, he loves a wheelbarrow. Add it for Sam please mate.",
    'createEvent',
    { title: 'working bee', member: SAM, date: '2026-03-28', time: '08:00', durationMinutes: 240 },
  ),
  p(
    "Bit of a change this week. Normally their mum does the music run but she's overseas, so I'm taking Mia to her violin lesson tomorrow, 4:15 at the Con. It's a one-off make-up lesson. Can you add it so I don't forget?",
    'createEvent',
    { title: 'violin', member: MIA, date: '2026-03-05', time: '16:15' },
  ),
  p(
    'um hi so I am going to take Sam and Leo to the library story time on Friday um at 10:30 wait no Sam has school so just Leo sorry just Leo at 10:30 it is like 45 minutes',
    'createEvent',
    { title: 'story', member: LEO, date: '2026-03-06', time: '10:30', durationMinutes: 45 },
  ),
  p(
    "The school ask parents to come for Mia's class assembly, her class is presenting. It is on Friday 13 March at 9 am in the hall. My sister will go because I am travelling. Please add for Mia.",
    'createEvent',
    { title: 'assembly', member: MIA, date: '2026-03-13', time: '09:00' },
  ),
  p(
    "Sam's got show and tell on Monday and he wants to bring the lizard, god help us. Add show and tell for Monday for him. Oh and chuck crickets on the shopping list while you're at it.",
    ['createEvent', 'addListItems'],
  ),
  p(
    "Sorry for the essay. Sam's been having trouble sleeping and the GP referred him to a paediatrician. The only appointment they had was Monday 30 March at 1:45, so I'll pull him out of school early. Please put it in.",
    'createEvent',
    { title: 'paediatrician', member: SAM, date: '2026-03-30', time: '13:45' },
  ),
  p(
    'Hi hi. Mia has her piano exam on Sunday 22 March at 11:20, she told me to write it down but I prefer you do it 😂 She needs to be there a bit earlier to warm up. Please remind 1 hour before.',
    'createEvent',
    { title: 'piano', member: MIA, date: '2026-03-22', time: '11:20', reminderMinutes: 60 },
  ),
  p(
    "Assalamu alaikum. Leo's daycare have parent meeting on Monday 9 March at 5 pm, 30 minutes only. Please add it for Leo and for me reminder before 1 hour. Thanks.",
    'createEvent',
    { title: 'meeting', member: LEO, date: '2026-03-09', time: '17:00', durationMinutes: 30, reminderMinutes: 60 },
  ),
  p(
    "The school's doing a movie night every month now, kicking off this Friday at 6:30. We'll probably go to most of 'em with the kids. Set it up monthly would ya.",
    'createEvent',
    { title: 'movie', date: '2026-03-06', time: '18:30', recurrence: 'monthly' },
  ),
  p("Mia's netball grading is on Saturday 14 March. They said to arrive at 8:40 for a 9:00 start. Put it in for 9 please, under Mia.", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-14',
    time: '09:00',
  }),
  p(
    'Hello! Sam started Kumon maths, every Monday and Thursday at 4pm for one hour. His mum paid until the end of April. Can you put it in, please?',
    'createEvent',
    { title: 'Kumon', member: SAM, time: '16:00', durationMinutes: 60, recurrence: 'weekly', repeatUntil: '2026-04-30' },
  ),
  p('Please add Sam birthday, it is 2 April and he will be 8. Every year please. We will do small party later, I will tell you.', 'createEvent', {
    title: 'birthday',
    member: SAM,
    date: '2026-04-02',
    recurrence: 'yearly',
  }),
  p(
    "Righto, Mia's school camp at Stanwell Tops is Wednesday 25 to Friday 27 March. Three days, two nights, poor kid's never been away that long. Can you put it in as a multi day thing?",
    'createEvent',
    { title: 'camp', member: MIA, date: '2026-03-25', allDay: true, durationMinutes: 4320 },
  ),
  p(
    "The kids' dad is picking them up from school on Friday the 20th, no sorry, Friday the 13th, at 3:10. He's taking them to his place for the weekend. Add it for Mia and Sam please.",
    'createEvent',
    { title: 'dad', member: MIA, alsoMembers: [SAM], date: '2026-03-13', time: '15:10' },
  ),
  p(
    "Hi! Tomorrow evening I'm babysitting for the neighbours from 7 to 10, host mum said ok. I just want it in the calendar so everyone knows I'm out. Thank you ☺️",
    'createEvent',
    { title: 'babysit', date: '2026-03-05', time: '19:00', durationMinutes: 180 },
  ),
  p(
    'Mia need to do her blood test, fasting from the night before. Appointment is Thursday 12 March at 7:30 morning at the Laverty lab. Please add and remind me evening before at 8 pm.',
    'createEvent',
    { title: 'blood', member: MIA, date: '2026-03-12', time: '07:30', reminderMinutes: 690 },
  ),
  p(
    "Sam's got a mate over this arvo, Oscar from his class. His mum's picking him up at 5:30. Don't need much, just pop 'Oscar over' in from 3:30 for Sam.",
    'createEvent',
    { title: 'Oscar', member: SAM, date: '2026-03-04', time: '15:30' },
  ),
  p(
    "Mia's gymnastics is moving up a level which means a brand new class. It's Tuesdays 5 to 6:30pm from next week, the 10th, through to 31 March. Can you add it as weekly please.",
    'createEvent',
    { title: 'gym', member: MIA, date: '2026-03-10', time: '17:00', durationMinutes: 90, recurrence: 'weekly', repeatUntil: '2026-03-31' },
  ),
  p(
    "Hi it's Lena um Leo has his daycare photos on Tuesday the 17th so I need to dress him nice oh and it's in the morning at like 9:30 can you add it",
    'createEvent',
    { title: 'photo', member: LEO, date: '2026-03-17', time: '09:30' },
  ),
  p(
    "Hello. Tomorrow the school have the 'Ride2School Day', the children can come by bicycle. Sam want to ride so I need somebody walk with him at 8:15. Please add this for Sam tomorrow 8:15.",
    'createEvent',
    { title: 'ride', member: SAM, date: '2026-03-05', time: '08:15' },
  ),

  // ---------------------------------------------------------------------------------------------------------------
  // updateEvent
  p("Change of plans, the swimming carnival's been pushed back cos of the forecast. It's now Thursday 19 March, same time. Can you shift it?", 'updateEvent', {
    target: { words: 'carnival' },
    changes: { date: '2026-03-19' },
  }),
  p(
    'Salam, small change please. Sam swimming lesson on this Saturday only is at 10:15 instead of 9:30 because the pool has a competition. Other Saturdays stay same.',
    'updateEvent',
    { target: { words: 'swim', date: '2026-03-07' }, changes: { time: '10:15' } },
  ),
  p("The orthodontist rang back, they need to reschedule Mia. Instead of the 24th it's now Thursday 26 March, same time. Please update it.", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA },
    changes: { date: '2026-03-26' },
  }),
  p("Footy training's been bumped to 5 o'clock from now on cos the coach can't get there earlier. Just move the time for all of them, ta.", 'updateEvent', {
    target: { words: 'footy' },
    changes: { time: '17:00' },
  }),
  p(
    'Hi! Small problem 😬 The playdate with Zara on Tuesday, her mum wrote that they can only come at 4 now. Can you change it to 4 until 5:30?',
    'updateEvent',
    { target: { words: 'playdate', date: '2026-03-10' }, changes: { time: '16:00' } },
  ),
  p('Please for the parent teacher interview of Mia, the school moved it 20 minutes later. I think it was 4:40 so now is 5 pm. Thank you.', 'updateEvent', {
    target: { words: 'interview' },
  }),
  p('The dentist for Sam on Monday, can you make it 3:45 instead. Actually no, make it 4:15, I just got the text confirming. Cheers.', 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-09', member: SAM },
    changes: { time: '16:15' },
  }),
  p(
    "From the newsletter: 'Due to a technical issue, the Year 5 NAPLAN writing assessment has been moved to Monday 16 March.' Yeah so that's Mia's, can you move it over? Same time I think.",
    'updateEvent',
    { target: { words: 'NAPLAN' }, changes: { date: '2026-03-16' } },
  ),
  p("hi um the library story time on friday it's actually at 11 not 10:30 I read the sign wrong can you fix it", 'updateEvent', {
    target: { words: 'story', date: '2026-03-06' },
    changes: { time: '11:00' },
  }),
  p('Good morning. The iftar evening at school is moved to start at 7:30 pm because of the sunset time, kindly change it.', 'updateEvent', {
    target: { words: 'iftar' },
    changes: { time: '19:30' },
  }),
  p(
    "Small thing but it's bugging me. The event I put in as 'Oscar over' is really a playdate, and his mum says it's Oskar with a k. Can you rename it to 'Playdate with Oskar'?",
    'updateEvent',
    { target: { words: 'Oscar' }, changes: { title: 'Oskar' } },
  ),
  p("Leo's tagging along to the working bee too, he's got his own little rake now. Can you add him to it?", 'updateEvent', {
    target: { words: 'working bee' },
    changes: { addMembers: [LEO] },
  }),
  p(
    'Hello, the swimming for Leo on Wednesdays is now at the indoor pool at Carlingford, not Epping, because Epping is closed for repairs. Can you change the place? Time is the same.',
    'updateEvent',
    { target: { words: 'swim', member: LEO }, changes: { location: 'Carlingford' } },
  ),
  p('The Quran class for Mia is now 2 hours, from 4 until 6 pm on Sunday. The teacher added tajweed lesson. Please update.', 'updateEvent', {
    target: { words: 'Quran' },
  }),
  p(
    "The Taronga Zoo excursion for Sam, can you put a note on it that he needs a packed lunch and a hat. The school's no hat no play rule applies. Thanks.",
    'updateEvent',
    { target: { words: 'zoo' }, changes: { note: 'lunch' } },
  ),
  p(
    "Movie night this Friday's running half an hour late, the projector's being fixed. Can you bump it back 30 mins? Only this Friday, not the others.",
    'updateEvent',
    { target: { words: 'movie', date: '2026-03-06' } },
  ),
  p(
    "Hi, for Mia's piano exam on the 22nd can you change the reminder to the day before? Like 24 hours before. She always forgets to practise the scales 🙈",
    'updateEvent',
    { target: { words: 'piano' }, changes: { reminderMinutes: 1440 } },
  ),
  p('Sorry, I made a mistake before. The photo day for Sam is not 17 March, it is 18 March Wednesday. Please correct it.', 'updateEvent', {
    target: { words: 'photo', member: SAM },
    changes: { date: '2026-03-18' },
  }),
  p("The school disco's finishing at 7:30 now instead of 8, apparently the juniors were getting too feral. Can you update the finish time?", 'updateEvent', {
    target: { words: 'disco' },
    changes: { endTime: '19:30' },
  }),
  p(
    "yeah g'day um so Sam's footy this Thursday the coach just texted it's at Cherrybrook oval this week not Pennant Hills can you change that just for this week cheers",
    'updateEvent',
    { target: { words: 'footy', date: '2026-03-05' }, changes: { location: 'Cherrybrook' } },
  ),
  p(
    'The haircut I put in for Sam on Saturday, actually it is for Leo, Sam already had his with his dad. Can you change it to Leo please? Sorry for the confusion!',
    'updateEvent',
    { target: { words: 'haircut', date: '2026-03-07', member: SAM }, changes: { member: LEO } },
  ),
  p(
    'My flight is delay. Now I will land Saturday 21 March at 9:40 am, not 6:10. Please change it in calendar and keep the reminder 2 hours before.',
    'updateEvent',
    { target: { words: 'flight' }, changes: { time: '09:40' } },
  ),
  p("Mia's netball grading is now Sunday, not Saturday. Hang on, let me check the email... yes, Sunday 15 March, 9am still. Please move it.", 'updateEvent', {
    target: { words: 'netball' },
    changes: { date: '2026-03-15' },
  }),
  p(
    "Newsletter says: 'Please note Term 1 Parent Teacher Interviews for Years 3-6 will run on the afternoon of Wednesday 18 March, with all times 30 minutes earlier than booked.' Ugh. Can you shift Mia's interview 30 minutes earlier then?",
    'updateEvent',
    { target: { words: 'interview' }, changes: { shiftMinutes: -30 } },
  ),
  p(
    'Hi! The gymnastics for Mia this coming Tuesday the 10th is one hour earlier because of a competition, so 4 to 5:30 only this time. Can you change just that one? Thank you!',
    'updateEvent',
    { target: { words: 'gym', date: '2026-03-10' }, changes: { time: '16:00' } },
  ),

  // ---------------------------------------------------------------------------------------------------------------
  // cancelEvent
  p(
    "Bad news, Sam's come down with gastro so he's not going to the Flip Out party on the 14th. I'll let Jack's mum know. Can you take it out of the calendar?",
    'cancelEvent',
    { target: { fromDate: '2026-03-14', member: SAM }, series: false },
  ),
  p(
    "Hello. Unfortunately Mia's Quran class is finished, the teacher is going back to Egypt. Please delete all the Sunday classes, all of them.",
    'cancelEvent',
    { target: { words: 'Quran' }, series: true },
  ),
  p(
    "Rang the dentist and cancelled Sam's appointment on Monday, he's got a wobbly tooth so they'd rather wait. Please remove it. We'll rebook after Easter.",
    'cancelEvent',
    { target: { words: 'dentist', fromDate: '2026-03-09', member: SAM }, series: false },
  ),
  p("Hello, next Wednesday the pool is closed so Leo's swim class is off. Only that one, the others are normal. Can you delete it?", 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-11', member: LEO },
    series: false,
  }),
  p("Footy's done for Sam, he's decided he hates it, kids eh. Can you get rid of all the training sessions? Cheers.", 'cancelEvent', {
    target: { words: 'footy', member: SAM },
    series: true,
  }),
  p('Tomorrow Sam is sick with fever, he will stay home whole day. Please cancel everything he has tomorrow.', 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-05', member: SAM },
    series: false,
  }),
  p(
    "The kids' dad has cancelled this Friday's handover, he's stuck in Melbourne for work. So they're staying with us. Please delete Friday's handover, just this one.",
    'cancelEvent',
    { target: { words: 'handover', fromDate: '2026-03-06' }, series: false },
  ),
  p(
    "hi it's Lena um I'm really sorry but I'm sick so I can't do the babysitting for the neighbours tomorrow can you delete it please thank you",
    'cancelEvent',
    { target: { words: 'babysit', fromDate: '2026-03-05' }, series: false },
  ),
  p(
    "Newsletter just dropped: 'Unfortunately the school disco scheduled for Thursday 26 March has been cancelled due to the hall refurbishment.' Gutted, the kids were pumped. Get rid of it please.",
    'cancelEvent',
    { target: { words: 'disco', fromDate: '2026-03-26' }, series: false },
  ),
  p(
    'The movie night at school we will not go anymore, it is too late for the children and they are tired next day. Please remove all of them from the calendar.',
    'cancelEvent',
    { target: { words: 'movie' }, series: true },
  ),
  p(
    "Mia's not doing the cross country after all. She rolled her ankle at training last night and the physio said no running for two weeks. Please cancel it for her.",
    'cancelEvent',
    { target: { words: 'country', member: MIA }, series: false },
  ),
  p(
    'Hi! My English class next Wednesday, the 11th, is cancelled because the teacher is sick 🤒 Monday is still on. Can you take out only the Wednesday one?',
    'cancelEvent',
    { target: { words: 'English', fromDate: '2026-03-11' }, series: false },
  ),
  p(
    "Salam. From Monday 23 March until Friday 27 March my husband is taking the children to Melbourne to visit my brother. Please cancel Sam's Kumon classes in that week only.",
    'cancelEvent',
    { target: { words: 'Kumon', fromDate: '2026-03-23', toDate: '2026-03-27', member: SAM }, series: false },
  ),
  p('Called off the playdate with Zara, Mia and her have had a falling out, classic year 5 drama. Delete it for me would ya.', 'cancelEvent', {
    target: { words: 'playdate', member: MIA },
    series: false,
  }),
  p(
    "We've decided to skip the working bee, Leo's got an ear infection and I don't want to leave him. Someone else can shovel the mulch. Please delete the working bee.",
    'cancelEvent',
    { target: { words: 'working bee' }, series: false },
  ),
  p('oh and um the gymnastics for Mia on the 17th she has a school thing so she cannot go can you delete that one only', 'cancelEvent', {
    target: { words: 'gym', fromDate: '2026-03-17', member: MIA },
    series: false,
  }),
  p(
    'Saturday 14 March we have family wedding in Melbourne, we fly early morning. Please cancel everything on that day for all the family. Sorry for the trouble.',
    'cancelEvent',
    { target: { words: null, fromDate: '2026-03-14' }, series: false },
  ),
  p(
    "Sam's Kumon, we're pulling the pin on it, it's just too much on top of everything else. Please delete all of his Monday and Thursday sessions for good.",
    'cancelEvent',
    { target: { words: 'Kumon', member: SAM }, series: true },
  ),
  p("The P&C meeting tonight's been cancelled, no quorum again lol. Take it out please. Oh and add coffee pods to the shopping list while you're there.", [
    'cancelEvent',
    'addListItems',
  ]),
  p(
    'Hello. The daycare pyjama day is cancelled because half the kids are sick with the flu. Leo is ok but they decided to do it next term. Please delete it.',
    'cancelEvent',
    { target: { words: 'pyjama', member: LEO }, series: false },
  ),

  // ---------------------------------------------------------------------------------------------------------------
  // calendar questions: agenda, findEvent, freeBusy
  p(
    "I've got the kids on my own from tomorrow till Sunday while their mum's overseas. I'd like to know what I'm in for. What's on for everyone from Thursday to Sunday?",
    'agenda',
    { fromDate: '2026-03-05', toDate: '2026-03-08', member: null },
  ),
  p('Hello, I want to plan my video calls with the children around their activities. Please send me what Mia has next week, all days.', 'agenda', {
    fromDate: '2026-03-09',
    toDate: '2026-03-15',
    member: MIA,
  }),
  p('Good afternoon! Host dad is working late tomorrow and I will do everything alone 😅 What is on the calendar tomorrow for all the kids?', 'agenda', {
    fromDate: '2026-03-05',
    toDate: '2026-03-05',
  }),
  p("Flat out this week, can't keep track of anything. What's Sam got on for the rest of the week? Just his stuff.", 'agenda', {
    fromDate: '2026-03-04',
    member: SAM,
  }),
  p("um hi can you tell me what's happening on saturday like everything for everyone because I want to ask for the day off maybe", 'agenda', {
    fromDate: '2026-03-07',
    toDate: '2026-03-07',
  }),
  p('For the Easter holiday I need to book flights for the family. Please tell me everything the children have from 30 March until 10 April.', 'agenda', {
    fromDate: '2026-03-30',
    toDate: '2026-04-10',
  }),
  p("Mia keeps asking me when her piano exam is and I genuinely don't know. Their mum booked it. When is it?", 'findEvent', { words: 'piano' }),
  p("Quick one before I book the plumber. Is Sam's excursion on Monday the 23rd? I reckon it is but double checking.", 'findEvent', {
    words: 'excursion',
    yesNo: true,
  }),
  p('When is the next parent teacher interview for Mia? I need to make sure I am free for the video call. Please check.', 'findEvent', { words: 'interview' }),
  p("Hi! Mia says the athletics carnival is in April but I think it's March. Can you check when it is?", 'findEvent', { words: 'athletics' }),
  p("I'm trying to plan a weekend away for when their mum's back. What's coming up for the family over the next couple of weeks? Anything big?", [
    'findEvent',
    'agenda',
  ]),
  p("Mia's mate wants her over for a sleepover on Saturday the 21st. Is she free that day? Don't wanna double book her.", 'freeBusy', {
    date: '2026-03-21',
    member: MIA,
  }),
  p('I want to call the kids on video Thursday from 5 pm to 6 pm Sydney time. Are they free then or do they have activities?', 'freeBusy', {
    date: '2026-03-05',
    fromTime: '17:00',
    toTime: '18:00',
  }),
  p('Hello! I want to take Leo to the beach on Friday morning. Is he free from 9 until 12? Daycare is only Monday to Thursday I think.', 'freeBusy', {
    date: '2026-03-06',
    fromTime: '09:00',
    toTime: '12:00',
    member: LEO,
  }),
  p(
    "The in-laws want to come for lunch on Sunday the 15th. Are we free that day, the whole family? I don't want to say yes and find something's on.",
    'freeBusy',
    { date: '2026-03-15', member: null },
  ),

  // ---------------------------------------------------------------------------------------------------------------
  // homework, to-dos and lists
  p(
    "Mia's teacher send email that she must finish the science poster about the water cycle. It is due Friday 13 March. Please add it as homework for her.",
    'addHomework',
    { task: 'poster', member: MIA, dueDate: '2026-03-13' },
  ),
  p(
    "Sam's got a reader to get through and a spelling list every night, but the big one is his 'All About Me' project. It's due Monday week, the 16th. Can you chuck the project in as his homework?",
    'addHomework',
    { task: 'project', member: SAM, dueDate: '2026-03-16' },
  ),
  p(
    "Hi! Mia needs to do a book report on Charlotte's Web for English, her teacher said it's due next Thursday, the 12th. Can you put it as her homework please? And put her library visit in too, it's on Thursday at 9.",
    ['addHomework', 'createEvent'],
    { member: MIA },
  ),
  p(
    "Sam came home with a note about a maths sheet on time, half past and o'clock. It has to go back tomorrow. Please add it as his homework so it doesn't get lost in the pile.",
    'addHomework',
    { task: 'maths', member: SAM, dueDate: '2026-03-05' },
  ),
  p('Hello, I am trying to help Mia from far by video. What homework is open for her now? Please send list.', 'listHomework', { member: MIA }),
  p("Sam reckons he's got no homework this week, which I find highly sus. What's on his homework list?", 'listHomework', { member: SAM }),
  p(
    "Few things I need to sort before their mum gets back. Renew the car rego, pay the school excursion money and book Leo's haircut. Can you put those on my to-do list?",
    'addTodo',
    { tasks: ['rego', 'excursion', 'haircut'] },
  ),
  p(
    "Hello! I have some things to remember for this week. Sign Sam's reading log and return the library books. Please put them on the to-do list 📝",
    'addTodo',
    { tasks: ['reading log', 'library'] },
  ),
  p('Please remind me to transfer the school fees for term 2. I always forget because of the different time here. Thank you.', 'addTodo', {
    tasks: ['school fees'],
    reminder: true,
  }),
  p(
    'Lunchbox situation is dire. Can you add muesli bars, apples, cheese sticks and wraps to the shopping list? The kids have eaten us out of house and home.',
    'addListItems',
    { list: null, items: ['muesli', 'apples', 'cheese', 'wraps'] },
  ),
  p(
    "Hi! For Mia's school camp she needs a sleeping bag, a torch and a water bottle. Can you add these to the camp list? Host mum made a list called Camp I think.",
    'addListItems',
    { list: 'camp', items: ['sleeping bag', 'torch', 'water bottle'] },
  ),
  p(
    'For the iftar at school we need to bring food to share. Please add to shopping list: dates, samosas and mango juice. Thank you very much.',
    'addListItems',
    { list: null, items: ['dates', 'samosa', 'mango'] },
  ),
  p("Heading to Woolies on the way home from pick up. What's on the shopping list? And is bread on there?", 'showList', { list: null, check: ['bread'] }),
  p('Finally paid the excursion money, took three goes cos the school portal kept crashing. Tick that off my list will ya.', 'completeTodo', {
    text: 'excursion',
  }),
  p(
    'Sam has to practise his spelling words for the test on Friday. No wait, he says the test is on Thursday now. Please add it as homework for him.',
    'addHomework',
    { task: 'spelling', member: SAM, dueDate: '2026-03-05' },
  ),

  // ---------------------------------------------------------------------------------------------------------------
  // ask-backs: no day, two possible days, or nothing said about what to change
  ask("School sent home a note about an excursion to the Powerhouse for Mia's class. Doesn't say the date anywhere, typical. Can you add it anyway?"),
  ask('Please add Sam football match this weekend. The coach will tell the time later.'),
  ask("Their mum's texted saying Mia's appointment has moved. She didn't say to when, she's in a meeting. Can you update it?"),
  ask(
    "Hi! Sam's friend invited him to a birthday party, the invitation is in his bag but it's wet and I can't read the date 😭 It's at the bowling place at 2pm. Can you add it?",
  ),
  ask('Please book Mia for the eye test. The optometrist will give us a time, maybe next week some day.'),
  ask('yeah nah um so Sam needs to get his hair cut before school photos can you put something in for that um whenever works I dunno'),
  ask("Mia's swimming squad trial is either Tuesday or Wednesday next week, the coach is meant to confirm. Pencil it in at 4 would you?"),
  ask(
    "Hello! Can you change the time of Leo's appointment? The receptionist called me and I was driving so I didn't write down the new time 🙈 I'll ask host mum.",
  ),
  ask('Hello, the school will have sports day for Sam. I will send you the date when the newsletter comes. Please add it now so I do not forget.'),
  ask("Leo's got a follow-up with the ear specialist, they said in about two weeks. Can you stick it in? I'll confirm the time later."),
];
