import { Button, Field, Flex, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useLingui } from '@lingui/react';
import { forwardRef, useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { itemsError, splitItems } from '../lib/split-items';

export interface AddItemsFormHandle {
  /** Puts items the server refused back into the field, one per line, before anything typed since. */
  restore: (texts: string[]) => void;
  focus: () => void;
}

interface AddItemsFormProps {
  shopping: boolean;
  /** Called with the items at once; the field is already empty and keeps the focus for the next one. */
  onAdd: (texts: string[]) => void;
  /** The field was typed in (e.g. to hide an earlier "already on the list"). */
  onTyping?: () => void;
}

/**
 * The "Add item" field. Enter adds (Shift+Enter starts a new line); several items go at once, separated by
 * commas or "and", or one per line. It does not wait for the server: the items show at once, and the field
 * empties and keeps the focus, so the next item can be typed straight away.
 */
export const AddItemsForm = forwardRef<AddItemsFormHandle, AddItemsFormProps>(function AddItemsForm({ shopping, onAdd, onTyping }, ref) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const { _ } = useLingui();

  useImperativeHandle(ref, () => ({
    restore(texts) {
      setText((typed) => [...texts, ...(typed.trim() ? [typed] : [])].join('\n'));
    },
    focus() {
      field.current?.focus();
    },
  }));

  function add(event?: FormEvent) {
    event?.preventDefault();
    const items = splitItems(text, shopping);
    const invalid = itemsError(items);
    field.current?.focus();
    if (invalid) return setError(text.trim() ? invalid : _('lists.v.typeItem'));
    setText('');
    setError(null);
    onAdd(items);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      add();
    }
  }

  return (
    <form onSubmit={add} noValidate>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{_('lists.addItem')}</Field.Label>
        <Flex gap="2" w="full" align="flex-start">
          <Textarea
            ref={field}
            recipe={textareaRecipe}
            value={text}
            rows={1}
            autoresize
            maxH="8lh"
            minH="11"
            flex="1"
            autoComplete="off"
            enterKeyHint="enter"
            placeholder={shopping ? _('lists.shoppingPlaceholder') : _('lists.itemPlaceholder')}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
              onTyping?.();
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" minH="11" px="5">
            {_('lists.add')}
          </Button>
        </Flex>
        <Field.HelperText color="fg.muted">{_('lists.addHelp')}</Field.HelperText>
        <Field.ErrorText>{translateKnown(error ?? undefined)}</Field.ErrorText>
      </Field.Root>
    </form>
  );
});
