import { i18n } from '@lingui/core';
import { TODO_CATEGORIES } from '../../../../../shared/schemas/calendar';

/** Rules the to-do list applies before it sends a task (the API checks the same). */
export const TASK_REQUIRED = 'Task is required';
const TASK_MAX = 300;

/** The error to show under a task input, or null when the text can be sent. */
export function taskTextError(task: string): string | null {
  if (!task) return TASK_REQUIRED;
  if (task.length > TASK_MAX) return 'Please keep the task under 300 characters';
  return null;
}

/** 'general' → 'General' (in the current language); a category typed elsewhere (the assistant) shows as written. */
export function categoryLabel(category: string | null | undefined): string {
  const value = category?.trim() || 'general';
  if ((TODO_CATEGORIES as readonly string[]).includes(value)) return i18n._(`calendar.category.${value}`);
  return value.charAt(0).toUpperCase() + value.slice(1);
}
