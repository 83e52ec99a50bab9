import * as z from 'zod';
import { HttpError } from '../errors';
import { helpTool, HelpSchema, planStatus, PlanStatusSchema, signInLinkTool } from './account-tools';
import { agenda, AgendaSchema, createEventTool, CreateEventSchema } from './calendar-tools';
import { memberFacts, MemberFactsSchema } from './family-tools';
import { addHomeworkTool, AddHomeworkSchema, listHomeworkTool, ListHomeworkSchema } from './homework-tools';
import { addTodoTool, AddTodoSchema, completeTodoTool, CompleteTodoSchema, listTodosTool } from './todo-tools';
import type { ToolContext } from './tool-common';

/**
 * The assistant's tools: one zod input schema (plain objects with described fields, so each converts
 * to JSON schema for a language model's tool use) and one run function over the existing use-cases.
 * Replies are plain text; nothing in them is ever rendered as HTML.
 *
 * Each area's schemas and run functions are in their own module: calendar-tools, todo-tools, homework-tools,
 * family-tools and account-tools (sign-in link, plan, help); what they share is in tool-common.
 */
export type ToolName =
  'agenda' | 'createEvent' | 'listTodos' | 'addTodo' | 'completeTodo' | 'addHomework' | 'listHomework' | 'memberFacts' | 'signInLink' | 'planStatus' | 'help';
export interface Tool {
  description: string;
  input: z.ZodType;
  run(ctx: ToolContext, input: unknown): Promise<string>;
}

const Empty = z.object({});

/** A tool's run with its input validated again (a language model's call is outside input too). */
function tool<S extends z.ZodType>(description: string, input: S, run: (ctx: ToolContext, input: z.infer<S>) => Promise<string>): Tool {
  return {
    description,
    input,
    async run(ctx, raw) {
      const parsed = input.safeParse(raw ?? {});
      if (!parsed.success) return `Sorry, I couldn't use that: ${parsed.error.issues[0]?.message ?? 'invalid input'}. Send "help" for examples.`;
      try {
        return await run(ctx, parsed.data);
      } catch (error) {
        // Validation of the shared use-cases (400/404/409) comes back as their message; anything else is a fault.
        if (error instanceof HttpError && error.statusCode < 500) return `Sorry, that didn't work: ${error.message}`;
        throw error;
      }
    },
  };
}

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
  listTodos: tool('The open to-dos, numbered as "done N" expects.', Empty, listTodosTool),
  addTodo: tool('Add a to-do to the list.', AddTodoSchema, addTodoTool),
  completeTodo: tool('Tick off an open to-do by its number in "my list" or by its words.', CompleteTodoSchema, completeTodoTool),
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
