/**
 * English as it is spoken and typed in Scotland, the north of England and Ireland, in the words the readers know:
 * "can ye pit fitba in fur the weans the morra" is "can you put football in for the kids tomorrow". Only words that
 * mean nothing else in a family's message are mended; the ones that do ("the day", "the night", "ma", "canny") are
 * left, or mended only where the other meaning cannot be meant.
 */
const WORDS: Record<string, string> = {
  // Scots
  'the morra': 'tomorrow',
  'the morrae': 'tomorrow',
  'the morn': 'tomorrow',
  'the nicht': 'tonight',
  'the neet': 'tonight',
  weans: 'kids',
  wean: 'kid',
  bairns: 'kids',
  bairn: 'kid',
  wee: 'little',
  cannae: "can't",
  canna: "can't",
  dinnae: "don't",
  dinna: "don't",
  didnae: "didn't",
  doesnae: "doesn't",
  disnae: "doesn't",
  isnae: "isn't",
  wisnae: "wasn't",
  wouldnae: "wouldn't",
  couldnae: "couldn't",
  shouldnae: "shouldn't",
  willnae: "won't",
  winna: "won't",
  hasnae: "hasn't",
  huvnae: "haven't",
  havnae: "haven't",
  arenae: "aren't",
  pit: 'put',
  daein: 'doing',
  dae: 'do',
  tae: 'to',
  fae: 'from',
  frae: 'from',
  wi: 'with',
  oan: 'on',
  intae: 'into',
  oot: 'out',
  ower: 'over',
  aff: 'off',
  doon: 'down',
  roon: 'round',
  roond: 'round',
  aboot: 'about',
  efter: 'after',
  hauf: 'half',
  noo: 'now',
  whit: 'what',
  "whit's": "what's",
  whits: "what's",
  hoo: 'how',
  hame: 'home',
  skale: 'school',
  schule: 'school',
  skuil: 'school',
  setterday: 'saturday',
  seturday: 'saturday',
  tak: 'take',
  gie: 'give',
  fur: 'for',
  aw: 'all',
  nicht: 'night',
  insteid: 'instead',
  chynge: 'change',
  heid: 'head',
  hale: 'whole',
  afore: 'before',
  cin: 'can',
  nae: 'no',
  ilka: 'every',
  wikk: 'week',
  anaa: 'too',
  aathing: 'everything',
  aathegither: 'altogether',
  thon: 'those',
  gyan: 'going',
  gaun: 'going',
  gang: 'go',
  stoppit: 'stopped',
  jist: 'just',
  mair: 'more',
  awa: 'away',
  pairty: 'party',
  tuesda: 'tuesday',
  cooncil: 'council',
  "gie's a shout": 'remind me',
  'gies a shout': 'remind me',
  'give us a shout': 'remind me',
  // "movin", "the mornin": the "-ing" of the words a family's message uses
  mornin: 'morning',
  evenin: 'evening',
  movin: 'moving',
  dancin: 'dancing',
  swimmin: 'swimming',
  shoppin: 'shopping',
  needin: 'needing',
  startin: 'starting',
  comin: 'coming',
  goin: 'going',
  gettin: 'getting',
  takin: 'taking',
  trainin: 'training',
  playin: 'playing',
  pickin: 'picking',
  droppin: 'dropping',
  finishin: 'finishing',
  stayin: 'staying',
  // the north of England
  wor: 'our',
  divvent: "don't",
  "divn't": "don't",
  nowt: 'nothing',
  owt: 'anything',
  mi: 'my',
  // Jamaica and the Caribbean
  'pickney dem': 'the kids',
  'di pickney': 'the kids',
  'di pickney dem': 'the kids',
  pickney: 'kid',
  pickneys: 'kids',
  'wha gwaan': "what's on",
  "wha' gwaan": "what's on",
  'wah gwaan': "what's on",
  haffi: 'have to',
  affi: 'have to',
  fi: 'to',
  likkle: 'little',
  yuh: 'you',
  unnu: 'you',
  tek: 'take',
  mek: 'make',
  inna: 'in',
  pon: 'on',
  gwine: 'going',
  di: 'the',
  // Ireland
  yous: 'you',
  youse: 'you',
  ye: 'you',
  ya: 'you',
  tomorra: 'tomorrow',
  "d'ye": 'do you',
};
// (not a word's end after a hyphen: "wi-fi")
const WORD = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(?:${Object.keys(WORDS)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}'’-])`,
  'giu',
);

const DIALECT: Array<[RegExp, string | ((...parts: string[]) => string)]> = [
  // "the bbq is sunday now habibi", "yalla what's leo got tmrw", "…, inshallah the weather holds": Arabic words said
  // in English around the request, to the reader or of hope, never part of it
  [
    /(?:[,;]\s*)?(?<![\p{L}'’-])(?:ya\s+)?(?:habibi|habibti|habibty|yalla|yallah|inshallah|insha'?allah|in sha'?allah|inshalla|wallah|wallahi|mashallah|masha'?allah|khalas)(?![\p{L}'’-])[,!]?\s*/giu,
    ' ',
  ],
  // "Mia's b'ball game", "bball trng": the game's short name
  [/\bb['’-]?ball\b/gi, 'basketball'],
  // "Roger, got the ground beef", "copy that. cancel swim": radio words for "understood", to the reader
  [/^(?:roger(?: that)?|copy(?: that)?|wilco|10-4)[,.!]+\s+/i, ''],
  // "mi need fi buy rice": "mi" before what someone does is "i" (before a thing, "my")
  [/(?<![\p{L}'’-])mi (?=(?:need|want|have|got|can|will|did|forgot|haffi|affi|a go|going|gwine|tek|take|buy|pick|must|should|would|wan)\b)/giu, 'i '],
  [WORD, (word) => WORDS[word.toLowerCase().replace(/\s+/g, ' ')] ?? word],
  // "gonnae move the dentist": asked of the assistant at the start, "can you"
  [/^gonnae\b/i, 'can you'],
  [/\bgonnae\b/gi, 'going to'],
  // "pint o milk", "instead o half 4": of (not "o clock")
  [/(?<![\p{L}'’])o(?= (?!clock\b)\p{L})/giu, 'of'],
  // "tatties, neeps an a pint o milk": and, where "an" is no article ("an MRI", "an x-ray" are)
  [/\ban(?= (?:a|the|(?!\p{L}{1,3}\b|x-)[b-df-gj-np-tv-z]\p{L}*)\b)/giu, 'and'],
  // "pit back an oor": an hour; "oor Sam": our
  [/\b(an?|one|half an?|twa|two|three|\d+) (oor|oors)\b/gi, (_all, n: string, h: string) => `${n} ${h === 'oor' ? 'hour' : 'hours'}`],
  [/\boor\b/gi, 'our'],
  // "mind me tae phone the cooncil": remind me
  [/(?<=^|\b(?:please|pls|can you|could you|and) )mind me\b/gi, 'remind me'],
  // "at 5 no 4", "45 mins no the hour": "no" said for "not" (in English "no" never comes between two times or before "the")
  [/(?<=\d(?:\s*(?:am|pm|mins?|minutes?|hrs?|hours?))?) no (?=\d|the\b)/gi, ' not '],
  [/\bma(?= (?:list|to-?\s?dos?)\b)/gi, 'my'],
  // "put on me list", "me mam's party": my
  [
    /\bme(?= (?:list|mam|ma|da|dad|mum|mom|nan|nana|appointment|appt|dentist|doctor|doctors|calendar|diary|shopping|to-?dos?|kids|lad|young one|car|sister|brother|wife|husband|missus|fella)\b)/gi,
    'my',
  ],
  // "is after being switched": has been
  [/\b(?:is|are) after being\b/gi, 'has been'],
  [/^(?:och|ach|aye)[,!]?\s+/i, ''],
  // "please kindly remind me": please, once
  [/\b(?:please kindly|kindly please)\b/gi, 'please'],
  // "pa-remind me at 4:45", "pa-add" (Taglish): please
  [/(?<=^|\s)pa-?(?=(?:remind|add|cancel|delete|move|check)\b)/gi, 'please '],
  // "would ye ever put…": could you
  [/\bwould you ever\b/gi, 'could you'],
  // "fit's on the morn", "fit time is the dentist": what (Doric), only as a question's first word
  [/^fit(?='s\b|s\b| time\b| day\b| like\b)/i, 'what'],
  // "t'dentist": the
  [/\bt'(?=\p{L})/giu, 'the '],
  // "needs movin' from thursday", "mia's needin her hair cut": a dropped g (without the apostrophe, only common verbs')
  [/(?<=\b\p{L}{2,})in'(?=[\s.,!?]|$)/giu, 'ing'],
  [/\b(mov|go|com|do|gett|need|tak|pick|dropp|start|runn|play|hav|bring|putt|try|look|leav|finish|chang|cancell)in(?=\s|[.,!?]|$)/gi, '$1ing'],
  // "6 in evening", "9.40 in morning": the article a second language leaves out, after a time
  [/(?<=\d(?:[:.]\d\d)?\s*)in (?=(?:morning|afternoon|evening)\b)/gi, 'in the '],
  // "Doctor for Leo 12 March. Is for his ears again": the "it" a second language leaves out of a later sentence's news
  [/(?<=[.!;]\s+)is (?=(?:for|because|about|only|just|again|very|the same)\b)(?![^?]*\?)/gi, 'it is '],
  // "the physio only needs 30 mins, not an hour": how long it is
  [
    /\b(?:only |just )?needs (?:only |just )?(?=(?:about |around )?(?:\d+|an?|one|two|three|half an?)\s*(?:hours?|hrs?|minutes?|mins?)\b(?!\s+(?:before|after|to|for)\b))/gi,
    'is only ',
  ],
  // "add nappies to the shopping?": a request ended as if asked
  [/^((?:please |pls )?(?:add|put|pop|chuck|stick) [^?]+? (?:to|on|onto) (?:the |my |our )?(?:\p{L}+ )?(?:list|shopping))\?+\s*(?=\S|$)/iu, '$1. '],
  // "please retitle Tuesday's meeting as…": rename
  [/\bre-?titl(e|ed|ing)\b/gi, 'renam$1'],
  // "At what time does the carnival begin?": the formal way of asking what time
  [/(?<=^|[.!?]\s+)at what time\b/gi, 'what time'],
  // "moved to Kensington Oval, effective this week": from then on, as a notice says it ("effective immediately": now)
  [/,?\s+(?:effective|with effect) immediately\b/gi, ''],
  [/,?\s+(?:effective|with effect)(?: from)?\s+(?=(?:this|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/gi, ' from '],
  // "the dentist of Sam tomorrow, what time is?": the "it" left off the end of a question
  [/\b(what time|when|where) is(?=\s*\?+\s*$)/gi, '$1 is it'],
  // "add milk to the messages": the groceries
  [/\b(to|on|onto|off|from) the messages\b/gi, '$1 the shopping list'],
];

export const fromDialect = (text: string): string =>
  DIALECT.reduce((out, [pattern, to]) => (typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to)), text);
