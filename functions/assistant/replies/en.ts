import { DateTime } from 'luxon';
import type { Say } from './say';
import { date, duration, list, ordinal, time } from './en-format';
import { EN_ACCOUNT, EN_LISTS, EN_QUESTIONS, EN_TODOS } from './en-more';

/** The assistant's English: the texts the tools have always sent. */

export const HELP_TEXT = [
  'I can help with your family calendar and list. Try:',
  '• "what\'s on today?", "tomorrow", "this week", "what does Mia have on Friday?"',
  '• "add swimming for Mia tomorrow at 4pm", "dentist on 3 March at 10:30 for 45 minutes", "piano every Tuesday at 5pm, remind me 30 minutes before"',
  '• to-dos: "todo buy milk", "my list", "done 2"',
  '• shared lists: "add milk, eggs and bread to the shopping list", "we need nappies", "what\'s on the shopping list", "got the milk", "new list for the holiday", "what lists do i have"',
  '• changes: "move the dentist to 11am", "cancel swimming next week", "undo"; questions: "am i free at 4pm?", "when is Mia\'s dentist?"',
  '• "homework: maths worksheet for Sam due Thursday", "Sam\'s homework"',
  "• forward a school letter (PDF, text or photo) and I'll offer to add its dates",
  '• "what is Mia\'s learning style?", "Sam\'s DiSC style?", "when is Mia\'s birthday?", "which school is Sam at?"',
  '• "login" for a sign-in link, "my plan" for your plan',
].join('\n');

/** Short on purpose: what the assistant does, with one example each, and the way to the full help. */
export const NOT_UNDERSTOOD = [
  'Sorry, I didn\'t understand that. I can add to the calendar ("swimming for Mia tomorrow at 4pm"), say what\'s on ("what\'s on this week?"),',
  'keep your lists ("add milk to the shopping list") and reminders ("remind me to call the school at 9am"). Send "help" for more.',
].join(' ');

export const ENGLISH: Say = {
  ...EN_QUESTIONS,
  ...EN_TODOS,
  ...EN_LISTS,
  ...EN_ACCOUNT,
  lang: 'en',
  date,
  time,
  weekday: (iso) => DateTime.fromISO(iso).toFormat('cccc'),
  duration,
  list,
  when: (o, tz) => (o.allDay || !o.time ? `${date(o.date)}, all day` : `${date(o.date)} at ${time(o.time)} (${tz})`),
  span: (o) => {
    if (o.allDay || !o.time) return 'all day';
    return `${time(o.time)}–${DateTime.fromFormat(o.time, 'HH:mm', { zone: 'UTC' }).plus({ minutes: o.duration }).toFormat('h:mm a')}`;
  },
  repeat(recurrence, iso, weekdays, until) {
    const d = DateTime.fromISO(iso);
    const every = recurrence === 'fortnightly' ? 'every other' : 'every';
    const how = weekdays?.length
      ? `${every} ${list(weekdays)}`
      : recurrence === 'daily'
        ? 'every day'
        : recurrence === 'weekly' || recurrence === 'fortnightly'
          ? `${every} ${d.toFormat('cccc')}`
          : recurrence === 'monthly'
            ? `every month on the ${ordinal(d.day)}`
            : recurrence === 'yearly'
              ? `every year on ${d.toFormat('d LLLL')}`
              : null;
    return how && until ? `${how} until ${date(until)}` : how;
  },

  added: (a) =>
    `Added to your calendar: ${a.title}${a.people.length ? ` for ${list(a.people)}` : ''}, ${a.repeat ? `${a.repeat}, starting ${a.when}` : `on ${a.when}`}.`,
  lasts: (m) => ` It lasts ${duration(m)}.`,
  remindAtStart: ' I’ll remind you when it starts.',
  remindBefore: (m) => ` I’ll remind you ${duration(m)} before.`,
  clash: (a) => ` Note: ${a.who ? `${a.who} also has` : 'that overlaps with'} ${a.names.join(', ')}.`,
  askTimeOfAllDay: (r) =>
    `What time is it? Reply with a time, e.g. "4pm", and I'll set it${r ? ` (the reminder is at ${time(r.time)} ${r.date ? `on ${date(r.date)}` : 'that day'} until then)` : ''}; or leave it as all day.`,

  agendaTooLong: 'I can show up to a month at a time. Try "this week" or "what’s on Friday?".',
  dayLabel: (d, rel) => (rel === 'today' ? `Today (${date(d)})` : rel === 'tomorrow' ? `Tomorrow (${date(d)})` : date(d)),
  nothingOn: (a) =>
    `${a.who ? `${a.who} has` : 'You have'} nothing in the calendar for ${a.relative ? a.span.replace(/^\w/, (w) => w.toLowerCase()) : a.span}.`,
  calendarOf: (a) => `${a.who ? `${a.who}'s calendar` : 'Your calendar'}, ${a.span}:`,
  allDay: 'All day',
  moreEvents: (n, url) => `…and ${n} more: ${url}`,
  openTodos: (n) => `Open to-dos (${n}):`,
  moreTodos: (n) => `…and ${n} more.`,
  timesAre: (tz) => `Times are ${tz} time.`,

  addInstead: (a) => `I couldn't find "${a.title}" in your calendar. Add it as a new event, ${a.when}? Reply YES to add it, or NO to leave it.`,
  notAdded: 'OK, I didn’t add anything.',
  notFound: (what) => `I couldn't find ${what ? `"${what}"` : 'that'} in your calendar. Send "this week" to see what's on, or check the calendar in the app.`,
  nothingThen: (d, t) => `There is nothing in your calendar ${d ? `on ${date(d)}` : 'then'}${t ? ` at ${time(t)}` : ''}.`,
  whichOne: (lines) => ['Which one do you mean?', ...lines, '', `Reply with the number (1 to ${lines.length}).`].join('\n'),
  changed: (a) =>
    `Changed ${a.what}: now ${a.repeating ? 'every time from now on, ' : ''}${a.when}${a.minutes != null ? `, ${a.minutes} minutes` : ''}${
      a.place ? `, at ${a.place}` : ''
    }.${a.note ? ` Note: ${a.note}.` : ''}${
      a.reminder != null ? ` I’ll remind you ${a.reminder === 0 ? 'when it starts' : `${duration(a.reminder)} before`}.` : ''
    }${a.reminderOff ? ' No reminder for it now.' : ''}${a.clash} Send "undo" to take it back.`,
  onDay: (l, d) => `${l} on ${date(d)}`,
  allDayNoTime: (title) => `${title} is all day, so there is no time to move. Send a new time, e.g. "move ${title.toLowerCase()} to 4pm".`,
  notRepeating: (title) => `${title} doesn't repeat, so there is no last day to set.`,
  confirmDelete: (a) => `Delete ${a.label} on ${a.when}? Reply YES to delete it, or NO to keep it.`,
  confirmDeleteSeries: (a) =>
    `Delete all ${a.total} ${a.label} sessions${a.ended ? '' : ' in the next 12 months'} (the whole repeating event, from ${a.from})? Reply YES to delete, or NO to keep them.`,
  confirmDeleteMany: (total, lines) =>
    [`Delete these ${total} events?`, ...lines.map((l) => `• ${l}`), '', 'Reply YES to delete them, or NO to keep them.'].join('\n'),
  allSessions: (n) => `all ${n} sessions`,
  deletedOne: (a) => (a.series ? `${a.label}, every occurrence (it started ${a.when})` : `${a.label} on ${a.when}`),
  deleted: (lines) =>
    `${lines.length === 1 ? `Deleted ${lines[0]}.` : [`Deleted ${lines.length}:`, ...lines.map((l) => `• ${l}`)].join('\n')}\nSend "undo" within 30 minutes to bring ${lines.length === 1 ? 'it' : 'them'} back.`,
  nothingDeleted: 'Those events are no longer in your calendar, so nothing was deleted.',
  keptEvents: 'OK, I didn’t delete anything.',
  keptList: 'OK, I left the list as it is.',
  pickNumber: (n) => `Please reply with a number from 1 to ${n}.`,
  undone: (summary, events) => [`Undone: ${summary}.`, ...(events.length ? ['Now in your calendar:', ...events.map((e) => `• ${e}`)] : [])].join('\n'),
  undoExpired: (s) => `It's more than 30 minutes since ${s}, so I can't undo it by message. You can change it in the calendar in the app.`,
  undoChanged: (s) => `I can't undo ${s}: it was changed again since (in the app or by someone else), so I left it as it is.`,
  nothingToUndo: 'There is nothing for me to undo.',
  summaryAdded: (title, when) => `adding ${title} on ${when}`,
  summaryChanged: (what) => `the change to ${what}`,
  summaryDeleted: (lines) => (lines.length === 1 ? `the deletion of ${lines[0]}` : `the deletion of ${lines.length} events`),
  summaryList: (a) =>
    `${{ add: 'adding', tick: 'ticking off', remove: 'removing' }[a.action]} ${a.items.join(', ')} ${a.action === 'add' ? 'to' : 'on'} ${a.list}`,

  listName: (name) => name,
  listNotFound: (name) =>
    name
      ? `I couldn't find a list called "${name}". Send "what lists do i have" to see them, or "new list ${name}" to make it.`
      : 'I couldn’t find your Shopping list.',
  addedToList: (l, items) => `Added to ${l}: ${items.join(', ')}.`,
  alreadyOnList: (l, items) => `Already on ${l}: ${items.join(', ')}.`,
  listEmpty: (l) => `${l} is empty. Add to it with "add milk to the ${l.toLowerCase()} list".`,
  listHeader: (l, n) => `${l} (${n}):`,
  aisle: (name) => `${name[0].toUpperCase()}${name.slice(1)}`,
  moreItems: (url) => `…and more: ${url}`,
  allOnList: (l, items) => `Yes, ${items.join(', ')} ${items.length > 1 || /s$/i.test(items[0] ?? '') ? 'are' : 'is'} on ${l}.`,
  noneOnList: (a) => {
    const are = a.items.length > 1 || /s$/i.test(a.items[0] ?? '');
    const others = a.others.length ? ` (${a.others.slice(0, 8).join(', ')}${a.others.length > 8 ? ', …' : ''})` : ` (it's empty)`;
    return `No, ${a.items.join(', ')} ${are ? "aren't" : "isn't"} on ${a.list}${others}.`;
  },
  someOnList: (a) => `${a.on.join(', ')}: yes, on ${a.list}. ${a.off.join(', ')}: no, not on it.`,
  ticked: (a) => `${a.remove ? 'Removed from' : 'Ticked off on'} ${a.list}: ${a.items.join(', ')}. ${a.left} left.`,
  notOnList: (l, items) => `Not on ${l}: ${items.join(', ')}.`,

  whichMember: (names) => `Which one do you mean: ${names.join(' or ')}?`,
  memberNotFound: (name, known) =>
    `I couldn't find ${name} in your family.${known.length ? ` Your family members are: ${known.join(', ')}.` : ' Add family members in the Simplify app first.'}`,
  help: `Hi! ${HELP_TEXT}`,
  notUnderstood: NOT_UNDERSTOOD,
  thanks: 'You’re welcome! Send "help" any time to see what I can do.',
  upgrade: (url) =>
    `The WhatsApp assistant is part of the Simplify and Simplify+ plans. Upgrade here: ${url}\nYou can still send "login" for a sign-in link, "my plan" or "help".`,
  couldNotUse: (reason) => `Sorry, I couldn't use that: ${reason}. Send "help" for examples.`,
};
