import { Badge, Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import type { Todo } from '../api/calendar';
import { priorityLabel } from '../lib/event-form';
import { categoryLabel, taskTextError } from '../lib/tasks';
import { CheckboxControl } from '../../../components/ui/checkbox';

const PRIORITY_BADGE: Record<string, { bg: string; color: string }> = {
  high: { bg: 'red.100', color: 'red.800' },
  medium: { bg: 'orange.100', color: 'orange.800' },
  low: { bg: 'gray.100', color: 'gray.800' },
};

interface TaskRowProps {
  todo: Todo;
  onToggle: () => void;
  /** Resolves true when the new text was saved (the row then leaves edit mode). */
  onRename: (task: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
}

/** One to-do: tick to complete, its category and priority, Edit (inline) and Delete. */
export function TaskRow({ todo, onToggle, onRename, onDelete }: TaskRowProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(todo.task);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { _ } = useLingui();
  const badge = PRIORITY_BADGE[todo.priority] ?? PRIORITY_BADGE.low;

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const task = text.trim();
    const invalid = taskTextError(task);
    if (invalid) return setError(invalid);
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
            <Field.Label srOnly>{_('calendar.editTask')}</Field.Label>
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
            <Field.ErrorText>{translateKnown(error ?? undefined)}</Field.ErrorText>
          </Field.Root>
          <Flex gap="2" mt="2">
            <Button size="xs" type="submit" loading={busy}>
              {_('calendar.save')}
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
              {_('calendar.cancel')}
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
            {priorityLabel(todo.priority)}
          </Badge>
        </Flex>
      </Flex>
      <Flex gap="2" mt="2" ps="6">
        <Button size="xs" variant="ghost" aria-label={_('calendar.editTaskNamed', { task: todo.task })} onClick={() => setEditing(true)}>
          {_('calendar.edit')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          color="red.700"
          aria-label={_('calendar.deleteTaskNamed', { task: todo.task })}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await onDelete();
            setBusy(false);
          }}
        >
          {_('calendar.delete')}
        </Button>
      </Flex>
    </Box>
  );
}
