import { Badge, Box, Button, Card, Field, Flex, Heading, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PRIORITIES, TODO_CATEGORIES } from '../../../../../shared/schemas/calendar';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { createTodo, deleteTodo, updateTodo, useTodos, type Priority, type Todo } from '../api/calendar';
import { PRIORITY_OPTIONS } from '../lib/event-form';
import { useLoadErrorToast } from '../hooks';
import { CheckboxControl } from '../../../components/ui/checkbox';

const TASK_REQUIRED = 'Task is required';
const TASK_MAX = 300;

const PRIORITY_BADGE: Record<string, { bg: string; color: string }> = {
  high: { bg: 'red.100', color: 'red.800' },
  medium: { bg: 'orange.100', color: 'orange.800' },
  low: { bg: 'gray.100', color: 'gray.800' },
};

/** 'general' → 'General'; a category typed elsewhere (the assistant) shows as written. */
export function categoryLabel(category: string | null | undefined): string {
  const value = category?.trim() || 'general';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function failure(title: string, error: unknown) {
  notify({ title, description: serverErrorMessage(error) ?? 'Please try again.', type: 'destructive' });
}

function TaskRow({ todo, onToggle, onRename, onDelete }: { todo: Todo; onToggle: () => void; onRename: (task: string) => Promise<boolean>; onDelete: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(todo.task);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const badge = PRIORITY_BADGE[todo.priority] ?? PRIORITY_BADGE.low;

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const task = text.trim();
    if (!task) return setError(TASK_REQUIRED);
    if (task.length > TASK_MAX) return setError('Please keep the task under 300 characters');
    setBusy(true);
    const ok = await onRename(task);
    setBusy(false);
    if (ok) setEditing(false);
  }

  if (editing) {
    return (
      <Box as="li" borderWidth="1px" borderRadius="md" p="2">
        <form onSubmit={(e) => void save(e)} noValidate>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label srOnly>Edit task</Field.Label>
            <Input
              size="sm"
              value={text}
              autoFocus
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  setEditing(false);
                  setText(todo.task);
                }
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Flex gap="2" mt="2">
            <Button size="xs" type="submit" loading={busy}>
              Save
            </Button>
            <Button
              size="xs"
              variant="outline"
              type="button"
              onClick={() => {
                setEditing(false);
                setText(todo.task);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </Flex>
        </form>
      </Box>
    );
  }

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" data-todo-id={todo.id}>
      <Flex gap="2" align="flex-start" justify="space-between">
        <Box flex="1" minW="0">
          <CheckboxControl checked={todo.isCompleted} onCheckedChange={onToggle}>
            <Text as="span" textDecoration={todo.isCompleted ? 'line-through' : undefined} color={todo.isCompleted ? 'gray.600' : 'fg'} wordBreak="break-word">
              {todo.task}
            </Text>
          </CheckboxControl>
        </Box>
        <Flex gap="1" flexShrink={0} wrap="wrap" justify="flex-end">
          <Badge bg="blue.50" color="blue.800" data-testid="todo-category">
            {categoryLabel(todo.category)}
          </Badge>
          <Badge bg={badge.bg} color={badge.color}>
            {PRIORITY_OPTIONS.find(([p]) => p === todo.priority)?.[1] ?? todo.priority}
          </Badge>
        </Flex>
      </Flex>
      <Flex gap="2" mt="2" ps="6">
        <Button size="xs" variant="ghost" aria-label={`Edit task ${todo.task}`} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          size="xs"
          variant="ghost"
          color="red.700"
          aria-label={`Delete task ${todo.task}`}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await onDelete();
            setBusy(false);
          }}
        >
          Delete
        </Button>
      </Flex>
    </Box>
  );
}

/** Tasks (part 2, 2): add with a priority and a category, tick to complete, edit the text, delete. */
export function TasksCard() {
  const { todos, error: loadError, isLoading, mutate } = useTodos();
  useLoadErrorToast(loadError, 'Failed to fetch todos');
  const [task, setTask] = useState('');
  const [priority, setPriority] = useState<Priority>('medium');
  const [category, setCategory] = useState<string>('general');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    const text = task.trim();
    if (!text) return setError(TASK_REQUIRED);
    if (text.length > TASK_MAX) return setError('Please keep the task under 300 characters');
    setAdding(true);
    try {
      await createTodo({ task: text, priority, category });
      setTask('');
      setPriority('medium');
      setCategory('general');
      notify({ title: 'Task added', type: 'success' });
      await mutate();
    } catch (e) {
      failure('Failed to add task', e);
    } finally {
      setAdding(false);
    }
  }

  async function toggle(todo: Todo) {
    const isCompleted = !todo.isCompleted;
    try {
      await mutate(
        async (current) => {
          await updateTodo(todo.id, { isCompleted });
          return current;
        },
        {
          optimisticData: (current) => (current ?? []).map((t) => (t.id === todo.id ? { ...t, isCompleted } : t)),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
    } catch (e) {
      failure('Failed to update task', e);
    }
  }

  async function rename(todo: Todo, text: string): Promise<boolean> {
    try {
      await updateTodo(todo.id, { task: text });
      await mutate();
      return true;
    } catch (e) {
      failure('Failed to update task', e);
      return false;
    }
  }

  async function remove(todo: Todo) {
    try {
      await deleteTodo(todo.id);
      notify({ title: 'Task deleted', type: 'success' });
      await mutate();
    } catch (e) {
      failure('Failed to delete task', e);
    }
  }

  const list = todos ? [...todos.filter((t) => !t.isCompleted), ...todos.filter((t) => t.isCompleted)] : [];

  return (
    <Card.Root as="section" aria-labelledby="calendar-tasks-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="calendar-tasks-title">
          Tasks
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="3">
          <form onSubmit={(e) => void add(e)} noValidate aria-label="Add a task">
            <Stack gap="2">
              <Field.Root invalid={Boolean(error)}>
                <Field.Label>New task</Field.Label>
                <Input
                  value={task}
                  autoComplete="off"
                  placeholder="e.g. Sign the school trip form"
                  onChange={(e) => {
                    setTask(e.target.value);
                    setError(null);
                  }}
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Flex gap="2" align="flex-end">
                <Field.Root flex="1">
                  <Field.Label>Priority</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
                      {PRIORITIES.map((p) => (
                        <option key={p} value={p}>
                          {PRIORITY_OPTIONS.find(([v]) => v === p)?.[1]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root flex="1">
                  <Field.Label>Category</Field.Label>
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
                <Button type="submit" size="sm" loading={adding} loadingText="Adding...">
                  Add task
                </Button>
              </Flex>
            </Stack>
          </form>
          <Box h="300px" overflowY="auto" tabIndex={0} role="region" aria-label="Task list" pe="1" _focusVisible={{ outline: '2px solid', outlineColor: 'blue.700' }}>
            {isLoading && !todos ? (
              <Flex justify="center" py="6">
                <Spinner aria-label="Loading tasks" />
              </Flex>
            ) : list.length === 0 ? (
              <Text color="fg.muted">No tasks yet. Add one above to keep track of things to do.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {list.map((t) => (
                  <TaskRow key={t.id} todo={t} onToggle={() => void toggle(t)} onRename={(text) => rename(t, text)} onDelete={() => remove(t)} />
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
