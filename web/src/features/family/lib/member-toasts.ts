import { i18n } from '@lingui/core';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import type { Notice } from '../../../components/ui/toaster';

/** The toast for a failed add (docs/decisions/0009), in the current language; the server's own message as it came. */
export function addFailureNotice(error: unknown, signedIn: boolean): Notice {
  if (!signedIn || errorStatus(error) === 401) {
    return {
      title: i18n._('family.loginFirstTitle'),
      description: i18n._('family.loginFirstBody'),
      type: 'destructive',
    };
  }
  const message = serverErrorMessage(error);
  const raw = error instanceof Error ? error.message : '';
  if ((message ?? raw).includes('Family member limit reached')) {
    return {
      title: i18n._('family.limitTitle'),
      description: message ?? i18n._('family.limitBody'),
      type: 'destructive',
    };
  }
  return { title: i18n._('family.errorTitle'), description: message ?? i18n._('family.addFailed'), type: 'destructive' };
}
