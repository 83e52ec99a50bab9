import * as z from 'zod';
import { HttpError } from '../../errors';
import { helpTool, HelpSchema, planStatus, PlanStatusSchema, signInLinkTool } from './account-tools';
import { agenda, AgendaSchema, createEventTool, CreateEventSchema } from './calendar-tools';
import { memberFacts, MemberFactsSchema } from './family-tools';
import { addHomeworkTool, AddHomeworkSchema, listHomeworkTool, ListHomeworkSchema } from './homework-tools';
import { addTodoTool, AddTodoSchema, applyClearTodos, clearTodosTool, CompleteTodoSchema, listTodosTool } from './todo-tools';
import { completeTodoAnywhere, tickListItemsAnywhere } from './done-anywhere';
import { applyCancel, CancelEventSchema, cancelEventTool, confirmOrCancel } from './cancel-tools';
import { applyUpdate, undoTool, UpdateEventSchema, updateEventTool } from './change-tools';
import { FindEventSchema, findEventTool, FreeBusySchema, freeBusyTool, ListRemindersSchema, listRemindersTool } from './event-question-tools';
import {
  AddListItemsSchema,
  addListItemsTool,
  applyClearList,
  applyRenameList,
  ClearListSchema,
  clearListTool,
  CreateListSchema,
  createListTool,
  listListsTool,
  ShowListSchema,
  showListTool,
  TickListItemsSchema,
} from './list-tools';
import type { ToolContext, ToolOutput } from './tool-common';
import { sayIn } from '../replies/say';
import type { AssistantPending, ToolName } from '../understanding/types';

/**
 * The assistant's tools: one zod input schema (plain objects with described fields, so each converts
 * to JSON schema for a language model's tool use) and one run function over the existing use-cases.
 * Replies are plain text; nothing in them is ever rendered as HTML.
 *
 * Each area's schemas and run functions are in their own module: calendar-tools, todo-tools, homework-tools,
 * family-tools and account-tools (sign-in link, plan, help); what they share is in tool-common.
 */
export interface ToolAnswer {
  text: string;
  pending?: AssistantPending;
}
export interface Tool {
  description: string;
  input: z.ZodType;
  run(ctx: ToolContext, input: unknown): Promise<ToolAnswer>;
}

const answerOf = (out: ToolOutput): ToolAnswer => (typeof out === 'string' ? { text: out } : out);

const Empty = z.object({});

/** A tool's run with its input validated again (a language model's call is outside input too). */
function tool<S extends z.ZodType>(description: string, input: S, run: (ctx: ToolContext, input: z.infer<S>) => Promise<ToolOutput>): Tool {
  return {
    description,
    input,
    async run(ctx, raw) {
      const parsed = input.safeParse(raw ?? {});
      if (!parsed.success) return { text: sayIn(ctx.lang).couldNotUse(parsed.error.issues[0]?.message ?? 'invalid input') };
      return guarded(ctx, () => run(ctx, parsed.data));
    },
  };
}

/** Validation of the shared use-cases (400/404/409) comes back as their message; anything else is a fault. */
export async function guarded(ctx: Pick<ToolContext, 'lang'>, run: () => Promise<ToolOutput>): Promise<ToolAnswer> {
  try {
    return answerOf(await run());
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return { text: sayIn(ctx.lang).failed(error.message) };
    throw error;
  }
}

/** A follow-up's second step: the event picked from a numbered list, or the YES that confirms a delete. */
export const continueWith = {
  updateEvent: (ctx: ToolContext, input: unknown, ref: { eventId: string; occurrence: string | null }) =>
    guarded(ctx, () => applyUpdate(ctx, UpdateEventSchema.parse(input), ref)),
  cancelChosen: (ctx: ToolContext, input: unknown, ref: { eventId: string; occurrence: string | null }) =>
    guarded(ctx, () => confirmOrCancel(ctx, CancelEventSchema.parse(input), [ref])),
  cancelEvent: (ctx: ToolContext, refs: Array<{ eventId: string; occurrence: string | null }>) => guarded(ctx, () => applyCancel(ctx, refs)),
  renameList: (ctx: ToolContext, input: unknown, name: string) =>
    guarded(ctx, () => applyRenameList(ctx, String((input as { listId?: unknown }).listId ?? ''), name)),
  clearList: (ctx: ToolContext, input: unknown) => guarded(ctx, () => applyClearList(ctx, String((input as { listId?: unknown }).listId ?? ''))),
  clearTodos: (ctx: ToolContext) => guarded(ctx, () => applyClearTodos(ctx)),
};

export const tools: Record<ToolName, Tool> = {
  agenda: tool(
    'The events (recurring ones expanded, times in the account’s timezone) and open to-dos for a day or range, optionally for one family member.',
    AgendaSchema,
    agenda,
  ),
  createEvent: tool(
    'Add an event to the family calendar (with optional repeat, duration, reminder and family member) and confirm the date and time understood.',
    CreateEventSchema,
    createEventTool,
  ),
  findEvent: tool(
    'When an event is: the next occurrence(s) of events whose title has these words, or (words null) what is coming up in the next two weeks. Never creates anything.',
    FindEventSchema,
    findEventTool,
  ),
  freeBusy: tool(
    'Whether the family (or one member) is free on a day or between two times, and what overlaps. Never creates anything.',
    FreeBusySchema,
    freeBusyTool,
  ),
  listReminders: tool('The reminders set on upcoming events, soonest first.', ListRemindersSchema, listRemindersTool),
  updateEvent: tool(
    'Change an existing event found by its words, day, time and member: move it (day, time, or shiftMinutes), rename it, change its length, member or reminder. With a day in target, only that occurrence of a repeating event changes. Asks which one when several match.',
    UpdateEventSchema,
    updateEventTool,
  ),
  cancelEvent: tool(
    'Delete events found by their words, day range, time and member: one occurrence, the whole series (series true) or everything on a day (words null). When more than one occurrence would go it only asks the parent to reply YES; the deletion happens on that reply.',
    CancelEventSchema,
    cancelEventTool,
  ),
  undo: tool('Take back the assistant’s last change for this account (within 30 minutes).', Empty, undoTool),
  addListItems: tool(
    'Add items to one of the family’s shared lists (the Shopping list unless another is named); an item already open there is not added twice.',
    AddListItemsSchema,
    addListItemsTool,
  ),
  showList: tool('The open items of a shared list; the Shopping list grouped by aisle.', ShowListSchema, showListTool),
  tickListItems: tool('Tick items off a shared list ("got the milk") or remove them ("remove eggs").', TickListItemsSchema, tickListItemsAnywhere),
  clearList: tool('Empty a shared list. It only asks the parent to reply YES; the list is cleared on that reply.', ClearListSchema, clearListTool),
  createList: tool('Make a new shared list for the family.', CreateListSchema, createListTool),
  listLists: tool('The family’s shared lists (and linked families’) with their open counts.', Empty, listListsTool),
  listTodos: tool('The open to-dos, numbered as "done N" expects.', Empty, listTodosTool),
  addTodo: tool('Add one or more to-dos to the list (each item of "milk, eggs and bread" is one).', AddTodoSchema, addTodoTool),
  completeTodo: tool('Tick off an open to-do by its number in "my list" or by its words.', CompleteTodoSchema, completeTodoAnywhere),
  clearTodos: tool(
    'Clear the to-do list: tick off every open to-do. It only asks the parent to reply YES; they are ticked off on that reply.',
    Empty,
    clearTodosTool,
  ),
  addHomework: tool(
    'Add a piece of homework for a child: a to-do in the homework category, assigned to that child, with an optional due day.',
    AddHomeworkSchema,
    addHomeworkTool,
  ),
  listHomework: tool('A child’s open homework, soonest due first, numbered as "done N" expects.', ListHomeworkSchema, listHomeworkTool),
  memberFacts: tool('A family member’s learning style (completed VARK), DiSC style (completed DiSC), birthday or school.', MemberFactsSchema, memberFacts),
  signInLink: tool('A single-use sign-in link to the web app, valid 15 minutes.', Empty, signInLinkTool),
  planStatus: tool('The account’s current plan; also answers the activation message sent after paying.', PlanStatusSchema, planStatus),
  help: tool('What the assistant can do, with examples.', HelpSchema, helpTool),
};
