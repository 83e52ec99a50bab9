import { Box, Button, Card, Field, Flex, Heading, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { CheckboxControl } from '../../../components/ui/checkbox';
import { LineIcon } from '../../../components/ui/line-icon';
import type { TodoItem as Todo } from '../../../lib/todos';
import { useTodoList } from '../hooks/use-todos';

/** The to-do store's limit (shared/schemas/calendar.ts). */
const MAX_TASK = 300;

function TodoRow({ todo, onToggle, onDelete }: { todo: Todo; onToggle: () => void; onDelete: () => void }) {
  const { _ } = useLingui();
  return (
    <Flex as="li" align="center" gap="2" minH="11" borderBottomWidth="1px" borderColor="border" data-todo-id={todo.id}>
      <Box flex="1" minW="0" py="2">
        <CheckboxControl checked={todo.isCompleted} onCheckedChange={onToggle}>
          <Text as="span" wordBreak="break-word" textDecoration={todo.isCompleted ? 'line-through' : undefined} color={todo.isCompleted ? 'fg.muted' : 'fg'}>
            {todo.task}
          </Text>
        </CheckboxControl>
      </Box>
      <IconButton variant="ghost" size="sm" minW="11" minH="11" color="red.700" aria-label={_('lists.deleteNamed', { name: todo.task })} onClick={onDelete}>
        <LineIcon size={18}>
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </LineIcon>
      </IconButton>
    </Flex>
  );
}

/**
 * The family's to-dos as an entry of the Lists page (docs/decisions/0018): the same items as the calendar's
 * Tasks panel and WhatsApp's "todo …", added, ticked and deleted through the same calls. Priority, category
 * and editing stay on the calendar; this is the quick list.
 */
export function TodosPanel() {
  const { todos, error, add, toggle, remove, reload } = useTodoList();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { _ } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const task = text.trim();
    if (!task) return setProblem(_('lists.todoRequired'));
    if (task.length > MAX_TASK) return setProblem(_('lists.todoLength', { max: MAX_TASK }));
    // The field empties at once for the next one; a refused to-do comes back into it unless something new was typed.
    setText('');
    setSaving(true);
    if (!(await add(task))) setText((typed) => (typed.trim() ? typed : task));
    setSaving(false);
  }

  const open = todos?.filter((t) => !t.isCompleted) ?? [];
  const done = todos?.filter((t) => t.isCompleted) ?? [];
  const rows = (items: Todo[]) => items.map((t) => <TodoRow key={t.id} todo={t} onToggle={() => void toggle(t)} onDelete={() => void remove(t)} />);

  return (
    <Card.Root as="section" aria-labelledby="list-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="lg" id="list-title">
          {_('lists.todos')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {_('lists.todosIntro')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Field.Root invalid={Boolean(problem)}>
              <Field.Label>{_('lists.addTodo')}</Field.Label>
              <Flex gap="2" w="full">
                <Input
                  value={text}
                  minH="11"
                  flex="1"
                  minW="0"
                  autoComplete="off"
                  enterKeyHint="done"
                  placeholder={_('lists.todoPlaceholder')}
                  onChange={(e) => {
                    setText(e.target.value);
                    setProblem(null);
                  }}
                />
                <Button type="submit" minH="11" px="5" loading={saving}>
                  {_('lists.add')}
                </Button>
              </Flex>
              <Field.ErrorText>{problem}</Field.ErrorText>
            </Field.Root>
          </form>
          {!todos && !error ? (
            <Flex justify="center" py="6">
              <Spinner aria-label={_('lists.loadingTodos')} />
            </Flex>
          ) : !todos ? (
            <Stack gap="2" align="flex-start">
              <Text>{_('lists.todosLoadFailed')}</Text>
              <Button size="sm" variant="outline" minH="11" onClick={() => void reload()}>
                {_('lists.tryAgain')}
              </Button>
            </Stack>
          ) : open.length === 0 ? (
            <Text color="fg.muted">{done.length ? _('lists.allTodosDone') : _('lists.noTodos')}</Text>
          ) : (
            <Box as="ul" listStyleType="none" aria-label={_('lists.openTodos')}>
              {rows(open)}
            </Box>
          )}
          {done.length > 0 && (
            <Box as="ul" listStyleType="none" aria-label={_('lists.doneTodos')}>
              {rows(done)}
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
