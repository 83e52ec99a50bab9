import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { MAX_CALENDAR_BYTES } from '../api/subscriptions';
import { useOpenedOnce } from '../hooks';

/** The preview and its list load when a file is first chosen. */
const ImportDialog = lazy(() => import('./import-dialog'));

/** The server's words for a file over the limit (shared/schemas/subscriptions.ts, ImportBodySchema). */
export const TOO_LARGE = 'That file is too large (5 MB at most)';

interface ImportIcsFieldProps {
  members: ReadonlyArray<{ id: string; name: string }>;
}

/** "Import an .ics file": read in the browser, then previewed and added once in a dialog. */
export function ImportIcsField({ members }: ImportIcsFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [open, setOpen] = useState(false);
  const requested = useOpenedOnce(open);
  const { _ } = useLingui();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Cleared at once, so choosing the same file again (after a Cancel) is a change too.
    input.value = '';
    if (!chosen) return;
    if (chosen.size > MAX_CALENDAR_BYTES) return setError(TOO_LARGE);
    setError(null);
    try {
      setFile({ name: chosen.name, content: await chosen.text() });
      setOpen(true);
    } catch {
      setError(_('calendar.import.unreadable'));
    }
  }

  return (
    <>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{_('calendar.import.label')}</Field.Label>
        <Input type="file" accept=".ics,text/calendar" onChange={(e) => void choose(e)} h="auto" py="1.5" px="2" fontSize="sm" cursor="pointer" />
        <Field.HelperText color="fg.muted">{_('calendar.import.hint')}</Field.HelperText>
        <Field.ErrorText>{translateKnown(error ?? undefined)}</Field.ErrorText>
      </Field.Root>
      {requested && (
        <Suspense fallback={null}>
          <ImportDialog open={open} file={file} members={members} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
