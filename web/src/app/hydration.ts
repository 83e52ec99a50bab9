/**
 * A prerendered screen (issue 19) arrives `inert` and `aria-disabled`: it can be read at once, but
 * typing into it or pressing its buttons before React has taken it over would be lost or would
 * submit the form natively. The screen calls this once it is hydrated (and main.tsx when it renders
 * afresh instead), which hands the page over.
 */
export function releasePrerendered(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  root.removeAttribute('inert');
  root.removeAttribute('aria-disabled');
  delete root.dataset.prerendered;
}
