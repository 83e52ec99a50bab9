import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/assistant/understanding/engine';
import { mismatch, runPhrasebook, PHRASEBOOK_CONTEXT } from './phrasebook';
import { PHRASES } from './phrasebook.data';
import { PHRASES as FRESH } from './phrasebook-fresh.data';
import { PHRASES as TASKS } from './phrasebook-tasks.data';
import { PHRASES as FAMILY } from './phrasebook-family.data';
import { PHRASES as FAMILY_3 } from './phrasebook-family-3.data';
import { PHRASES as REQUESTS } from './phrasebook-requests.data';
import { PHRASES as CORPUS_2 } from './phrasebook-corpus-2.data';
import { PHRASES as FAMILY_4 } from './phrasebook-family-4.data';
import { PHRASES as VOICE } from './phrasebook-voice.data';
import { PHRASES as TODO_REMINDERS } from './phrasebook-todo-reminders.data';
import { PHRASES as FAMILY_5 } from './phrasebook-family-5.data';
import { PHRASES as ASSISTANT_6 } from './phrasebook-assistant-6.data';
import { PHRASES as FAMILY_6 } from './phrasebook-family-6.data';
import { PHRASES as LISTS_7 } from './phrasebook-lists-7.data';
import { PHRASES as CALENDAR_7 } from './phrasebook-calendar-7.data';
import { PHRASES as VOICE_8 } from './phrasebook-voice-8.data';
import { PHRASES as CHANGES_9 } from './phrasebook-changes-9.data';
import { PHRASES as FAMILY_9 } from './phrasebook-family-9.data';
import { PHRASES as FAMILY_10 } from './phrasebook-family-10.data';
import { PHRASES as CORPUS_10 } from './phrasebook-corpus-10.data';
import { PHRASES as FAMILY_14 } from './phrasebook-family-14.data';
import { PHRASES as VOICE_14 } from './phrasebook-voice-14.data';
import { PHRASES as FAMILY_15 } from './phrasebook-family-15.data';
import { PHRASES as CORPUS_15 } from './phrasebook-corpus-15.data';
import { PHRASES as FAMILY_16 } from './phrasebook-family-16.data';
import { PHRASES as TASKS_16 } from './phrasebook-tasks-16.data';
import { PHRASES as LISTS_18 } from './phrasebook-lists-18.data';
import { PHRASES as FAMILY_18 } from './phrasebook-family-18.data';
import { PHRASES as SPEAKER_18 } from './phrasebook-speaker-18.data';
import { PHRASES as FAMILY_20 } from './phrasebook-family-20.data';
import { PHRASES as CHANGES_20 } from './phrasebook-changes-20.data';
import { PHRASES as QUESTIONS_20 } from './phrasebook-questions-20.data';
import { PHRASES as FAMILY_22 } from './phrasebook-family-22.data';
import { PHRASES as FAMILY_23 } from './phrasebook-family-23.data';
import { PHRASES as FAMILY_25 } from './phrasebook-family-25.data';
import { PHRASES as FAMILY_26 } from './phrasebook-family-26.data';
import { PHRASES as FAMILY_29 } from './phrasebook-family-29.data';
import { PHRASES as FAMILY_30 } from './phrasebook-family-30.data';
import { PHRASES as FAMILY_33 } from './phrasebook-family-33.data';
import { PHRASES as FAMILY_34 } from './phrasebook-family-34.data';
import { PHRASES as FAMILY_36 } from './phrasebook-family-36.data';
import { PHRASES as FAMILY_45 } from './phrasebook-family-45.data';
import { PHRASES as FAMILY_46 } from './phrasebook-family-46.data';
import { PHRASES as FAMILY_47 } from './phrasebook-family-47.data';
import { PHRASES as FAMILY_48 } from './phrasebook-family-48.data';
import { PHRASES as FAMILY_49 } from './phrasebook-family-49.data';
import { PHRASES as FAMILY_50 } from './phrasebook-family-50.data';
import { PHRASES as FAMILY_51 } from './phrasebook-family-51.data';
import { PHRASES as FAMILY_52 } from './phrasebook-family-52.data';
import { PHRASES as FAMILY_53 } from './phrasebook-family-53.data';
import { PHRASES as FAMILY_54 } from './phrasebook-family-54.data';
import { PHRASES as FAMILY_55 } from './phrasebook-family-55.data';
import { PHRASES as FAMILY_56 } from './phrasebook-family-56.data';
import { PHRASES as FAMILY_57 } from './phrasebook-family-57.data';
import { PHRASES as FAMILY_58 } from './phrasebook-family-58.data';
import { PHRASES as FAMILY_59 } from './phrasebook-family-59.data';
import { PHRASES as FAMILY_60 } from './phrasebook-family-60.data';
import { PHRASES as FAMILY_61 } from './phrasebook-family-61.data';
import { PHRASES as FAMILY_62 } from './phrasebook-family-62.data';
import { PHRASES as FAMILY_63 } from './phrasebook-family-63.data';
import { PHRASES as FAMILY_64 } from './phrasebook-family-64.data';
import { PHRASES as FAMILY_65 } from './phrasebook-family-65.data';
import { PHRASES as FAMILY_66 } from './phrasebook-family-66.data';
import { PHRASES as FAMILY_67 } from './phrasebook-family-67.data';
import { PHRASES as FAMILY_68 } from './phrasebook-family-68.data';
import { PHRASES as FAMILY_69 } from './phrasebook-family-69.data';
import { PHRASES as FAMILY_70 } from './phrasebook-family-70.data';
import { PHRASES as FAMILY_71 } from './phrasebook-family-71.data';
import { PHRASES as FAMILY_72 } from './phrasebook-family-72.data';
import { PHRASES as FAMILY_73 } from './phrasebook-family-73.data';
import { PHRASES as FAMILY_74 } from './phrasebook-family-74.data';
import { PHRASES as FAMILY_75 } from './phrasebook-family-75.data';
import { PHRASES as FAMILY_76 } from './phrasebook-family-76.data';
import { PHRASES as FAMILY_77 } from './phrasebook-family-77.data';
import { PHRASES as FAMILY_78 } from './phrasebook-family-78.data';
import { PHRASES as FAMILY_79 } from './phrasebook-family-79.data';
import { PHRASES as FAMILY_80 } from './phrasebook-family-80.data';
import { PHRASES as FAMILY_81 } from './phrasebook-family-81.data';
import { PHRASES as FAMILY_82 } from './phrasebook-family-82.data';
import { PHRASES as FAMILY_83 } from './phrasebook-family-83.data';
import { PHRASES as FAMILY_84 } from './phrasebook-family-84.data';
import { PHRASES as FAMILY_85 } from './phrasebook-family-85.data';
import { PHRASES as FAMILY_86 } from './phrasebook-family-86.data';
import { PHRASES as FAMILY_87 } from './phrasebook-family-87.data';
import { PHRASES as FAMILY_88 } from './phrasebook-family-88.data';
import { phrasebookSplit } from '../../scripts/corpus/split';

/**
 * Both sets were written from the tool contract by people who had not read the engine: the first (358) while
 * the engine was being built, the second (160) after, and measured before any change was made for it.
 */
const GOAL = 0.9;

describe('the phrasebook', () => {
  it('has at least 300 phrasings', () => {
    expect(PHRASES.length + FRESH.length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    ['first set', PHRASES],
    ['second set', FRESH],
  ])(`does what was asked for at least ${GOAL * 100}% of the %s`, (_name, phrases) => {
    const { total, right, misses } = runPhrasebook(phrases);
    if (right / total < GOAL) console.log(misses.map((m) => `${m.say}\n    ${m.why}`).join('\n'));
    expect(right / total).toBeGreaterThanOrEqual(GOAL);
  });

  // Reminders, lists and to-dos (302), written from the tool contract by someone who had not read the engine: 81.1% of
  // its training part and 75.4% of its validation part before any change for it. Only training misses are ever read.
  // Families with several members (157: members, both kids, ranges, school days, changes), written the same way: 83.2%
  // of its training part and 90.6% of its validation part before any change for it.
  // Two more written the same way, measured before any change for them: families (150) 79.1% of the training part and
  // 68.6% of the validation part; short assistant-style requests (200) 86.8% and 95.1%.
  // Two more, measured before any change for them: the kinds of request the corpora's validation parts lag on
  // (240: cancels, list questions, to-do changes, meetings, reminder changes, event changes) 81.6% of the training
  // part and 79.5% of the validation part; families (200) 82.7% of the training part; requests said to a smart speaker
  // (240) 93.4% and 95.3%; to-dos, reminders and shopping changes typed to a chatbot (200) 80.4% and 71.4%; families in
  // other voices (run-ons, fragments, emoji, very polite; 160) 71.4% and 79.4%. Two more, measured before any change for
  // them: requests to phone assistants and chatbots (240) 89.3% of the training part and 83.7% of the validation part;
  // families (200) 82.2% and 88.4%; reminders, shopping and to-dos said politely, as news or several at once (200) 79.5%
  // and 91.2%; calendar requests said to a smart speaker (200) 88.2% and 83.0%. Two more, measured before any change
  // for them: families typing one-handed (160) 88.3% of the training part and 93.8% of the validation part; requests said
  // to a phone or typed in full sentences (160) 94.5% and 90.6%; families and carers writing English as a second
  // language (160) 78.3% and 83.9%; short requests in the corpora's style (160) 91.8% and 92.3%; co-parents and relatives
  // (160) 91.9% and 94.6%; reminders, to-dos, shopping and meetings in chatbot style (160) 91.1% and 91.9%; lists and
  // to-dos (160) 85.9% and 81.3%; voice notes and rushed messages of several sentences (160) 86.9% and 90.0%; commands
  // to a home speaker (160) 97.8% and 88.0%. A busy school term (150), measured before any change for it: 79.5% of the
  // training part and 78.3% of the validation part. Families in eight voices (200), measured before any change for it:
  // 76.3% of the training part and 74.2% of the validation part; a second such set (200), written after the first's
  // changes: 83.4% and 77.6%. Two more in eight new voices each (200 each: Australian, South African, Filipino, Singaporean,
  // Nigerian and Irish English, news of what is already filed, tidying lists; Kiwi and Canadian English, questions,
  // over-explaining, self-corrections, replies out of context, news as passives, lists in full sentences), measured before
  // any change for them: 85.2% and 75.3% of their training parts, 65.8% and 65.2% of their validation parts.
  // One more in eight new voices (160: Welsh, Malaysian and Southern US English, a sleep-deprived parent, a carer of an
  // elderly mother, brackets and dashed lists, notices pasted from school apps, checks of what is there), measured before
  // any change for it: 77.1% of its training part, 82.8% of its validation part. And one more (160: Ghanaian and British
  // Pakistani English, dictation with no punctuation, two-word fragments, parents in the third person, a grandparent,
  // numbered parts, corrections of what was just done): 78.5% and 60.0%.
  it.each([
    ['reminders, lists and to-dos', TASKS, 200],
    ['families with several members', FAMILY, 100],
    ['more families', FAMILY_3, 100],
    ['short assistant-style requests', REQUESTS, 150],
    ['requests of the kinds the corpora lag on', CORPUS_2, 180],
    ['families, fourth set', FAMILY_4, 150],
    ['requests said to a smart speaker', VOICE, 180],
    ['to-dos, reminders and shopping changes', TODO_REMINDERS, 150],
    ['families in other voices', FAMILY_5, 110],
    ['requests to phone assistants and chatbots', ASSISTANT_6, 180],
    ['families, sixth set', FAMILY_6, 150],
    ['reminders, shopping and to-dos asked politely, as news or several at once', LISTS_7, 150],
    ['calendar requests said to a smart speaker', CALENDAR_7, 140],
    ['meetings, reminders and lists said to a speaker or typed, with slips and two requests at once', VOICE_8, 150],
    ['cancels, to-do changes and questions about lists', CHANGES_9, 150],
    ['families on WhatsApp, ninth set', FAMILY_9, 150],
    ['families typing in a hurry, news and two requests at once', FAMILY_10, 150],
    ['requests as a speech recogniser writes them down', CORPUS_10, 150],
    ['families typing one-handed', FAMILY_14, 120],
    ['requests said to a phone or typed in full sentences', VOICE_14, 120],
    ['families and carers writing English as a second language', FAMILY_15, 120],
    ['short requests in the corpora style', CORPUS_15, 120],
    ['co-parents and relatives', FAMILY_16, 120],
    ['reminders, to-dos, shopping and meetings in chatbot style', TASKS_16, 120],
    ['lists and to-dos', LISTS_18, 120],
    ['voice notes and rushed messages of several sentences', FAMILY_18, 120],
    ['commands to a home speaker', SPEAKER_18, 120],
    ['family members, both kids, spans of days and school days', FAMILY_20, 120],
    ['changes to events, to-dos and lists in many words', CHANGES_20, 120],
    ['questions and reminders in many words', QUESTIONS_20, 120],
    ['a school term: notices, activities, spans of days', FAMILY_22, 120],
    ['shared care: handovers, grandparents, nannies and au pairs', FAMILY_23, 120],
    ['a family in the Gulf writing English, with its helpers', FAMILY_25, 120],
    ['fragments typed between meetings', FAMILY_26, 120],
    ['a busy school term: members, series that start and end, school days, changes', FAMILY_29, 120],
    ['several adults of one household: terse and chatty parents, a grandparent, an au pair', FAMILY_30, 110],
    ['school holidays and weekends: camps, sport, parties, the told thing then "put it in"', FAMILY_33, 110],
    ["a working parent's week: the parents' own appointments, notices, fragments, corrections", FAMILY_34, 120],
    ['the end of term and the Easter holidays in four voices, the request among news', FAMILY_36, 120],
    ['families in eight voices: a fast-typing dad, the Gulf, co-parents, a grandmother, an au pair, voice notes, forwarded news', FAMILY_45, 160],
    ['families in eight voices, second set: sport, sickness and appointments, visitors, several requests at once', FAMILY_46, 150],
    ['families in eight voices, third set: other Englishes, news of what is already filed, tidying lists', FAMILY_47, 160],
    ['families in eight voices, fourth set: questions, corrections, replies out of context, news as passives', FAMILY_48, 150],
    ['families in eight voices, fifth set: other Englishes, line breaks and brackets, pasted notices, checks', FAMILY_49, 130],
    ['families in eight voices, sixth set: Ghanaian and British Pakistani English, dictation, fragments, numbered parts, corrections', FAMILY_50, 130],
    ['families in eight voices, seventh set: Irish and Singaporean English, a sibling passing requests on, terse, misspelt, capitals, a party', FAMILY_51, 120],
    ['families in eight voices, eighth set: Nigerian, Canadian and Hong Kong English, twins, shared care, medical needs, what is on', FAMILY_52, 120],
  ])(`does what was asked for at least ${GOAL * 100}% of the training part of the %s set`, (_name, phrases, size) => {
    const { total, right, misses } = runPhrasebook(phrases.filter((p) => phrasebookSplit(p.say) === 'training'));
    if (right / total < GOAL) console.log(misses.map((m) => `${m.say}\n    ${m.why}`).join('\n'));
    expect(total).toBeGreaterThanOrEqual(size);
    expect(right / total).toBeGreaterThanOrEqual(GOAL);
  });

  // Two sets that lean on changes, cancels and messages with nothing to go on (160 each, sixteen voices: Texan, Indian,
  // French, Liverpool, Brazilian and Kenyan English, a Jewish family, changes passed on, nicknames, replies to what is
  // planned, fragments and symbols, very polite requests, a stepparent and a distracted parent), measured before any
  // change for them: 64.2% and 65.5% of their training parts. They reached 77.6% each and are held at 75%, short of the
  // other sets' 90%: most of what is left is one phrasing each (symbols for a cancel, a member added to an event by a
  // third person, a place said as news).
  it.each([
    ['changes, cancels and vague messages in eight voices', FAMILY_53, 130],
    ['changes, cancels and vague messages in eight more voices', FAMILY_54, 110],
    // Glaswegian and Doric Scots, Geordie and Irish English: 49.2% of its training part before the dialect's words were
    // mended, 63.1% when it was written (after the first of them), 87.7% after.
    ['families writing in dialect', FAMILY_55, 60],
    // Fragments, two carers and a father writing English as a second language, a phone's typos: 80.6% of its training
    // part when it was written, 90.3% after (marks typed for words, words run together, a slip of swapped letters).
    ['fragments, carers and typos', FAMILY_56, 65],
    // Date ranges and school days (a New Zealand parent, a nurse on shifts, a father across two houses): 75.3% of its
    // training part when it was written, 81.8% after (a weekday and its day of the month agree, "tmrw thru sun").
    ['date ranges and school days', FAMILY_57, 75],
    // Who an event is for and changes to it (a step-parent, a Canadian parent, short follow-ups): 75.3% when it was
    // written, 81.5% after ("half hr later for the dentist", "call it orthodontist not dentist").
    ['who it is for, and changes', FAMILY_58, 75],
    // Four sets of 150 in the voices of the fresh held-out sets (written, like those, by people who had not read the
    // engine), measured before any change for them: an expat mum in Dubai, a travelling dad's yes/no questions and Indian
    // English 86.0% of the training part and 100% of the validation part; a co-parent's handovers, two polite requests at
    // once and background before the request 73.6% and 72.7%; a nanny's lists, a grandmother's reminders and to-do
    // questions 86.9% and 89.3%; a phone assistant, a working mum's fragments and a parent's typos 79.1% and 80.0%.
    ['an expat mum, a travelling dad and Indian English', FAMILY_59, 115],
    ['co-parents, two polite requests at once, background first', FAMILY_60, 100],
    ["a nanny's lists, a grandmother's reminders, to-do questions", FAMILY_61, 115],
    ['a phone assistant, fragments and typos', FAMILY_62, 110],
    // Four sets of 75 that lean on changes to what is already planned (written, like the others, by people who had not
    // read the engine), measured before any change for them: 80.0% of their training parts and 81.7% of their
    // validation parts.
    ['a Canadian hockey mom and a Welsh grandmother', FAMILY_63, 55],
    ['Singlish and a routine that keeps shifting', FAMILY_64, 65],
    ['a Texan mom of four and a Deaf parent writing topic first', FAMILY_65, 58],
    ['Ghanaian English and a hedging PhD student', FAMILY_66, 58],
    // Four more sets of 75 that lean on changes, cancels and tick-offs, each row with the account as it was before the
    // message (BEFORE), measured before any change for them: 82.4% of their training parts and 71.0% of their
    // validation parts read right by the engine; through the worker, with the account filed, 76.9% of the training parts.
    ['an IT dad in lowercase shorthand and a grandmother who minds the kids', FAMILY_67, 55],
    ['a bakery mum at 5am and a paramedic dad in 24-hour time', FAMILY_68, 50],
    ['a plumber dad from the van and a lecturer mum who over-explains', FAMILY_69, 50],
    ['a Korean-Australian mum and a teenage daughter', FAMILY_70, 50],
    // Two more of 75 with the account before each message, scored through the worker before and after the changes
    // made from their training parts; the engine alone then read 89.0% of their training parts and 90.6% of their
    // validation parts.
    ['a chef dad and a teacher mum', FAMILY_71, 55],
    ['a German au pair and a mum dictating while driving', FAMILY_72, 55],
    // Two more of 75 with the account before each message, written in new voices; before any change for them, through
    // the worker, 84.6% of their training parts and 84.8% of their validation parts were done.
    ['a police officer mum on shifts and a stay-at-home dad who runs the lists', FAMILY_73, 55],
    ['a one-finger grandfather and a mum on bed rest planning ahead', FAMILY_74, 55],
    // Two more of 75 in new voices; before any change for them, through the worker, 80.0% and 87.3% of their training
    // parts and 93.3% and 83.3% of their validation parts were done.
    ['a Scottish fisherman dad and a mum running a home daycare', FAMILY_75, 57],
    ['a Lebanese-Australian dad and a dad who types in capitals', FAMILY_76, 60],
    // Two more of 75 in new voices; before any change for them, through the worker, 91.5% and 77.0% of their training
    // parts and 100% and 85.7% of their validation parts were done.
    ['a military-spouse mum and a Vietnamese-Australian mum', FAMILY_77, 56],
    ['a junior-football coach dad and a mum who corrects herself', FAMILY_78, 58],
    // Two more of 75 in new voices; before any change for them, through the worker, 95.1% and 79.3% of their training
    // parts and 92.9% and 64.7% of their validation parts were done.
    ['a polite Japanese-Australian mum and a dad whose autocorrect mangles words', FAMILY_79, 58],
    ['a mum who writes in fragments and a dad who double-checks', FAMILY_80, 55],
    // Two more of 75 in new voices; before any change for them, through the worker, 94.5% and 98.3% of their training
    // parts and 95.0% and 93.3% of their validation parts were done.
    ['a sarcastic New York dad and a Tongan-Australian church mum', FAMILY_81, 52],
    ['a night-shift nurse dad and a Queensland surf-coach dad', FAMILY_82, 57],
    // Two more of 75 in new voices; before any change for them, through the worker, 87.5% and 88.3% of their training
    // parts and 89.5% and 86.7% of their validation parts were done.
    ['a Māori New Zealand dad and a Hungarian-born mum', FAMILY_83, 53],
    ['a school-principal dad and a real-estate-agent mum', FAMILY_84, 57],
    // Two more of 75 in new voices; before any change for them, through the worker, 85.0% and 81.0% of their training
    // parts and 93.3% and 66.7% of their validation parts were done.
    ['a Russian-born grandmother and a cricket-mad dad', FAMILY_85, 57],
    ['an Iranian-born mum and a dad who trails off with afterthoughts', FAMILY_86, 60],
    // Two more of 75 in new voices; before any change for them, through the worker, 96.8% and 93.5% of their training
    // parts and 100% and 100% of their validation parts were done.
    ['a Croatian-born dad and an on-call midwife mum', FAMILY_87, 60],
    ['a Tasmanian grandmother and a Filipino-American dad', FAMILY_88, 59],
  ])('does what was asked for at least 75% of the training part of the %s set', (_name, phrases, size) => {
    const { total, right } = runPhrasebook(phrases.filter((p) => phrasebookSplit(p.say) === 'training'));
    expect(total).toBeGreaterThanOrEqual(size);
    expect(right / total).toBeGreaterThanOrEqual(0.75);
  });

  it('can tell a wrong reading from a right one', () => {
    const got = interpret('swimming for Mia tomorrow at 4pm', PHRASEBOOK_CONTEXT);
    expect(mismatch({ tool: 'createEvent', input: { title: 'swimming', date: '2026-03-05', time: '16:00', member: 'Mia Okafor' } }, got)).toBeNull();
    expect(mismatch({ tool: 'createEvent', input: { time: '04:00' } }, got)).toMatch(/time/);
    expect(mismatch({ tool: 'agenda' }, got)).toMatch(/expected agenda/);
    expect(mismatch({ clarify: true }, got)).toMatch(/question back/);
  });
});
