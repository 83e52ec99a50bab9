import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { LANGUAGES } from '../../../shared/constants';
import { chooseLanguage, useLanguage } from './language';

/** English / العربية on the screens before sign-in: applies at once and is remembered on this device. */
export function LanguageSwitch() {
  const { _ } = useLingui();
  const current = useLanguage();
  return (
    <Group role="group" aria-label={_('language.label')} attached>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="xs"
          variant={language === current ? 'solid' : 'outline'}
          aria-pressed={language === current}
          lang={language}
          onClick={() => void chooseLanguage(language)}
        >
          {_(`language.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
