import { Box, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../../i18n/known-text';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { createTodo, deleteTodo, updateTodo, useTodos, type Todo } from '../api/calendar';
import { useLoadErrorToast } from '../hooks';
import { AddTaskForm, type NewTask } from './add-task-form';
import { TaskRow } from './task-row';

function failure(title: string, error: unknown) {
  notify({ title, description: translateKnown(serverErrorMessage(error)) ?? i18n._('calendar.tryAgain'), type: 'destructive' });
}

/** Tasks (docs/decisions/0005): add with a priority and a category, tick to complete, edit the text, delete. */
export function TasksCard() {
  const { todos, error: loadError, isLoading, mutate } = useTodos();
  const { _ } = useLingui();
  useLoadErrorToast(loadError, _('calendar.loadTodosFailed'));

  async function add(todo: NewTask, clear: () => void) {
    try {
      await createTodo(todo);
      clear();
      notify({ title: _('calendar.taskAdded'), type: 'success' });
      await mutate();
    } catch (e) {
      failure(_('calendar.addTaskFailed'), e);
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
      failure(_('calendar.updateTaskFailed'), e);
    }
  }

  async function rename(todo: Todo, text: string): Promise<boolean> {
    try {
      await updateTodo(todo.id, { task: text });
      await mutate();
      return true;
    } catch (e) {
      failure(_('calendar.updateTaskFailed'), e);
      return false;
    }
  }

  async function remove(todo: Todo) {
    try {
      await deleteTodo(todo.id);
      notify({ title: _('calendar.taskDeleted'), type: 'success' });
      await mutate();
    } catch (e) {
      failure(_('calendar.deleteTaskFailed'), e);
    }
  }

  const list = todos ? [...todos.filter((t) => !t.isCompleted), ...todos.filter((t) => t.isCompleted)] : [];

  return (
    <Card.Root as="section" aria-labelledby="calendar-tasks-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="calendar-tasks-title">
          {_('calendar.tasks')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="3">
          <AddTaskForm onAdd={add} />
          <Box
            h="300px"
            overflowY="auto"
            tabIndex={0}
            role="region"
            aria-label={_('calendar.taskList')}
            pe="1"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.700' }}
          >
            {isLoading && !todos ? (
              <Flex justify="center" py="6">
                <Spinner aria-label={_('calendar.loadingTasks')} />
              </Flex>
            ) : list.length === 0 ? (
              <Text color="fg.muted">{_('calendar.noTasks')}</Text>
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
