/**
 * Toasts (docs/decisions/0010). `notify()` is all most code needs; zag's store and the Chakra view
 * (toaster-store.ts, toaster-view.tsx) load with the first toast: setting up the store's zag machinery
 * is a fifth of the signed-in entry's start-up work.
 */

/** 'destructive' is the spec's error style; 'default' a plain toast. */
export type ToastStyle = 'default' | 'destructive' | 'info' | 'success';

export interface Notice {
  title: string;
  description?: string;
  type?: ToastStyle;
  action?: { label: string; onClick: () => void };
}

let storeModule: Promise<typeof import('./toaster-store')> | undefined;
const loadToasts = () => (storeModule ??= import('./toaster-store'));

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for yet (the app provider then mounts the view), and a way to hear of the first. */
export const toastsWanted = () => wanted;
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; the newest replaces the one on screen. */
export function notify(notice: Notice): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToasts().then(({ show }) => show(notice));
}
