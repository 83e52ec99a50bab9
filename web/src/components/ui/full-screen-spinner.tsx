import { useLingui } from '@lingui/react';
import './plain.css';

/** Shown while the sign-in status or a screen's code is loading. Plain elements: it may show before Chakra has loaded. */
export function FullScreenSpinner() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('common.loading')} className="fr-fullscreen">
      <span className="fr-spinner" />
    </div>
  );
}
