// TRAINING phrasebook, long messages, part 44: a shared-care family (the Okafor children, mum Chioma, dad Daniel) and its
// helpers, writing long messages about handovers, school pick-ups, illness, changes of plan, holidays, school notices and
// shopping before a trip. Written by a helper session from the tool contract only (the zod input schemas and their
// .describe() texts in functions/assistant/tools/*.ts, and the harness in tests/assistant/phrasebook.ts); the engine, its
// tests and the other phrasebooks' messages were not read, and nothing was run on these rows. Every message was written fresh.
// Five voices: Daniel, the co-parent, formal and careful ("Good afternoon.", "Please amend…", "Kind regards"); Priya, a new
// partner unsure of the children's schedule ("I think it's at 9:30?"); Uncle Tunde, helping for a week ("Cheers", "Ta");
// Ana, the nanny, whose English is a second language ("Leo have fever", "please you add"); and a parent dictating by voice
// ("um", run-ons, some rows with no punctuation at all). Every row has two or more sentences, most three or more; most
// give the context first and the request last, some the request first and the reasons after; some correct themselves.
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   "the 21st" = Sat 03-21 · Good Friday 04-03 · Easter Sunday 04-05 · Easter Monday 04-06 (messages name the dates).
// Conventions:
//   - Expectations are partial: only what the message clearly determines; text slots hold key word(s) only
//     ("dent" stands for dentist / dental check-up).
//   - One named child -> member; two named children -> member (first named) + alsoMembers [the other].
//   - "the kids", "all three", "everyone", and the adults' own appointments -> no member key is checked
//     (member null only where the message says it is for no one child).
//   - A span of whole days -> allDay true, date = first day, durationMinutes = days × 1440.
//   - A daily holiday clinic -> date = first day, time = daily start, durationMinutes = one day's length,
//     recurrence 'daily', repeatUntil = last day. A weekly activity -> recurrence 'weekly'; "until" -> repeatUntil.
//   - "Push it back 30 minutes" -> shiftMinutes; "it's now at 7:30" -> time; "it now finishes at 5" -> endTime.
//   - "everything on <day>" -> cancelEvent with words null; "delete all of them / the whole series" -> series true.
//   - list null = the family's Shopping list; "remind me to…" with no time -> addTodo with reminder true.
//   - No day at all, no target, or no new value -> ask back.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // -------------------------------------------------------------------------------------------------------------
  // createEvent
  // -------------------------------------------------------------------------------------------------------------
  p(
    'Good afternoon. Following our conversation yesterday, I will collect the children from school on Friday and keep them until Sunday evening. Could you please add a handover at the school gate on Friday at 3:15 pm? Many thanks, Daniel.',
    'createEvent',
    { title: 'handover', date: '2026-03-06', time: '15:15' },
  ),
  p(
    'Hello. Mia has been referred to an orthodontist, and the first consultation has now been confirmed. Please enter it for Tuesday 17 March at 4:10 pm, for about forty-five minutes. I would also appreciate a reminder the day before. Kind regards.',
    'createEvent',
    { title: 'orthodontist', member: MIA, date: '2026-03-17', time: '16:10', durationMinutes: 45, reminderMinutes: 1440 },
  ),
  p(
    'Hi. For the avoidance of doubt, the Easter handover will take place at my flat on Easter Monday, 6 April, at 5 pm. Please record this in the calendar so that we are both working from the same information. Thank you.',
    'createEvent',
    { title: 'handover', date: '2026-04-06', time: '17:00' },
  ),
  p(
    "Good evening. The school has notified parents that Sam's class will visit the aquarium on Thursday 19 March. The bus departs at 8:45 am and returns at 2:30 pm. Please add this excursion for Sam. Regards, D.",
    'createEvent',
    { title: 'aquarium', member: SAM, date: '2026-03-19', time: '08:45', durationMinutes: 345 },
  ),
  p(
    "Hello. As agreed in mediation, the children will spend alternate weekends with me, beginning this Friday. Could you please add 'Weekend with Dad' every other Friday from 6 March, starting at 5 pm? Thank you for your help.",
    'createEvent',
    { title: 'weekend', date: '2026-03-06', time: '17:00', recurrence: 'fortnightly' },
  ),
  p(
    "Dear assistant, Leo's kindy is holding a parent information evening on Wednesday 11 March from 6:30 to 7:30 pm. I intend to attend on behalf of both of us. Please add it to the calendar, with a reminder an hour beforehand. Thanks, Daniel.",
    'createEvent',
    { title: 'information', date: '2026-03-11', time: '18:30', durationMinutes: 60, reminderMinutes: 60 },
  ),
  p(
    "Please add a paediatrician appointment for Sam on Monday 23 March at 9:15 am. It is a follow-up after last month's ear infection. I will take him myself, so there is no need to arrange cover. With thanks.",
    'createEvent',
    { title: 'paediatrician', member: SAM, date: '2026-03-23', time: '09:15' },
  ),
  p(
    'Hello. I have booked both Mia and Sam in for their dental check-ups, back to back, on Thursday 26 March at 3:45 pm. Please enter a single appointment for the two of them lasting one hour. Kind regards.',
    'createEvent',
    { title: 'dent', member: MIA, alsoMembers: [SAM], date: '2026-03-26', time: '15:45', durationMinutes: 60 },
  ),
  p(
    "Hey, it's Priya, I'm still learning everyone's routines so bear with me. I'm taking Leo to his swimming lesson this Saturday, and I think it's at 9:30 at the leisure centre? Could you pop it in for him so I don't forget? Thanks!",
    'createEvent',
    { title: 'swim', member: LEO, date: '2026-03-07', time: '09:30' },
  ),
  p(
    "Hi, Priya again 🙈 Chioma said Mia has a sleepover at her friend Zara's on Friday the 13th. I don't know the time yet, but please put it in as an all-day thing for Mia so it's at least on the calendar. Thank you!",
    'createEvent',
    { title: 'sleepover', member: MIA, date: '2026-03-13', allDay: true },
  ),
  p(
    "So I'm told Sam does soccer training every Tuesday from 4:30 to 5:30 at the park, starting next week. I'm not sure it's in the calendar yet. Could you add it for him as a weekly thing? Cheers.",
    'createEvent',
    { title: 'soccer', member: SAM, date: '2026-03-10', time: '16:30', durationMinutes: 60, recurrence: 'weekly' },
  ),
  p(
    "Hi! I've offered to do the pick-up tomorrow so their mum can work late. School finishes at 3:10, I think, and it's Mia and Sam I'm collecting. Please add a school pick-up at 3:10 for both of them. 🙂",
    'createEvent',
    { title: 'pick', member: MIA, alsoMembers: [SAM], date: '2026-03-05', time: '15:10' },
  ),
  p(
    "I'm a bit lost with the school stuff, sorry. There's a note in Mia's bag about a school disco on Friday 20 March, 6 till 8 pm. Can you add it for her? I'll sort out a ticket.",
    'createEvent',
    { title: 'disco', member: MIA, date: '2026-03-20', time: '18:00', durationMinutes: 120 },
  ),
  p(
    "Hey, quick one. I'd like to take all three kids to the movies on Sunday afternoon to give Chioma a break. Could you put Movies on the calendar for Sunday at 2? I hope that's not clashing with anything! 🍿",
    'createEvent',
    { title: 'movie', date: '2026-03-08', time: '14:00' },
  ),
  p(
    "Hi, I'm not sure how this works yet. Leo apparently needs a check-up with the child health nurse, and they gave me Wednesday 25 March at 10:30 am. Please add it for Leo. Thanks so much.",
    'createEvent',
    { title: 'nurse', member: LEO, date: '2026-03-25', time: '10:30' },
  ),
  p(
    "G'day, Uncle Tunde here, I'm looking after the kids this week while their mum is away. Mia told me she's got netball on Saturday at 8:40 at the courts. Can you put that in for her? Cheers mate.",
    'createEvent',
    { title: 'netball', member: MIA, date: '2026-03-07', time: '08:40' },
  ),
  p(
    "Uncle Tunde again. I've booked Sam and Leo in at the barber on Monday at 4pm because they're starting to look like sheepdogs. Please add the haircuts for the two of them. Thanks!",
    'createEvent',
    { title: 'haircut', member: SAM, alsoMembers: [LEO], date: '2026-03-09', time: '16:00' },
  ),
  p(
    "Morning! I'm on school run duty until Sunday. The school office rang and Mia's reading assessment has been set for tomorrow at 11:30. Could you add it so I don't double-book anything? Ta.",
    'createEvent',
    { title: 'reading', member: MIA, date: '2026-03-05', time: '11:30' },
  ),
  p(
    "Hi, it's Tunde. I need to take my car to the mechanic on Friday morning, so I'll drop the kids at before-school care early. Please add 'Car service' for Friday at 8 am, about 2 hours. Cheers.",
    'createEvent',
    { title: 'car', date: '2026-03-06', time: '08:00', durationMinutes: 120 },
  ),
  p(
    "Right, so I promised the kids a trip to the zoo on Sunday. We'll head off at 10 and be back by 3. Can you put Zoo trip in the calendar for those hours? 🦁",
    'createEvent',
    { title: 'zoo', date: '2026-03-08', time: '10:00', durationMinutes: 300 },
  ),
  p(
    "Tunde here. Leo's daycare said he needs to be collected early tomorrow for his immunisation at the GP. The appointment is 2:15 pm. Please add it for Leo with a reminder 30 minutes before.",
    'createEvent',
    { title: 'immunisation', member: LEO, date: '2026-03-05', time: '14:15', reminderMinutes: 30 },
  ),
  p(
    'Hello, is Ana. Tomorrow Sam have a piano lesson after school, the teacher change the day this week only. The lesson is 4:30 until 5:15. Please you put in calendar for Sam. Thank you 🙏',
    'createEvent',
    { title: 'piano', member: SAM, date: '2026-03-05', time: '16:30', durationMinutes: 45 },
  ),
  p(
    'Good morning. Mia tell me she have the art club every Monday, 3:20 to 4:20, start from next Monday. I need to pick up her after. Please you add it every week for Mia, thank you.',
    'createEvent',
    { title: 'art', member: MIA, date: '2026-03-09', time: '15:20', durationMinutes: 60, recurrence: 'weekly' },
  ),
  p(
    'Hello! Leo is invite to the birthday party of his friend Noah on Saturday 14 March. The party is at 11 in the morning at the play centre. Please you can add for Leo? He is very excited 😊',
    'createEvent',
    { title: 'party', member: LEO, date: '2026-03-14', time: '11:00' },
  ),
  p(
    "Hi, Ana here. I have my English class on Tuesday and Thursday evenings, 6 to 8, so I cannot babysit then. Please put in calendar 'Ana English class' every Tuesday and Thursday, start next week. Thank you very much.",
    'createEvent',
    { title: 'english', date: '2026-03-10', time: '18:00', durationMinutes: 120, recurrence: 'weekly', alsoWeekdays: [4] },
  ),
  p(
    'Hello. The school send a note, Sam class have photo day on Wednesday 18 March. He need to wear full uniform and bring the order form. Please you add photo day for Sam, all the day.',
    'createEvent',
    { title: 'photo', member: SAM, date: '2026-03-18', allDay: true },
  ),
  p(
    "Good morning. Tomorrow is pupil free day so Mia is home with me and Leo. I take Mia and Leo to the library story time at 10 o'clock. Please add for them. Thank you!",
    'createEvent',
    { title: 'story', member: MIA, alsoMembers: [LEO], date: '2026-03-05', time: '10:00' },
  ),
  p(
    "ok um so Sam's got a birthday party on Sunday the 15th at 1 o'clock at the bowling alley it's for his mate Jack can you put that in for Sam thanks",
    'createEvent',
    { title: 'party', member: SAM, date: '2026-03-15', time: '13:00' },
  ),
  p(
    "um so Sam's starting guitar lessons on Saturday mornings at 9 starting this Saturday and it goes until the end of term which is the 4th of April I think yeah can you add them every week",
    'createEvent',
    { title: 'guitar', member: SAM, date: '2026-03-07', time: '09:00', recurrence: 'weekly', repeatUntil: '2026-04-04' },
  ),
  p(
    "hi um can you add Mia's school camp it's from Wednesday the 25th to Friday the 27th of March so three days she leaves really early on the Wednesday but just put it in as all day",
    'createEvent',
    { title: 'camp', member: MIA, date: '2026-03-25', allDay: true, durationMinutes: 4320 },
  ),
  p(
    "right so the kids are with their dad this weekend um from Friday after school until Sunday at 5. Can you add that as Dad's weekend starting Friday at 3:15 and ending Sunday at 5pm. Thanks.",
    'createEvent',
    { title: 'dad', date: '2026-03-06', time: '15:15', durationMinutes: 2985 },
  ),
  p("so um Leo's got the dentist on Tuesday the 10th at 11 in the morning and can you remind me the day before that's fine thanks", 'createEvent', {
    title: 'dentist',
    member: LEO,
    date: '2026-03-10',
    time: '11:00',
    reminderMinutes: 1440,
  }),
  p(
    "Ok so I'm taking Mia to get new school shoes on Saturday morning at 10 um at the shopping centre. I need about an hour and a half because she's fussy. So put that in for Mia please.",
    'createEvent',
    { title: 'shoes', member: MIA, date: '2026-03-07', time: '10:00', durationMinutes: 90 },
  ),
  p("hey um we're doing a family dinner at Nana's on Sunday the 22nd at 6 can you put it in it's for everyone not just one of the kids", 'createEvent', {
    title: 'dinner',
    member: null,
    date: '2026-03-22',
    time: '18:00',
  }),
  p(
    'Hello. I have now confirmed the Easter holiday arrangements with the airline. The children and I fly to Brisbane on Saturday 4 April, departing Sydney at 7:50 am. Please add the flight, with a reminder three hours before departure. Thank you.',
    'createEvent',
    { title: 'flight', date: '2026-04-04', time: '07:50', reminderMinutes: 180 },
  ),
  p(
    "We're thinking of a camping trip over the Easter long weekend. We'd leave on Good Friday, 3 April, and come back on Easter Monday, the 6th. Can you block out those four days as Camping, all day? ⛺",
    'createEvent',
    { title: 'camping', date: '2026-04-03', allDay: true, durationMinutes: 5760 },
  ),
  p(
    "The kids' mum asked me to book the school holiday tennis clinic for Mia. It runs Tuesday 7 April to Friday 10 April, 9 am to 12 each day. Please add it as a daily thing for Mia until the Friday.",
    'createEvent',
    { title: 'tennis', member: MIA, date: '2026-04-07', time: '09:00', durationMinutes: 180, recurrence: 'daily', repeatUntil: '2026-04-10' },
  ),
  p(
    'Hello, Mrs Chioma ask me to write the holiday. The family go to the beach house from 11 April to 18 April. Please you put in calendar as all day, for all the days. Thank you.',
    'createEvent',
    { title: 'beach', date: '2026-04-11', allDay: true, durationMinutes: 11520 },
  ),
  p("um can you put in passport photos for Leo on Thursday at 4 we need them for the trip it's at the chemist near the station thanks", 'createEvent', {
    title: 'passport',
    member: LEO,
    date: '2026-03-05',
    time: '16:00',
  }),
  p(
    'Good afternoon. Before the trip, Sam requires a travel vaccination, and the clinic has offered Friday 27 March at 8:30 am. Please add this for Sam and set a reminder 12 hours beforehand. Regards.',
    'createEvent',
    { title: 'vaccin', member: SAM, date: '2026-03-27', time: '08:30', reminderMinutes: 720 },
  ),
  p(
    "Okay, the school newsletter came through and there's a lot in it. The one I definitely need is the Harmony Day assembly on Friday 20 March at 9 am, because Sam is performing in it. Can you add it for Sam? Thanks heaps.",
    'createEvent',
    { title: 'assembly', member: SAM, date: '2026-03-20', time: '09:00' },
  ),
  p(
    "Notice from the school: there's a pupil-free day on Monday 30 March, so no school for Mia or Sam. I'll need to sort care for them. Can you put it in as all day for both of them?",
    'createEvent',
    { title: 'pupil', member: MIA, alsoMembers: [SAM], date: '2026-03-30', allDay: true },
  ),
  p(
    'Hello, the kindy say Leo need to bring the hat and the water bottle for the sports morning on Friday 13 March, at 9:30. The parents can come to watch. Please add for Leo.',
    'createEvent',
    { title: 'sports', member: LEO, date: '2026-03-13', time: '09:30' },
  ),
  p(
    'Hello. The P&C holds its meeting on the first Tuesday of each month at 7 pm, and I have volunteered to attend. The next one is Tuesday 7 April. Please add it as a monthly event from that date. Thank you.',
    'createEvent',
    { title: 'meeting', date: '2026-04-07', time: '19:00', recurrence: 'monthly' },
  ),
  p(
    "the school's cross country is on Thursday the 12th um both Mia and Sam are running it starts at 9:15 can you add it for both of them and um I might come and watch",
    'createEvent',
    { title: 'cross country', member: MIA, alsoMembers: [SAM], date: '2026-03-12', time: '09:15' },
  ),
  p(
    'Hello, Sam is sick with the cough, I take him to the doctor. The appointment is today 4:45 pm at the medical centre. Please you add for Sam. Thank you.',
    'createEvent',
    { title: 'doctor', member: SAM, date: '2026-03-04', time: '16:45' },
  ),
  p(
    "Poor Mia has had a sore throat for three days now and I've finally got her a GP appointment. It's tomorrow at 8:50 before school. Could you add it for her, please? 🤒",
    'createEvent',
    { title: 'GP', member: MIA, date: '2026-03-05', time: '08:50' },
  ),
  p(
    'Hello. My work trip to Melbourne has been confirmed for Tuesday 24 to Thursday 26 March, so I will be unable to do the Wednesday pick-up that week. Please add my Melbourne trip as an all-day event across the three days. Thank you.',
    'createEvent',
    { title: 'melbourne', date: '2026-03-24', allDay: true, durationMinutes: 4320 },
  ),
  p(
    "Chioma's asked me to take Sam to his cricket trial since she's stuck at work. It's on Sunday the 15th at 8 am, at the oval near the school. Can you add it for Sam? Fingers crossed for him 🏏",
    'createEvent',
    { title: 'cricket', member: SAM, date: '2026-03-15', time: '08:00' },
  ),
  p(
    "Hi, the piano teacher of Mia say from now the lesson is every Wednesday at 5 o'clock, 30 minutes, start next Wednesday 11 March. Please you add every week. Thank you 🎹",
    'createEvent',
    { title: 'piano', member: MIA, date: '2026-03-11', time: '17:00', durationMinutes: 30, recurrence: 'weekly' },
  ),
  p("um add a playdate for Sam with Oliver at our place on Friday after school say 3:30 till 5:30. His mum's going to drop him off. Thanks.", 'createEvent', {
    title: 'playdate',
    member: SAM,
    date: '2026-03-06',
    time: '15:30',
    durationMinutes: 120,
  }),
  p(
    "I've got a favour to ask. My mate's lent us his boat for Saturday the 14th and I want to take Mia and Sam fishing from 7 till 11 am. Could you add Fishing for the two of them? Their mum already said yes 👍",
    'createEvent',
    { title: 'fishing', member: MIA, alsoMembers: [SAM], date: '2026-03-14', time: '07:00', durationMinutes: 240 },
  ),
  p(
    'Good evening. Starting tomorrow, I will be collecting Leo from daycare every Thursday at 5:30 pm until the end of term, which is Thursday 2 April. Please add a weekly daycare pick-up for Leo on that basis. Many thanks.',
    'createEvent',
    { title: 'pick', member: LEO, date: '2026-03-05', time: '17:30', recurrence: 'weekly', repeatUntil: '2026-04-02' },
  ),
  p(
    "Hi there! Mia wants to try a free trial class at the gymnastics club. They have a spot on Monday 16 March at 4:15 for an hour. Could you add it for Mia and remind me 2 hours before? I don't know the area well yet.",
    'createEvent',
    { title: 'gymnastics', member: MIA, date: '2026-03-16', time: '16:15', durationMinutes: 60, reminderMinutes: 120 },
  ),
  p(
    "Please you write in calendar 'Daniel pick up' tomorrow at 5 pm. Tomorrow I need to leave early for my doctor. Mr Daniel say he pick up the kids at 5. Thanks.",
    'createEvent',
    { title: 'pick up', date: '2026-03-05', time: '17:00' },
  ),

  // -------------------------------------------------------------------------------------------------------------
  // updateEvent
  // -------------------------------------------------------------------------------------------------------------
  p(
    "Hello. The orthodontist's rooms called this morning, as they have had a cancellation. Mia's consultation has been brought forward from the 17th to Thursday 12 March, at the same time. Please update the appointment accordingly. Thank you.",
    'updateEvent',
    { target: { words: 'orthodontist', member: MIA }, changes: { date: '2026-03-12' } },
  ),
  p("Sorry, I think I got Leo's swimming wrong. Chioma says it's at 10:30, not 9:30. Can you fix Saturday's swim? 🙈", 'updateEvent', {
    target: { words: 'swim', date: '2026-03-07', member: LEO },
    changes: { time: '10:30' },
  }),
  p('um the playdate with Oliver I said Friday but sorry I meant Thursday can you move it to Thursday same time thanks', 'updateEvent', {
    target: { words: 'playdate' },
    changes: { date: '2026-03-05' },
  }),
  p('Hello, the piano for Sam tomorrow is change. The teacher is sick so now is Friday, same time 4:30. Please you move it. Thank you.', 'updateEvent', {
    target: { words: 'piano', member: SAM },
    changes: { date: '2026-03-06' },
  }),
  p(
    "Quick update. The barber just called and they're running behind, so the haircuts on Monday are now at 4:45 instead of 4. Can you change that? Cheers.",
    'updateEvent',
    { target: { words: 'haircut', date: '2026-03-09' }, changes: { time: '16:45' } },
  ),
  p(
    "Good afternoon. I have been informed that the aquarium excursion will now return at 3:15 pm rather than 2:30 pm. Please amend the end time of Sam's excursion. Regards.",
    'updateEvent',
    { target: { words: 'aquarium', member: SAM }, changes: { endTime: '15:15' } },
  ),
  p("The school disco's been pushed back because the hall is booked until 6. Could you push Mia's disco back by 30 minutes? Thanks!", 'updateEvent', {
    target: { words: 'disco', member: MIA },
    changes: { shiftMinutes: 30 },
  }),
  p('Hello, the sports morning for Leo, the kindy say now is in Centennial Park, not at the kindy. Please you change the place. Thank you.', 'updateEvent', {
    target: { words: 'sports', member: LEO },
    changes: { location: 'Centennial' },
  }),
  p(
    "Hello. For my peace of mind, please add a note to Friday's handover that my sister Grace will be collecting the children, as I have a late meeting. She has a copy of the school authority form. Thank you.",
    'updateEvent',
    { target: { words: 'handover', date: '2026-03-06' }, changes: { note: 'Grace' } },
  ),
  p("um can you change the dentist for Leo to 11:30 instead of 11 they just texted me they're running late on Tuesdays thanks", 'updateEvent', {
    target: { words: 'dentist', member: LEO },
    changes: { time: '11:30' },
  }),
  p("Mia's netball got changed. It's now 9:20 on Saturday, not 8:40, because of a mix-up with the draw. Please change it. Ta.", 'updateEvent', {
    target: { words: 'netball', member: MIA },
    changes: { time: '09:20' },
  }),
  p(
    "I've just realised the movie on Sunday is going to be long, the film is nearly two and a half hours. Can you make it 150 minutes instead of an hour? Popcorn's on me 🍿",
    'updateEvent',
    { target: { words: 'movie' }, changes: { durationMinutes: 150 } },
  ),
  p(
    'Hello. Leo will now join Mia and Sam for the dental check-up on 26 March, as the practice was able to fit him in. Please add Leo to that appointment. Many thanks.',
    'updateEvent',
    { target: { words: 'dent' }, changes: { addMembers: [LEO] } },
  ),
  p(
    "Hi, the art club of Mia, this Monday only it finish late, at 5 o'clock. The teacher say they paint the mural. Please you change just this Monday. Thank you 🎨",
    'updateEvent',
    { target: { words: 'art', date: '2026-03-09', member: MIA }, changes: { endTime: '17:00' } },
  ),
  p("so the school camp um Mia's camp they've moved it it's now the 1st to the 3rd of April instead can you move it thanks", 'updateEvent', {
    target: { words: 'camp', member: MIA },
    changes: { date: '2026-04-01' },
  }),
  p(
    "Hey, I think I put the soccer in under the wrong kid? It should be for Leo, it's the under-5s Kickstart on Tuesdays. Can you switch it to Leo? Sorry! 🙏",
    'updateEvent',
    { target: { words: 'soccer' }, changes: { member: LEO } },
  ),
  p(
    "Friday's car service got moved. The garage said drop it off at 7:30 instead of 8, so I'll be heading off a bit earlier. Move it to 7:30 please.",
    'updateEvent',
    { target: { words: 'car' }, changes: { time: '07:30' } },
  ),
  p(
    "Good morning. Could you please set a reminder on Sam's paediatrician appointment, two hours before? I have a tendency to forget early appointments. Thank you kindly.",
    'updateEvent',
    { target: { words: 'paediatrician', member: SAM }, changes: { reminderMinutes: 120 } },
  ),
  p('Hello, the birthday party of Leo on Saturday 14, the mum of Noah change it to Sunday 15, same time 11. Please you move it. Thank you 😊', 'updateEvent', {
    target: { words: 'party', member: LEO },
    changes: { date: '2026-03-15' },
  }),
  p("Sorry, I've confused myself. The gymnastics trial I added is at 4:45, not 4:15, Mia just corrected me. Can you fix it?", 'updateEvent', {
    target: { words: 'gymnastics' },
    changes: { time: '16:45' },
  }),
  p("um the flight to Brisbane on the 4th it's been changed by the airline it now leaves at 9:05 in the morning not 7:50 can you update it", 'updateEvent', {
    target: { words: 'flight' },
    changes: { time: '09:05' },
  }),
  p(
    'Hello. The school has renamed the P&C meeting; it is now called the Parent Forum. Please rename the meeting in the calendar to Parent Forum. Thank you.',
    'updateEvent',
    { target: { words: 'meeting' }, changes: { title: 'parent forum' } },
  ),
  p(
    "Mia's reading assessment tomorrow has been moved to the afternoon. It's now at 1:30. Please change it so I'm not at the school at the wrong time!",
    'updateEvent',
    { target: { words: 'reading', member: MIA }, changes: { time: '13:30' } },
  ),
  p(
    'The cricket trial on the 15th is going to be longer than I thought. They said to allow three hours. Can you change it to three hours long?',
    'updateEvent',
    { target: { words: 'cricket' }, changes: { durationMinutes: 180 } },
  ),
  p('Please you move Sam photo day to Thursday 19. The school say the photographer cannot come on the Wednesday. Thank you.', 'updateEvent', {
    target: { words: 'photo', member: SAM },
    changes: { date: '2026-03-19' },
  }),

  // -------------------------------------------------------------------------------------------------------------
  // cancelEvent
  // -------------------------------------------------------------------------------------------------------------
  p('Please you cancel Leo swimming on Saturday. He have fever since last night, 38.5, and I keep him home. Thank you 🤒', 'cancelEvent', {
    target: { words: 'swim', fromDate: '2026-03-07', member: LEO },
    series: false,
  }),
  p(
    "Good afternoon. Regrettably, Sam's cricket trial on Sunday 15 March has been cancelled because the ground is closed. Please remove it from the calendar. Regards, Daniel.",
    'cancelEvent',
    { target: { words: 'cricket', fromDate: '2026-03-15', member: SAM } },
  ),
  p(
    "Mia has decided gymnastics isn't for her after all, so we won't be doing the trial. Could you delete it? She's going to try drama instead, but I'll tell you about that later.",
    'cancelEvent',
    { target: { words: 'gymnastics' } },
  ),
  p("Bad news, the boat's got engine trouble. So no fishing on Saturday the 14th. Please cancel it, the kids are gutted 😞", 'cancelEvent', {
    target: { words: 'fishing', fromDate: '2026-03-14' },
  }),
  p("um Sam's got gastro so he's not going to the birthday party on Sunday the 15th can you just take it off the calendar thanks", 'cancelEvent', {
    target: { words: 'party', fromDate: '2026-03-15', member: SAM },
  }),
  p(
    "Hello. Following the recent changes to our arrangements, the fortnightly 'Weekend with Dad' entries are no longer accurate. Please delete the whole series; we will enter the new schedule separately. Thank you.",
    'cancelEvent',
    { target: { words: 'weekend' }, series: true },
  ),
  p('Hi, Mia stop the art club, she say is boring. Please you delete the art club for always, every Monday. Thank you.', 'cancelEvent', {
    target: { words: 'art', member: MIA },
    series: true,
  }),
  p(
    "So it turns out Sam's soccer season finished last week and nobody told me! Can you get rid of all the soccer training sessions? Sorry for the mess 😅",
    'cancelEvent',
    { target: { words: 'soccer' }, series: true },
  ),
  p("The garage has just cancelled on me. So there's no car service on Friday after all. Please remove it, cheers.", 'cancelEvent', {
    target: { words: 'car', fromDate: '2026-03-06' },
  }),
  p("ok um the zoo on Sunday it's going to be 38 degrees so we're not going can you cancel the zoo thanks", 'cancelEvent', {
    target: { words: 'zoo', fromDate: '2026-03-08' },
  }),
  p(
    'Hello. Ana has finished her English course, so her class entries on Tuesdays and Thursdays no longer need to be in our calendar. Please delete both series entirely. Thank you.',
    'cancelEvent',
    { target: { words: 'english' }, series: true },
  ),
  p(
    'Hello. Mia piano this Wednesday 11 March is cancel because the teacher go on holiday. Only this one, the week after is normal. Please you delete this Wednesday. Thank you.',
    'cancelEvent',
    { target: { words: 'piano', fromDate: '2026-03-11', member: MIA }, series: false },
  ),
  p(
    "Leo's immunisation has to be postponed because he's got a runny nose, and the GP won't do it while he's unwell. They'll call to rebook. Can you take tomorrow's one off for now?",
    'cancelEvent',
    { target: { words: 'immunisation', fromDate: '2026-03-05', member: LEO } },
  ),
  p("hey um so everything on Saturday the 7th just cancel it all we've all got this cold and we're staying home the whole day", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-07' },
    series: false,
  }),
  p(
    'Good evening. Due to a family emergency, I must cancel all of my commitments for next week. Please clear everything from Monday 9 March to Friday 13 March. I will re-enter anything that still applies. Thank you.',
    'cancelEvent',
    { target: { words: null, fromDate: '2026-03-09', toDate: '2026-03-13' }, series: false },
  ),
  p("Cancel Sam and Leo's haircuts on Monday, please. The barber's closed for a family thing. I'll rebook later in the week. Cheers.", 'cancelEvent', {
    target: { words: 'haircut', fromDate: '2026-03-09' },
  }),
  p('Hello, the library story time tomorrow is cancel, the library is close for the painting. Please you delete it. Thank you.', 'cancelEvent', {
    target: { words: 'story', fromDate: '2026-03-05' },
  }),
  p(
    "Okay so the weekly daycare pick-up for Leo on Thursdays, Chioma says that's Daniel's job and it's already in his own calendar. Could you delete the whole series from ours? Then it isn't doubled up.",
    'cancelEvent',
    { target: { words: 'pick', member: LEO }, series: true },
  ),
  p("um can you cancel the cross country on the 12th it's been called off because of the storms they said they'll reschedule", 'cancelEvent', {
    target: { words: 'cross country', fromDate: '2026-03-12' },
  }),
  p(
    'Hello. My employer has cancelled the Melbourne trip at short notice. Please remove it from the calendar. I will therefore be available for the Wednesday pick-up after all.',
    'cancelEvent',
    { target: { words: 'melbourne' } },
  ),

  // -------------------------------------------------------------------------------------------------------------
  // calendar questions: freeBusy, agenda, findEvent
  // -------------------------------------------------------------------------------------------------------------
  p("We might go camping with some friends. Are we free on the 21st? I don't want to promise anything before I check. 🏕️", 'freeBusy', { date: '2026-03-21' }),
  p('Hello. My parents would like to take Sam to the theatre one evening. Is Sam free on Friday 27 March between 6 and 9 pm? Thank you.', 'freeBusy', {
    date: '2026-03-27',
    fromTime: '18:00',
    toTime: '21:00',
    member: SAM,
  }),
  p(
    "I'm thinking of booking the kids in for a movie on Saturday afternoon, if there's nothing on. Is everyone free on Saturday from 2 to 5? Let me know before I buy tickets.",
    'freeBusy',
    { date: '2026-03-07', fromTime: '14:00', toTime: '17:00', member: null },
  ),
  p(
    "Hello, the neighbour ask if Leo can come play tomorrow afternoon. Is Leo free tomorrow after 3? I don't want to say yes if he have something.",
    'freeBusy',
    { date: '2026-03-05', fromTime: '15:00', member: LEO },
  ),
  p("um is Mia free on Saturday the 28th her friend's having a pool party and I don't know if she's got netball or something", 'freeBusy', {
    date: '2026-03-28',
    member: MIA,
  }),
  p(
    "Good morning. I am preparing my week and would like to confirm the children's arrangements. Could you please show me everything on the calendar for next week, Monday to Sunday? Thank you.",
    'agenda',
    { fromDate: '2026-03-09', toDate: '2026-03-15' },
  ),
  p("Uncle Tunde reporting for duty 🫡 It's my first full day tomorrow and I want to know what I'm in for. What's on tomorrow for all the kids?", 'agenda', {
    fromDate: '2026-03-05',
    toDate: '2026-03-05',
  }),
  p("I'm having Sam on my own this weekend while Chioma's at a conference. I have no idea what he's got on. What does Sam have on this weekend?", 'agenda', {
    fromDate: '2026-03-07',
    toDate: '2026-03-08',
    member: SAM,
  }),
  p('Good morning. I start work with the family again on Monday, after my holiday. Please tell me what Leo have on Monday. Thank you.', 'agenda', {
    fromDate: '2026-03-09',
    toDate: '2026-03-09',
    member: LEO,
  }),
  p(
    "um what's everyone doing over the Easter long weekend like from Good Friday the 3rd of April to Easter Monday the 6th I need to plan the handover",
    'agenda',
    { fromDate: '2026-04-03', toDate: '2026-04-06' },
  ),
  p(
    "Mia keeps asking me about her school camp and I don't want to get it wrong. When is the camp? I thought it was late March but now I'm not sure.",
    'findEvent',
    { words: 'camp' },
  ),
  p("Hello. I need to arrange time off work. Is Sam's paediatrician appointment still on Monday 23 March? Thank you.", 'findEvent', {
    words: 'paediatrician',
    yesNo: true,
  }),
  p("The kids keep talking about Leo's swimming lesson. When's his next swim? I need to find his goggles before then.", 'findEvent', {
    words: 'swim',
    member: LEO,
  }),
  p("Hello, Sam say he have the dentist soon but he don't remember when. When is the dentist for Sam? Thank you.", 'findEvent', { words: 'dent', member: SAM }),
  p("um when's the next handover with Daniel I've lost track with all the changes this month", 'findEvent', { words: 'handover' }),

  // -------------------------------------------------------------------------------------------------------------
  // lists, to-dos, homework
  // -------------------------------------------------------------------------------------------------------------
  p(
    "We're heading to the beach house in April and I want to start packing early. Can you add sunscreen, beach towels and Leo's floaties to the packing list? I'll add more as I think of them.",
    'addListItems',
    { list: 'packing', items: ['sunscreen', 'towels', 'floaties'] },
  ),
  p(
    "Off to the shops before the camping trip. We're out of a few things at home. Put bread, milk, bananas and muesli bars on the shopping list, would you?",
    'addListItems',
    { list: null, items: ['bread', 'milk', 'bananas', 'muesli'] },
  ),
  p(
    'Hello, for the zoo trip on Sunday I need buy some things. Please you add to the shopping list: water bottles, sandwich bags and apples. Thank you.',
    'addListItems',
    { list: null, items: ['water bottle', 'sandwich', 'apple'] },
  ),
  p('Hello, for the beach house Leo need his things. Please you put on the packing list: nappies, his bunny and the sun hat. Thank you 😊', 'addListItems', {
    list: 'packing',
    items: ['nappies', 'bunny', 'hat'],
  }),
  p("I'm at the supermarket now, stocking up before the trip. What's on the shopping list? I don't want to forget anything.", 'showList', { list: null }),
  p('Got the bread and the milk, but the shop was out of muesli bars. Tick the bread and milk off the list. Cheers.', 'tickListItems', {
    items: ['bread', 'milk'],
    remove: false,
  }),
  p(
    "Hello. As we will be travelling over Easter, I would like a dedicated list for the children's travel documents and medications. Please create a new list called Travel. Thank you.",
    'createList',
    { name: 'travel' },
  ),
  p(
    "Hello. Before the Easter trip there are a few administrative matters to attend to. Please add to my to-do list: renew Sam's passport, and sign the travel consent form. Thank you.",
    'addTodo',
    { tasks: ['passport', 'consent'] },
  ),
  p('um add to my to do list call the school about the camp money and book the vet for the dog before we go away', 'addTodo', { tasks: ['school', 'vet'] }),
  p(
    "Chioma asked me to sort out the school notices this week. Remind me to return Sam's excursion permission note and pay the aquarium fee. I'll get to both once the kids are in bed.",
    'addTodo',
    { tasks: ['permission', 'fee'], reminder: true },
  ),
  p("ok I called the school about the camp money that's sorted so can you tick it off my list", 'completeTodo', { text: 'camp' }),
  p(
    'Hello, Sam have homework for reading, he must read the book every night. The reading log is due on Friday. Please you add the reading log for Sam, due Friday. Thank you.',
    'addHomework',
    { task: 'reading', member: SAM, dueDate: '2026-03-06' },
  ),
  p(
    "Mia just showed me her project sheet. She has to make a poster about the water cycle, and it's due Monday 16 March. Can you add it as homework for her?",
    'addHomework',
    { task: 'poster', member: MIA, dueDate: '2026-03-16' },
  ),
  p("Sam's got spelling words to learn for a test. The test is tomorrow. Put it down as homework for Sam so I make sure we practise tonight.", 'addHomework', {
    task: 'spelling',
    member: SAM,
    dueDate: '2026-03-05',
  }),
  p(
    "Good evening. Mia will be with me from Friday. Could you list Mia's outstanding homework so that I can help her with it over the weekend? Thank you.",
    'listHomework',
    { member: MIA },
  ),

  // -------------------------------------------------------------------------------------------------------------
  // ask back: no day, no target, or no new value
  // -------------------------------------------------------------------------------------------------------------
  ask(
    "Sam has a dentist appointment coming up, but neither of us can remember which day Chioma booked it for. Can you add it for him anyway? I'd hate for it to be forgotten.",
  ),
  ask("The kids' mum said something about moving one of Mia's things to later. I'm not sure which thing she meant. Can you just move it?"),
  ask('Hello, please you change the time. The teacher say is now later. Thank you.'),
  ask("um put in a playdate for Leo with Isla sometime next week her mum's going to text me the day"),
  ask('Hello. Please cancel the appointment. It is no longer required, as the matter has been resolved. Thank you.'),
  ask("There's a birthday party for Mia this weekend, at 2 I think. I'm not sure if it's Saturday or Sunday though. Could you add it?"),
  ask('Sorry, I meant the other one, not that one. Can you fix it? Cheers.'),
  ask(
    "Good afternoon. Sam's excursion has been rescheduled, but the school has not yet confirmed the new date. Please update the calendar accordingly. Thank you.",
  ),
  ask('Hello. Mia and Sam have a swim carnival. The note is wet from the rain and I cannot read the date 😅 Please you add it?'),
  ask("um can you add the thing for the kids at the school at 6 the one the teacher mentioned I don't remember which night"),
];
