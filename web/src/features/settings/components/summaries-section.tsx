import { Stack, Switch, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { serverErrorMessage } from '../../../lib/api-client';
import { updateProfile } from '../../../lib/account';
import { USER_KEY } from '../../../lib/user';
import { SettingsSection } from './settings-section';
import { switchRecipe } from './switch-recipe';

type Toggle = 'daily_push_enabled' | 'weekly_email_enabled';

const ASSISTANT_PLANS = new Set(['simplify', 'simplify_plus']);

/** One switch, saved through the profile update as soon as it is flipped. */
function SummarySwitch({
  label,
  help,
  checked,
  busy,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Stack gap="1">
      <Switch.Root recipe={switchRecipe} checked={checked} disabled={busy} onCheckedChange={(e) => onChange(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm">
        {help}
      </Text>
    </Stack>
  );
}

/**
 * Labels stay free of "Email" and "WhatsApp": the profile form's fields are found by those words.
 * Summaries the parent asks for (both off until turned on): the morning agenda on WhatsApp and the Sunday
 * email. Times follow the profile's timezone.
 */
export function SummariesSection({ user }: { user: PublicUser }) {
  const [busy, setBusy] = useState<Toggle | null>(null);
  // A refused save remounts the switches, so each shows the stored value again (not the flipped one).
  const [revision, setRevision] = useState(0);
  const { mutate } = useSWRConfig();
  const { _ } = useLingui();
  const paying = ASSISTANT_PLANS.has(user.subscription_type);
  const timezone = user.timezone || 'UTC';

  const save = async (field: Toggle, on: boolean) => {
    setBusy(field);
    try {
      const saved = await updateProfile({ [field]: on });
      await mutate(USER_KEY, saved, { revalidate: false });
      const daily = field === 'daily_push_enabled';
      const title = daily ? (on ? _('settings.dailyOn') : _('settings.dailyOff')) : on ? _('settings.weeklyOn') : _('settings.weeklyOff');
      notify({ title, type: 'success' });
    } catch (e) {
      setRevision((n) => n + 1);
      notify({ title: _('settings.saveFailed'), description: translateKnown(serverErrorMessage(e)) ?? _('settings.switchFailedBody'), type: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsSection title={_('settings.summariesTitle')} description={_('settings.summariesDescription', { timezone })}>
      <Stack gap="5" key={revision}>
        <SummarySwitch
          label={_('settings.daily')}
          help={paying ? _('settings.dailyHelp') : _('settings.dailyHelpFree')}
          checked={user.daily_push_enabled === true}
          busy={busy !== null}
          onChange={(on) => void save('daily_push_enabled', on)}
        />
        <SummarySwitch
          label={_('settings.weekly')}
          help={_('settings.weeklyHelp')}
          checked={user.weekly_email_enabled === true}
          busy={busy !== null}
          onChange={(on) => void save('weekly_email_enabled', on)}
        />
      </Stack>
    </SettingsSection>
  );
}
