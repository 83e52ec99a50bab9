import { Badge, Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { DOCUMENT_MAX_BYTES, type DocumentView } from '../../../../../shared/schemas/documents';
import { addDocumentDates, deleteDocument, errorText, fileToBase64, uploadDocument, useMemberDocuments } from '../api/documents';
import { CheckboxControl } from '../../../components/ui/checkbox';
import { formatDate } from '../lib/member-display';
import { translateKnown } from '../../../i18n/known-text';

const ACCEPT = '.pdf,.txt,.jpg,.jpeg,.png,application/pdf,text/plain,image/jpeg,image/png';
const STATUS: Record<DocumentView['status'], { key: string; palette: string }> = {
  processing: { key: 'family.docs.processing', palette: 'gray' },
  ready: { key: 'family.docs.ready', palette: 'green' },
  failed: { key: 'family.docs.failed', palette: 'red' },
};
const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

const when = (d: DocumentView['found_dates'][number]) => `${formatDate(d.date) || d.date}${d.time ? ` ${d.time}` : ''}`;

/** One document: its found dates with checkboxes; only "Add to calendar" adds the checked ones. */
function DocumentRow({ doc, readOnly, onChanged }: { doc: DocumentView; readOnly: boolean; onChanged: () => Promise<unknown> }) {
  const open = doc.found_dates.map((d, i) => ({ d, n: i + 1 })).filter(({ d }) => !d.eventId);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(open.map(({ n }) => n)));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const { _ } = useLingui();
  const picked = open.map(({ n }) => n).filter((n) => chosen.has(n));
  const toggle = (n: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(n);
      else next.delete(n);
      return next;
    });

  async function add() {
    setBusy(true);
    setMessage(null);
    try {
      const out = await addDocumentDates(doc.id, picked);
      setMessage({ text: _('family.docs.addedDates', { count: out.added }), error: false });
      await onChanged();
    } catch (error) {
      setMessage({ text: translateKnown(errorText(error, _('family.docs.addFailed'))), error: true });
    } finally {
      setBusy(false);
    }
  }
  async function remove() {
    setBusy(true);
    try {
      await deleteDocument(doc.id);
      await onChanged();
    } catch (error) {
      setMessage({ text: translateKnown(errorText(error, _('family.docs.deleteFailed'))), error: true });
      setBusy(false);
    }
  }

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" listStyleType="none" aria-label={doc.file_name}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Text fontWeight="semibold" dir="auto">
            {doc.file_name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDate(doc.created_at.slice(0, 10)) || doc.created_at.slice(0, 10)} ·{' '}
            {doc.source === 'whatsapp' ? _('family.docs.fromWhatsApp') : _('family.docs.uploaded')}
          </Text>
        </Box>
        <Flex gap="2" align="center">
          <Badge colorPalette={STATUS[doc.status].palette}>{_(STATUS[doc.status].key)}</Badge>
          {!readOnly && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={remove}
              disabled={busy}
              aria-label={_('family.docs.deleteNamed', { name: doc.file_name })}
            >
              {_('family.delete')}
            </Button>
          )}
        </Flex>
      </Flex>
      {doc.status === 'failed' && doc.failure_reason && (
        <Text mt="2" fontSize="sm" color="fg.error">
          {doc.failure_reason}
        </Text>
      )}
      {doc.status === 'ready' && !doc.found_dates.length && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {_('family.docs.noDates')}
        </Text>
      )}
      {doc.found_dates.length > 0 && (
        <Stack mt="2" gap="1" as="fieldset">
          <Text as="legend" fontSize="sm" fontWeight="semibold">
            {_('family.docs.datesFound')}
          </Text>
          {doc.found_dates.map((d, i) =>
            d.eventId || readOnly ? (
              <Text key={i} fontSize="sm">
                {d.title}, {when(d)}
                {d.eventId ? _('family.docs.inCalendar') : ''}
              </Text>
            ) : (
              <CheckboxControl key={i} checked={chosen.has(i + 1)} onCheckedChange={(on) => toggle(i + 1, on)}>
                {d.title}, {when(d)}
              </CheckboxControl>
            ),
          )}
          {!readOnly && open.length > 0 && (
            <Button size="sm" alignSelf="flex-start" mt="1" onClick={add} disabled={busy || picked.length === 0}>
              {_('family.docs.addToCalendar')}
            </Button>
          )}
        </Stack>
      )}
      {message && (
        <Text mt="2" fontSize="sm" role={message.error ? 'alert' : 'status'} color={message.error ? 'fg.error' : 'fg.success'}>
          {message.text}
        </Text>
      )}
    </Box>
  );
}

/** The member view's Documents section: school letters uploaded here or forwarded on WhatsApp. */
export function DocumentsSection({ memberId, readOnly = false }: { memberId: string; readOnly?: boolean }) {
  const { documents, error, isLoading, mutate } = useMemberDocuments(memberId);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { _ } = useLingui();

  async function upload(file: File) {
    setProblem(null);
    if (file.size > DOCUMENT_MAX_BYTES) {
      setProblem(_('family.docs.tooLarge', { mb: MAX_MB }));
      return;
    }
    setUploading(true);
    try {
      const doc = await uploadDocument(memberId, { fileName: file.name, contentType: file.type, dataBase64: await fileToBase64(file) });
      if (doc.status === 'failed' && doc.failure_reason) setProblem(doc.failure_reason);
      await mutate();
    } catch (e) {
      setProblem(translateKnown(errorText(e, _('family.docs.uploadFailed'))));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Card.Root gridColumn={{ md: 'span 2' }}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {_('family.docs.title')}
          </Heading>
          {!readOnly && (
            <>
              <input
                ref={input}
                id={`document-upload-${memberId}`}
                type="file"
                accept={ACCEPT}
                hidden
                aria-label={_('family.docs.uploadLabel')}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) void upload(file);
                }}
              />
              <Button size="sm" onClick={() => input.current?.click()} loading={uploading} loadingText={_('family.docs.reading')}>
                {_('family.docs.upload')}
              </Button>
            </>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {_('family.docs.intro', { mb: MAX_MB })}
        </Text>
      </Card.Header>
      <Card.Body>
        {problem && (
          <Text role="alert" color="fg.error" mb="3">
            {problem}
          </Text>
        )}
        {isLoading ? (
          <Spinner aria-label={_('family.docs.loading')} />
        ) : error ? (
          <Text color="fg.error">{_('family.docs.loadFailed')}</Text>
        ) : !documents?.length ? (
          <Text color="fg.muted">{_('family.docs.none')}</Text>
        ) : (
          <Stack as="ul" gap="3" p="0" m="0">
            {documents.map((d) => (
              <DocumentRow key={d.id} doc={d} readOnly={readOnly} onChanged={() => mutate()} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
