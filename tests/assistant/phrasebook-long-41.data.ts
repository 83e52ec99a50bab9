// TRAINING phrasebook, long messages, part 41: long WhatsApp messages where the request sits among news, reasons,
// thanks, greetings and sign-offs (first, last or in the middle), an event's details spread over several sentences,
// and a child named in one sentence while the request ("cancel her ballet") comes in another.
// Written by a helper session from the tool contract only (the zod input schemas and their .describe() texts in
// functions/assistant/tools/*.ts, and the harness in tests/assistant/phrasebook.ts); the engine, its tests and the
// other phrasebooks' messages were not read, and nothing was run on these rows. Every message was written fresh.
// Five voices: Mum (whole, polite sentences), Dad (lower-case run-ons, "u", "pls", "ta", little punctuation),
// Nana / Grandma / Grandad (long, courteous, signed off "Love, Nana", "Regards, Grandad"), the co-parent arranging
// handovers and weekends, and Rosa the nanny, whose English is a second language ("Leo have fever", "please you add").
// Reference context: now = Wednesday 4 March 2026, 14:00 Australia/Sydney; members "Mia Okafor", "Sam Okafor", "Leo".
//   today 2026-03-04 (Wed) · tomorrow 03-05 (Thu) · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10
//   Wed 03-11 · Thu 03-12 · Fri 03-13 · this week 03-04..03-10 · next week 03-09..03-15 · weekend 03-07..03-08
//   A time with no day: today if after 14:00, otherwise tomorrow. Bare hours 1–6 are pm, 7–11 am, 12 noon.
// Conventions:
//   - Expectations are partial: only what the message clearly determines; text slots hold key word(s) only.
//   - One named child -> member; two named children -> member (first named) + alsoMembers [the other].
//     A child named only in an earlier sentence ("Mia's got the flu. Cancel her ballet") is still the member.
//   - "the kids", "all three", "everyone" and the adults' own appointments -> no member key is checked.
//   - A span of whole days -> allDay true, date = first day, durationMinutes = days × 1440.
//   - A daily camp -> date = first day, time = daily start, durationMinutes = one day's length, recurrence 'daily',
//     repeatUntil = last day. A weekly activity -> recurrence 'weekly', first occurrence as date; "until" -> repeatUntil.
//   - "from 4 to 5:30" -> time + durationMinutes; a new finishing time for an existing event -> changes.endTime;
//     "an hour later / half an hour earlier" -> changes.shiftMinutes.
//   - Cancelling one occurrence -> series false with fromDate; "altogether", "not doing it anymore" -> series true.
//   - A child's schoolwork -> addHomework (dueDate when said, null when the message says there is none);
//     groceries -> addListItems (list null = Shopping, not checked); "my to-do list" -> addTodo.
//   - No day at all for a new event, or no way to tell which event or what change -> ask.
import { ask, p, MIA, SAM, LEO, type Phrase } from './phrasebook.data';

export const PHRASES: Phrase[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // createEvent
  p(
    'Hi! Hope your day is going better than mine. Sam has been complaining about a wobbly filling, so I booked him in with the dentist on Thursday 12 March at 3:30. Could you pop that in the calendar for him? Thanks so much.',
    'createEvent',
    { title: 'dentist', member: SAM, date: '2026-03-12', time: '15:30' },
  ),
  p("Mia has a netball trial this week. It's on Friday. It starts at 4 and runs for about an hour and a half. Can you add it for her?", 'createEvent', {
    title: 'netball',
    member: MIA,
    date: '2026-03-06',
    time: '16:00',
    durationMinutes: 90,
  }),
  p(
    "hey so leo's due for his 3 year vaccinations. booked them at the gp for monday at 9.15 so can u put that in for him and remind me an hour before cheers",
    'createEvent',
    { title: 'vaccination', member: LEO, date: '2026-03-09', time: '09:15', reminderMinutes: 60 },
  ),
  p(
    "Hello dear, it's Nana. I would love to take Mia and Sam to the movies on Saturday afternoon and I've found a session at 1:30. Please put it in the family calendar so nobody books anything else for them. Love, Nana xx",
    'createEvent',
    { title: 'movie', member: MIA, alsoMembers: [SAM], date: '2026-03-07', time: '13:30' },
  ),
  p(
    "Hi, just confirming the arrangements for this weekend. I'll pick the kids up from school on Friday at 3:15 since it's my weekend. Could you add a handover to the shared calendar? Thanks.",
    'createEvent',
    { title: 'handover', date: '2026-03-06', time: '15:15' },
  ),
  p(
    "Hello, is Rosa. Today the school give a note in Sam bag. He have excursion to the museum on Tuesday and he need to be at school 8 o'clock. Please you add in calendar for him. Thank you",
    'createEvent',
    { title: 'excursion', member: SAM, date: '2026-03-10', time: '08:00' },
  ),
  p(
    "Good news, Leo finally got a spot in the toddler swim class! It's every Saturday at 9:30, starting this weekend. Each class is only 30 minutes. Can you set it up as a weekly event for him?",
    'createEvent',
    { title: 'swim', member: LEO, date: '2026-03-07', time: '09:30', durationMinutes: 30, recurrence: 'weekly' },
  ),
  p(
    "mia begged to do the holiday art camp and we've paid now so it's locked in. it's monday the 13th of april to friday the 17th, 9 till 3 every day. can you put it in for her",
    'createEvent',
    { title: 'art', member: MIA, date: '2026-04-13', time: '09:00', durationMinutes: 360, recurrence: 'daily', repeatUntil: '2026-04-17' },
  ),
  p(
    "Good afternoon. I have booked my hearing test for Thursday the 19th at 10 in the morning. Your mother asked me to add it to the family calendar so she knows I'll be out that day. Regards, Grandad",
    'createEvent',
    { title: 'hearing', date: '2026-03-19', time: '10:00' },
  ),
  p(
    "Sam's been invited to Oliver's birthday party and he's beside himself. It's on Sunday from 2 until 4 at the trampoline park. Please add it for him. I'll sort out a present tomorrow.",
    'createEvent',
    { title: 'party', member: SAM, date: '2026-03-08', time: '14:00', durationMinutes: 120 },
  ),
  p(
    "Good morning. Leo have a playdate with Ava on Friday after lunch, 1 o'clock, at her house. I take him and I bring him back. Please put in the calendar for Leo. Thank you very much, Rosa",
    'createEvent',
    { title: 'playdate', member: LEO, date: '2026-03-06', time: '13:00' },
  ),
  p(
    "Just a heads up. Mia has her orthodontist appointment on Wednesday the 18th at 4:15 and I'm taking her this time. Can you add it so it's on both our calendars?",
    'createEvent',
    { title: 'orthodontist', member: MIA, date: '2026-03-18', time: '16:15' },
  ),
  p(
    'so the car is making that noise again and needs a service. the only slot they had is tuesday at 8 in the morning. ill drop it off on the way to work so can you stick it in the calendar',
    'createEvent',
    { title: 'service', date: '2026-03-10', time: '08:00' },
  ),
  p(
    "Mia's school photos are on Monday. She needs her full winter uniform and her hair done properly this year. Can you add it for her and remind me the day before?",
    'createEvent',
    { title: 'photo', member: MIA, date: '2026-03-09', reminderMinutes: 1440 },
  ),
  p(
    'Hi love. The church is holding an Easter fete on Saturday 28 March from 10 till 2. I would really like the children to come along and help on the cake stall. Could you put that in the calendar for everybody? Lots of love, Nana',
    'createEvent',
    { title: 'fete', date: '2026-03-28', time: '10:00', durationMinutes: 240 },
  ),
  p(
    'Hello. Mia tell me she have choir practice now every Thursday after school at 3:30. It is until the end of term, last day is 2 April. Please add this for her. Thank you',
    'createEvent',
    { title: 'choir', member: MIA, date: '2026-03-05', time: '15:30', recurrence: 'weekly', repeatUntil: '2026-04-02' },
  ),
  p(
    'sam finally signed up for footy. training is wednesdays 5 to 6 at the oval starting next week. can u add that as a repeating thing for him',
    'createEvent',
    { title: 'footy', member: SAM, date: '2026-03-11', time: '17:00', durationMinutes: 60, recurrence: 'weekly' },
  ),
  p(
    "Please add a parent-teacher interview for Sam on Tuesday 17 March at 6:10pm. It's only ten minutes long. I'll be coming straight from work, so a reminder 30 minutes before would be great.",
    'createEvent',
    { title: 'interview', member: SAM, date: '2026-03-17', time: '18:10', durationMinutes: 10, reminderMinutes: 30 },
  ),
  p(
    "Hey. My work trip got confirmed, so I'll need you to keep the kids a couple of extra nights. I'm away from Monday the 16th to Wednesday the 18th. Can you add that to the calendar as whole days?",
    'createEvent',
    { date: '2026-03-16', allDay: true, durationMinutes: 4320 },
  ),
  p(
    "Dear family, I've finally organised my birthday lunch. It will be on Sunday the 22nd at 12 at the Italian place on Main Street. Please add it so everyone remembers to come! Love, Grandma",
    'createEvent',
    { title: 'lunch', date: '2026-03-22', time: '12:00' },
  ),
  p(
    'Hi, Sam and Leo both need haircut, their hair is too long. I take them to the barber on Saturday at 11. Please add for both boys. Thanks, Rosa',
    'createEvent',
    { title: 'haircut', member: SAM, alsoMembers: [LEO], date: '2026-03-07', time: '11:00' },
  ),
  p(
    'mias got a sleepover at her friend chloes this saturday night. they want her there by 5 with a sleeping bag. can you chuck it in for her ta',
    'createEvent',
    { title: 'sleepover', member: MIA, date: '2026-03-07', time: '17:00' },
  ),
  p(
    "We had a lovely weekend, thanks for asking! Could you add Leo's speech therapy on Thursday at 10:45? The clinic has moved to a new building but it's still the same therapist.",
    'createEvent',
    { title: 'speech', member: LEO, date: '2026-03-05', time: '10:45' },
  ),
  p(
    'Mia is going to see the orthodontist regularly from now on. Her check-ups will be on the first Wednesday of every month at 3:45. The first one is Wednesday the 1st of April. Please set it up as a monthly event for her.',
    'createEvent',
    { title: 'orthodontist', member: MIA, date: '2026-04-01', time: '15:45', recurrence: 'monthly' },
  ),
  p(
    'the cleaners are coming every second thursday from now on. first one is tomorrow at 10. can u put it in so we remember to tidy up the night before haha',
    'createEvent',
    { title: 'clean', date: '2026-03-05', time: '10:00', recurrence: 'fortnightly' },
  ),
  p(
    "Hello sweetheart. Grandpa and I are coming to watch Sam's swimming carnival on Friday the 13th. It starts at 9 and he tells me he is in the very first race! Please put it in the calendar for Sam. Love, Nana",
    'createEvent',
    { title: 'carnival', member: SAM, date: '2026-03-13', time: '09:00' },
  ),
  p(
    "Re the Easter holidays, we agreed I'd have them for the first week. I'll collect them from yours on Saturday 4 April at 10am. Please add it as a handover so it's in the shared calendar.",
    'createEvent',
    { title: 'handover', date: '2026-04-04', time: '10:00' },
  ),
  p(
    'Mia is very busy with the volcano for the science fair. The fair is next Wednesday in the school hall at 2pm and parents can come to look. Please put in calendar for her. Rosa',
    'createEvent',
    { title: 'science', member: MIA, date: '2026-03-11', time: '14:00' },
  ),
  p(
    "I've just realised there's a P&C meeting tonight. It starts at 7 in the school library. Can you add it so I don't forget? I'll probably have to leave the kids with their dad.",
    'createEvent',
    { title: 'meeting', date: '2026-03-04', time: '19:00' },
  ),
  p(
    'leo has his kindy orientation morning on thursday the 26th. its from 9 to 11 and apparently parents stay for the first hour. put it in for leo please',
    'createEvent',
    { title: 'orientation', member: LEO, date: '2026-03-26', time: '09:00', durationMinutes: 120 },
  ),
  p(
    "Mia has made the athletics squad, we're so proud of her. Training is on Tuesdays and Thursdays at 7am before school, for an hour. Could you add both days as weekly events, starting next week?",
    'createEvent',
    { title: 'athletics', member: MIA, date: '2026-03-10', time: '07:00', recurrence: 'weekly', alsoWeekdays: [4] },
  ),
  p(
    "Morning. I'm driving up to the coast on Friday and I'll collect Leo from daycare at 2:30 on the way. Could you put the pick up in the calendar for him. Cheers, Grandad",
    'createEvent',
    { title: 'pick', member: LEO, date: '2026-03-06', time: '14:30' },
  ),
  p(
    'Hello. Leo have the doctor again to check his ear, on Monday 23 at 11:30. The doctor say we come 10 minutes early for the forms. Please you add for Leo, thank you',
    'createEvent',
    { title: 'doctor', member: LEO, date: '2026-03-23', time: '11:30' },
  ),
  p(
    "big one. mia's got her first ever band concert on thursday 2 april at 6.30 in the school hall and everyone's coming. put it in for her and remind us a day before",
    'createEvent',
    { title: 'concert', member: MIA, date: '2026-04-02', time: '18:30', reminderMinutes: 1440 },
  ),
  p(
    "It's been a crazy week, sorry I've been quiet. Sam's karate grading has finally been set for Saturday the 14th. It's at 8:30 and goes for about two hours. Please add it for him.",
    'createEvent',
    { title: 'karate', member: SAM, date: '2026-03-14', time: '08:30', durationMinutes: 120 },
  ),
  p(
    "Hi. You mentioned Sam was squinting at the board, so I've booked him an eye test. It's on Friday the 20th at 4pm at the optometrist near my place. Can you add it?",
    'createEvent',
    { title: 'eye', member: SAM, date: '2026-03-20', time: '16:00' },
  ),
  p(
    'Dear, I am finally going in for my knee operation on Tuesday 24 March. I have to be at the hospital at 6:30 in the morning, so I will not be able to mind Leo that day. Please add it to the calendar. Love, Nana',
    'createEvent',
    { title: 'knee', date: '2026-03-24', time: '06:30' },
  ),
  p(
    'no school monday because of the staff development day. so were doing a bbq at uncle emekas from 12. can you put it in for everyone and make it like 4 hours',
    'createEvent',
    { title: 'bbq', date: '2026-03-09', time: '12:00', durationMinutes: 240 },
  ),
  p(
    "Mia's school is having a pupil-free day on Friday 27 March. That means no school for her and I'll need to sort out care. Can you put it in the calendar as an all-day thing for Mia?",
    'createEvent',
    { title: 'pupil', member: MIA, date: '2026-03-27', allDay: true },
  ),
  p(
    "Hi, it's Rosa. I cannot come on Thursday 12 because I have my English exam in the morning at 9. Please write in the calendar so you know. Sorry and thank you",
    'createEvent',
    { title: 'exam', date: '2026-03-12', time: '09:00' },
  ),
  p('so mias best mate is having a pool party for her birthday. saturday the 21st 11 til 2. mias obviously going so put it in for her ta', 'createEvent', {
    title: 'party',
    member: MIA,
    date: '2026-03-21',
    time: '11:00',
    durationMinutes: 180,
  }),
  p(
    "I keep forgetting Auntie Ify's birthday and she is very hurt every year. It's on the 30th of March. Please add it as a yearly all-day event with a reminder a week before.",
    'createEvent',
    { title: 'birthday', date: '2026-03-30', allDay: true, recurrence: 'yearly', reminderMinutes: 10080 },
  ),
  p(
    "Following up on our chat this morning. Leo's spending Sunday at his grandmother's with me, and I'll drop him back to you at 6pm. Please add the drop-off for Leo.",
    'createEvent',
    { title: 'drop', member: LEO, date: '2026-03-08', time: '18:00' },
  ),
  p(
    "Hello all. The bowls club has asked me to play in the pennant final on Saturday 21 March at 1pm. I'd love it if the grandchildren came to cheer me on. Please add it to the calendar. Grandad",
    'createEvent',
    { title: 'final', date: '2026-03-21', time: '13:00' },
  ),
  p(
    'Sam say his class have assembly on Friday and he is reading a poem!! It is 9:15 in the hall. Mummy wants to go and watch. Please add it for Sam, thank you',
    'createEvent',
    { title: 'assembly', member: SAM, date: '2026-03-06', time: '09:15' },
  ),
  p(
    "Leo's daycare is having a teddy bear picnic on Wednesday the 11th. He needs to bring a teddy and a hat. It's at 10:30. Please add it for him with a reminder the day before.",
    'createEvent',
    { title: 'picnic', member: LEO, date: '2026-03-11', time: '10:30', reminderMinutes: 1440 },
  ),
  p(
    "sam's doing the cricket holiday clinic in the easter hols. it's tuesday 7 april to friday 10 april, 9 til 12 each day. put it in for him pls",
    'createEvent',
    { title: 'cricket', member: SAM, date: '2026-04-07', time: '09:00', durationMinutes: 180, recurrence: 'daily', repeatUntil: '2026-04-10' },
  ),
  p(
    "Both Mia and Sam need their flu shots this year. I've booked them at the pharmacy on Saturday at 10:15. Could you add one appointment for the two of them?",
    'createEvent',
    { title: 'flu', member: MIA, alsoMembers: [SAM], date: '2026-03-07', time: '10:15' },
  ),
  p(
    "Morning. The school has parent-teacher interviews on Tuesday the 17th and I've booked Mia's at 4:40. I'm happy to go on my own unless you want to come too. Can you add it for her?",
    'createEvent',
    { title: 'interview', member: MIA, date: '2026-03-17', time: '16:40' },
  ),
  p(
    "Hello my darling. I have bought tickets for Leo and me to see the Wiggles on Sunday the 29th at 11 in the morning. Please put it on the calendar for him so you don't plan anything. All my love, Nana",
    'createEvent',
    { title: 'wiggles', member: LEO, date: '2026-03-29', time: '11:00' },
  ),
  p('note to self and everyone else. the rego on the car is due friday the 27th. can you put it in as all day so we dont get fined again', 'createEvent', {
    title: 'rego',
    date: '2026-03-27',
    allDay: true,
  }),
  p(
    'Mia have a new piano teacher, very nice lady. Lesson is Monday 4:30 each week, start next Monday, half hour. Please you put in calendar for her. Thank you!',
    'createEvent',
    { title: 'piano', member: MIA, date: '2026-03-09', time: '16:30', durationMinutes: 30, recurrence: 'weekly' },
  ),
  p(
    "Sam has started Saturday morning tennis lessons. They're at 8 o'clock for an hour. The block runs from this Saturday until the 28th of March. Can you add it weekly for him?",
    'createEvent',
    { title: 'tennis', member: SAM, date: '2026-03-07', time: '08:00', recurrence: 'weekly', repeatUntil: '2026-03-28' },
  ),
  p(
    "I'm taking all three kids to my sister's wedding on Saturday the 14th. We'll leave at 1 and be back late. Could you put the wedding in the calendar for the kids?",
    'createEvent',
    { title: 'wedding', date: '2026-03-14', time: '13:00' },
  ),
  p("ok so mia's got a dance rehearsal sunday morning. she reckons its at 10 but she wasnt sure. just put 10 for now for mia thanks", 'createEvent', {
    title: 'rehearsal',
    member: MIA,
    date: '2026-03-08',
    time: '10:00',
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // updateEvent
  p(
    "Mia's come down with a cold and won't be up to it tomorrow. Can you move her piano lesson from Thursday to Friday instead? Same time is fine.",
    'updateEvent',
    { target: { words: 'piano', member: MIA, date: '2026-03-05' }, changes: { date: '2026-03-06' } },
  ),
  p('the dentist just rang. sams appointment on the 12th is now at 4 not 3.30. can u change it', 'updateEvent', {
    target: { words: 'dentist', member: SAM, date: '2026-03-12' },
    changes: { time: '16:00' },
  }),
  p('Quick change to Friday. My train gets in late, so the handover will be at 6 instead of 5. Can you update it? Sorry for the hassle.', 'updateEvent', {
    target: { words: 'handover', date: '2026-03-06' },
    changes: { time: '18:00' },
  }),
  p(
    'Hello. The swimming teacher tell me Leo class is now at the aquatic centre, not the leisure centre. Please change the place in calendar. Thank you',
    'updateEvent',
    { target: { words: 'swim', member: LEO }, changes: { location: 'aquatic' } },
  ),
  p(
    "Hello dear. I'm afraid the movies on Saturday have been moved to Sunday because the cinema is closed for repairs. It's the same time. Could you fix that in the calendar? Love, Nana",
    'updateEvent',
    { target: { words: 'movie', date: '2026-03-07' }, changes: { date: '2026-03-08' } },
  ),
  p(
    "Sam's soccer training now finishes at 6:30 instead of 6. The coach wants extra practice before the grading. Could you update that in the calendar?",
    'updateEvent',
    { target: { words: 'soccer', member: SAM }, changes: { endTime: '18:30' } },
  ),
  p('can u push the bbq on monday back an hour. emeka says half the family is coming straight from the airport so theyll be late', 'updateEvent', {
    target: { words: 'bbq', date: '2026-03-09' },
    changes: { shiftMinutes: 60 },
  }),
  p("The dentist had a cancellation, so they can see Leo as well on the 12th. He'll come along with Sam. Please add Leo to that appointment.", 'updateEvent', {
    target: { words: 'dentist', date: '2026-03-12' },
    changes: { addMembers: [LEO] },
  }),
  p(
    "Slight change. The thing on the 14th isn't a wedding anymore, they've turned it into an engagement party. Can you rename it? Time's the same.",
    'updateEvent',
    { target: { words: 'wedding', date: '2026-03-14' }, changes: { title: 'engagement' } },
  ),
  p('Please for Mia ballet on Saturday, can you put reminder one hour before? Last time we forget the shoes and she was crying. Thank you', 'updateEvent', {
    target: { words: 'ballet', member: MIA, date: '2026-03-07' },
    changes: { reminderMinutes: 60 },
  }),
  p(
    'Hello. The clinic phoned this morning. My hearing test has been brought forward to 9am on the same day. Please change it in the calendar. Grandad',
    'updateEvent',
    { target: { words: 'hearing' }, changes: { time: '09:00' } },
  ),
  p('mias netball trial on friday is going to go longer than we thought. the coach said 2 hours now. can u make it 2 hrs', 'updateEvent', {
    target: { words: 'netball', member: MIA, date: '2026-03-06' },
    changes: { durationMinutes: 120 },
  }),
  p(
    'Grandpa is collecting Sam from footy on the 11th instead of me. Could you put a note on that footy training saying Grandpa is picking him up? Just so everyone knows.',
    'updateEvent',
    { target: { words: 'footy', member: SAM, date: '2026-03-11' }, changes: { note: 'grandpa' } },
  ),
  p("I made a mistake earlier, sorry. The eye test on the 20th is for Mia, not Sam. Can you change who it's for?", 'updateEvent', {
    target: { words: 'eye', date: '2026-03-20' },
    changes: { member: MIA },
  }),
  p('Hi, the clinic call me about Leo doctor on Monday the 23. Now it is 2:15, not 11:30. Please change it. Rosa', 'updateEvent', {
    target: { words: 'doctor', member: LEO, date: '2026-03-23' },
    changes: { time: '14:15' },
  }),
  p(
    "The school photographer is sick. Mia's photos have moved from Monday to Thursday the 12th, first thing at 8:45. Please update the calendar.",
    'updateEvent',
    { target: { words: 'photo', member: MIA, date: '2026-03-09' }, changes: { date: '2026-03-12', time: '08:45' } },
  ),
  p('sensei sent an email. karate grading on the 14th is starting half an hour earlier now. can u fix it', 'updateEvent', {
    target: { words: 'karate', date: '2026-03-14' },
    changes: { shiftMinutes: -30 },
  }),
  p(
    "Just so you know, the fete on the 28th will now go until 3 instead of 2. They've added a raffle at the end. Could you change it please? Love, Nana",
    'updateEvent',
    { target: { words: 'fete', date: '2026-03-28' }, changes: { endTime: '15:00' } },
  ),
  p(
    "The handover on Saturday 4 April will be at the McDonald's on the highway instead of your place. It's halfway for both of us. Please update the location.",
    'updateEvent',
    { target: { words: 'handover', date: '2026-04-04' }, changes: { location: 'mcdonald' } },
  ),
  p(
    "Leo's swim class this Saturday is at 10:30 instead of 9:30 because of a school carnival at the pool. It's only this week, the rest stay the same. Can you change just Saturday's one?",
    'updateEvent',
    { target: { words: 'swim', member: LEO, date: '2026-03-07' }, changes: { time: '10:30' } },
  ),
  p('sams tennis is moving to 9am from now on not 8. the coach changed the timetable for the whole block. can u update it', 'updateEvent', {
    target: { words: 'tennis', member: SAM },
    changes: { time: '09:00' },
  }),
  p("Mia choir tomorrow finish later, 5 o'clock. Teacher say they practise for the concert. I pick her up at 5. Please change it, thanks", 'updateEvent', {
    target: { words: 'choir', member: MIA, date: '2026-03-05' },
    changes: { endTime: '17:00' },
  }),
  p(
    'Sweetheart, the restaurant had a booking mix-up. My birthday lunch on the 22nd has to move to 1pm. Please change the calendar. Thank you, love Grandma',
    'updateEvent',
    { target: { words: 'lunch', date: '2026-03-22' }, changes: { time: '13:00' } },
  ),
  p("Can you move Sam's party on Sunday to Saturday? Oliver's mum just texted that they've swapped days. It's still 2 to 4.", 'updateEvent', {
    target: { words: 'party', member: SAM, date: '2026-03-08' },
    changes: { date: '2026-03-07' },
  }),
  p("For Mia's orthodontist on the 18th, could you add a reminder 2 hours before? I need to leave work early to get her. Thanks.", 'updateEvent', {
    target: { words: 'orthodontist', member: MIA, date: '2026-03-18' },
    changes: { reminderMinutes: 120 },
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // cancelEvent
  p("Mia's got the flu. Cancel her ballet tomorrow. I'll let the teacher know myself.", 'cancelEvent', {
    target: { words: 'ballet', member: MIA, fromDate: '2026-03-05' },
    series: false,
  }),
  p('so bad news the cleaners went out of business. can u delete the cleaning thing altogether, the every second thursday one', 'cancelEvent', {
    target: { words: 'clean' },
    series: true,
  }),
  p('Leo have fever since this morning, 38.5. Please cancel his swim on Saturday. I am sorry. Rosa', 'cancelEvent', {
    target: { words: 'swim', member: LEO, fromDate: '2026-03-07' },
    series: false,
  }),
  p(
    "Hello dear. I'm so sorry but I have to cancel the movies with Mia and Sam on Saturday. My back is playing up again. Please take it out of the calendar. Love, Nana",
    'cancelEvent',
    { target: { words: 'movie', fromDate: '2026-03-07' }, series: false },
  ),
  p(
    "Change of plan. My work trip got cancelled at the last minute. Please remove the trip starting on the 16th from the calendar, I'll be around as usual.",
    'cancelEvent',
    { target: { words: 'trip', fromDate: '2026-03-16' }, series: false },
  ),
  p(
    "Sam has decided he doesn't want to do karate anymore. We've told the club and they were very understanding. Please take karate out of the calendar completely.",
    'cancelEvent',
    { target: { words: 'karate', member: SAM }, series: true },
  ),
  p("mia's sleepover is off, chloe's sick. delete it from saturday pls", 'cancelEvent', {
    target: { words: 'sleepover', member: MIA, fromDate: '2026-03-07' },
    series: false,
  }),
  p("We've decided to go away for the weekend after all. Could you clear everything on Sunday the 8th? We won't be doing any of it.", 'cancelEvent', {
    target: { words: null, fromDate: '2026-03-08' },
    series: false,
  }),
  p('Mia tell me the piano teacher is on holiday next Monday. So no lesson that day. Please delete only that one, thank you', 'cancelEvent', {
    target: { words: 'piano', member: MIA, fromDate: '2026-03-09' },
    series: false,
  }),
  p(
    'Morning. The bowls final on the 21st has been called off because of the rain forecast. Please remove it from the calendar. Regards, Grandad',
    'cancelEvent',
    { target: { words: 'final', fromDate: '2026-03-21' }, series: false },
  ),
  p("The kids are staying with me the whole Easter week now. So there's no need for the handover on the 4th of April. Please cancel it.", 'cancelEvent', {
    target: { words: 'handover', fromDate: '2026-04-04' },
    series: false,
  }),
  p(
    "Leo's daycare is closed next week for renovations. Could you cancel his daycare days from Monday the 9th to Friday the 13th? He'll be home with Rosa.",
    'cancelEvent',
    { target: { words: 'daycare', member: LEO, fromDate: '2026-03-09', toDate: '2026-03-13' }, series: false },
  ),
  p('sams footy got cancelled for the rest of the season. the ground is being resurfaced. just delete all of footy for him', 'cancelEvent', {
    target: { words: 'footy', member: SAM },
    series: true,
  }),
  p('Hello. Tomorrow the choir is cancel because the teacher is sick. Please remove for Mia. See you tomorrow, Rosa', 'cancelEvent', {
    target: { words: 'choir', member: MIA, fromDate: '2026-03-05' },
    series: false,
  }),
  p(
    "Darling, I've just been told the fete on the 28th has been cancelled. What a shame after all that baking! Please take it off the calendar. Love, Nana",
    'cancelEvent',
    { target: { words: 'fete', fromDate: '2026-03-28' }, series: false },
  ),
  p("The P&C meeting tonight has been postponed indefinitely. Please delete it. I'll add it again when they set a new date.", 'cancelEvent', {
    target: { words: 'meeting', fromDate: '2026-03-04' },
    series: false,
  }),
  p("mia's not doing athletics anymore, she hates the early mornings. can u get rid of it altogether, both the tuesday and thursday trainings", 'cancelEvent', {
    target: { words: 'athletics', member: MIA },
    series: true,
  }),
  p("The optometrist is away. Sam's eye test at 4 on Friday the 20th is cancelled and I'll rebook it. Please remove it for now.", 'cancelEvent', {
    target: { words: 'eye', member: SAM, fromDate: '2026-03-20', time: '16:00' },
    series: false,
  }),
  p(
    "Sam's tennis this Saturday is off because of the heat warning. It's only this Saturday though, the rest are still on. Please cancel that one.",
    'cancelEvent',
    { target: { words: 'tennis', member: SAM, fromDate: '2026-03-07' }, series: false },
  ),
  p('Please cancel the playdate for Leo on Friday. Ava mum message me, Ava have chickenpox. Thank you', 'cancelEvent', {
    target: { words: 'playdate', member: LEO, fromDate: '2026-03-06' },
    series: false,
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // calendar questions: agenda, findEvent, freeBusy
  p("I'm trying to plan the week ahead before it all gets away from me. Could you tell me what's on for everyone next week? Thanks!", 'agenda', {
    fromDate: '2026-03-09',
    toDate: '2026-03-15',
    member: null,
  }),
  p('mate its been a long day. whats mia got on tomorrow', 'agenda', { fromDate: '2026-03-05', toDate: '2026-03-05', member: MIA }),
  p("Hello dear. I'd like to take Leo to the park on Saturday morning if the weather is nice. Is he free between 9 and 12? Love, Nana", 'freeBusy', {
    date: '2026-03-07',
    fromTime: '09:00',
    toTime: '12:00',
    member: LEO,
  }),
  p("Sam keeps asking me about the swimming carnival. I've lost the note from school. When is it again?", 'findEvent', { words: 'carnival' }),
  p('Hello, when is Leo next doctor appointment? I need to ask for a day off from my other job. Thank you', 'findEvent', { words: 'doctor', member: LEO }),
  p("I'm thinking of booking a dentist for the kids. Are we free on Thursday the 19th after 3? Let me know.", 'freeBusy', {
    date: '2026-03-19',
    fromTime: '15:00',
  }),
  p("Hello. I'm minding the children this weekend while you're away. What do they have on Saturday and Sunday? Grandad", 'agenda', {
    fromDate: '2026-03-07',
    toDate: '2026-03-08',
  }),
  p('quick one. is sams dentist still on the 12th or did we move it. cant remember', 'findEvent', { words: 'dentist', member: SAM, yesNo: true }),
  p("I've just walked in the door and the house is chaos. What's left on the calendar for today?", 'agenda', {
    fromDate: '2026-03-04',
    toDate: '2026-03-04',
  }),
  p("When's the next handover? I've got my dates mixed up with my work roster. Thanks.", 'findEvent', { words: 'handover' }),
  p('Mia friend ask for a playdate on Tuesday afternoon, from 3 to 5. Is Mia free then? Thanks', 'freeBusy', {
    date: '2026-03-10',
    fromTime: '15:00',
    toTime: '17:00',
    member: MIA,
  }),
  p("Dear, remind me, when is Mia's band concert? I want to book my train tickets early. Love, Nana", 'findEvent', { words: 'concert', member: MIA }),
  p("Sam's teacher asked what his week looks like because he seems tired. Can you show me everything he has on this week?", 'agenda', {
    fromDate: '2026-03-04',
    toDate: '2026-03-10',
    member: SAM,
  }),
  p('thinking of doing a day trip to the blue mountains on sunday the 15th. are we free that day or has someone got something on', 'freeBusy', {
    date: '2026-03-15',
  }),
  p("I feel like I'm losing track of things lately. What's coming up for Leo in the next couple of weeks?", ['findEvent', 'agenda'], { member: LEO }),

  // ---------------------------------------------------------------------------------------------------------------
  // lists, to-dos and homework
  p("Sam came home with a book report today. It's due on Friday the 13th. Could you add it to his homework?", 'addHomework', {
    task: 'book report',
    member: SAM,
    dueDate: '2026-03-13',
  }),
  p('Mia have maths worksheet for tomorrow. She say it is page 12 and 13. Please put in her homework. Thank you', 'addHomework', {
    task: 'maths',
    member: MIA,
    dueDate: '2026-03-05',
  }),
  p('sams got spelling words to learn for the test on monday. add it to his homework thing. he wont do it otherwise', 'addHomework', {
    task: 'spelling',
    member: SAM,
    dueDate: '2026-03-09',
  }),
  p(
    'Hello. Mia showed me her science project on volcanoes this afternoon. She says it needs to be handed in on Wednesday 18 March. Perhaps add it to her homework. Grandad',
    'addHomework',
    { task: 'science', member: MIA, dueDate: '2026-03-18' },
  ),
  p("We're nearly out of everything after the weekend. Please add milk, bread, eggs and bananas to the shopping list. Thanks!", 'addListItems', {
    items: ['milk', 'bread', 'eggs', 'bananas'],
  }),
  p('doing a bunnings run on saturday. add sandpaper and a new hose to the hardware list', 'addListItems', { list: 'hardware', items: ['sandpaper', 'hose'] }),
  p('Hello, Leo nappies is finish and the wipes also. Please add to the shopping list. Also the baby sunscreen. Thank you', 'addListItems', {
    items: ['nappies', 'wipes', 'sunscreen'],
  }),
  p(
    "A couple of things I need to sort before the kids come on Friday. Add to my to-do list: wash the sheets, buy school lunches, and fix Sam's bike. Thanks.",
    'addTodo',
    { tasks: ['sheets', 'lunches', 'bike'] },
  ),
  p("I'm going to forget this otherwise. Please add a to-do to renew Leo's passport. No rush, just before the holidays.", 'addTodo', { tasks: ['passport'] }),
  p(
    "Hello dear. I'm making the birthday cake on the weekend. Could you add flour, sugar, butter and candles to the shopping list for me? Love, Nana",
    'addListItems',
    { items: ['flour', 'sugar', 'butter', 'candles'] },
  ),
  p("mias been saying she's got no homework. i reckon she's fibbing. what homework has she got open", 'listHomework', { member: MIA }),
  p("I'm heading to Woolies after pick up. What's on the shopping list at the moment?", 'showList', { list: null }),
  p('I finish the ironing today, all the school uniforms are done. Please tick it off from the list. Rosa', ['completeTodo', 'tickListItems']),
  p("Sweetheart, please remind me to post Sam's birthday card. I always forget until it's too late! Love, Grandma", 'addTodo', {
    tasks: ['card'],
    reminder: true,
  }),
  p("Sam's teacher wants him to read every night this term. Can you put reading down as homework for him? There's no due date, it's ongoing.", 'addHomework', {
    task: 'read',
    member: SAM,
    dueDate: null,
  }),

  // ---------------------------------------------------------------------------------------------------------------
  // ask back: no day for a new event, or no way to tell which event or what change
  ask("Sam's been complaining about a toothache all week. I've finally managed to get him a dentist appointment. Could you add it to the calendar for him?"),
  ask("mia's got a birthday party coming up for one of the girls in her class. can u put it in for her"),
  ask('Hello. Leo teacher want a meeting with the parents about his talking. Please add in calendar. Thank you, Rosa'),
  ask("Hello darling. I'd love to have the children for a sleepover at my place soon. Please put it in the calendar. Love, Nana"),
  ask("Something's come up at work this week. Can you move the handover? I'll need it a bit later, not sure exactly when yet."),
  ask("The school just sent a note home about the cross country. Mia is running in it and she's very nervous. Please add it."),
  ask('cancel it. the thing with sam. its not happening anymore'),
  ask('Hello, Mia have excursion to the zoo. She need a permission note and $15. Please put in calendar for Mia. Thank you'),
  ask("Hello. I have a specialist appointment coming up for my heart. I don't have the letter with me. Please add it to the calendar. Grandad"),
  ask("Leo has been invited to a friend's party. He's so excited. Could you add it for him? I'll sort out a present later."),
];
