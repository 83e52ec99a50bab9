import { DateTime } from 'luxon';
import { DISC_LETTERS, DISC_STYLE_LABELS } from '../../../shared/assessments/types';
import type { SayAccount, SayLists, SayQuestions, SayTodos } from './say';
import { date, duration, list, time } from './en-format';

/** The assistant's English for the event questions, the to-dos, the lists' upkeep and the account: the texts the tools have always sent. */

const s = (n: number) => (n === 1 ? '' : 's');
const who = (name: string | null) => (name ? name[0].toUpperCase() + name.slice(1) : 'You');

export const EN_QUESTIONS: SayQuestions = {
  label: (title, names) => `${title}${names.length ? ` (${names.join(' & ')})` : ''}`,
  eventLine: (label, when, repeats) => `${label}, ${when}${repeats ? ' ↻' : ''}`,
  bullet: (line) => `• ${line}`,
  numbered: (n, text) => `${n}. ${text}`,
  agendaLine: (a) =>
    `• ${a.time} ${a.title}${a.people.length ? ` (${list(a.people)})` : ''}${a.location ? `, ${a.location}` : ''}${a.repeats ? ' ↻' : ''}${
      a.family ? ` · ${a.family}’s family` : ''
    }${a.note ? `\n   📝 ${a.note}` : ''}`,
  spanLine: (span, label) => `• ${span} ${label}`,
  nothingSoon: (name) => `${name ? `${name} has` : 'You have'} nothing in the calendar in the next two weeks.`,
  comingUp: (name) => `Coming up${name ? ` for ${name}` : ''}:`,
  no: (notFound) => `No. ${notFound}`,
  foundOne: (a) =>
    `${a.yes ? 'Yes: ' : ''}${a.label} is on ${a.when}${a.location ? ` at ${a.location}` : ''}${a.repeats ? ' (it repeats)' : ''}.${a.note ? ` Note: ${a.note}` : ''}`,
  foundYesMany: (n) => `Yes, ${n} events:`,
  foundMany: (n, words) => `I found ${n} events for "${words}":`,
  moreFound: (n) => `…and ${n} more.`,
  free: (a) =>
    `${who(a.who)} ${a.who ? 'is' : 'are'} free on ${date(a.date)}${a.from ? ` from ${time(a.from)} to ${time(a.to ?? '23:59')}` : ' (nothing in the calendar)'} (${a.tz} time).`,
  busy: (a) =>
    `${who(a.who)} ${a.who ? 'has' : 'have'} ${a.count === 1 ? 'this' : 'these'} on ${date(a.date)}${a.from ? ` from ${time(a.from)} to ${time(a.to ?? '23:59')}` : ''}:`,
  inTimezone: (tz) => `(${tz} time)`,
  noReminders: 'You have no reminders set. Add one with an event, e.g. "dentist tomorrow at 10, remind me 1 hour before", or "remind me to call the bank".',
  reminderLine: (a) => `• ${a.label}, ${a.when}: reminder ${a.minutes === 0 ? 'when it starts' : `${duration(a.minutes)} before`}${a.repeats ? ' ↻' : ''}`,
  remindersHeader: (n) => `Your reminders (${n}):`,
  toRememberHeader: (n) => `To remember (${n}, no time set):`,
  reminderCheck: (a) =>
    !a.off.length
      ? `Yes, you have a reminder for ${a.on.join(', ')}.`
      : !a.on.length
        ? `No, you have no reminder for ${a.off.join(', ')}${a.others.length ? ` (your reminders: ${a.others.slice(0, 8).join(', ')}${a.others.length > 8 ? ', …' : ''})` : ''}.`
        : `${a.on.join(', ')}: yes, you have a reminder. ${a.off.join(', ')}: no reminder.`,
  askDateForReminder: (title, yearly) =>
    `I couldn't find ${title} in your calendar. What date is it? I'll add it${yearly ? ' (every year)' : ''} with the reminder.`,
};

export const EN_TODOS: SayTodos = {
  todosEmpty: 'Your list is empty. Add something with "todo buy milk".',
  todosHeader: (n) => `Your list (${n} open):`,
  moreTodosAt: (n, url) => `…and ${n} more: ${url}`,
  todosFooter: 'Send "done 1" when one is finished.',
  todoNumbered: (task, position) => `${task}${position ? ` (number ${position})` : ''}`,
  todosAdded: (lines) => `Added to your list: ${lines.join(', ')}.`,
  todosAlready: (tasks) => `Already on your list: ${tasks.join(', ')}.`,
  summaryTodosAdded: (tasks) => `adding ${tasks.map((t) => `"${t}"`).join(', ')} to your list`,
  noOpenTodos: 'Your list has no open to-dos.',
  noTodoNumber: (open, asked) => `Your list has ${open} open to-do${open > 1 ? 's' : ''}; there is no number ${asked}. Send "my list" to see them.`,
  todoNotFound: (text) => `I couldn't find "${text}" on your list. Send "my list" to see it.`,
  todoAmbiguous: (text, lines) => `More than one to-do matches "${text}": ${lines.join('; ')}. Send "done" with the number.`,
  summaryTodoTicked: (task) => `ticking off "${task}"`,
  todoDone: (task, left) => `Done: ${task}. ${left ? `${left} left on your list.` : 'Your list is clear!'}`,
  confirmClearTodos: (n) => `Tick off all ${n} open to-do${n > 1 ? 's' : ''} on your list? Reply YES to clear it, or NO to keep it.`,
  summaryTodosCleared: 'clearing your list',
  todosCleared: (n) => `Cleared your list (${n} ticked off). Send "undo" within 30 minutes to bring them back.`,
  homeworkAdded: (a) =>
    `Added homework for ${a.name}: ${a.task}${a.due ? `, due ${date(a.due)}` : ''}${a.position ? ` (number ${a.position} on your list)` : ''}.`,
  noHomework: (name) => `${name} has no open homework. Add some with "homework: maths worksheet for ${name} due Thursday".`,
  homeworkHeader: (name, n) => `${name}'s homework (${n} open):`,
  homeworkLine: (position, task, due) => `${position}. ${task}${due ? `, due ${date(due)}` : ''}`,
  homeworkFooter: 'Send "done" with the number when one is finished.',
};

const addTo = (list: string) => `Add to it with "add sun cream to the ${list.toLowerCase()} list".`;

const newList = (l: string) => `Made a new list: ${l}.`;

export const EN_LISTS: SayLists = {
  itemLine: (text, quantity) => `• ${text}${quantity ? ` (${quantity})` : ''}`,
  listAlreadyEmpty: (l) => `${l} is already empty.`,
  confirmClearList: (l, n) => `Clear ${l}? All ${n} item${n > 1 ? 's' : ''} will be removed. Reply YES to clear it, or NO to keep it.`,
  summaryListCleared: (l) => `clearing ${l}`,
  listCleared: (l, n) => `Cleared ${l} (${n} item${s(n)}). Send "undo" within 30 minutes to bring them back.`,
  newListName: (n) => (n > 1 ? `New list ${n}` : 'New list'),
  listMade: (l) => `${newList(l)} ${addTo(l)}`,
  newList,
  listMadeAskName: (l) => `Made a new list: ${l}. What should it be called? Reply with a name, e.g. "Holiday".`,
  listRenamed: (l) => `Renamed it ${l}. ${addTo(l)}`,
  noLists: 'You have no lists yet. Make one with "new list for the holiday".',
  listsHeader: (n) => `Your lists (${n}):`,
  listLine: (a) => `• ${a.list}${a.family ? ` (${a.family})` : ''}: ${a.open} open`,
  openListsAt: (url) => `Open them at ${url}`,
};

const disc = (style: keyof typeof DISC_LETTERS) => `${DISC_LETTERS[style]} – ${DISC_STYLE_LABELS[style]}`;

export const EN_ACCOUNT: SayAccount = {
  confirmEmailFirst: (email, url) =>
    `Please confirm your email address first: open the verification email we sent to ${email}, or ask for a new one at ${url}. Then send "login" again.`,
  signInLink: (link) => `Here is your sign-in link for Simplify. It works once and expires in 15 minutes:\n${link}`,
  planActive: (a) =>
    `Your ${a.plan} plan is active${a.until ? ` until ${date(a.until)} (it won't renew)` : a.renews ? ` and renews on ${date(a.renews)}` : ''}.${
      a.overdueUrl ? ` The last payment failed; please update your card: ${a.overdueUrl}` : ''
    } The assistant is ready: try "what's on today?" or "help".`,
  planInactive: (a) =>
    `${a.paymentPending ? 'I can’t see a payment on your account yet; it can take a minute to arrive. Send your message again shortly. ' : ''}${
      a.assessmentPack ? 'You have the Assessment Pack (VARK and DiSC assessments).' : 'You are on the Free plan.'
    } The WhatsApp assistant is part of Simplify and Simplify+: ${a.url}`,
  failed: (message) => `Sorry, that didn't work: ${message}`,
  learningStyle: (a) => `${a.name}'s learning style (VARK, ${date(a.date)}): ${a.label}.`,
  noLearningStyle: (name, url) => `${name} hasn't completed a VARK learning-style assessment yet: ${url}`,
  discStyle: (a) => `${a.name}'s DiSC style (${date(a.date)}): ${disc(a.dominant)}${a.secondary ? `, then ${disc(a.secondary)}` : ''}.`,
  noDiscStyle: (name, url) => `${name} hasn't completed a DiSC assessment yet: ${url}`,
  birthday: (a) => {
    const born = DateTime.fromISO(a.born);
    return `${a.name}'s birthday is ${born.toFormat('d LLLL')} (born ${born.year}${a.age != null ? `, ${a.age} now` : ''}).${
      a.today ? ' That’s today!' : ` Next one: ${date(a.next)}, turning ${a.turning}.`
    }`;
  },
  noBirthday: (name, url) => `I don't have ${name}'s date of birth: ${url}`,
  school: (name, school, year) => `${name} is at ${school}${year ? `, ${year}` : ''}.`,
  noSchool: (name, url) => `I don't have a school for ${name}: ${url}`,
  textOnly: `I can read text messages and school documents (PDF, text file or photo) for now. Please type your request, for example "what's on today?" or "help".`,
  dailyCap: (limit, plan, tz) =>
    `You have used today's ${limit} assistant requests on your ${plan} plan. The count resets at midnight (${tz} time); I'll be glad to help again then.`,
};
