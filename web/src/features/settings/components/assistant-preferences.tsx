import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  ARABIC_DIALECT_LABELS,
  ARABIC_DIALECTS,
  LANGUAGE_LABELS,
  LANGUAGES,
  RESPONSE_STYLES,
  type ArabicDialect,
  type Language,
  type ResponseStyle,
} from '../../../../../shared/constants';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { updateProfile } from '../../../lib/account';
import { USER_KEY } from '../../../lib/user';

const STYLE_LABELS: Record<ResponseStyle, string> = { concise: 'Concise', standard: 'Standard', detailed: 'Detailed' };

interface SelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** The choices, in order, and what each one reads as. */
  options: readonly T[];
  labels: Record<T, string>;
  help?: string;
}

function Select<T extends string>({ label, value, onChange, options, labels, help }: SelectProps<T>) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
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
      notify({
        title: 'Save Failed',
        description: serverErrorMessage(e) ?? 'Could not save your assistant preferences. Please try again.',
        type: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-label="Assistant preferences" gap="3" w="full" borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">Assistant preferences</Text>
      <Select label="Reply language" value={language} onChange={setLanguage} options={LANGUAGES} labels={LANGUAGE_LABELS} />
      {language === 'ar' && <Select label="Arabic dialect" value={dialect} onChange={setDialect} options={ARABIC_DIALECTS} labels={ARABIC_DIALECT_LABELS} />}
      <Select
        label="Reply style"
        value={style}
        onChange={setStyle}
        options={RESPONSE_STYLES}
        labels={STYLE_LABELS}
        help="Concise: short answers. Detailed: more explanation."
      />
      <Button alignSelf="flex-start" variant="outline" loading={busy} loadingText="Saving..." onClick={save}>
        Save preferences
      </Button>
    </Stack>
  );
}
