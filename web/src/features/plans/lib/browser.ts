/** Leaving the app (a module of its own so tests can replace it; jsdom's location cannot be spied on). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** Opens an address in a new tab, without giving it a handle on this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export interface PendingTab {
  /** Points the tab at `url` (or this tab, when the browser refused to open one). */
  go(url: string): void;
  close(): void;
}

/**
 * Opens an empty tab now, inside the click, so popup blockers let it through; the address comes later
 * (after an API call). The opener is cut before any other site loads in it.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    },
    close() {
      tab?.close();
    },
  };
}
