import { i18n } from '@lingui/core';

/** The caption of a children counter that counts children shared through account links; none when there are none. */
export const sharedCaption = (shared: number): string | undefined => (shared > 0 ? i18n._('home.sharedCount', { count: shared }) : undefined);
