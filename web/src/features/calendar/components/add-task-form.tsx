import { Button, Field, Flex, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { PRIORITIES, TODO_CATEGORIES } from '../../../../../shared/schemas/calendar';
import type { Priority } from '../api/calendar';
import { priorityLabel } from '../lib/event-form';
import { categoryLabel, taskTextError } from '../lib/tasks';

export interface NewTask {
  task: string;
  priority: Priority;
  category: string;
}

interface AddTaskFormProps {
  /** Sends the task; calls `clear` once it is created (before the list reloads), so the form empties right away. */
  onAdd: (task: NewTask, clear: () => void) => Promise<void>;
}

/** The "Add a task" form: text, priority and category, with its own validation and pending state. */
export function AddTaskForm({ onAdd }: AddTaskFormProps) {
  const [task, setTask] = useState('');
  const [priority, setPriority] = useState<Priority>('medium');
  const [category, setCategory] = useState<string>('general');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { _ } = useLingui();

  async function add(event: FormEvent) {
    event.preventDefault();
    const text = task.trim();
    const invalid = taskTextError(text);
    if (invalid) return setError(invalid);
    setAdding(true);
    try {
      await onAdd({ task: text, priority, category }, () => {
        setTask('');
        setPriority('medium');
        setCategory('general');
      });
    } finally {
      setAdding(false);
    }
  }

  return (
    <form onSubmit={(e) => void add(e)} noValidate aria-label={_('calendar.addTaskForm')}>
      <Stack gap="2">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{_('calendar.newTask')}</Field.Label>
          <Input
            value={task}
            autoComplete="off"
            placeholder={_('calendar.newTaskPlaceholder')}
            onChange={(e) => {
              setTask(e.target.value);
              setError(null);
            }}
          />
          <Field.ErrorText>{translateKnown(error ?? undefined)}</Field.ErrorText>
        </Field.Root>
        <Flex gap="2" align="flex-end">
          <Field.Root flex="1">
            <Field.Label>{_('calendar.field.priority')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
                {PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {priorityLabel(p)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{_('calendar.category')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value)}>
                {TODO_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabel(c)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" size="sm" loading={adding} loadingText={_('calendar.adding')}>
            {_('calendar.addTask')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
