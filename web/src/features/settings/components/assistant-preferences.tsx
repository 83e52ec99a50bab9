import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { ARABIC_DIALECT_LABELS, ARABIC_DIALECTS, LANGUAGE_LABELS, LANGUAGES, RESPONSE_STYLES, type ArabicDialect, type Language, type ResponseStyle } from '../../../../../shared/constants';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { updateProfile } from '../../../lib/account';
import { USER_KEY } from '../../../lib/user';

const STYLE_LABELS: Record<ResponseStyle, string> = { concise: 'Concise', standard: 'Standard', detailed: 'Detailed' };

function Select({ label, value, onChange, children, help }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode; help?: string }) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * The assistant's reply language (Arabic with a dialect) and style, stored on the profile
 * (preferred_language, arabic_dialect, response_style) and read by the language model's instructions.
 */
export function AssistantPreferences({ user }: { user: PublicUser }) {
  const [language, setLanguage] = useState<Language>(user.preferred_language ?? 'en');
  const [dialect, setDialect] = useState<ArabicDialect>(user.arabic_dialect ?? 'msa');
  const [style, setStyle] = useState<ResponseStyle>(user.response_style ?? 'standard');
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();

  const save = async () => {
    setBusy(true);
    try {
      const saved = await updateProfile({ preferred_language: language, arabic_dialect: language === 'ar' ? dialect : null, response_style: style });
      await mutate(USER_KEY, saved, { revalidate: false });
      notify({ title: 'Preferences Saved', description: 'The assistant will use them from your next message.', type: 'success' });
    } catch (e) {
      notify({ title: 'Save Failed', description: serverErrorMessage(e) ?? 'Could not save your assistant preferences. Please try again.', type: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-label="Assistant preferences" gap="3" w="full" borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">Assistant preferences</Text>
      <Select label="Reply language" value={language} onChange={(v) => setLanguage(v as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_LABELS[l]}
          </option>
        ))}
      </Select>
      {language === 'ar' && (
        <Select label="Arabic dialect" value={dialect} onChange={(v) => setDialect(v as ArabicDialect)}>
          {ARABIC_DIALECTS.map((d) => (
            <option key={d} value={d}>
              {ARABIC_DIALECT_LABELS[d]}
            </option>
          ))}
        </Select>
      )}
      <Select label="Reply style" value={style} onChange={(v) => setStyle(v as ResponseStyle)} help="Concise: short answers. Detailed: more explanation.">
        {RESPONSE_STYLES.map((s) => (
          <option key={s} value={s}>
            {STYLE_LABELS[s]}
          </option>
        ))}
      </Select>
      <Button alignSelf="flex-start" variant="outline" loading={busy} loadingText="Saving..." onClick={save}>
        Save preferences
      </Button>
    </Stack>
  );
}
