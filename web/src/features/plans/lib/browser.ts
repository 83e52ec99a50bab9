/** Leaving the app (a module of its own so tests can replace it; jsdom's location cannot be spied on). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** Opens an address in a new tab, without giving it a handle on this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
