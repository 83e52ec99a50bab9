import './plain.css';

/** Shown while the sign-in status or a screen's code is loading. Plain elements: it may show before Chakra has loaded. */
export function FullScreenSpinner() {
  return (
    <div role="status" aria-label="Loading" className="fr-fullscreen">
      <span className="fr-spinner" />
    </div>
  );
}
