// Every English phrasebook of one sentence or a few (not the long messages, which the ranker reads): the rows the
// family-kind model learns from (their training part only, by the phrasebook test's own split). Not named "phrasebook-…":
// the scripts that read every phrasebook file would read these rows twice.
import { PHRASES as P0 } from './phrasebook-assistant-6.data';
import { PHRASES as P1 } from './phrasebook-calendar-7.data';
import { PHRASES as P2 } from './phrasebook-changes-20.data';
import { PHRASES as P3 } from './phrasebook-changes-9.data';
import { PHRASES as P4 } from './phrasebook-corpus-10.data';
import { PHRASES as P5 } from './phrasebook-corpus-15.data';
import { PHRASES as P6 } from './phrasebook-corpus-2.data';
import { PHRASES as P7 } from './phrasebook-family-10.data';
import { PHRASES as P8 } from './phrasebook-family-14.data';
import { PHRASES as P9 } from './phrasebook-family-15.data';
import { PHRASES as P10 } from './phrasebook-family-16.data';
import { PHRASES as P11 } from './phrasebook-family-18.data';
import { FAMILY_PHRASES_2 as P12 } from './phrasebook-family-2.data';
import { PHRASES as P13 } from './phrasebook-family-20.data';
import { PHRASES as P14 } from './phrasebook-family-22.data';
import { PHRASES as P15 } from './phrasebook-family-23.data';
import { PHRASES as P16 } from './phrasebook-family-25.data';
import { PHRASES as P17 } from './phrasebook-family-26.data';
import { PHRASES as P18 } from './phrasebook-family-29.data';
import { PHRASES as P19 } from './phrasebook-family-3.data';
import { PHRASES as P20 } from './phrasebook-family-30.data';
import { PHRASES as P21 } from './phrasebook-family-33.data';
import { PHRASES as P22 } from './phrasebook-family-34.data';
import { PHRASES as P23 } from './phrasebook-family-36.data';
import { PHRASES as P24 } from './phrasebook-family-4.data';
import { PHRASES as P25 } from './phrasebook-family-45.data';
import { PHRASES as P26 } from './phrasebook-family-46.data';
import { PHRASES as P27 } from './phrasebook-family-47.data';
import { PHRASES as P28 } from './phrasebook-family-48.data';
import { PHRASES as P29 } from './phrasebook-family-49.data';
import { PHRASES as P30 } from './phrasebook-family-5.data';
import { PHRASES as P31 } from './phrasebook-family-50.data';
import { PHRASES as P32 } from './phrasebook-family-51.data';
import { PHRASES as P33 } from './phrasebook-family-52.data';
import { PHRASES as P34 } from './phrasebook-family-6.data';
import { PHRASES as P35 } from './phrasebook-family-9.data';
import { PHRASES as P36 } from './phrasebook-family.data';
import { PHRASES as P37 } from './phrasebook-fresh.data';
import { PHRASES as P38 } from './phrasebook-lists-18.data';
import { PHRASES as P39 } from './phrasebook-lists-7.data';
import { PHRASES as P40 } from './phrasebook-questions-20.data';
import { PHRASES as P41 } from './phrasebook-requests.data';
import { PHRASES as P42 } from './phrasebook-speaker-18.data';
import { PHRASES as P43 } from './phrasebook-tasks-16.data';
import { PHRASES as P44 } from './phrasebook-tasks.data';
import { PHRASES as P45 } from './phrasebook-todo-reminders.data';
import { PHRASES as P46 } from './phrasebook-voice-14.data';
import { PHRASES as P47 } from './phrasebook-voice-8.data';
import { PHRASES as P48 } from './phrasebook-voice.data';
import { PHRASES as P49 } from './phrasebook.data';
import { PHRASES as P50 } from './phrasebook-family-53.data';
import { PHRASES as P51 } from './phrasebook-family-54.data';
import { PHRASES as P52 } from './phrasebook-family-55.data';
import { PHRASES as P53 } from './phrasebook-family-56.data';
import { PHRASES as P54 } from './phrasebook-family-57.data';
import { PHRASES as P55 } from './phrasebook-family-58.data';
import { PHRASES as P56 } from './phrasebook-family-59.data';
import { PHRASES as P57 } from './phrasebook-family-60.data';
import { PHRASES as P58 } from './phrasebook-family-61.data';
import { PHRASES as P59 } from './phrasebook-family-62.data';
import { PHRASES as P60 } from './phrasebook-family-63.data';
import { PHRASES as P61 } from './phrasebook-family-64.data';
import { PHRASES as P62 } from './phrasebook-family-65.data';
import { PHRASES as P63 } from './phrasebook-family-66.data';
import { PHRASES as P64 } from './phrasebook-family-67.data';
import { PHRASES as P65 } from './phrasebook-family-68.data';
import { PHRASES as P66 } from './phrasebook-family-69.data';
import { PHRASES as P67 } from './phrasebook-family-70.data';
import { PHRASES as P68 } from './phrasebook-family-71.data';
import { PHRASES as P69 } from './phrasebook-family-72.data';
import { PHRASES as P70 } from './phrasebook-family-73.data';
import { PHRASES as P71 } from './phrasebook-family-74.data';
import { PHRASES as P72 } from './phrasebook-family-75.data';
import { PHRASES as P73 } from './phrasebook-family-76.data';
import { PHRASES as P74 } from './phrasebook-family-77.data';
import { PHRASES as P75 } from './phrasebook-family-78.data';
import { PHRASES as P76 } from './phrasebook-family-79.data';
import { PHRASES as P77 } from './phrasebook-family-80.data';
import { PHRASES as P78 } from './phrasebook-family-81.data';
import { PHRASES as P79 } from './phrasebook-family-82.data';
import { PHRASES as P80 } from './phrasebook-family-83.data';
import { PHRASES as P81 } from './phrasebook-family-84.data';
import { PHRASES as P82 } from './phrasebook-family-85.data';
import { PHRASES as P83 } from './phrasebook-family-86.data';
import { PHRASES as P84 } from './phrasebook-family-87.data';
import { PHRASES as P85 } from './phrasebook-family-88.data';
import type { Phrase } from './phrasebook.data';

export const ALL_EN_PHRASES: Phrase[] = [
  P0,
  P1,
  P2,
  P3,
  P4,
  P5,
  P6,
  P7,
  P8,
  P9,
  P10,
  P11,
  P12,
  P13,
  P14,
  P15,
  P16,
  P17,
  P18,
  P19,
  P20,
  P21,
  P22,
  P23,
  P24,
  P25,
  P26,
  P27,
  P28,
  P29,
  P30,
  P31,
  P32,
  P33,
  P34,
  P35,
  P36,
  P37,
  P38,
  P39,
  P40,
  P41,
  P42,
  P43,
  P44,
  P45,
  P46,
  P47,
  P48,
  P49,
  P50,
  P51,
  P52,
  P53,
  P54,
  P55,
  P56,
  P57,
  P58,
  P59,
  P60,
  P61,
  P62,
  P63,
  P64,
  P65,
  P66,
  P67,
  P68,
  P69,
  P70,
  P71,
  P72,
  P73,
  P74,
  P75,
  P76,
  P77,
  P78,
  P79,
  P80,
  P81,
  P82,
  P83,
  P84,
  P85,
].flat();
