import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ARABIC_DIALECTS, LANGUAGES, RESPONSE_STYLES, type ArabicDialect, type Language, type ResponseStyle } from '../../../../../shared/constants';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { chooseLanguage } from '../../../i18n/language';
import { serverErrorMessage } from '../../../lib/api-client';
import { updateProfile } from '../../../lib/account';
import { USER_KEY } from '../../../lib/user';

// Catalogue keys of the choices' names.
const STYLE_LABELS: Record<ResponseStyle, string> = {
  concise: 'settings.styleConcise',
  standard: 'settings.styleStandard',
  detailed: 'settings.styleDetailed',
};
const LANGUAGE_LABELS: Record<Language, string> = { en: 'settings.languageEn', ar: 'settings.languageAr' };
const DIALECT_LABELS: Record<ArabicDialect, string> = {
  msa: 'settings.dialectMsa',
  gulf: 'settings.dialectGulf',
  egyptian: 'settings.dialectEgyptian',
  levantine: 'settings.dialectLevantine',
  maghrebi: 'settings.dialectMaghrebi',
};

interface SelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** The choices, in order, and the catalogue key of what each one reads as. */
  options: readonly T[];
  labels: Record<T, string>;
  help?: string;
}

function Select<T extends string>({ label, value, onChange, options, labels, help }: SelectProps<T>) {
  const { _ } = useLingui();
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {_(labels[option])}
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
  const { _ } = useLingui();

  const save = async () => {
    setBusy(true);
    try {
      const saved = await updateProfile({ preferred_language: language, arabic_dialect: language === 'ar' ? dialect : null, response_style: style });
      await mutate(USER_KEY, saved, { revalidate: false });
      // The reply language is the app's too: the toast already speaks the new one.
      if (saved?.preferred_language) await chooseLanguage(saved.preferred_language);
      notify({ title: _('settings.prefsSaved'), description: _('settings.prefsSavedBody'), type: 'success' });
    } catch (e) {
      notify({
        title: _('settings.saveFailed'),
        description: translateKnown(serverErrorMessage(e)) ?? _('settings.prefsFailedBody'),
        type: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-label={_('settings.prefs')} gap="3" w="full" borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">{_('settings.prefs')}</Text>
      <Select label={_('settings.replyLanguage')} value={language} onChange={setLanguage} options={LANGUAGES} labels={LANGUAGE_LABELS} />
      {language === 'ar' && <Select label={_('settings.dialect')} value={dialect} onChange={setDialect} options={ARABIC_DIALECTS} labels={DIALECT_LABELS} />}
      <Select
        label={_('settings.replyStyle')}
        value={style}
        onChange={setStyle}
        options={RESPONSE_STYLES}
        labels={STYLE_LABELS}
        help={_('settings.styleHelp')}
      />
      <Button alignSelf="flex-start" variant="outline" loading={busy} loadingText={_('settings.saving')} onClick={save}>
        {_('settings.savePrefs')}
      </Button>
    </Stack>
  );
}
