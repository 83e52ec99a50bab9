import { wallClock } from '../dates';
import { readWhen } from './read-when';
import { findMember } from './member-mentions';
import type { Interpretation } from '../types';

const SCHOOLWORK =
  '(?:(?:work)?sheet|booklet|project|assignment|essay|book report|poster|presentation|reading log|readers?|spelling(?: (?:test|words|list))?|times tables|diorama|speech|revision|vocab(?:ulary)?(?: list| words)?|book review)';
/** "a maths worksheet due friday", "spelling words to learn for the test thurs", "needs to make a diorama for hass". */
const WORK_DUE = new RegExp(
  `\\b${SCHOOLWORK}\\b.*\\b(?:due|hand(?:ed)? in|(?:has|have|needs?) to be (?:done|finished|handed in|in|submitted) by|to (?:learn|finish|read|study|practi[sc]e|complete|hand in|do|revise|write)\\b.*\\b(?:for|by|before)\\b)|\\b(?:needs?|has|have) to (?:make|do|finish|write|read|learn|study|practi[sc]e|complete)\\b.*\\b${SCHOOLWORK}\\b|\\b(?:has|have|got)\\s+(?:an?\\s+|some\\s+)?(?:\\p{L}+\\s+)?${SCHOOLWORK}\\s+(?:for|by)\\s+(?:next |this )?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw)`,
  'iu',
);
/** "sam - practise times tables for the test on tues": a child's name, then the schoolwork to do. */
const NAMED_WORK = new RegExp(`^\\p{L}+\\s*[-–:]\\s*(?:practi[sc]e|learn|study|revise|finish|complete|read|write)\\b.*\\b${SCHOOLWORK}\\b`, 'iu');

/**
 * "Sam needs to practise his times tables before his test on Thursday. Would you add that to his homework", "spelling test
 * fri for leo so add study to his homework", "Please add Sam's reader homework; he needs to read two books by Monday":
 * the work told, then put on a child's homework; said again as "homework for Sam: … due …".
 */
function toldHomework(text: string): string | null {
  const onto =
    /^(.+?)[,.;]?\s+(?:so\s+)?(?:(?:please|pls|can you|could you|would you)\s+)*(?:add|put|pop)\s+(that|it|this|them|study|revision|practice)\s+(?:to|on(?:to)?|in(?:to)?|as)\s+(?:his\s+|her\s+|their\s+)?(?:homework|hw)\b(?:\s+due\s+(.+?))?(?:,?\s+please)?[.!]*$/i.exec(
      text,
    );
  if (onto) {
    const [, told, what, due] = onto;
    const work = told.replace(/^(?:so\s+)?/i, '').replace(/[.!]+$/, '');
    const task = /^(?:that|it|this|them)$/i.test(what) ? work : `${what} for ${work}`;
    return `homework: ${task}${due ? ` due ${due}` : ''}`;
  }
  const named = /^(?:please\s+)?(?:add|put|pop)\s+(\p{L}+(?:'s|s))\s+[\p{L} ]{1,30}?\s+homework\s*[;:,.-]\s*(.+)$/iu.exec(text);
  return named ? `homework for ${named[1]}: ${named[2]}` : null;
}

/** Homework messages (see interpret); null when the message is not about homework. */
export function readHomework(said: string, names: string[], wall: ReturnType<typeof wallClock>, timezone: string): Interpretation | null {
  const text = toldHomework(said.trim()) ?? said;
  // "sam has a maths worksheet due friday", "mia's science project is due the 20th": homework without the word.
  const question = /^(?:what|when|which|is|are|does|do|did|has)\b/i.test(text);
  // "sam's science poster homework is due mon 16th", "mia's got a french worksheet for homework": homework said as news.
  const workDue =
    !question &&
    ((!/\bhomework\b/i.test(text) && (WORK_DUE.test(text) || NAMED_WORK.test(text))) ||
      /\bhomework (?:is |are )?due\b|\b(?:for|as) (?:her |his |their )?homework\b|\bhomework\b.*\b(?:last date|deadline)\b/i.test(text));
  // "has mia got any assignments due?": a question about schoolwork is about homework
  if (!/\bhomework\b/i.test(text) && !workDue && !(question && /\bassignments?\b.*\b(?:due|outstanding|left|to do)\b/i.test(text))) return null;
  const example = (names[0] ?? 'Sam').trim().split(/\s+/)[0];
  // "homework for Mia: spelling list due Monday" reads as "homework: spelling list for Mia due Monday".
  const lead = /^(?:please\s+)?(?:add\s+)?(?:new\s+)?homework\s+(for\s+[^:\-–]+?)\s*[:\-–]\s*(.+)$/i.exec(text.trim());
  // "add spelling to mia's homework (list)": the work, for the child whose homework it goes on
  const onto = /^(?:please\s+)?(?:add|put|pop)\s+(.+?)\s+(?:to|on(?:to)?|in(?:to)?)\s+(\p{L}+'s?)\s+homework(?:\s+list)?[.!]*$/iu.exec(text.trim());
  const adding = workDue
    ? [text, text.trim()]
    : lead
      ? [lead[0], `${lead[2]} ${lead[1]}`]
      : onto
        ? [onto[0], `${onto[1]} for ${onto[2].replace(/'s?$/i, '')}`]
        : (/^(?:please\s+)?(?:add\s+)?(?:new\s+)?homework\s*[:\-–]\s*(.+)$/i.exec(text.trim()) ??
          // "add homework for mia english book review due in 2 weeks": the member and the work with no colon between
          /^(?:please\s+)?(?:add\s+)?(?:new\s+|some\s+)?homework\s+(?:for\s+)?(.+?\b(?:due|by|hand(?:ed)? in)\b.+)$/i.exec(text.trim()));
  if (adding) {
    const member = findMember(adding[1], names);
    if (member.clarify) return { clarify: member.clarify };
    if (!member.member)
      return {
        clarify: names.length
          ? `Who is the homework for? For example: "homework: maths worksheet for ${example} due Thursday".`
          : 'Add your children in the Simplify app first, then tell me their homework.',
      };
    let task = member.rest;
    let dueDate: string | null = null;
    task = task.replace(/[,;]?\s*\bno due date(?: yet)?\b.*$/i, '');
    const due =
      /[,;]?\s*\b(?:due(?: on| by)?|by|hand(?:ed)? in(?: on| by)?|submit(?:ted)?(?: on| by)?|last date(?: is)?|deadline(?: is)?|(?:has|have|needs?) to be (?:done|finished|handed in|in|submitted) by|(?:for|before) (?:the |a |his |her |their )?(?:[a-z]+ )?(?:test|quiz|exam)(?: on)?|for(?= (?:(?:next|this) )?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b| tomorrow\b| tmrw\b| the \d))\s+(.+)$/i.exec(
        task,
      );
    if (due) {
      const when = readWhen(due[1], wall, timezone);
      if (!when?.date)
        return { clarify: `When is it due? For example: "homework: ${task.slice(0, due.index).trim() || 'maths worksheet'} for ${example} due Thursday".` };
      dueDate = when.date;
      // ("study for the spelling test on friday": what it is for stays in the work)
      const forTest = /\b(?:for|before)\b.*\b(?:test|quiz|exam)\b/i.exec(due[0])?.[0];
      task = `${task.slice(0, due.index)}${forTest ? ` ${forTest}` : ''}`;
    }
    task = task
      .replace(/^[\s,;:\-–]+|[\s,;:.!\-–]+$/g, '')
      .replace(/^(?:he|she|they)\s+(?:needs?|has|have) to\s+/i, '')
      .replace(/^(?:has|have|got)(?: got)?\s+(?:(?:an?|his|her|their)\s+)?/i, '')
      .replace(/^to\s+(?=[a-z])/i, '')
      .replace(/\s+(?:(?:for|as) (?:her |his |their )?)?homework(?:\s+(?:is|are))?$/i, '')
      .replace(/^(?:needs?|has|have) to (?:make|do|finish|write|read|learn|study|practi[sc]e|complete)\s+(?:(?:an?|his|her|their)\s+)?/i, '')
      .replace(/\s+(?:is|are)$/i, '')
      .trim();
    if (!task) return { clarify: `What is the homework? For example: "homework: maths worksheet for ${example} due Thursday".` };
    return { tool: 'addHomework', input: { task: task.slice(0, 300), member: member.member, dueDate } };
  }
  // A question about homework: what is left once the member and the usual words are out must be nothing.
  const member = findMember(text, names);
  const left = member.rest
    .toLowerCase()
    .replace(
      /\b(?:what'?s|whats|what|which|is|are|has|have|got|does|do|show|list|me|the|any|open|left|still|to do|due|homework|please|his|her|their|of|for|outstanding|check|pending|unfinished|assignments?|need|needs|doing|this|next|week|weekend|today|tonight|tomorrow|on)\b/g,
      '',
    )
    .replace(/[^\p{L}\p{N}]+/gu, '');
  if (left) return null;
  if (member.clarify) return { clarify: member.clarify };
  if (!member.member)
    return {
      clarify: names.length
        ? `Whose homework? For example: "${example}'s homework".`
        : 'Add your children in the Simplify app first, then tell me their homework.',
    };
  return { tool: 'listHomework', input: { member: member.member } };
}
