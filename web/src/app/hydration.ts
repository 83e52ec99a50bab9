import { HELD_ACTION } from '../../../shared/first-paint';

declare global {
  interface Window {
    [HELD_ACTION]?: HTMLElement;
  }
}

/**
 * A prerendered screen (issue 19) can be read and typed into before the app has loaded: its inputs
 * are native, and its loader (web/scripts/prerender.ts) holds a press on a button or a submit until
 * then. The screen calls this once it is hydrated (and main.tsx when it renders afresh instead),
 * which hands the page over: what was typed goes to the form's state, then the held press happens.
 */
export function releasePrerendered(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  delete root.dataset.prerendered;
  if (!root.isConnected || !root.firstChild) {
    delete window[HELD_ACTION];
    return;
  }
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) adoptTypedValue(input);
  const held = window[HELD_ACTION];
  delete window[HELD_ACTION];
  // After React has rendered the adopted values, so a submit sees them.
  if (held?.isConnected) setTimeout(() => (held instanceof HTMLFormElement ? held.requestSubmit() : held.click()));
}

const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/**
 * React keeps what was typed before hydration in the input but not in its state. It notices a value
 * only when it differs from the one it last saw, so the input is set back to its rendered value
 * through React's own tracking (the element's `value` setter), then to the typed one past it (the
 * prototype's setter), and an `input` event lets the form's onChange take it.
 */
function adoptTypedValue(input: HTMLInputElement | HTMLTextAreaElement): void {
  if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio' || input.type === 'hidden')) return;
  const typed = input.value;
  if (typed === input.defaultValue) return;
  input.value = input.defaultValue;
  nativeValue(input)?.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
