import { Alert, Box, Button, CloseButton, Dialog, Flex, Portal, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { useRefreshEvents } from '../api/calendar';
import { importCalendar, previewImport, type ImportPreview } from '../api/subscriptions';
import { formatTime, shortDayName } from '../lib/dates';
import { countText } from '../lib/subscriptions';
import { MemberSelect } from './member-select';

/** How many of the events to add the preview lists. */
export const PREVIEW_ROWS = 10;

type Preview = { state: 'loading' } | { state: 'ready'; data: ImportPreview } | { state: 'failed'; message: string };

interface ImportDialogProps {
  open: boolean;
  /** The chosen file, read as text; a new one is previewed again. */
  file: { name: string; content: string } | null;
  members: ReadonlyArray<{ id: string; name: string }>;
  onOpenChange: (open: boolean) => void;
}

function PreviewList({ data }: { data: ImportPreview }) {
  const shown = data.events.slice(0, PREVIEW_ROWS);
  const more = data.events.length - shown.length;
  const { _ } = useLingui();
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" role="status">
        {data.events.length === 0 ? _('calendar.import.none') : _('calendar.import.willAdd', { events: countText(data.events.length) })}
      </Text>
      {data.duplicates > 0 && <Text color="fg.muted">{_('calendar.import.duplicates', { count: data.duplicates })}</Text>}
      {shown.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" fontSize="sm" aria-label={_('calendar.import.list')} borderTopWidth="1px" borderColor="border">
          {shown.map((e, i) => (
            <Flex as="li" key={`${e.date}-${e.time}-${i}`} columnGap="3" wrap="wrap" py="1.5" borderBottomWidth="1px" borderColor="border">
              <chakra.span color="gray.700">{shortDayName(e.date)}</chakra.span>
              <chakra.span color="gray.700">{e.allDay || !e.time ? _('calendar.allDay') : formatTime(e.time)}</chakra.span>
              {/* On a narrow screen the title takes its own line, under its date. */}
              <chakra.span fontWeight="medium" flexBasis={{ base: 'full', sm: 'auto' }} minW="0" overflowWrap="anywhere">
                {e.title}
              </chakra.span>
            </Flex>
          ))}
        </Stack>
      )}
      {more > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {_('calendar.import.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}

/** What an .ics file would add (asked of the server), for whom, then "Add N events". */
export function ImportDialog({ open, file, members, onOpenChange }: ImportDialogProps) {
  const refreshEvents = useRefreshEvents();
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const [memberId, setMemberId] = useState('');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const { _ } = useLingui();

  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    setPreview({ state: 'loading' });
    setAddError(null);
    setMemberId('');
    previewImport(file.content, null).then(
      (data) => current && setPreview({ state: 'ready', data }),
      (error: unknown) =>
        current && setPreview({ state: 'failed', message: translateKnown(serverErrorMessage(error)) ?? i18n._('calendar.import.readFailed') }),
    );
    return () => {
      current = false;
    };
  }, [file]);

  const count = preview.state === 'ready' ? preview.data.events.length : 0;

  async function add() {
    if (!file) return;
    setAdding(true);
    setAddError(null);
    try {
      const result = await importCalendar(file.content, memberId || null);
      onOpenChange(false);
      notify({ title: _('calendar.import.added', { events: countText(result.added) }), type: 'success' });
      await refreshEvents();
    } catch (error) {
      setAddError(translateKnown(serverErrorMessage(error)) ?? _('calendar.import.addFailed'));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !adding && onOpenChange(e.open)} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{_('calendar.import.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description color="fg.muted" overflowWrap="anywhere">
                  {file ? _('calendar.import.from', { file: file.name }) : null}
                </Dialog.Description>
                {preview.state === 'loading' && (
                  <Flex align="center" gap="3" role="status">
                    <Spinner size="sm" />
                    <Text>{_('calendar.import.reading')}</Text>
                  </Flex>
                )}
                {preview.state === 'failed' && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{preview.message}</Alert.Title>
                  </Alert.Root>
                )}
                {preview.state === 'ready' && <PreviewList data={preview.data} />}
                {count > 0 && (
                  <Box>
                    <MemberSelect value={memberId} onChange={setMemberId} members={members} />
                  </Box>
                )}
                {addError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{addError}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={adding}>
                  {_('calendar.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button loading={adding} loadingText={_('calendar.adding')} disabled={count === 0} onClick={() => void add()}>
                {preview.state === 'ready' ? _('calendar.import.addCount', { events: countText(count) }) : _('calendar.import.addEvents')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={_('calendar.close')} disabled={adding} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default ImportDialog;
